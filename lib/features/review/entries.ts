/** Every kind that goes through review, by its name: its queue queries and one entry as the review screens read it. */
import 'server-only';
import { adminOpenings, openingReview } from '@/lib/features/openings';
import { adminPages, pageReview } from '@/lib/features/pages';
import { adminPosts, postReview } from '@/lib/features/posts';
import type { ReviewQueries } from '@/lib/features/publishing';
import type { ReviewKind } from '@/lib/features/publishing/shared/review';
import type { ContentLanguage, ContentStatus } from '@/lib/features/publishing/shared/workflow';
import { adminStories } from '@/lib/features/stories';
import { storyReview } from '@/lib/features/stories';

export const REVIEW_QUERIES: Record<ReviewKind, ReviewQueries> = { post: postReview, story: storyReview, opening: openingReview, page: pageReview };

/** What the review actions read of an entry. */
export interface ReviewEntry {
  id: number;
  title: string;
  language: ContentLanguage;
  ownerId: number | null;
  status: ContentStatus;
}

const readers: Record<ReviewKind, (id: number) => Promise<ReviewEntry | null>> = {
  post: (id) => adminPosts.byId(id),
  story: (id) => adminStories.byId(id),
  opening: (id) => adminOpenings.byId(id),
  page: (id) => adminPages.byId(id),
};

export const reviewEntry = (kind: ReviewKind, id: number): Promise<ReviewEntry | null> => readers[kind](id);
