import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/infra/routing/routing';
import { roiFormats } from '@/lib/features/roi/shared/format';
import type { RoiEstimate, RoiInputs } from '@/lib/features/roi/shared/model';
import { BenefitChart, BenefitTable, type EstimateProps } from './RoiBreakdown';

/**
 * The estimate: the headline, today against with Otailo, where the benefit comes from as a bar
 * chart and the same figures as a table (the chart is hidden from assistive technology; the table
 * is what it reads), and the shareable link. Rendered by the calculator, on the server and in the browser.
 */
export function RoiResults({ locale, inputs, estimate, query, action }: { locale: Locale; inputs: RoiInputs; estimate: RoiEstimate; query: string; action: string }) {
  const t = useTranslations('Roi');
  const format = roiFormats(locale, inputs.currency);
  return (
    <section aria-labelledby="roi-results-title" className="rounded-card border border-ink-100 bg-white p-6 shadow-card sm:p-8">
      <h2 id="roi-results-title" tabIndex={-1} className="text-2xl font-bold text-ink-950">
        {t('resultsTitle')}
      </h2>
      <Headline estimate={estimate} format={format} />
      <Comparison estimate={estimate} format={format} />
      <Savings estimate={estimate} format={format} />
      <BenefitChart estimate={estimate} format={format} />
      <BenefitTable estimate={estimate} format={format} />
      <ShareLink href={`${action}?${query}`} />
    </section>
  );
}

/** The yearly total, what it is made of, and its announcement to screen readers. */
function Headline({ estimate, format }: EstimateProps) {
  const t = useTranslations('Roi');
  const headline = t('headline', { total: format.money(estimate.totalBenefit) });
  return (
    <>
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
    </>
  );
}

/** Today's returns and their cost beside the same with Otailo. */
function Comparison({ estimate, format }: EstimateProps) {
  const t = useTranslations('Roi');
  return (
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

/** The two halves of the benefit: processing no longer spent, and margin won back. */
function Savings({ estimate, format }: EstimateProps) {
  const t = useTranslations('Roi');
  return (
    <dl className="mt-4 grid gap-4 sm:grid-cols-2">
      {(['processingSaving', 'recoveredMargin'] as const).map((key) => (
        <div key={key} className="rounded-xl bg-brand-50 p-4">
          <dt className="text-sm font-semibold text-ink-700">{t(`figures.${key}`)}</dt>
          <dd className="mt-1 text-2xl font-bold text-ink-950 tabular-nums" data-roi={key}>
            {format.money(estimate[key])}
          </dd>
        </div>
      ))}
    </dl>
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
