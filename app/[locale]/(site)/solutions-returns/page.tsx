import type { Metadata } from 'next';
import { SolutionPage } from '@/components/solutions/SolutionPage';
import { localeOf, type LocaleParams } from '@/lib/infra/routing/locale-params';
import { pageMetadata } from '@/lib/infra/seo/metadata';
import { firstRequestParams } from '@/lib/infra/routing/static-params';

// Renders on its first request (it lists the customer stories tagged with it, from the database),
// then is served from the cache; refreshed when a story changes and at least hourly.
export const revalidate = 3600;
export const generateStaticParams = firstRequestParams;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return pageMetadata(await localeOf(params), 'solutionsReturns');
}

export default async function SolutionsReturnsPage({ params }: LocaleParams) {
  return <SolutionPage locale={await localeOf(params)} page="solutionsReturns" />;
}
