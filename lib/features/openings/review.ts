/** This kind's entries in the review queue (lib/features/publishing/review-queries.ts). */
import 'server-only';
import { getDatabase } from '@/lib/infra/db';
import { reviewQueries } from '@/lib/features/publishing';
import { jobOpenings } from './tables';

export const openingReview = reviewQueries('opening', jobOpenings, getDatabase);
