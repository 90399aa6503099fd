/**
 * The review queue: every post, story, opening and page in review, oldest submission first, with
 * who sent it and since when; and how many there are (one COUNT per kind, for the navigation).
 */
import 'server-only';
import { peopleStore } from '@/lib/features/people';
import { REVIEW_QUEUE_LIMIT, submittedAtOf, type InReview } from '@/lib/features/publishing';
import { editPathOf, REVIEW_KINDS } from '@/lib/features/publishing/shared/review';
import { REVIEW_QUERIES } from './entries';

export interface QueueItem extends InReview {
  /** The author's address, or null when their account is gone. */
  owner: string | null;
  /** When it was last sent for review (its last save, for an entry sent before notices were kept). */
  submittedAt: string;
  editPath: string;
}

export async function reviewQueue(): Promise<QueueItem[]> {
  const perKind = await Promise.all(
    REVIEW_KINDS.map(async (kind) => {
      const entries = await REVIEW_QUERIES[kind].inReview(REVIEW_QUEUE_LIMIT);
      const since = await submittedAtOf(kind, entries.map((entry) => entry.id));
      return entries.map((entry) => ({ ...entry, submittedAt: since.get(entry.id) ?? entry.updatedAt }));
    }),
  );
  const people = new Map((await peopleStore().list()).map((person) => [person.id, person.email]));
  return perKind
    .flat()
    .sort((a, b) => a.submittedAt.localeCompare(b.submittedAt) || a.id - b.id)
    .slice(0, REVIEW_QUEUE_LIMIT)
    .map((entry) => ({ ...entry, owner: entry.ownerId === null ? null : (people.get(entry.ownerId) ?? null), editPath: editPathOf(entry.kind, entry.id) }));
}

/** How many entries wait in review, every kind together. */
export async function countInReview(): Promise<number> {
  const counts = await Promise.all(REVIEW_KINDS.map((kind) => REVIEW_QUERIES[kind].countInReview()));
  return counts.reduce((sum, count) => sum + count, 0);
}
