/** This kind's entries in the review queue (lib/features/publishing/review-queries.ts). */
import 'server-only';
import { getDatabase } from '@/lib/infra/db';
import { reviewQueries } from '@/lib/features/publishing';
import { pages } from './tables';

export const pageReview = reviewQueries('page', pages, getDatabase);
