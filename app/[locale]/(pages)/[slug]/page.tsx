import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SiteShell } from '@/components/layout/SiteShell';
import { NotFoundScreen } from '@/components/page/NotFoundScreen';
import { BuilderPage } from '@/components/pages/BuilderPage';
import { getPublishedPage, isServableSlug, pageMetadataFacts, pagePath, servedPage } from '@/lib/features/pages';
import { localeOf } from '@/lib/infra/routing/locale-params';
import { buildMetadata, errorScreenMetadata } from '@/lib/infra/seo/metadata';
import { absoluteUrl } from '@/lib/infra/seo/urls';

type Params = { params: Promise<{ locale: string; slug: string }> };

// A builder page (docs/page-builder.md) at `/{language}/{slug}`: any one-segment address no other
// route has. Rendered on its first request, then served from the cache and the page store until a
// page is written (the `pages` tag). Anything else gets the site's 404 screen, as the catch-all
// route gives it; a renamed page's old address (308) and a deleted one's (410) are the redirects
// table's, answered by the proxy before this route. Outside (site): a landing page's header differs.
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

async function load(params: Params['params']) {
  const locale = await localeOf(params);
  const { slug } = await params;
  const page = isServableSlug(locale, slug) ? servedPage(await getPublishedPage(locale, slug), locale, slug) : null;
  return { locale, page };
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, page } = await load(params);
  if (!page) return errorScreenMetadata(locale, (await getTranslations({ locale, namespace: 'NotFound' }))('title'));
  const facts = pageMetadataFacts(page);
  return buildMetadata({
    locale,
    path: facts.path,
    languages: facts.languages,
    title: facts.title,
    description: facts.description,
    index: facts.index,
    image: facts.image ? { url: facts.image, alt: facts.title } : undefined,
  });
}

export default async function BuilderPageRoute({ params }: Params) {
  const { locale, page } = await load(params);
  return (
    <SiteShell locale={locale} landing={page?.landing ?? false} languages={page ? pageMetadataFacts(page).languages : undefined}>
      {page ? <BuilderPage locale={locale} title={page.title} blocks={page.blocks} pageUri={absoluteUrl(locale, pagePath(page))} /> : <NotFoundScreen locale={locale} />}
    </SiteShell>
  );
}
