import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/infra/routing/routing';
import type { ExperimentResults as Results, SegmentResult, VariantResult } from '@/lib/features/experiments';
import { AdminTable, type AdminColumn } from '../AdminTable';
import { variantName, type ExperimentMessages } from './messages';

/** A p-value with its comparison, as read: `= 0.0004`, or `< 0.0001` below that. */
function pValue(locale: Locale, p: number): string {
  const format = new Intl.NumberFormat(locale, { maximumSignificantDigits: 2 });
  return p >= 0.0001 ? `= ${format.format(p)}` : `< ${format.format(0.0001)}`;
}

/**
 * An experiment's results: per variant the visitors, conversions and rate, and against the control
 * the difference with its 95% interval (in points and relative) and the probability to beat it; a
 * warning when the split is off the weights (sample ratio mismatch); the same by language and by
 * device; who is counted.
 */
export async function ExperimentResults({ locale, results }: { locale: Locale; results: Results }) {
  const t = (await getTranslations({ locale, namespace: 'Admin.experiments' })) as unknown as ExperimentMessages;
  const count = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const signedPercent = new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: 'exceptZero' });
  const points = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: 'exceptZero' });
  const pts = (value: number) => t('results.points', { value: points.format(value * 100) });
  const versus = (row: VariantResult, show: (v: NonNullable<VariantResult['versusControl']>) => string) => (row.versusControl ? show(row.versusControl) : '—');

  const columns: AdminColumn<VariantResult>[] = [
    { key: 'variant', header: t('results.variant'), rowHeader: true, className: 'whitespace-nowrap font-semibold text-ink-950', cell: (row) => variantName(t, row.key) },
    { key: 'visitors', header: t('results.visitors'), className: 'tabular-nums', cell: (row) => count.format(row.visitors) },
    { key: 'conversions', header: t('results.conversions'), className: 'tabular-nums', cell: (row) => count.format(row.conversions) },
    { key: 'rate', header: t('results.rate'), className: 'tabular-nums', cell: (row) => (row.visitors > 0 ? percent.format(row.rate) : '—') },
    {
      key: 'difference',
      header: t('results.difference'),
      className: 'tabular-nums',
      cell: (row) => versus(row, ({ difference }) => t('results.withInterval', { value: pts(difference.delta), low: pts(difference.low), high: pts(difference.high) })),
    },
    {
      key: 'relative',
      header: t('results.relative'),
      className: 'tabular-nums',
      cell: (row) =>
        versus(row, ({ difference: { relative } }) =>
          Number.isFinite(relative.delta) ? t('results.withInterval', { value: signedPercent.format(relative.delta), low: signedPercent.format(relative.low), high: signedPercent.format(relative.high) }) : '—',
        ),
    },
    { key: 'beat', header: t('results.beat'), className: 'tabular-nums', cell: (row) => versus(row, ({ probabilityToBeat }) => percent.format(probabilityToBeat)) },
  ];
  const segmentColumns: AdminColumn<VariantResult>[] = [columns[0]!, columns[1]!, columns[2]!, columns[3]!, columns[6]!];
  const segmentName = (kind: 'language' | 'device', segment: string) =>
    kind === 'language' ? (segment === 'en' || segment === 'es' ? t(`results.languages.${segment}`) : segment || t('results.unknown')) : segment === 'mobile' || segment === 'tablet' || segment === 'desktop' ? t(`results.devices.${segment}`) : t('results.unknown');
  const segments = (kind: 'language' | 'device', found: SegmentResult[]) => (
    <section aria-labelledby={`results-by-${kind}`} className="space-y-3">
      <h3 id={`results-by-${kind}`} className="font-semibold text-ink-950">
        {t(kind === 'language' ? 'results.byLanguage' : 'results.byDevice')}
      </h3>
      {found.length === 0 ? (
        <p className="text-sm text-ink-600">{t('results.noVisitors')}</p>
      ) : (
        found.map(({ segment, variants }) => (
          <div key={segment || 'unknown'} className="space-y-1">
            <h4 className="text-sm font-semibold text-ink-800">{segmentName(kind, segment)}</h4>
            <div className="overflow-x-auto rounded-lg border border-ink-100">
              <AdminTable columns={segmentColumns} rows={variants} rowKey={(row) => row.key} dense className="min-w-[30rem]" caption={t('results.segmentCaption', { segment: segmentName(kind, segment) })} />
            </div>
          </div>
        ))
      )}
    </section>
  );

  return (
    <div className="space-y-6">
      <p className="text-sm text-ink-700">{t('results.counted', { visitors: count.format(results.visitors), conversions: count.format(results.conversions) })}</p>
      {results.split?.mismatch && (
        <p role="alert" className="rounded-lg border border-red-700/30 bg-red-50 p-3 text-sm font-medium text-red-900" data-testid="srm-warning">
          {t('results.srm', { p: pValue(locale, results.split.pValue) })}
        </p>
      )}
      <div className="overflow-x-auto rounded-lg border border-ink-100">
        <AdminTable columns={columns} rows={results.variants} rowKey={(row) => row.key} caption={t('results.caption')} className="min-w-[48rem]" />
      </div>
      <p className="text-xs text-ink-600">{t('results.method')}</p>
      <div className="grid gap-6 lg:grid-cols-2">
        {segments('language', results.byLanguage)}
        {segments('device', results.byDevice)}
      </div>
      <p className="text-sm text-ink-700">{t('results.consent')}</p>
    </div>
  );
}
