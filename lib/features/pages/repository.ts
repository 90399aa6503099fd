/**
 * The pages on the site's database, for the app: the public read, cached under the `pages` tag
 * and expired by every write (lib/features/publishing/public-cache.ts), and the service the admin's
 * actions call. Admin reads are never cached.
 */
import 'server-only';
import { audit } from '@/lib/features/audit';
import { announceReviewMove, createPreviewLinkStore, nudgePublicationClock, publicReads } from '@/lib/features/publishing';
import type { ContentLanguage } from '@/lib/features/publishing/shared/workflow';
import { getDatabase } from '@/lib/infra/db';
import { pageAddressChanged } from './address-changes';
import { PAGES_TAG } from './schedule';
import { createPageService } from './service';
import { createPageStore, type PageSummary } from './store';
import type { PageAdminQuery } from './shared/types';
import { sitemapPages } from './sitemap';
import { sitePage } from './public-view';
import type { PageKey } from '@/lib/infra/routing/pages';

const reads = publicReads(PAGES_TAG);
const store = () => createPageStore(getDatabase);

/** The live page of a language by its key (a site page: 'home') or its slug (a new page); null when none is live. */
export const getPublishedPage = reads.cachedUnlessMissing('published', (language: ContentLanguage, keyOrSlug: string) => store().published(language, keyOrSlug));

/**
 * The live version of one of the site's own pages (`home`) in a language, or null: the route then
 * draws the page from code. Keys are the route table's, never what visitors type, so an absence
 * is cached too, and any page write expires it (a first publish shows at once).
 */
export const getLiveSitePage = reads.cached('site-page', async (language: ContentLanguage, key: PageKey) => sitePage(await store().published(language, key), language, key));

/** Every live page's address (the sitemap; the redirects screen's warning). */
export const publishedPagePaths = reads.cached('live-paths', () => store().livePaths());

/** The live, indexable new pages with their alternates (the sitemap). */
export const sitemapPageEntries = reads.cached('sitemap', () => sitemapPages(getDatabase));

/** The service for the admin's server actions: in a request (its audit entries carry the address). */
export const pageService = () =>
  createPageService({
    database: getDatabase,
    record: audit,
    addressChanged: pageAddressChanged,
    changed: (page) => {
      reads.changed();
      if (page.status === 'scheduled') nudgePublicationClock();
    },
    moved: (actor, before, after) =>
      announceReviewMove({ entry: { kind: 'page', id: after.id, title: after.title, language: after.language, ownerId: after.ownerId }, from: before?.status ?? null, to: after.status, actor }),
  });

/** Admin reads: working copies, drafts included, never cached. */
export const adminPages = {
  list: (language?: ContentLanguage) => store().list(language),
  /** A page of the admin list, searched, filtered and ordered in SQL. */
  page: (page: number, pageSize: number, query: PageAdminQuery = {}) => store().adminPage(page, pageSize, query),
  byId: (id: number) => store().byId(id),
  /** These pages (a bulk selection, at most MAX_BULK_IDS), in the order of `ids`; unknown ids left out. */
  byIds: async (ids: readonly number[]): Promise<PageSummary[]> => {
    const found = new Map<number, PageSummary>();
    // A page holds at most 100 rows (lib/infra/util/paging.ts): larger selections are read in parts.
    for (let start = 0; start < ids.length; start += 100) {
      const part = ids.slice(start, start + 100);
      for (const page of (await store().adminPage(1, part.length, { ids: part })).rows) found.set(page.id, page);
    }
    return ids.flatMap((id) => found.get(id) ?? []);
  },
  translationOf: (page: Parameters<ReturnType<typeof store>['translationOf']>[0]) => store().translationOf(page),
};

/** Pages' preview links (the mechanism every kind of content shares: lib/features/publishing). */
export const pagePreviewLinks = () => createPreviewLinkStore(getDatabase, 'page');
