'use server';

import { redirect } from 'next/navigation';
import { log } from '@/lib/infra/log.mjs';
import { formText } from '@/lib/infra/http/form-data';
import { stateAction } from '@/lib/infra/http/server-action';
import { audit } from '@/lib/features/audit';
import type { Denied } from '@/lib/features/people/shared/types';
import { requireRoleMutation } from '@/lib/features/people';
import { adminPosts, createPost, updatePost } from '@/lib/features/posts/repository';
import { SAVE_BUDGET_MS, tryRenderPostBody } from '@/lib/features/posts/render-body';
import { maxDrafts, SAVE_RATE } from '@/lib/features/posts/quotas';
import { DraftQuotaError, SlugTakenError, VersionConflictError, type Post, type PostInput, type SaveContext } from '@/lib/features/posts/shared/types';
import { mayEditPost, transition, type TransitionRefusal } from '@/lib/features/posts/shared/workflow';
import { consume } from '@/lib/infra/rate-limit';
import { imagesWithoutAlt } from '@/lib/features/posts/shared/markdown-format';
import { POST_FIELDS, readPostInput, type PostField } from '@/lib/features/posts/shared/post-input';
import { BodyProblem, LengthProblem, bodyProblemOf, keptConflict, postAuditAction, postId, postVersion, refusedInput } from '@/lib/features/posts/actions/shared';

export type SavePostState =
  | { status: 'idle' }
  | { status: 'required' }
  | {
      status: 'failed';
      message:
        | { key: 'slugTaken'; slug: string }
        | { key: 'invalidSlug' }
        | { key: 'invalidSchedule' }
        | { key: 'invalidField'; field: PostField }
        | LengthProblem
        | { key: 'tooManyDrafts'; limit: number }
        | { key: 'tooManySaves'; seconds: number }
        | BodyProblem
        | { key: 'notFound' }
        | { key: 'forbiddenPost' }
        | { key: 'imageAltMissing'; count: number }
        | { key: TransitionRefusal }
        | { key: 'unknown' };
    }
  /** Someone saved the post since this editor opened it: nothing was overwritten (see keepConflictingSave). */
  | { status: 'conflict'; version: number }
  | { status: 'denied'; reason: Denied };

export const savePostAction = stateAction<SavePostState>(async (data) => {
  const auth = await requireRoleMutation('posts');
  if (!auth.ok) return { status: 'denied', reason: auth.reason };
  const rate = await consume(SAVE_RATE, `user:${auth.user.id}`);
  if (!rate.allowed) return { status: 'failed', message: { key: 'tooManySaves', seconds: rate.retryAfter } };

  const raw = Object.fromEntries(POST_FIELDS.map((field) => [field, formText(data, field)])) as Record<PostField, string>;
  const parsed = readPostInput(raw);
  if (!parsed.ok) return refusedInput(parsed);
  // Every image in the body describes itself to readers who cannot see it.
  const withoutAlt = imagesWithoutAlt(parsed.input.fullContent);
  if (withoutAlt > 0) return { status: 'failed', message: { key: 'imageAltMissing', count: withoutAlt } };
  // A body the public page would only show as plain text (too slow to render) is refused here.
  const rendered = await tryRenderPostBody(parsed.input.fullContent, SAVE_BUDGET_MS);
  if (rendered.status === 'busy') return { status: 'failed', message: { key: 'unknown' } };
  const bodyProblem = bodyProblemOf(rendered);
  if (bodyProblem) return { status: 'failed', message: bodyProblem };
  const id = postId(data, 'id');
  const current = id ? await adminPosts.byId(id) : null;
  if (id && !current) return { status: 'failed', message: { key: 'notFound' } };
  // The role decides which posts and which states: an author's own drafts, never a publication.
  if (!mayEditPost(auth.user, current)) return { status: 'failed', message: { key: 'forbiddenPost' } };
  const move = transition(auth.user.role, current, parsed.input.status, parsed.input.publishedAt);
  if (!move.ok) return { status: 'failed', message: { key: move.reason } };
  const input: PostInput = { ...parsed.input, status: move.status, publishedAt: move.publishedAt };
  const context: SaveContext = { actor: auth.user, expectedVersion: current ? postVersion(data) : undefined, draftLimit: maxDrafts(auth.user.role) };
  let saved: Post | null;
  try {
    saved = current
      ? await updatePost(current.id, input, context)
      : // "Create the Spanish version": the new post is linked to the one it translates.
        await createPost(input, { translationOf: postId(data, 'translationOf'), context, mayChange: (post) => mayEditPost(auth.user, post) });
  } catch (error) {
    if (error instanceof SlugTakenError) return { status: 'failed', message: { key: 'slugTaken', slug: error.slug } };
    if (error instanceof DraftQuotaError) return { status: 'failed', message: { key: 'tooManyDrafts', limit: error.limit } };
    if (error instanceof VersionConflictError) return keptConflict(current!.id, input, context, error.current);
    log.error('admin: saving a post failed', { error });
    return { status: 'failed', message: { key: 'unknown' } };
  }
  if (!saved) return { status: 'failed', message: { key: 'notFound' } };
  await audit({
    actor: auth.user,
    action: postAuditAction(current, saved),
    target: `post:${saved.id}`,
    detail: { slug: saved.slug, status: saved.status, version: saved.version, publishedAt: saved.publishedAt },
  });
  // The list the post appears in: its own language's.
  redirect(`/${parsed.input.language}/blog`);
});
