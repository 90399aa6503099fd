import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import { roiFormats } from '@/lib/features/roi/shared/format';
import { BENEFIT_PARTS, type RoiEstimate, type RoiInputs } from '@/lib/features/roi/shared/model';

const BAR_COLOURS = ['fill-brand-600', 'fill-brand-800', 'fill-accent-500', 'fill-ink-500'] as const;

/**
 * The estimate: the headline, today against with Otailo, where the benefit comes from as a bar
 * chart and the same figures as a table (the chart is hidden from assistive technology; the table
 * is what it reads), and the shareable link. Rendered by the calculator, on the server and in the browser.
 */
export function RoiResults({ locale, inputs, estimate, query, action }: { locale: Locale; inputs: RoiInputs; estimate: RoiEstimate; query: string; action: string }) {
  const t = useTranslations('Roi');
  const format = roiFormats(locale, inputs.currency);
  const largest = Math.max(...BENEFIT_PARTS.map((part) => estimate[part]), 1);
  const share = (value: number) => (estimate.totalBenefit > 0 ? value / estimate.totalBenefit : 0);
  const headline = t('headline', { total: format.money(estimate.totalBenefit) });

  return (
    <section aria-labelledby="roi-results-title" className="rounded-card border border-ink-100 bg-white p-6 shadow-card sm:p-8">
      <h2 id="roi-results-title" tabIndex={-1} className="text-2xl font-bold text-ink-950">
        {t('resultsTitle')}
      </h2>
      <p className="mt-4 text-3xl font-extrabold tracking-tight text-brand-800 sm:text-4xl" data-roi="headline">
        {headline}
      </p>
      <p className="mt-3 leading-7 text-ink-700">
        {t('headlineNote', {
          saving: format.money(estimate.processingSaving),
          margin: format.money(estimate.recoveredMargin),
          returns: format.count(estimate.yearlyReturns),
        })}
      </p>
      <QuietAnnouncement text={headline} />

      <div className="mt-8 grid gap-4 sm:grid-cols-2">
        <Column
          title={t('today')}
          rows={[
            [t('figures.yearlyReturns'), format.count(estimate.yearlyReturns), 'yearlyReturns'],
            [t('figures.returnedValue'), format.money(estimate.returnedValue), 'returnedValue'],
            [t('figures.cost'), format.money(estimate.costToday), 'costToday'],
          ]}
        />
        <Column
          title={t('withOtailo')}
          highlight
          rows={[
            [t('figures.returnsStopped'), format.count(estimate.returnsStopped), 'returnsStopped'],
            [t('figures.exchangesKept'), format.count(estimate.exchangesKept), 'exchangesKept'],
            [t('figures.cost'), format.money(estimate.costWithOtailo), 'costWithOtailo'],
          ]}
        />
      </div>

      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <div className="rounded-xl bg-brand-50 p-4">
          <dt className="text-sm font-semibold text-ink-700">{t('figures.processingSaving')}</dt>
          <dd className="mt-1 text-2xl font-bold text-ink-950 tabular-nums" data-roi="processingSaving">
            {format.money(estimate.processingSaving)}
          </dd>
        </div>
        <div className="rounded-xl bg-brand-50 p-4">
          <dt className="text-sm font-semibold text-ink-700">{t('figures.recoveredMargin')}</dt>
          <dd className="mt-1 text-2xl font-bold text-ink-950 tabular-nums" data-roi="recoveredMargin">
            {format.money(estimate.recoveredMargin)}
          </dd>
        </div>
      </dl>

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

      <ShareLink href={`${action}?${query}`} />
    </section>
  );
}

function Column({ title, rows, highlight }: { title: string; rows: [string, string, string][]; highlight?: boolean }) {
  return (
    <div className={`rounded-xl border p-4 ${highlight ? 'border-brand-200 bg-brand-50/60' : 'border-ink-100'}`}>
      <h3 className="font-bold text-ink-950">{title}</h3>
      <dl className="mt-3 space-y-3">
        {rows.map(([label, value, key]) => (
          <div key={key}>
            <dt className="text-sm text-ink-600">{label}</dt>
            <dd className="text-lg font-semibold text-ink-950 tabular-nums" data-roi={key}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

const subscribeNothing = () => () => {};

/** The link to this estimate, and (with JavaScript) a button that copies it. */
function ShareLink({ href }: { href: string }) {
  const t = useTranslations('Roi');
  const enhanced = useSyncExternalStore(
    subscribeNothing,
    () => typeof navigator.clipboard?.writeText === 'function',
    () => false,
  );
  // "Copied" holds for the link that was copied; a new estimate is a new link.
  const [copiedHref, setCopiedHref] = useState<string | null>(null);
  const copied = copiedHref === href;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(new URL(href, window.location.href).href);
      setCopiedHref(href);
    } catch {
      setCopiedHref(null);
    }
  };
  return (
    <div className="mt-8 flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-ink-100 pt-6 text-sm">
      <a href={href} className="font-semibold text-brand-800 underline underline-offset-2" data-roi="share">
        {t('share')}
      </a>
      <span className="text-ink-600">{t('shareHint')}</span>
      {enhanced && (
        <button type="button" onClick={copy} className="btn btn-secondary ml-auto px-3 py-1.5 text-sm">
          {copied ? t('copied') : t('copyLink')}
        </button>
      )}
      <span role="status" className="sr-only">
        {copied ? t('copied') : ''}
      </span>
    </div>
  );
}

/** Tells screen readers the new headline once the visitor pauses, not at every keystroke. */
function QuietAnnouncement({ text }: { text: string }) {
  const [announced, setAnnounced] = useState('');
  const first = useState(text)[0];
  useEffect(() => {
    if (text === first) return;
    const timer = setTimeout(() => setAnnounced(text), 1_000);
    return () => clearTimeout(timer);
  }, [text, first]);
  return (
    <p aria-live="polite" className="sr-only">
      {announced}
    </p>
  );
}
