import type { Metadata } from 'next';
import { sitePageMetadata } from '@/components/pages/SitePage';
import { SolutionPage } from '@/components/solutions/SolutionPage';
import { localeOf, type LocaleParams } from '@/lib/infra/routing/locale-params';
import { firstRequestParams } from '@/lib/infra/routing/static-params';

// Renders on its first request (its page of blocks and the customer stories tagged with it are in
// the database), then is served from the cache; refreshed when either changes and at least hourly.
export const revalidate = 3600;
export const generateStaticParams = firstRequestParams;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return sitePageMetadata(await localeOf(params), 'solutions3plSmartSop');
}

export default async function Solutions3plSmartSopPage({ params }: LocaleParams) {
  return <SolutionPage locale={await localeOf(params)} page="solutions3plSmartSop" />;
}
