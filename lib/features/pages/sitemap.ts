/**
 * The sitemap's new pages: each live, indexable new page once, in its language, with its live
 * translation (also indexable) as the alternate. The live revision's SEO settings decide, not the
 * working copy's.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '@/lib/infra/db/client';
import type { ContentLanguage } from '@/lib/features/publishing/shared/workflow';
import { pageRevisions, pages } from './tables';

export interface SitemapPage {
  language: ContentLanguage;
  /** The page's path after its locale (`/{slug}`). */
  path: string;
  lastModified: string;
  /** Its path in each language it is live and indexable in (its own included). */
  languages: Partial<Record<ContentLanguage, string>>;
}

export async function sitemapPages(database: () => Promise<Database>): Promise<SitemapPage[]> {
  const db = await database();
  const rows = await db
    .select({ slug: pages.slug, language: pages.language, group: pages.translationGroup, seo: pageRevisions.seo, publishedAt: pages.publishedAt, revisedAt: pageRevisions.createdAt })
    .from(pages)
    .innerJoin(pageRevisions, and(eq(pageRevisions.pageId, pages.id), eq(pageRevisions.number, pages.publishedRevision)))
    .where(and(isNotNull(pages.slug), isNotNull(pages.publishedRevision)));
  const listed = rows.filter((row) => row.slug !== null && !row.seo.noindex);
  const byGroup = new Map<string, Partial<Record<ContentLanguage, string>>>();
  for (const row of listed) {
    if (row.group === null) continue;
    byGroup.set(row.group, { ...byGroup.get(row.group), [row.language]: `/${row.slug}` });
  }
  return listed.map((row) => ({
    language: row.language,
    path: `/${row.slug}`,
    lastModified: (row.publishedAt ?? row.revisedAt).toISOString(),
    languages: (row.group !== null && byGroup.get(row.group)) || { [row.language]: `/${row.slug}` },
  }));
}
