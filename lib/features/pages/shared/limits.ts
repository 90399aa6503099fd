/** What one instance and one account may store as builder pages (bounded like posts: lib/features/posts/quotas.ts). */
import type { Role } from '@/lib/features/people/shared/types';

export const PAGE_LIMITS = {
  title: 200,
  seoTitle: 200,
  seoDescription: 500,
  /** `/uploads/` and a stored file's name. */
  socialImage: 200,
  slug: 80,
  /** The blocks as JSON, in bytes (UTF-8), checked before anything is written. */
  blocksBytes: 256 * 1024,
} as const;

/** Pages on one site, every language and state: the site's own (about 25 per language) and new ones. */
export const MAX_PAGES = 400;

/** Unpublished new pages one account may keep: an author 20, an editor or admin ten times as many. */
export const maxPageDrafts = (role: Role): number => (role === 'admin' || role === 'editor' ? 200 : 20);

/** Revisions kept per page, the live one always among them. */
export const MAX_PAGE_REVISIONS = 50;
