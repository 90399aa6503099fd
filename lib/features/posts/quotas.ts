/**
 * What one account may store through the editor (issue 38: one author's autosaves grew the
 * database ~50 MB a minute). Revisions per post are capped in workflow.ts (MAX_REVISIONS).
 */
import type { Role } from '@/lib/features/people/shared/types';
import type { RateLimitPolicy } from '@/lib/infra/rate-limit';

/** A post's body, in characters: ~25,000 words, far past any article, and 100 kB per save at most. */
export const MAX_BODY_CHARS = 100_000;

/**
 * Unpublished posts (drafts and posts in review) one account may keep: an author 50, an editor or
 * admin (who publish, and may delete any post) ten times as many, for a team's backlog.
 */
export function maxDrafts(role: Role): number {
  return role === 'admin' || role === 'editor' ? 500 : 50;
}

/** Refused saves kept per post (`conflict` revisions): they share the post's MAX_REVISIONS but never crowd out its saves. */
export const MAX_CONFLICT_REVISIONS = 10;

/** Autosaves per account: a person pausing every 3 s makes at most 20 a minute. */
export const AUTOSAVE_RATE = { name: 'post-autosave', points: 30, durationSeconds: 60 } as const satisfies RateLimitPolicy;

/** "Save Post" per account: each may store a 100 kB conflict revision, and churns the table even when it replaces a row. */
export const SAVE_RATE = { name: 'post-save', points: 60, durationSeconds: 60 } as const satisfies RateLimitPolicy;
