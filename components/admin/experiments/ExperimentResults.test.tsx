import { createTranslator } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import es from '@/messages/es.json';

// The screen's translator, without a request: the messages of the locale asked for.
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: 'en' | 'es'; namespace: string }) => createTranslator({ locale, messages: locale === 'es' ? es : en, namespace: namespace as 'Admin' }),
}));

const { compareArms, sampleRatio } = await import('@/lib/features/experiments');
const { ExperimentResults } = await import('./ExperimentResults');

const experiment = { variants: [{ key: 'control', weight: 50 }, { key: 'b', weight: 50 }] };
const results = (control: [number, number], b: [number, number]) => {
  const variants = compareArms(experiment, new Map([['control', { visitors: control[0], conversions: control[1] }], ['b', { visitors: b[0], conversions: b[1] }]]));
  return {
    variants,
    visitors: control[0] + b[0],
    conversions: control[1] + b[1],
    split: sampleRatio([control[0], b[0]], [50, 50]),
    byLanguage: [{ segment: 'es', variants }],
    byDevice: [{ segment: 'mobile', variants }],
  };
};
const text = async (locale: 'en' | 'es', found: ReturnType<typeof results>) => renderToStaticMarkup(await ExperimentResults({ locale, results: found })).replace(/<[^>]+>/g, ' ').replace(/&lt;/g, '<').replace(/\s+/g, ' ');

describe('an experiment’s results', () => {
  it('give each variant’s rate, its difference with the 95% interval in points and relative, and its probability to beat the control', async () => {
    const shown = await text('en', results([1000, 100], [1000, 130]));
    expect(shown).toContain('2,000 visitors counted, 230 conversions.');
    expect(shown).toMatch(/Control 1,000 100 10\.0% — — —/);
    // b: 13.0%, +3.0 points; relative +30%; well over 90% to beat the control.
    expect(shown).toMatch(/Variant b 1,000 130 13\.0% \+3\.0 pts \(\+0\.\d pts to \+5\.\d pts\) \+29\.\d% \(\+\d\.\d% to \+5\d\.\d%\) 9\d\.\d%/);
    expect(shown).not.toContain('The split differs');
    expect(shown).toContain('By language Spanish');
    expect(shown).toContain('By device Mobile');
    expect(shown).toContain('These figures count only visitors who accepted analytics cookies and did not send Do Not Track or Global Privacy Control.');
  });

  it('warn of a split off the configured weights, in Spanish too', async () => {
    const skewed = results([1200, 100], [800, 70]);
    expect(skewed.split.mismatch).toBe(true);
    const shown = await text('es', skewed);
    expect(shown).toMatch(/El reparto difiere de los pesos configurados \(p < 0,0001\): compruébalo antes de confiar en estos resultados\./);
    expect(shown).toContain('Por idioma Español');
    expect(shown).toMatch(/Variante b 800 70 8,8 %/);
  });
});
