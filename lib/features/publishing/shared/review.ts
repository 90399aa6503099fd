/**
 * The review workflow's vocabulary, shared by the server and the admin's screens: the kinds of
 * entry that go through review, the moves someone is told of, and which move a save makes.
 */
import type { ContentStatus } from './workflow';

export const REVIEW_KINDS = ['post', 'story', 'opening', 'page'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

export const REVIEW_EVENTS = ['submitted', 'sent-back', 'published'] as const;
export type ReviewEvent = (typeof REVIEW_EVENTS)[number];

/** The longest review queue one screen shows (oldest first: those have waited longest). */
export const REVIEW_QUEUE_LIMIT = 200;

/** The longest note a reviewer may send back with an entry. */
export const SEND_BACK_NOTE_MAX = 2000;

/** Each kind's edit page, after `/{locale}`. */
export function editPathOf(kind: ReviewKind, id: number): string {
  const folder = { post: 'posts', story: 'customers', opening: 'openings', page: 'pages' }[kind];
  return `/manage/${folder}/${id}`;
}

/**
 * The move a change of state makes, when someone is to hear of it: only a transition counts (a
 * second save in review is no new submission), and going back to draft from review counts only
 * with a reviewer's note (an author withdrawing their own entry tells nobody).
 */
export function reviewEventOf(from: ContentStatus | null, to: ContentStatus, note: string | null = null): ReviewEvent | null {
  if (to === 'review' && from !== 'review') return 'submitted';
  if (to === 'published' && from !== 'published') return 'published';
  if (from === 'review' && to === 'draft' && note) return 'sent-back';
  return null;
}
