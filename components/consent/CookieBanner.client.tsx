'use client';

import { useSyncExternalStore } from 'react';
import { useLocale } from 'next-intl';
import { Link } from '@/lib/infra/routing/navigation';
import { Analytics } from './Analytics.client';
import { readConsent, subscribeConsent, writeConsent, type Consent } from './consent-store';

export interface CookieBannerLabels {
  label: string;
  message: string;
  acceptAll: string;
  essentialOnly: string;
  policyLink: string;
}

/**
 * The server cannot know the stored choice: its HTML always carries the banner, which paints with
 * the page. For a visitor who has chosen, CSS hides it before the first paint (`html[data-consent]`,
 * set by consent-boot.mjs) and, once hydrated, it is removed.
 */
const serverSnapshot = (): Consent | null => null;

/**
 * Shown until the visitor chooses; 'Accept All' and 'Essential only' carry equal weight. Analytics
 * (when configured) loads only after 'Accept All'.
 */
export function CookieBanner({
  labels,
  policyHref,
  analyticsId,
}: {
  labels: CookieBannerLabels;
  policyHref: string;
  analyticsId?: string;
}) {
  const locale = useLocale();
  const consent = useSyncExternalStore(subscribeConsent, readConsent, serverSnapshot);

  if (consent === 'all') return analyticsId ? <Analytics id={analyticsId} /> : null;
  if (consent === 'essential') return null;

  return (
    // A compact bar along the bottom edge: it leaves the hero and the middle of a phone's screen free.
    <section
      aria-label={labels.label}
      className="cookie-banner fixed inset-x-0 bottom-0 z-40 border-t border-ink-200 bg-white px-4 py-3 shadow-pop sm:px-6"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-2 sm:flex-row sm:items-center sm:gap-6">
        <p className="text-xs leading-5 text-ink-700 sm:flex-1 sm:text-sm sm:leading-6">
          {labels.message}{' '}
          <Link locale={locale} href={policyHref} className="font-medium text-brand-800 underline underline-offset-4">
            {labels.policyLink}
          </Link>
        </p>
        <div className="grid shrink-0 grid-cols-2 gap-2 sm:flex">
          <button type="button" className="btn btn-dark" onClick={() => writeConsent('essential')}>
            {labels.essentialOnly}
          </button>
          <button type="button" className="btn btn-dark" onClick={() => writeConsent('all')}>
            {labels.acceptAll}
          </button>
        </div>
      </div>
    </section>
  );
}
