import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { Section, SectionHeader } from '@/components/sections/Section';
import { ProcessFlow } from './ProcessFlow';

interface Row {
  step: string;
  module: string;
  whatItDoes: string;
  whyItMatters: string;
}

export const HOW_IT_WORKS_ID = 'how-it-works';

export async function HowItWorks({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Home.howItWorks' });
  const rows = t.raw('rows') as Row[];
  const columns = ['step', 'module', 'whatItDoes', 'whyItMatters'] as const;
  return (
    <Section tone="tint" labelledBy={HOW_IT_WORKS_ID} className="scroll-mt-16">
      <SectionHeader id={HOW_IT_WORKS_ID} eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')} />
      <ProcessFlow
        labels={{
          title: t('diagramLabel'),
          initiation: t('diagram.initiation'),
          inspection: t('diagram.inspection'),
          routing: t('diagram.routing'),
          nextBestShelf: t('diagram.nextBestShelf'),
        }}
      />
      <div
        className="mt-12 overflow-x-auto rounded-card border border-ink-100 bg-white shadow-card"
        tabIndex={0}
        role="region"
        aria-label={t('tableCaption')}
      >
        <table className="w-full min-w-[720px] text-left text-sm sm:text-base">
          <caption className="sr-only">{t('tableCaption')}</caption>
          <thead className="bg-ink-50 text-ink-700">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className="px-5 py-4 font-semibold">
                  {t(`columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-100">
            {rows.map((row) => (
              <tr key={row.step} className="align-top">
                <th scope="row" className="px-5 py-5 font-bold whitespace-nowrap text-ink-950">
                  {row.step}
                </th>
                <td className="px-5 py-5 font-semibold text-brand-800">{row.module}</td>
                <td className="px-5 py-5 leading-7 text-ink-700">{row.whatItDoes}</td>
                <td className="px-5 py-5 leading-7 text-ink-700">{row.whyItMatters}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
