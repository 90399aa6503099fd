import type { Metadata } from 'next';
import { SitePage, sitePageMetadata } from '@/components/pages/SitePage';
import { PageBreadcrumbs } from '@/components/seo/PageBreadcrumbs';
import { localeOf, type LocaleParams } from '@/lib/infra/routing/locale-params';
import { firstRequestParams } from '@/lib/infra/routing/static-params';

// Renders on its first request (its page of blocks is in the database), then is served from the
// cache; refreshed when a page or the site settings (phone, email) change, and at least hourly.
export const revalidate = 3600;
export const generateStaticParams = firstRequestParams;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return sitePageMetadata(await localeOf(params), 'contact');
}

/** The contact page: its page of blocks (the band, then the phone, email and demo cards beside the contact form). */
export default async function ContactPage({ params }: LocaleParams) {
  const locale = await localeOf(params);
  return (
    <>
      <PageBreadcrumbs locale={locale} trail={['contact']} />
      <SitePage locale={locale} page="contact" />
    </>
  );
}
