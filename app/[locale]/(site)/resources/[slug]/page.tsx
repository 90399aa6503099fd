import { getTranslations } from 'next-intl/server';
import { NotFoundScreen } from '@/components/page/NotFoundScreen';
import { ResourceArticle } from '@/components/resources/ResourceArticle';
import { JsonLd } from '@/components/seo/JsonLd';
import { PageBreadcrumbs } from '@/components/seo/PageBreadcrumbs';
import { entryPage, type EntryPageParams } from '@/lib/features/publishing';
import { getPublishedResource, getResourceTranslation, resourceFilePath, resourcePath, resourcePathsByLanguage } from '@/lib/features/resources';
import { getEnv } from '@/lib/infra/env.mjs';
import { digitalDocument } from '@/lib/infra/seo/json-ld';
import { absoluteUrl } from '@/lib/infra/seo/urls';

// Like an opening's page: rendered on the first request, then served from the cache, refreshed when
// a resource changes and at least hourly. Under the other locale a resource answers 308 to its
// translation there, else 307 to that language's library; unknown and draft resources get the 404 screen.
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

const page = entryPage({
  find: getPublishedResource,
  path: resourcePath,
  translations: { of: getResourceTranslation, list: 'resources' },
  metadata: (resource, translation) => ({
    languages: resourcePathsByLanguage(resource, translation),
    title: resource.title,
    description: resource.summary,
    modifiedTime: resource.updatedAt,
  }),
});
export const generateMetadata = page.generateMetadata;

export default async function ResourcePage({ params }: { params: EntryPageParams }) {
  const { locale, entry: resource } = await page.load(params);
  if (!resource) return <NotFoundScreen locale={locale} />;
  const t = await getTranslations({ locale, namespace: 'Resources' });
  const url = absoluteUrl(locale, resourcePath(resource));
  return (
    <>
      <PageBreadcrumbs locale={locale} trail={['resources']} last={{ name: resource.title, path: resourcePath(resource) }} />
      <JsonLd
        data={digitalDocument({
          title: resource.title,
          summary: resource.summary,
          language: resource.language,
          genre: t(`types.${resource.type}`),
          url,
          fileUrl: resource.gated ? undefined : absoluteUrl(locale, resourceFilePath(resource)),
          isAccessibleForFree: true,
          datePublished: resource.publishedAt,
          dateModified: resource.updatedAt,
        })}
      />
      <ResourceArticle locale={locale} resource={resource} pageUri={url} siteUrl={getEnv().SITE_URL} />
    </>
  );
}
