import type { Metadata } from 'next';
import { SitePage, sitePageMetadata } from '@/components/pages/SitePage';
import { JsonLd } from '@/components/seo/JsonLd';
import { PageBreadcrumbs } from '@/components/seo/PageBreadcrumbs';
import { getEnv } from '@/lib/infra/env.mjs';
import { siteContact } from '@/lib/features/site-settings';
import { localeOf, type LocaleParams } from '@/lib/infra/routing/locale-params';
import { organization } from '@/lib/infra/seo/json-ld';
import { firstRequestParams } from '@/lib/infra/routing/static-params';

// Renders on its first request (its page of blocks and customer stories come from the database),
// then is served from the cache; refreshed when either changes and at least hourly.
export const revalidate = 3600;
export const generateStaticParams = firstRequestParams;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return sitePageMetadata(await localeOf(params), 'home');
}

/** The home page: its page of blocks (docs/page-builder.md, "The site's own pages"), the organization's data and the breadcrumbs. */
export default async function HomePage({ params }: LocaleParams) {
  const locale = await localeOf(params);
  const contact = await siteContact();
  return (
    <>
      <JsonLd data={organization({ siteUrl: getEnv().SITE_URL, email: contact.email, telephone: contact.phone, sameAs: contact.social.map((profile) => profile.url) })} />
      <PageBreadcrumbs locale={locale} trail={['home']} />
      <SitePage locale={locale} page="home" />
    </>
  );
}
