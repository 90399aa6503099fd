/**
 * The editorial workflow every kind of published content shares (posts, customer stories): which
 * state a save may move an entry to, for whom, and when it goes public. Free of the database.
 *
 *   draft ⇄ review        an author's own entry (review: "an editor, please publish this")
 *   any   → scheduled     editors and admins, at a future instant (stored in UTC)
 *   any   → published     editors and admins; a scheduled entry also by the publication clock
 *   published → draft     unpublish (editors and admins)
 */
import type { Role } from '@/lib/features/people/shared/types';

export const CONTENT_STATUSES = ['draft', 'review', 'scheduled', 'published'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
export const CONTENT_LANGUAGES = ['en', 'es'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** What the workflow reads of an entry. */
export interface WorkflowEntry {
  ownerId: number | null;
  status: ContentStatus;
  publishedAt: string | null;
}

/** States an author may put their own entry in; an editor or admin may use every state. */
export const AUTHOR_STATUSES: readonly ContentStatus[] = ['draft', 'review'];

export type TransitionRefusal = 'not-allowed' | 'schedule-missing' | 'schedule-in-past';

export type Transition = { ok: true; status: ContentStatus; publishedAt: string | null } | { ok: false; reason: TransitionRefusal };

/** May this role put an entry in this state? */
export function mayUseStatus(role: Role, status: ContentStatus): boolean {
  if (role === 'admin' || role === 'editor') return true;
  return role === 'author' && AUTHOR_STATUSES.includes(status);
}

/**
 * The states an editor's status field offers this role: those it may choose, plus the entry's own
 * (an author's entry an editor already scheduled stays listed as it is, not silently changed).
 */
export function statusChoices(role: Role, current: string | null = null): ContentStatus[] {
  return CONTENT_STATUSES.filter((status) => mayUseStatus(role, status) || status === current);
}

/**
 * May this account edit this entry at all? Editors and admins edit every entry; an author only
 * their own, and only while it is a draft or in review (a published entry is an editor's).
 */
export function mayEditEntry(user: { id: number; role: Role }, entry: Pick<WorkflowEntry, 'ownerId' | 'status'> | null): boolean {
  if (user.role === 'admin' || user.role === 'editor') return true;
  if (user.role !== 'author') return false;
  return !entry || (entry.ownerId === user.id && AUTHOR_STATUSES.includes(entry.status));
}

/**
 * The state and publication instant a save leads to. `publishAt` is the scheduled instant the
 * editor chose (an ISO string); `now` is injectable for tests.
 */
export function transition(
  role: Role,
  current: Pick<WorkflowEntry, 'status' | 'publishedAt'> | null,
  next: ContentStatus,
  publishAt: string | null,
  now: Date = new Date(),
): Transition {
  if (!mayUseStatus(role, next)) return { ok: false, reason: 'not-allowed' };
  if (next === 'published') {
    // Publishing again keeps the first publication instant (feeds and sitemaps order by it).
    const kept = current?.status === 'published' && current.publishedAt ? current.publishedAt : null;
    return { ok: true, status: 'published', publishedAt: kept ?? now.toISOString() };
  }
  if (next === 'scheduled') {
    if (!publishAt) return { ok: false, reason: 'schedule-missing' };
    const at = new Date(publishAt);
    if (Number.isNaN(at.getTime())) return { ok: false, reason: 'schedule-missing' };
    if (at.getTime() <= now.getTime()) return { ok: false, reason: 'schedule-in-past' };
    return { ok: true, status: 'scheduled', publishedAt: at.toISOString() };
  }
  return { ok: true, status: next, publishedAt: null };
}

/** Whether a save of an entry in this state keeps a revision (the public or soon-public text). */
export const keepsRevision = (status: ContentStatus): boolean => status === 'published' || status === 'scheduled';
