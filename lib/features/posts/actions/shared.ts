import 'server-only';
/** What the post editor's actions share: reading ids, answering refusals, naming what a save did. */
import { log } from '@/lib/infra/log.mjs';
import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { serialIdField, versionField } from '@/lib/infra/http/form-fields';
import type { RawForm } from '@/lib/infra/http/server-action';
import type { AuditAction } from '@/lib/features/audit';
import { type AuthUser } from '@/lib/features/people';
import { adminPosts, keepConflictingSave } from '@/lib/features/posts/repository';
import { MAX_BODY_NESTING, MAX_PARAGRAPH_MARKS, type BodyStructureProblem } from '@/lib/features/posts/body-structure';
import { SAVE_BUDGET_MS, type BodyRender } from '@/lib/features/posts/render-body';
import { type LinkRefusal, type Post, type PostInput, type SaveContext } from '@/lib/features/posts/shared/types';
import { mayEditPost } from '@/lib/features/posts/shared/workflow';
import { POST_FIELDS, type PostField, type PostInputResult } from '@/lib/features/posts/shared/post-input';
import type { SavePostState } from '@/lib/features/posts/actions/save-post';

/** Why a body cannot be saved: the page could not display it. */
export type BodyProblem =
  | { key: 'bodyTooDeep'; limit: number }
  | { key: 'bodyTooManyMarks'; limit: number }
  | { key: 'bodyTooSlow'; seconds: number };

/** A field longer than it may be (the body: lib/features/posts/quotas.ts MAX_BODY_CHARS). */
export type LengthProblem = { key: 'tooLong'; field: PostField; limit: number };

/** Both versions are kept: the stored one stays, the refused one becomes a `conflict` revision. */
export async function keptConflict(id: number, input: PostInput, context: SaveContext, stored: Post): Promise<SavePostState> {
  try {
    await keepConflictingSave(id, input, context.expectedVersion ?? 0, context);
  } catch (error) {
    log.error('admin: a conflicting save was not kept', { error, postId: id });
  }
  return { status: 'conflict', version: stored.version };
}

/** What a save did, for the audit log: its move through the workflow, or an edit. */
export function postAuditAction(before: Post | null, after: Post): AuditAction {
  if (after.status === 'published' && before?.status !== 'published') return 'post.publish';
  if (after.status === 'scheduled' && (before?.status !== 'scheduled' || before.publishedAt !== after.publishedAt)) return 'post.schedule';
  if (before?.status === 'published' && after.status !== 'published') return 'post.unpublish';
  if (after.status === 'review' && before?.status !== 'review') return 'post.submit';
  return before ? 'post.edit' : 'post.create';
}

/**
 * The editor's form as the save actions read it: every post field as typed, the post (none for a
 * new one), the version the editor opened (0, which no post has, when missing: a conflict) and
 * the post a new one translates.
 */
export const postForm = z.object({
  ...(Object.fromEntries(POST_FIELDS.map((field) => [field, z.catch(z.string(), '')])) as Record<PostField, z.ZodMiniCatch<z.ZodMiniString>>),
  id: serialIdField,
  version: versionField,
  translationOf: serialIdField,
  /** The editor's language, where the save brings it back. */
  locale: z.catch(z.string(), ''),
});

/** Someone who may not touch posts goes back to the admin area's start. */
export const backToManage = (_reason: unknown, raw: RawForm): never => redirect(`/${raw.locale === 'es' ? 'es' : 'en'}/manage`);

/** What became of a link or unlink, for the edit page's message (`?translation=`). */
export type TranslationOutcome = 'linked' | 'unlinked' | 'marked' | LinkRefusal;

/** Whether the account may change the post with this id (an author: their own drafts). */
export async function mayEditPostId(user: AuthUser, id: number): Promise<boolean> {
  const post = await adminPosts.byId(id);
  return post !== null && mayEditPost(user, post);
}

/** The post with this id when the account may change it (an author: their own drafts), else null. */
export async function editablePost(user: AuthUser, id: number | null): Promise<Post | null> {
  const post = id ? await adminPosts.byId(id) : null;
  return post && mayEditPost(user, post) ? post : null;
}

export function refusedInput(parsed: Extract<PostInputResult, { ok: false }>): SavePostState {
  if (parsed.error === 'required') return { status: 'required' };
  if (parsed.error === 'invalid-slug') return { status: 'failed', message: { key: 'invalidSlug' } };
  if (parsed.error === 'invalid-schedule') return { status: 'failed', message: { key: 'invalidSchedule' } };
  if (parsed.error === 'unrenderable-body') return { status: 'failed', message: structureProblem(parsed.problem) };
  if (parsed.error === 'too-long') return { status: 'failed', message: { key: 'tooLong', field: parsed.field, limit: parsed.limit } };
  return { status: 'failed', message: { key: 'invalidField', field: parsed.field } };
}

export function structureProblem(problem: BodyStructureProblem): BodyProblem {
  return problem === 'nesting' ? { key: 'bodyTooDeep', limit: MAX_BODY_NESTING } : { key: 'bodyTooManyMarks', limit: MAX_PARAGRAPH_MARKS };
}

export function bodyProblemOf(render: BodyRender): BodyProblem | null {
  if (render.status === 'refused') return structureProblem(render.problem);
  if (render.status === 'timed-out' || render.status === 'failed') return { key: 'bodyTooSlow', seconds: SAVE_BUDGET_MS / 1000 };
  return null;
}
