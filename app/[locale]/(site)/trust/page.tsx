import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageBreadcrumbs } from '@/components/seo/PageBreadcrumbs';
import { TrustPage } from '@/components/trust/TrustPage';
import { localeOf, type LocaleParams } from '@/lib/infra/routing/locale-params';
import { mailSettings } from '@/lib/features/mail';
import { getTrustCenter } from '@/lib/features/trust';
import { getEnv } from '@/lib/infra/env.mjs';
import { pages } from '@/lib/infra/routing/pages';
import { buildMetadata } from '@/lib/infra/seo/metadata';
import { absoluteUrl } from '@/lib/infra/seo/urls';
import { localizedPath } from '@/lib/infra/routing/localized-paths';

// Rendered on its first request (the build never opens the database), then served from the cache
// and the page store until an admin changes the trust center (tag `trust`) or an hour passes
// (PUBLIC_REVALIDATE_SECONDS; Next.js needs the literal here).
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await localeOf(params);
  const [page, t] = await Promise.all([getTranslations({ locale, namespace: 'Pages.trust' }), getTranslations({ locale, namespace: 'Trust' })]);
  return buildMetadata({
    locale,
    path: pages.trust.path,
    title: page('title'),
    description: page('description'),
    feed: { url: absoluteUrl(locale, `${pages.trust.path}/feed.xml`), title: t('changes.feedTitle') },
  });
}

export default async function TrustCenterPage({ params }: LocaleParams) {
  const locale = await localeOf(params);
  const { CONTACT_EMAIL, SECURITY_CONTACT, STATUS_URL } = getEnv();
  const trust = await getTrustCenter(locale);
  return (
    <>
      <PageBreadcrumbs locale={locale} trail={['trust']} />
      <TrustPage
        locale={locale}
        trust={trust}
        settings={{
          contactEmail: CONTACT_EMAIL,
          securityEmail: SECURITY_CONTACT ?? CONTACT_EMAIL,
          statusUrl: STATUS_URL,
          feedPath: localizedPath(locale, `${pages.trust.path}/feed.xml`),
          alerts: mailSettings() !== null,
        }}
      />
    </>
  );
}
