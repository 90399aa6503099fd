import type { Metadata } from 'next';
import { ResourceLibrary } from '@/components/resources/ResourceLibrary';
import { localeOf, type LocaleParams } from '@/lib/infra/routing/locale-params';
import { pageMetadata } from '@/lib/infra/seo/metadata';

// The library renders on its first request (the build never opens the database), is then served
// from the cache, and is refreshed whenever a resource changes and at least hourly. Filters are
// served by ../resources-results.
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return pageMetadata(await localeOf(params), 'resources');
}

export default async function ResourcesPage({ params }: LocaleParams) {
  return <ResourceLibrary locale={await localeOf(params)} />;
}
