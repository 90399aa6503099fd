/**
 * Posts follow the workflow every kind of content shares (lib/features/publishing/shared/workflow.ts);
 * what is the blog's own is here.
 */
export { AUTHOR_STATUSES, keepsRevision, mayEditEntry as mayEditPost, mayUseStatus, transition } from '@/lib/features/publishing/shared/workflow';
export type { Transition, TransitionRefusal } from '@/lib/features/publishing/shared/workflow';

/** Revisions kept per post; older ones are deleted at each save. */
export const MAX_REVISIONS = 50;
