'use client';

import { useSyncExternalStore } from 'react';
import { useLocale } from 'next-intl';
import { Link } from '@/i18n/navigation';
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
    <section
      aria-label={labels.label}
      className="cookie-banner fixed inset-x-3 bottom-3 z-40 mx-auto max-w-3xl rounded-card border border-ink-100 bg-white p-4 shadow-pop sm:inset-x-6 sm:p-5"
    >
      <p className="text-sm leading-6 text-ink-700">
        {labels.message}{' '}
        <Link locale={locale} href={policyHref} className="font-medium text-brand-800 underline underline-offset-4">
          {labels.policyLink}
        </Link>
      </p>
      <div className="mt-3 grid grid-cols-2 gap-3 sm:flex sm:justify-end">
        <button type="button" className="btn btn-dark" onClick={() => writeConsent('essential')}>
          {labels.essentialOnly}
        </button>
        <button type="button" className="btn btn-dark" onClick={() => writeConsent('all')}>
          {labels.acceptAll}
        </button>
      </div>
    </section>
  );
}
