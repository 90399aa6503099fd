'use server';

import { log } from '@/lib/infra/log.mjs';
import { formText } from '@/lib/infra/http/form-data';
import { formAction } from '@/lib/infra/http/server-action';
import { audit } from '@/lib/features/audit';
import type { Denied } from '@/lib/features/people/shared/types';
import { requireRoleMutation } from '@/lib/features/people';
import { adminPosts, createPost, updatePost } from '@/lib/features/posts/repository';
import { SAVE_BUDGET_MS, tryRenderPostBody } from '@/lib/features/posts/render-body';
import { AUTOSAVE_RATE, maxDrafts } from '@/lib/features/posts/quotas';
import { DraftQuotaError, SlugTakenError, VersionConflictError, type PostInput, type SaveContext } from '@/lib/features/posts/shared/types';
import { mayEditPost } from '@/lib/features/posts/shared/workflow';
import { consume } from '@/lib/infra/rate-limit';
import { POST_FIELDS, readPostInput, type PostField } from '@/lib/features/posts/shared/post-input';
import { postId, postVersion } from '@/lib/features/posts/actions/shared';

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
export const autosavePostAction = formAction(async (data): Promise<AutosaveResult> => {
  const auth = await requireRoleMutation('posts');
  if (!auth.ok) return { ok: false, reason: auth.reason };
  // Counted per account before any work: a script cannot store a draft a second.
  const rate = await consume(AUTOSAVE_RATE, `user:${auth.user.id}`);
  if (!rate.allowed) return { ok: false, reason: 'rate-limited', retryAfter: rate.retryAfter };
  const raw = Object.fromEntries(POST_FIELDS.map((field) => [field, formText(data, field)])) as Record<PostField, string>;
  const parsed = readPostInput(raw);
  if (!parsed.ok) return parsed.error === 'too-long' && parsed.field === 'fullContent' ? { ok: false, reason: 'too-long', limit: parsed.limit } : { ok: false, reason: 'incomplete' };
  const rendered = await tryRenderPostBody(parsed.input.fullContent, SAVE_BUDGET_MS);
  if (rendered.status !== 'rendered') return { ok: false, reason: 'incomplete' };
  const id = postId(data, 'id');
  const current = id ? await adminPosts.byId(id) : null;
  if (id && !current) return { ok: false, reason: 'failed' };
  if (!mayEditPost(auth.user, current)) return { ok: false, reason: 'forbidden' };
  if (current && (current.status === 'published' || current.status === 'scheduled')) return { ok: false, reason: 'public' };
  // The state is the stored one (a new post's is draft): only "Save Post" moves a post on.
  const input: PostInput = { ...parsed.input, status: current?.status ?? 'draft', publishedAt: null };
  try {
    const context: SaveContext = { actor: auth.user, expectedVersion: current ? postVersion(data) : undefined, draftLimit: maxDrafts(auth.user.role) };
    const saved = current ? await updatePost(current.id, input, context) : await createPost(input, { translationOf: postId(data, 'translationOf'), context, mayChange: (post) => mayEditPost(auth.user, post) });
    if (!saved) return { ok: false, reason: 'failed' };
    if (!current) await audit({ actor: auth.user, action: 'post.create', target: `post:${saved.id}`, detail: { slug: saved.slug, status: saved.status, autosave: true } });
    return { ok: true, id: saved.id, version: saved.version, savedAt: saved.updatedAt };
  } catch (error) {
    if (error instanceof VersionConflictError) return { ok: false, reason: 'conflict', version: error.current.version };
    if (error instanceof SlugTakenError) return { ok: false, reason: 'incomplete' };
    if (error instanceof DraftQuotaError) return { ok: false, reason: 'too-many-drafts', limit: error.limit };
    log.error('admin: an autosave failed', { error, postId: id });
    return { ok: false, reason: 'failed' };
  }
});
