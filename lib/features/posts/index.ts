/**
 * The blog: posts in two languages with linked translations, the editorial workflow, revisions, preview links, rendering, feeds.
 * The feature's door: other features and the app's server code import from here only (browser
 * code imports ./shared and ./actions).
 */
import 'server-only';
export { blogFeed, blogMetadata } from './blog-metadata';
export { createDbPostStore } from './db-store';
export { rssFeed } from './feed';
export { importPlatformPosts } from './import-platform';
export { previewLinkStore } from './preview-links.server';
export { postSchedules } from './schedule';
export { publishedPostPaths } from './address-changes';
export { postsPublishedSince } from './published-since';
export type { PublishedSincePost } from './published-since';
export { renderPostBody } from './render-body';
export { adminPosts, getAllPublishedPosts, getCategories, getPublishedPost, getRelatedPosts, getTranslation, listPosts, postRevisions, searchPosts } from './repository';
export { diffFields, diffPosts } from './revision-diff';
export type { FieldDiff } from './revision-diff';
export type { Revision } from './revisions';
export { seedSamplePosts } from './seed';
export { postSocialImage } from './social-card';
export { categoryIn, linkCandidates, postPath, postPathsByLanguage, switchLanguage, translationIn } from './translations';
export type { PostTranslationStatus } from './translation-status';
export { postReview } from './review';
