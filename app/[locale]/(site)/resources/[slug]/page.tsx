import type { Metadata } from 'next';
import { permanentRedirect, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { NotFoundScreen } from '@/components/page/NotFoundScreen';
import { ResourceArticle } from '@/components/resources/ResourceArticle';
import { JsonLd } from '@/components/seo/JsonLd';
import { PageBreadcrumbs } from '@/components/seo/PageBreadcrumbs';
import { getPathname } from '@/i18n/navigation';
import { localeOf } from '@/i18n/locale-params';
import { isValidSlug } from '@/lib/features/posts/shared/slug';
import { getPublishedResource, getResourceTranslation, resourceFilePath, resourcePath, resourcePathsByLanguage } from '@/lib/features/resources';
import { getEnv } from '@/lib/infra/env.mjs';
import { pages } from '@/lib/infra/routing/pages';
import { digitalDocument } from '@/lib/infra/seo/json-ld';
import { buildMetadata, errorScreenMetadata } from '@/lib/infra/seo/metadata';
import { absoluteUrl } from '@/lib/infra/seo/urls';

type Params = { params: Promise<{ locale: string; slug: string }> };

// Like an opening's page: rendered on the first request, then served from the cache, refreshed when
// a resource changes and at least hourly. Under the other locale a resource answers 308 to its
// translation there, else 307 to that language's library; unknown and draft resources get the 404 screen.
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

async function load(params: Params['params']) {
  const locale = await localeOf(params);
  const { slug } = await params;
  const resource = isValidSlug(slug) ? await getPublishedResource(slug) : null;
  if (!resource) return { locale, resource: null, translation: null };
  const translation = await getResourceTranslation(resource);
  if (resource.language !== locale) {
    if (translation?.language === locale) permanentRedirect(getPathname({ locale, href: resourcePath(translation) }));
    redirect(getPathname({ locale, href: pages.resources.path }));
  }
  return { locale, resource, translation };
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, resource, translation } = await load(params);
  if (!resource) return errorScreenMetadata(locale, (await getTranslations({ locale, namespace: 'NotFound' }))('title'));
  return buildMetadata({
    locale,
    path: resourcePath(resource),
    languages: resourcePathsByLanguage(resource, translation),
    title: resource.title,
    description: resource.summary,
    modifiedTime: resource.updatedAt,
  });
}

export default async function ResourcePage({ params }: Params) {
  const { locale, resource } = await load(params);
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
