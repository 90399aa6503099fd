import type { Metadata } from 'next';
import { IntegrationsPage } from '@/components/integrations/IntegrationsPage';
import { sitePageMetadata } from '@/components/pages/SitePage';
import { localeOf, type LocaleParams } from '@/lib/infra/routing/locale-params';

// The integrations and the page's blocks are content: the directory renders on its first request
// (the build never opens the database), is then served from the cache and refreshed when either
// changes and at least hourly.
// A search or filter is served by integrations-results.
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return sitePageMetadata(await localeOf(params), 'integrations');
}

export default async function Integrations({ params }: LocaleParams) {
  return <IntegrationsPage locale={await localeOf(params)} query={{ q: '' }} />;
}
