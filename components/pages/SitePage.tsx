import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getLiveSitePage, seededBlocks } from '@/lib/features/pages';
import { pages, type PageKey } from '@/lib/infra/routing/pages';
import type { Locale } from '@/lib/infra/routing/routing';
import { pageMetadata } from '@/lib/infra/seo/metadata';
import { absoluteUrl } from '@/lib/infra/seo/urls';
import { BuilderPage } from './BuilderPage';
import type { SiteContext } from './site-parts';

/**
 * One of the site's own pages as blocks (docs/page-builder.md, "The site's own pages"): the version
 * an editor published, or, while none is live (unpublished, or a database that cannot answer), the
 * blocks it was seeded with, so the page is never missing. Its form blocks are forms recording the
 * page as the lead's source (each form's code fetched only where one is placed), as on new pages.
 */
export async function SitePage({ locale, page, context }: { locale: Locale; page: PageKey; context?: SiteContext }) {
  const live = await getLiveSitePage(locale, page);
  const pageUri = absoluteUrl(locale, pages[page].path || '/');
  if (live) return <BuilderPage locale={locale} title={live.title} blocks={live.blocks} pageUri={pageUri} context={context} />;
  const names = await getTranslations({ locale, namespace: 'PageNames' });
  return <BuilderPage locale={locale} title={names(page as never)} blocks={seededBlocks(page, locale) ?? []} pageUri={pageUri} context={context} />;
}

/** The page's metadata with the SEO fields of its live version. */
export async function sitePageMetadata(locale: Locale, page: PageKey, extra?: Parameters<typeof pageMetadata>[3]): Promise<Metadata> {
  return pageMetadata(locale, page, (await getLiveSitePage(locale, page))?.seo, extra);
}
