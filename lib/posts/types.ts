export const POST_LANGUAGES = ['en', 'es'] as const;
export const POST_STATUSES = ['published', 'draft'] as const;

export type PostLanguage = (typeof POST_LANGUAGES)[number];
export type PostStatus = (typeof POST_STATUSES)[number];

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
  readTime: string;
  image: string;
  imageCredit: string | null;
  fullContent: string;
  language: PostLanguage;
  status: PostStatus;
  createdAt: string;
  updatedAt: string;
}

export type PostSummary = Omit<Post, 'fullContent'>;

/** What an editor saves (ids and timestamps are the store's). */
export type PostInput = Omit<Post, 'id' | 'createdAt' | 'updatedAt'>;

export interface PostQuery {
  category?: string;
  /** Matched case-insensitively against title, excerpt and category. */
  search?: string;
  language?: PostLanguage;
  /** Admins see drafts too. */
  includeDrafts?: boolean;
  page?: number;
  pageSize?: number;
}

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

export class SlugTakenError extends Error {
  constructor(readonly slug: string) {
    super(`The slug "${slug}" is already used by another post.`);
    this.name = 'SlugTakenError';
  }
}

/**
 * Where posts live: the database, or the legacy platform (issue: platform backend). Pages reach it
 * only through lib/posts/repository.ts.
 */
export interface PostStore {
  list(query: PostQuery): Promise<PostPage>;
  bySlug(slug: string, options?: { includeDrafts?: boolean }): Promise<Post | null>;
  byId(id: number): Promise<Post | null>;
  related(post: Pick<Post, 'id' | 'category' | 'language'>, limit?: number): Promise<PostSummary[]>;
  categories(options?: { includeDrafts?: boolean }): Promise<CategoryCount[]>;
  /** Every published post, newest first (sitemap, feeds). */
  allPublished(): Promise<PostSummary[]>;
  create(input: PostInput): Promise<Post>;
  update(id: number, input: PostInput): Promise<Post | null>;
  remove(id: number): Promise<boolean>;
}
