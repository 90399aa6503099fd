import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { IntegrationArticle } from '@/components/integrations/IntegrationArticle';
import { NotFoundScreen } from '@/components/page/NotFoundScreen';
import { PageBreadcrumbs } from '@/components/seo/PageBreadcrumbs';
import { localeOf } from '@/i18n/locale-params';
import { getPublishedIntegration, integrationPath } from '@/lib/features/integrations';
import { isValidSlug } from '@/lib/features/posts/shared/slug';
import { buildMetadata, errorScreenMetadata } from '@/lib/infra/seo/metadata';

type Params = { params: Promise<{ locale: string; slug: string }> };

// Like story pages: rendered on the first request, then served from the cache, refreshed when an
// integration changes and at least hourly. One record, one slug, both languages; unknown and
// unpublished integrations get the 404 screen.
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

async function load(params: Params['params']) {
  const locale = await localeOf(params);
  const { slug } = await params;
  return { locale, integration: isValidSlug(slug) ? await getPublishedIntegration(slug) : null };
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, integration } = await load(params);
  if (!integration) return errorScreenMetadata(locale, (await getTranslations({ locale, namespace: 'NotFound' }))('title'));
  const path = integrationPath(integration);
  return buildMetadata({
    locale,
    path,
    title: integration.name,
    description: integration.copy[locale].description,
  });
}

export default async function IntegrationPage({ params }: Params) {
  const { locale, integration } = await load(params);
  if (!integration) return <NotFoundScreen locale={locale} />;
  return (
    <>
      <PageBreadcrumbs locale={locale} trail={['integrations']} last={{ name: integration.name, path: integrationPath(integration) }} />
      <IntegrationArticle integration={integration} locale={locale} />
    </>
  );
}
