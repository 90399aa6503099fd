import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import { MailLinkNotice } from '@/components/page/MailLinkNotice';
import { pages } from '@/lib/infra/routing/pages';

/** The answer of a mailed link (confirm, unsubscribe): a heading, what happened, and the way back to the trust center. */
export function TrustNotice({ locale, title, status, back, children }: { locale: Locale; title: string; status?: 404 | 410 | 429 | 503; back: string; children: ReactNode }) {
  return (
    <MailLinkNotice locale={locale} title={title} status={status} back={{ href: pages.trust.path, label: back }}>
      {children}
    </MailLinkNotice>
  );
}
