import type { Metadata } from 'next';
import { StoriesHub } from '@/components/stories/StoriesHub';
import { localeOf, type LocaleParams } from '@/lib/infra/routing/locale-params';
import { pageMetadata } from '@/lib/infra/seo/metadata';

// The whole hub renders on its first request (the build never opens the database), is then served
// from the cache, and is refreshed whenever a story changes and at least hourly
// (PUBLIC_REVALIDATE_SECONDS; Next.js needs the literal here). Filters are served by ../customers-results.
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return pageMetadata(await localeOf(params), 'customers');
}

export default async function CustomersPage({ params }: LocaleParams) {
  return <StoriesHub locale={await localeOf(params)} query={{}} />;
}
