'use server';

import { redirect } from 'next/navigation';
import { log } from '@/lib/infra/log.mjs';
import type * as z from 'zod/mini';
import { actionClient } from '@/lib/infra/http/server-action';
import { audit } from '@/lib/features/audit';
import { announceReviewMove } from '@/lib/features/publishing';
import type { AuthUser, Denied } from '@/lib/features/people/shared/types';
import { signedInWith } from '@/lib/features/people';
import { adminPosts, createPost, updatePost } from '@/lib/features/posts/repository';
import { SAVE_BUDGET_MS, tryRenderPostBody } from '@/lib/features/posts/render-body';
import { maxDrafts, SAVE_RATE } from '@/lib/features/posts/quotas';
import { DraftQuotaError, SlugTakenError, VersionConflictError, type Post, type PostInput, type SaveContext } from '@/lib/features/posts/shared/types';
import { mayEditPost, transition, type TransitionRefusal } from '@/lib/features/posts/shared/workflow';
import { consume } from '@/lib/infra/rate-limit';
import { imagesWithoutAlt } from '@/lib/features/posts/shared/markdown-format';
import { readPostInput, type PostField } from '@/lib/features/posts/shared/post-input';
import { postAddressChanged } from '@/lib/features/posts/address-changes';
import { bodyProblemOf, keptConflict, postAuditAction, postForm, refusedInput, type BodyProblem, type LengthProblem } from '@/lib/features/posts/actions/shared';

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

export const savePostAction = actionClient
  .input(postForm)
  .use(signedInWith('posts', (reason): SavePostState => ({ status: 'denied', reason })))
  .onInvalid((): SavePostState => ({ status: 'required' }))
  .stateAction(async ({ input: form, ctx: user }): Promise<SavePostState> => {
    const rate = await consume(SAVE_RATE, `user:${user.id}`);
    if (!rate.allowed) return { status: 'failed', message: { key: 'tooManySaves', seconds: rate.retryAfter } };
    const current = form.id ? await adminPosts.byId(form.id) : null;
    if (form.id && !current) return { status: 'failed', message: { key: 'notFound' } };
    // A save that names no status keeps the post's own (a new post is a draft): it never unpublishes by omission.
    const parsed = readPostInput(current && !form.status ? { ...form, status: current.status } : form);
    if (!parsed.ok) return refusedInput(parsed);
    const bodyProblem = await unsavableBody(parsed.input.fullContent);
    if (bodyProblem) return { status: 'failed', message: bodyProblem };
    // The role decides which posts and which states: an author's own drafts, never a publication.
    if (!mayEditPost(user, current)) return { status: 'failed', message: { key: 'forbiddenPost' } };
    const move = transition(user.role, current, parsed.input.status, parsed.input.publishedAt);
    if (!move.ok) return { status: 'failed', message: { key: move.reason } };
    const input: PostInput = { ...parsed.input, status: move.status, publishedAt: move.publishedAt };
    return storePost(user, current, input, form);
  });

/** What stops a body being saved: an image without alt text, or a body the page could only show as plain text. */
async function unsavableBody(body: string): Promise<Extract<SavePostState, { status: 'failed' }>['message'] | null> {
  const withoutAlt = imagesWithoutAlt(body);
  if (withoutAlt > 0) return { key: 'imageAltMissing', count: withoutAlt };
  const rendered = await tryRenderPostBody(body, SAVE_BUDGET_MS);
  if (rendered.status === 'busy') return { key: 'unknown' };
  return bodyProblemOf(rendered);
}

async function storePost(user: AuthUser, current: Post | null, input: PostInput, form: z.infer<typeof postForm>): Promise<SavePostState> {
  const context: SaveContext = { actor: user, expectedVersion: current ? form.version : undefined, draftLimit: maxDrafts(user.role) };
  let saved: Post | null;
  try {
    saved = current
      ? await updatePost(current.id, input, context)
      : // "Create the Spanish version": the new post is linked to the one it translates.
        await createPost(input, { translationOf: form.translationOf ?? undefined, context, mayChange: (post) => mayEditPost(user, post) });
  } catch (error) {
    if (error instanceof SlugTakenError) return { status: 'failed', message: { key: 'slugTaken', slug: error.slug } };
    if (error instanceof DraftQuotaError) return { status: 'failed', message: { key: 'tooManyDrafts', limit: error.limit } };
    if (error instanceof VersionConflictError) return keptConflict(current!.id, input, context, error.current);
    log.error('admin: saving a post failed', { error });
    return { status: 'failed', message: { key: 'unknown' } };
  }
  if (!saved) return { status: 'failed', message: { key: 'notFound' } };
  await audit({
    actor: user,
    action: postAuditAction(current, saved),
    target: `post:${saved.id}`,
    detail: { slug: saved.slug, status: saved.status, version: saved.version, publishedAt: saved.publishedAt },
  });
  // A published post renamed leaves a 308 behind; search engines hear of published changes.
  await postAddressChanged(current, saved);
  // The editors hear of a submission, the author of a publication.
  await announceReviewMove({ entry: { kind: 'post', id: saved.id, title: saved.title, language: saved.language, ownerId: saved.ownerId }, from: current?.status ?? null, to: saved.status, actor: user });
  // The editor stays open on the saved post, saying so (a draft is not on the public blog). The
  // version in the address starts the form again from what was saved (an autosave does not).
  redirect(`/${form.locale === 'es' ? 'es' : 'en'}/manage/posts/${saved.id}?saved=${saved.version}`);
}
