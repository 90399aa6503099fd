import { useTranslations } from 'next-intl';
import type { roiFormats } from '@/lib/features/roi/shared/format';
import { BENEFIT_PARTS, type RoiEstimate } from '@/lib/features/roi/shared/model';

export interface EstimateProps {
  estimate: RoiEstimate;
  format: ReturnType<typeof roiFormats>;
}

const BAR_COLOURS = ['fill-brand-600', 'fill-brand-800', 'fill-accent-500', 'fill-ink-500'] as const;

/** Where the benefit comes from, as bars for the eye (assistive technology reads the table instead). */
export function BenefitChart({ estimate, format }: EstimateProps) {
  const t = useTranslations('Roi');
  const largest = Math.max(...BENEFIT_PARTS.map((part) => estimate[part]), 1);
  return (
    <figure className="mt-10" aria-labelledby="roi-chart-title">
      <figcaption id="roi-chart-title" className="text-lg font-bold text-ink-950">
        {t('chartTitle')}
        <span className="mt-1 block text-sm font-normal text-ink-600">{t('chartHint')}</span>
      </figcaption>
      <div aria-hidden="true" className="mt-5 space-y-4">
        {BENEFIT_PARTS.map((part, index) => (
          <div key={part}>
            <div className="flex justify-between gap-4 text-sm text-ink-700">
              <span>{t(`parts.${part}`)}</span>
              <span className="font-semibold text-ink-950 tabular-nums">{format.money(estimate[part])}</span>
            </div>
            <svg viewBox="0 0 100 4" preserveAspectRatio="none" className="mt-1.5 h-3 w-full overflow-visible rounded bg-ink-100" focusable="false">
              <rect width={(estimate[part] / largest) * 100} height="4" className={BAR_COLOURS[index]} />
            </svg>
          </div>
        ))}
      </div>
    </figure>
  );
}

/** The chart's figures as a table: each part's amount and its share of the total. */
export function BenefitTable({ estimate, format }: EstimateProps) {
  const t = useTranslations('Roi');
  const share = (value: number) => (estimate.totalBenefit > 0 ? value / estimate.totalBenefit : 0);
  return (
    <div className="mt-8 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left font-semibold text-ink-950">{t('tableCaption')}</caption>
        <thead>
          <tr className="border-b border-ink-200 text-ink-700">
            <th scope="col" className="py-2 pr-4 font-semibold">
              {t('tableSource')}
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-semibold">
              {t('tableAmount')}
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              {t('tableShare')}
            </th>
          </tr>
        </thead>
        <tbody>
          {BENEFIT_PARTS.map((part) => (
            <tr key={part} className="border-b border-ink-100">
              <th scope="row" className="py-2 pr-4 font-normal text-ink-800">
                {t(`parts.${part}`)}
              </th>
              <td className="py-2 pr-4 text-right tabular-nums" data-roi={part}>
                {format.money(estimate[part])}
              </td>
              <td className="py-2 text-right tabular-nums">{format.percent(share(estimate[part]))}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="font-bold text-ink-950">
            <th scope="row" className="py-2 pr-4">
              {t('total')}
            </th>
            <td className="py-2 pr-4 text-right tabular-nums" data-roi="totalBenefit">
              {format.money(estimate.totalBenefit)}
            </td>
            <td className="py-2 text-right tabular-nums">{format.percent(estimate.totalBenefit > 0 ? 1 : 0)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
