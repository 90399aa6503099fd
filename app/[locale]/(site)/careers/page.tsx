import type { Metadata } from 'next';
import { JobPostings } from '@/components/careers/JobPostings';
import { SitePage, sitePageMetadata } from '@/components/pages/SitePage';
import { PageBreadcrumbs } from '@/components/seo/PageBreadcrumbs';
import { listOpenings } from '@/lib/features/openings';
import { localeOf, type LocaleParams } from '@/lib/infra/routing/locale-params';
import { firstRequestParams } from '@/lib/infra/routing/static-params';

// The openings and the page's blocks are content: the page renders on its first request (the build
// never opens the database), is then served from the cache, and is refreshed when an opening or a
// page changes, an opening's validThrough passes (the publication clock), and at least hourly.
export const revalidate = 3600;
export const generateStaticParams = firstRequestParams;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return sitePageMetadata(await localeOf(params), 'careers');
}

/** The careers page: the open roles' JobPosting data, then its page of blocks (culture, values, perks, the openings block, the band to the contact page). */
export default async function CareersPage({ params }: LocaleParams) {
  const locale = await localeOf(params);
  return (
    <>
      <PageBreadcrumbs locale={locale} trail={['careers']} />
      <JobPostings locale={locale} openings={await listOpenings(locale)} />
      <SitePage locale={locale} page="careers" />
    </>
  );
}
