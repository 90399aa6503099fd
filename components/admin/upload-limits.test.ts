import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import type { SvgProblem } from '@/lib/infra/uploads/svg-screen';
import { uploadLimitText } from './upload-limits';

const translators = { en: createTranslator({ locale: 'en', messages: en, namespace: 'Admin.uploadLimits' }), es: createTranslator({ locale: 'es', messages: es, namespace: 'Admin.uploadLimits' }) };

const PROBLEMS: SvgProblem[] = [
  { kind: 'unreadable' },
  { kind: 'entities' },
  { kind: 'no-size' },
  { kind: 'shape', width: 1e9, height: 10 },
  { kind: 'elements', count: 10_001, max: 10_000 },
  { kind: 'depth', max: 64 },
  { kind: 'reference', ref: 'https://example.com/a.png' },
  { kind: 'self-reference' },
  { kind: 'nested-svg' },
  { kind: 'embedded-unknown' },
  { kind: 'embedded-count', count: 9, max: 8 },
  { kind: 'embedded-pixels', width: 16000, height: 16000, maxSide: 4096, maxPixels: 4_000_000 },
  { kind: 'embedded-total', pixels: 10_830_000, maxPixels: 8_000_000 },
  { kind: 'filter', name: 'feMorphology' },
  { kind: 'too-costly' },
];

describe('uploadLimitText', () => {
  it('says the figures of an image over its budget, in English and Spanish', () => {
    const refusal = { reason: 'too-many-pixels', pixels: { width: 16000, height: 16000, maxSide: 8192, maxPixels: 40_000_000 } } as const;
    expect(uploadLimitText(translators.en, refusal)).toBe(
      'This image is 16,000×16,000 pixels; the most this field takes is 8,192 pixels a side and 40 megapixels. Make it smaller and upload it again.',
    );
    expect(uploadLimitText(translators.es, refusal)).toBe(
      'Esta imagen mide 16.000×16.000 píxeles; este campo admite como máximo 8192 píxeles por lado y 40 megapíxeles. Redúcela y vuelve a subirla.',
    );
  });

  it.each(PROBLEMS.map((problem) => [problem.kind, problem] as const))('words the SVG problem %s in both languages', (_kind, svg) => {
    for (const t of Object.values(translators)) {
      const text = uploadLimitText(t, { reason: 'unsafe-svg', svg });
      expect(text).toMatch(/^\S.*\.$/);
      expect(text).not.toMatch(/[{}]|Admin\.uploadLimits/);
    }
  });

  it('leaves the other reasons to each editor', () => {
    expect(uploadLimitText(translators.en, { reason: 'too-large' })).toBeNull();
    expect(uploadLimitText(translators.en, { reason: 'failed' })).toBeNull();
  });
});
