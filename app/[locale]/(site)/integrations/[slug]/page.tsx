import { IntegrationArticle } from '@/components/integrations/IntegrationArticle';
import { NotFoundScreen } from '@/components/page/NotFoundScreen';
import { PageBreadcrumbs } from '@/components/seo/PageBreadcrumbs';
import { getPublishedIntegration, integrationPath } from '@/lib/features/integrations';
import { entryPage, type EntryPageParams } from '@/lib/features/publishing';

// Like story pages: rendered on the first request, then served from the cache, refreshed when an
// integration changes and at least hourly. One record, one slug, both languages; unknown and
// unpublished integrations get the 404 screen.
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

const page = entryPage({
  find: getPublishedIntegration,
  path: integrationPath,
  metadata: (integration, _translation, locale) => ({
    title: integration.name,
    description: integration.copy[locale].description,
  }),
});
export const generateMetadata = page.generateMetadata;

export default async function IntegrationPage({ params }: { params: EntryPageParams }) {
  const { locale, entry: integration } = await page.load(params);
  if (!integration) return <NotFoundScreen locale={locale} />;
  return (
    <>
      <PageBreadcrumbs locale={locale} trail={['integrations']} last={{ name: integration.name, path: integrationPath(integration) }} />
      <IntegrationArticle integration={integration} locale={locale} />
    </>
  );
}
