/**
 * What the admin UI and the public route handle of a builder page: plain data (dates are ISO
 * strings), safe to import in the browser.
 */
import type { ContentLanguage, ContentStatus } from '@/lib/features/publishing/shared/workflow';
import type { PageBlock } from '../blocks';

export interface PageSeo {
  title: string | null;
  description: string | null;
  /** An uploaded image (`/uploads/…`), or null for the site's default. */
  image: string | null;
  noindex: boolean;
}

/** What an editor edits and a revision keeps (the address is not in it: see `rename`). */
export interface PageContent {
  title: string;
  blocks: PageBlock[];
  seo: PageSeo;
  landing: boolean;
}

/** A page's working copy, as the admin sees it. */
export interface Page extends PageContent {
  id: number;
  /** One of the site's own pages (lib/infra/routing/pages.ts: 'home', 'about'…), or null for a new page. */
  key: string | null;
  language: ContentLanguage;
  /** A new page's address in its language (`/{language}/{slug}`); null for the site's own pages. */
  slug: string | null;
  status: ContentStatus;
  scheduledAt: string | null;
  publishedAt: string | null;
  /** The revision visitors see; null while the page is not public. */
  publishedRevision: number | null;
  revisionCount: number;
  translationGroup: string | null;
  translatedFromRevision: number | null;
  version: number;
  ownerId: number | null;
  createdAt: string;
  updatedAt: string;
}

/** What a new page starts with. */
export interface NewPage extends PageContent {
  key: string | null;
  language: ContentLanguage;
  slug: string | null;
}

export type RevisionReason = 'publish' | 'schedule' | 'restore';

export interface PageRevision extends PageContent {
  pageId: number;
  number: number;
  reason: RevisionReason;
  authorEmail: string | null;
  createdAt: string;
}

/** The public page: the live revision, at its address. */
export interface PublishedPage extends PageContent {
  id: number;
  key: string | null;
  language: ContentLanguage;
  slug: string | null;
  revision: number;
  publishedAt: string;
  /** The published translation's address, when there is one (hreflang, the language switch). */
  translation: { language: ContentLanguage; path: string } | null;
}

/** Whether a language version says what its translation says now (lib/features/pages/translation-status.ts). */
export type TranslationStatus = 'current' | 'out-of-date' | 'missing';

/** Why the store or the service refused a write; each has a sentence in ./messages.ts. */
export type PageRefusal =
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'invalid'
  | 'too-large'
  | 'slug-invalid'
  | 'slug-reserved'
  | 'slug-taken'
  | 'key-unknown'
  | 'key-taken'
  | 'too-many-pages'
  | 'too-many-drafts'
  | 'not-allowed'
  | 'schedule-missing'
  | 'schedule-in-past'
  | 'scheduled'
  | 'site-page'
  | 'not-published'
  | 'revision-missing';

/** A write the store refuses (the service answers it as `{ ok: false, reason }`). */
export class PageWriteError extends Error {
  constructor(
    readonly reason: PageRefusal,
    /** For `conflict`: the version stored now; for the quotas: the limit. */
    readonly figure?: number,
  ) {
    super(`page write refused: ${reason}`);
    this.name = 'PageWriteError';
  }
}

/** The admin list's sortable columns; `updated` first, its default. */
export const PAGE_SORTS = ['updated', 'title', 'status'] as const;
export type PageSort = (typeof PAGE_SORTS)[number];

/** The admin list's search, filters and order (lib/infra/util/list-query.ts reads them from the URL). */
export interface PageAdminQuery {
  /** Words matched (literally, case-insensitively) in the title, the address and the site page's key. */
  search?: string;
  status?: ContentStatus;
  language?: ContentLanguage;
  ownerId?: number;
  sort?: PageSort;
  dir?: 'asc' | 'desc';
  /** Only these pages (a bulk selection). */
  ids?: readonly number[];
}
