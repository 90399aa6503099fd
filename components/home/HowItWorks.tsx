import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/infra/routing/routing';
import { getCopy } from '@/lib/features/content';
import { Section, SectionHeader } from '@/components/sections/Section';
import { ProcessFlow } from './ProcessFlow';

interface Row {
  step: string;
  module: string;
  whatItDoes: string;
  whyItMatters: string;
}

export const HOW_IT_WORKS_ID = 'how-it-works';

type HowItWorksT = Awaited<ReturnType<typeof getTranslations<'Home.howItWorks'>>>;

export async function HowItWorks({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Home.howItWorks' });
  const rows: Row[] = getCopy(locale).Home.howItWorks.rows;
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
      {/* Phones get one card per step (every cell visible); wide screens the table. Only one is displayed, so only one reaches assistive tech. */}
      <StepCards rows={rows} t={t} />
      <StepTable rows={rows} t={t} />
    </Section>
  );
}

/** Phones: a card per step, every cell of its row labelled. */
function StepCards({ rows, t }: { rows: Row[]; t: HowItWorksT }) {
  return (
    <ol className="mt-12 space-y-4 md:hidden" aria-label={t('tableCaption')}>
      {rows.map((row) => (
        <li key={row.step} className="rounded-card border border-ink-100 bg-white p-5 shadow-card">
          <p className="font-bold text-ink-950">{row.step}</p>
          <dl className="mt-3 space-y-3">
            {(['module', 'whatItDoes', 'whyItMatters'] as const).map((column) => (
              <div key={column}>
                <dt className="text-xs font-semibold tracking-wide text-ink-600 uppercase">{t(`columns.${column}`)}</dt>
                <dd className={column === 'module' ? 'mt-0.5 font-semibold text-brand-800' : 'mt-0.5 leading-7 text-ink-700'}>{row[column]}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ol>
  );
}

/** Wide screens: the steps as a table (it scrolls sideways when narrow). */
function StepTable({ rows, t }: { rows: Row[]; t: HowItWorksT }) {
  const columns = ['step', 'module', 'whatItDoes', 'whyItMatters'] as const;
  return (
    <div
      className="mt-12 hidden overflow-x-auto rounded-card border border-ink-100 bg-white shadow-card md:block"
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
  );
}
