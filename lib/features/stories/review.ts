/** This kind's entries in the review queue (lib/features/publishing/review-queries.ts). */
import 'server-only';
import { getDatabase } from '@/lib/infra/db';
import { reviewQueries } from '@/lib/features/publishing';
import { customerStories } from './tables';

export const storyReview = reviewQueries('story', customerStories, getDatabase);
