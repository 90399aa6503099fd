import { SitePage } from '@/components/pages/SitePage';
import { PageBreadcrumbs } from '@/components/seo/PageBreadcrumbs';
import type { DirectoryQuery } from '@/lib/features/content';
import type { Locale } from '@/lib/infra/routing/routing';

/**
 * The integrations page: its page of blocks (hero, the directory as a site section searched by
 * `query`, the partner band). The plain page (no query) is cached like other content pages;
 * filtered views are served per request from integrations-results.
 */
export function IntegrationsPage({ locale, query }: { locale: Locale; query: DirectoryQuery }) {
  return (
    <>
      <PageBreadcrumbs locale={locale} trail={['integrations']} />
      <SitePage locale={locale} page="integrations" context={{ integrationsQuery: query }} />
    </>
  );
}
