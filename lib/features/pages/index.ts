/**
 * Builder pages: a page of typed blocks per language (the site's own pages and new ones), with the
 * workflow, revisions, translation status and preview links every published kind shares
 * (lib/features/publishing). Data and workflow only: docs/page-builder.md.
 * The feature's door: other features and the app's server code import from here only (browser
 * code imports ./shared).
 */
import 'server-only';
export { adminPages, getLiveSitePage, getPublishedPage, pagePreviewLinks, pageService, publishedPagePaths } from './repository';
export { pageSchedule, PAGES_TAG } from './schedule';
export { createPageService, mayChangePage } from './service';
export type { PageResult, PageService, PageServiceDependencies } from './service';
export { createPageStore } from './store';
export type { PageStore, PageSummary } from './store';
export { comparePages } from './compare';
export type { BlockChange, FieldChange, PageComparison } from './compare';
export { pageSitePath } from './paths';
export { slugProblem } from './slug-rules';
export { translationStatus } from './translation-status';
export { isServableSlug, pageMetadataFacts, pagePath, servedPage } from './public-view';
export type { PageMetadataFacts } from './public-view';
export { sitemapPageEntries } from './repository';
export { seedSitePages, seededBlocks } from './site-seed';
export type { SitemapPage } from './sitemap';
export { pageReview } from './review';
