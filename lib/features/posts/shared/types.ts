import { CONTENT_LANGUAGES, CONTENT_STATUSES, type ContentLanguage, type ContentStatus } from '@/lib/features/publishing/shared/workflow';

export const POST_LANGUAGES = CONTENT_LANGUAGES;
/** The editorial workflow's states (lib/features/publishing/shared/workflow.ts); only `published` is public. */
export const POST_STATUSES = CONTENT_STATUSES;

export type PostLanguage = ContentLanguage;
export type PostStatus = ContentStatus;

/** A blog post as pages see it (plain JSON: dates are ISO strings). */
export interface Post {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  author: string;
  /** Publication day, `YYYY-MM-DD`. */
  date: string;
  /** Minutes the editor set; when null the pages estimate them from `wordCount` (see reading-time.ts). */
  readMinutes: number | null;
  /** Words of the body, counted by the store at every save. */
  wordCount: number;
  image: string;
  imageCredit: string | null;
  fullContent: string;
  language: PostLanguage;
  status: PostStatus;
  /** Shared with the post's translation in the other language; null when it has none. */
  translationGroup: string | null;
  /** For search results and shares; the title and excerpt stand in when null. */
  seoTitle: string | null;
  seoDescription: string | null;
  /** The image shared on social networks: the generated card (null), or the cover image. */
  socialImage: 'cover' | null;
  /** ISO instant the post went public, or (scheduled) will; null for drafts and posts in review. */
  publishedAt: string | null;
  /** Raised by every save; a save from an older version is refused (VersionConflictError). */
  version: number;
  /** The account that created it (authors edit only their own); null when unknown or deleted. */
  ownerId: number | null;
  createdAt: string;
  updatedAt: string;
}

export type PostSummary = Omit<Post, 'fullContent'>;

/**
 * What an editor saves. Ids, timestamps and the word count are the store's; translation links are
 * made and undone on their own (PostStore.link / unlink).
 */
export type PostInput = Omit<Post, 'id' | 'createdAt' | 'updatedAt' | 'wordCount' | 'translationGroup' | 'version' | 'ownerId'>;

/** Who saves, and from which version of the post (an update's optimistic-concurrency check). */
export interface SaveContext {
  actor?: { id: number; email: string } | null;
  /** The version the editor opened; the save is refused when the post has moved on since. */
  expectedVersion?: number;
  /** Why a revision is kept: an editor's save, or a restore of an older revision. */
  reason?: 'save' | 'restore';
  /** A new unpublished post is refused (DraftQuotaError) when the actor has this many already. */
  draftLimit?: number;
}

export interface PostQuery {
  /** A post belongs to one language: lists, search and categories show one language's posts. */
  language?: PostLanguage;
  category?: string;
  /** Matched case-insensitively against title, excerpt and category. */
  search?: string;
  /** Admins see drafts too. */
  includeDrafts?: boolean;
  /** Only this account's posts (an author's dashboard, or the admin list's author filter). */
  ownerId?: number;
  /** The admin list's filters: one state, and publication days `YYYY-MM-DD` (inclusive). */
  status?: PostStatus;
  fromDay?: string;
  toDay?: string;
  /** The admin list's order (newest publication day first when absent). */
  sort?: PostSort;
  dir?: 'asc' | 'desc';
  /** Only these posts (a bulk action's selection, at most MAX_PAGE_SIZE). */
  ids?: readonly number[];
  page?: number;
  pageSize?: number;
}

/** The admin list's sortable columns; `updated` first, its default. */
export const POST_SORTS = ['updated', 'title', 'published', 'status'] as const;
export type PostSort = (typeof POST_SORTS)[number];

export interface PostPage {
  posts: PostSummary[];
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
}

export interface CategoryCount {
  name: string;
  count: number;
}

/** Spec §9: at most 3 related posts; the blog list shows 9 cards a page. */
export const RELATED_LIMIT = 3;
export const PAGE_SIZE = 9;
/** The largest page a store returns (the admin dashboard lists this many). */
export const MAX_PAGE_SIZE = 200;

/** Why two posts could not be linked as translations (`forbidden`: one of them is not the account's to change). */
export type LinkRefusal = 'not-found' | 'same-language' | 'taken' | 'forbidden';
export type LinkResult = { ok: true; translationGroup: string } | { ok: false; reason: LinkRefusal };
export type UnlinkResult = 'unlinked' | 'not-linked' | 'forbidden';
/** Whether the account acting may change this post (lib/features/posts/shared/workflow.ts mayEditPost); every post a link touches must pass. */
export type MayChangePost = (post: Pick<Post, 'ownerId' | 'status'>) => boolean;

/** A save made from a version of the post that another save has replaced since. */
export class VersionConflictError extends Error {
  constructor(readonly current: Post) {
    super(`The post was changed by someone else (now at version ${current.version}).`);
    this.name = 'VersionConflictError';
  }
}

/** A new draft refused: its author keeps `limit` unpublished posts already (lib/features/posts/quotas.ts). */
export class DraftQuotaError extends Error {
  constructor(readonly limit: number) {
    super(`The account already has ${limit} unpublished posts.`);
    this.name = 'DraftQuotaError';
  }
}

export class SlugTakenError extends Error {
  constructor(readonly slug: string) {
    super(`The slug "${slug}" is already used by another post.`);
    this.name = 'SlugTakenError';
  }
}

/**
 * Where posts live: the database, or the legacy platform (issue: platform backend). Pages reach it
 * only through lib/features/posts/repository.ts.
 */
export interface PostStore {
  list(query: PostQuery): Promise<PostPage>;
  bySlug(slug: string, options?: { includeDrafts?: boolean }): Promise<Post | null>;
  byId(id: number): Promise<Post | null>;
  /** Published posts of the post's language and category, newest first, the post itself left out. */
  related(post: Pick<Post, 'id' | 'category' | 'language'>, limit?: number): Promise<PostSummary[]>;
  /** The categories of one language's posts, with how many each holds. */
  categories(options: { language: PostLanguage; includeDrafts?: boolean }): Promise<CategoryCount[]>;
  /** Every published post, newest first (sitemap, feeds); of one language when given. */
  allPublished(language?: PostLanguage): Promise<PostSummary[]>;
  /** The post's translation into the other language (published only, unless drafts are asked for). */
  translationOf(post: Pick<Post, 'id' | 'language' | 'translationGroup'>, options?: { includeDrafts?: boolean }): Promise<PostSummary | null>;
  /** The translations of `posts` that are not among them, drafts included (a page of the dashboard names each one's). */
  translationsOf(posts: readonly Pick<Post, 'id' | 'translationGroup'>[]): Promise<PostSummary[]>;
  create(input: PostInput, context?: SaveContext): Promise<Post>;
  /** Throws VersionConflictError when `context.expectedVersion` is not the stored one. */
  update(id: number, input: PostInput, context?: SaveContext): Promise<Post | null>;
  remove(id: number): Promise<boolean>;
  /** Makes two posts of different languages translations of each other; both must pass `mayChange` when given. */
  link(id: number, otherId: number, mayChange?: MayChangePost): Promise<LinkResult>;
  /** The post has no translation any more (its former translation keeps no link either); both must pass `mayChange`. */
  unlink(id: number, mayChange?: MayChangePost): Promise<UnlinkResult>;
}
