/** This kind's entries in the review queue (lib/features/publishing/review-queries.ts). */
import 'server-only';
import { getDatabase } from '@/lib/infra/db';
import { reviewQueries } from '@/lib/features/publishing';
import { posts } from './tables';

export const postReview = reviewQueries('post', posts, getDatabase);
