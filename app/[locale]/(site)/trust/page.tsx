import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SitePage, sitePageMetadata } from '@/components/pages/SitePage';
import { PageBreadcrumbs } from '@/components/seo/PageBreadcrumbs';
import { localeOf, type LocaleParams } from '@/lib/infra/routing/locale-params';
import { pages } from '@/lib/infra/routing/pages';
import { firstRequestParams } from '@/lib/infra/routing/static-params';
import { absoluteUrl } from '@/lib/infra/seo/urls';

// Rendered on its first request (the build never opens the database), then served from the cache
// and the page store until an admin changes the trust center (tag `trust`) or its page of blocks,
// or an hour passes (PUBLIC_REVALIDATE_SECONDS; Next.js needs the literal here).
export const revalidate = 3600;
export const generateStaticParams = firstRequestParams;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await getTranslations({ locale, namespace: 'Trust' });
  return sitePageMetadata(locale, 'trust', { feed: { url: absoluteUrl(locale, `${pages.trust.path}/feed.xml`), title: t('changes.feedTitle') } });
}

/**
 * The trust center: its page of blocks (the introduction, contents and security practices an
 * editor keeps; compliance, data processing, subprocessors, changes and the report section drawn
 * from the trust center's own screens and the server's configuration).
 */
export default async function TrustCenterPage({ params }: LocaleParams) {
  const locale = await localeOf(params);
  return (
    <>
      <PageBreadcrumbs locale={locale} trail={['trust']} />
      <SitePage locale={locale} page="trust" />
    </>
  );
}
