import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Metadata } from 'next';
import type { Locale } from '@/i18n/routing';
import { MailLinkNotice } from '@/components/page/MailLinkNotice';
import { pages } from '@/lib/infra/routing/pages';

type Page = 'confirm' | 'unsubscribe';

/** The metadata of a mailed link's page: never indexed, the token kept out of referrers. */
export async function newsletterNoticeMetadata(locale: Locale, page: Page): Promise<Metadata> {
  const [t, meta] = await Promise.all([getTranslations({ locale, namespace: `Newsletter.${page}` }), getTranslations({ locale, namespace: 'Metadata' })]);
  return { title: { absolute: meta('titleTemplate', { page: t('title') }) }, robots: { index: false, follow: false }, referrer: 'same-origin' };
}

/** The answer of a newsletter link (confirm, unsubscribe), with the way back to the blog. */
export async function NewsletterNotice({ locale, page, status, children }: { locale: Locale; page: Page; status?: 404 | 410 | 429 | 503; children: ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'Newsletter' });
  return (
    <MailLinkNotice locale={locale} title={t(`${page}.title`)} status={status} back={{ href: pages.blog.path, label: t('back') }}>
      {children}
    </MailLinkNotice>
  );
}

export { LinkButtonForm } from '@/components/page/MailLinkNotice';
