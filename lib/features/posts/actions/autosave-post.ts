'use server';

import { log } from '@/lib/infra/log.mjs';
import type * as z from 'zod/mini';
import { actionClient } from '@/lib/infra/http/server-action';
import { audit } from '@/lib/features/audit';
import type { AuthUser, Denied } from '@/lib/features/people/shared/types';
import { signedInWith } from '@/lib/features/people';
import { adminPosts, createPost, updatePost } from '@/lib/features/posts/repository';
import { SAVE_BUDGET_MS, tryRenderPostBody } from '@/lib/features/posts/render-body';
import { AUTOSAVE_RATE, maxDrafts } from '@/lib/features/posts/quotas';
import { DraftQuotaError, SlugTakenError, VersionConflictError, type Post, type PostInput, type SaveContext } from '@/lib/features/posts/shared/types';
import { mayEditPost } from '@/lib/features/posts/shared/workflow';
import { consume } from '@/lib/infra/rate-limit';
import { readPostInput } from '@/lib/features/posts/shared/post-input';
import { postForm } from '@/lib/features/posts/actions/shared';

/**
 * What an autosave did. `incomplete`: the form cannot be stored yet (a required field empty, a
 * slug taken…), so it stays in the browser; `public`: the post is published or scheduled, and an
 * autosave must not change what visitors see, so it stays in the browser until "Save Post".
 * `rate-limited`: the account autosaved too often (try again after `retryAfter` seconds); `too-long`
 * and `too-many-drafts`: over a quota of lib/features/posts/quotas.ts.
 */
export type AutosaveResult =
  | { ok: true; id: number; version: number; savedAt: string }
  | { ok: false; reason: 'incomplete' | 'public' | 'failed' | Denied }
  | { ok: false; reason: 'conflict'; version: number }
  | { ok: false; reason: 'rate-limited'; retryAfter: number }
  | { ok: false; reason: 'too-long' | 'too-many-drafts'; limit: number };

/**
 * Stores the open form of a draft (or a post in review) as it is, keeping its state: a new post is
 * created as a draft at its first complete autosave. Version-checked like a save.
 */
export const autosavePostAction = actionClient
  .input(postForm)
  .use(signedInWith('posts', (reason): AutosaveResult => ({ ok: false, reason })))
  .onInvalid((): AutosaveResult => ({ ok: false, reason: 'incomplete' }))
  .formAction(async ({ input: form, ctx: user }): Promise<AutosaveResult> => {
    // Counted per account before any work: a script cannot store a draft a second.
    const rate = await consume(AUTOSAVE_RATE, `user:${user.id}`);
    if (!rate.allowed) return { ok: false, reason: 'rate-limited', retryAfter: rate.retryAfter };
    const parsed = readPostInput(form);
    if (!parsed.ok) return parsed.error === 'too-long' && parsed.field === 'fullContent' ? { ok: false, reason: 'too-long', limit: parsed.limit } : { ok: false, reason: 'incomplete' };
    const rendered = await tryRenderPostBody(parsed.input.fullContent, SAVE_BUDGET_MS);
    if (rendered.status !== 'rendered') return { ok: false, reason: 'incomplete' };
    const current = form.id ? await adminPosts.byId(form.id) : null;
    if (form.id && !current) return { ok: false, reason: 'failed' };
    if (!mayEditPost(user, current)) return { ok: false, reason: 'forbidden' };
    if (current && (current.status === 'published' || current.status === 'scheduled')) return { ok: false, reason: 'public' };
    // The state is the stored one (a new post's is draft): only "Save Post" moves a post on.
    return storeDraft(user, current, { ...parsed.input, status: current?.status ?? 'draft', publishedAt: null }, form);
  });

async function storeDraft(user: AuthUser, current: Post | null, input: PostInput, form: z.infer<typeof postForm>): Promise<AutosaveResult> {
  try {
    const context: SaveContext = { actor: user, expectedVersion: current ? form.version : undefined, draftLimit: maxDrafts(user.role) };
    const saved = current
      ? // Autosave never stores a public post (refused above; the version check stops one published meanwhile).
        await updatePost(current.id, input, context, { offPublicPages: true })
      : await createPost(input, { translationOf: form.translationOf ?? undefined, context, mayChange: (post) => mayEditPost(user, post) });
    if (!saved) return { ok: false, reason: 'failed' };
    if (!current) await audit({ actor: user, action: 'post.create', target: `post:${saved.id}`, detail: { slug: saved.slug, status: saved.status, autosave: true } });
    return { ok: true, id: saved.id, version: saved.version, savedAt: saved.updatedAt };
  } catch (error) {
    if (error instanceof VersionConflictError) return { ok: false, reason: 'conflict', version: error.current.version };
    if (error instanceof SlugTakenError) return { ok: false, reason: 'incomplete' };
    if (error instanceof DraftQuotaError) return { ok: false, reason: 'too-many-drafts', limit: error.limit };
    log.error('admin: an autosave failed', { error, postId: current?.id });
    return { ok: false, reason: 'failed' };
  }
}
