import type { ContentLanguage, ContentStatus } from '@/lib/features/publishing/shared/workflow';
import type { Industry, Platform, StorySolution } from './taxonomy';

/** A headline figure: "−22%" and "return rate". */
export interface StoryResult {
  value: string;
  label: string;
}

/** A customer story as pages see it (plain JSON: dates are ISO strings). */
export interface Story {
  id: number;
  slug: string;
  language: ContentLanguage;
  status: ContentStatus;
  translationGroup: string | null;
  title: string;
  summary: string;
  /** The customer's name, or for an anonymized story its description ("A European footwear brand"). */
  customer: string;
  anonymized: boolean;
  logo: string | null;
  logoAlt: string | null;
  industry: Industry;
  platform: Platform | null;
  region: string | null;
  solutions: StorySolution[];
  results: StoryResult[];
  quote: string | null;
  quoteName: string | null;
  quoteRole: string | null;
  challenge: string;
  solution: string;
  outcome: string;
  cover: string | null;
  coverAlt: string | null;
  featured: boolean;
  publishedAt: string | null;
  version: number;
  ownerId: number | null;
  createdAt: string;
  updatedAt: string;
}

export type StorySummary = Omit<Story, 'challenge' | 'solution' | 'outcome'>;

/** What a save writes (the store adds id, version, owner and times). */
export type StoryInput = Omit<Story, 'id' | 'translationGroup' | 'version' | 'ownerId' | 'createdAt' | 'updatedAt'>;

/** The admin list's sortable columns; `updated` first, its default. */
export const STORY_SORTS = ['updated', 'title', 'published', 'status'] as const;
export type StorySort = (typeof STORY_SORTS)[number];

/** The admin list's search, filters and order (lib/infra/util/list-query.ts reads them from the URL). */
export interface StoryAdminQuery {
  /** Words matched (literally, case-insensitively) in the title and the customer. */
  search?: string;
  status?: ContentStatus;
  language?: ContentLanguage;
  ownerId?: number;
  sort?: StorySort;
  dir?: 'asc' | 'desc';
  /** Only these stories (a bulk selection). */
  ids?: readonly number[];
}

/** The hub's filters; each empty means "all". */
export interface StoryQuery {
  industry?: Industry;
  platform?: Platform;
  solution?: StorySolution;
}

export class StorySlugTakenError extends Error {
  constructor(readonly slug: string) {
    super(`slug taken: ${slug}`);
    this.name = 'StorySlugTakenError';
  }
}

export class StoryVersionConflictError extends Error {
  constructor(readonly current: Story) {
    super('the story changed since it was opened');
    this.name = 'StoryVersionConflictError';
  }
}
