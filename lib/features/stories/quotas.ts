import type { Role } from '@/lib/features/people/shared/types';
import type { RateLimitPolicy } from '@/lib/infra/rate-limit';

/** Saves per account, as the blog's editor allows (each may carry two image uploads). */
export const STORY_SAVE_RATE = { name: 'story-save', points: 60, durationSeconds: 60 } as const satisfies RateLimitPolicy;

/** Unpublished stories one account may keep: an author 50, an editor or admin ten times as many. */
export const maxStoryDrafts = (role: Role): number => (role === 'admin' || role === 'editor' ? 500 : 50);
