/**
 * The editorial workflow's rules, free of the database and the request: which state a save may
 * move a post to, for whom, and when it goes public.
 *
 *   draft ⇄ review        an author's own post (review: "an editor, please publish this")
 *   any   → scheduled     editors and admins, at a future instant (stored in UTC)
 *   any   → published     editors and admins; a scheduled post also by the publication clock
 *   published → draft     unpublish (editors and admins)
 */
import type { Role } from '@/lib/features/people/shared/types';
import type { Post, PostStatus } from './types';

/** States an author may put their own post in; an editor or admin may use every state. */
export const AUTHOR_STATUSES: readonly PostStatus[] = ['draft', 'review'];

export type TransitionRefusal = 'not-allowed' | 'schedule-missing' | 'schedule-in-past';

export type Transition = { ok: true; status: PostStatus; publishedAt: string | null } | { ok: false; reason: TransitionRefusal };

/** May this role put a post in this state? */
export function mayUseStatus(role: Role, status: PostStatus): boolean {
  if (role === 'admin' || role === 'editor') return true;
  return role === 'author' && AUTHOR_STATUSES.includes(status);
}

/**
 * May this account edit this post at all? Editors and admins edit every post; an author only
 * their own, and only while it is a draft or in review (a published post is an editor's).
 */
export function mayEditPost(user: { id: number; role: Role }, post: Pick<Post, 'ownerId' | 'status'> | null): boolean {
  if (user.role === 'admin' || user.role === 'editor') return true;
  if (user.role !== 'author') return false;
  return !post || (post.ownerId === user.id && AUTHOR_STATUSES.includes(post.status));
}

/**
 * The state and publication instant a save leads to. `publishAt` is the scheduled instant the
 * editor chose (an ISO string); `now` is injectable for tests.
 */
export function transition(
  role: Role,
  current: Pick<Post, 'status' | 'publishedAt'> | null,
  next: PostStatus,
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

/** Whether a save of a post in this state keeps a revision (the public or soon-public text). */
export const keepsRevision = (status: PostStatus): boolean => status === 'published' || status === 'scheduled';

/** Revisions kept per post; older ones are deleted at each save. */
export const MAX_REVISIONS = 50;
