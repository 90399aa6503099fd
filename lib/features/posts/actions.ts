'use server';

/**
 * The admin area's server actions. Each checks the session and the role itself (and, for changes,
 * that the request comes from this site): a page that hides a button protects nothing.
 */
import { redirect } from 'next/navigation';
import { cookies, draftMode, headers } from 'next/headers';
import { after } from 'next/server';
import { getEnv } from '@/lib/infra/env.mjs';
import { log } from '@/lib/infra/log.mjs';
import { CLIENT_IP_HEADER } from '@/lib/infra/http/client-ip.mjs';
import { formLocale, formText } from '@/lib/infra/http/form-data';
import { formAction, stateAction } from '@/lib/infra/http/server-action';
import { isSameOrigin } from '@/lib/infra/http/origin';
import { safeRedirectPath } from '@/lib/infra/http/safe-redirect';
import { audit } from '@/lib/features/audit/request';
import type { AuditAction } from '@/lib/features/audit';
import { currentUser, requireRole, requireRoleMutation, signIn, signOut, type AuthUser } from '@/lib/features/people/service';
import { kickLeadForwarding } from '@/lib/features/leads/forwarding';
import { leadStore } from '@/lib/features/leads/store';
import { adminPosts, createPost, deletePost, keepConflictingSave, linkTranslation, postRevision, unlinkTranslation, updatePost } from '@/lib/features/posts/repository';
import { MAX_BODY_NESTING, MAX_PARAGRAPH_MARKS, type BodyStructureProblem } from '@/lib/features/posts/body-structure';
import { plainTextBody, SAVE_BUDGET_MS, tryRenderPostBody, type BodyRender } from '@/lib/features/posts/render-body';
import { AUTOSAVE_RATE, MAX_BODY_CHARS, maxDrafts, SAVE_RATE } from '@/lib/features/posts/quotas';
import { DraftQuotaError, SlugTakenError, VersionConflictError, type LinkRefusal, type Post, type PostInput, type SaveContext } from '@/lib/features/posts/types';
import { mayEditPost, transition, type TransitionRefusal } from '@/lib/features/posts/workflow';
import { consume } from '@/lib/infra/rate-limit';
import { saveUpload, uploadOptionsFromEnv } from '@/lib/infra/uploads/store';
import { parseSerialId, parseUuid } from '@/lib/infra/util/ids';
import { ADMIN_HINT_COOKIE } from '../people/hint';
import { imagesWithoutAlt } from './markdown-format';
import { afterSignIn } from '../people/signed-in';
import { POST_FIELDS, readPostInput, type PostField, type PostInputResult } from './post-input';

export type Denied = 'signed-out' | 'forbidden' | 'bad-origin';

// ——— Sign-in ———

export type SignInState =
  | { status: 'idle' }
  | { status: 'invalid'; email: string }
  | { status: 'rate-limited'; retryAfter: number; email: string }
  | { status: 'denied'; reason: Denied };

export const signInAction = stateAction<SignInState>(async (data) => {
  const requestHeaders = await headers();
  const email = formText(data, 'email').trim().slice(0, 320);
  const locale = formLocale(data);
  const result = await signIn({
    email,
    password: formText(data, 'password').slice(0, 1024),
    ip: requestHeaders.get(CLIENT_IP_HEADER) ?? 'unknown',
  });
  await audit(result.ok ? { actor: result.user, action: 'sign-in' } : { actorEmail: email, action: 'sign-in-failed', detail: { reason: result.reason } });
  if (!result.ok) {
    return result.reason === 'rate-limited'
      ? { status: 'rate-limited', retryAfter: result.retryAfter ?? 60, email }
      : { status: 'invalid', email };
  }
  await afterSignIn();
  redirect(safeRedirectPath(formText(data, 'next'), `/${locale}/manage`));
});

export const signOutAction = formAction(async (data): Promise<void> => {
  // Another site cannot sign the admin out either.
  if (!isSameOrigin(await headers())) redirect(`/${formLocale(data)}/manage`);
  const user = await currentUser();
  if (user) await audit({ actor: user, action: 'sign-out' });
  await signOut();
  (await cookies()).delete(ADMIN_HINT_COOKIE);
  (await draftMode()).disable();
  redirect(`/${formLocale(data)}/manage`);
});

// ——— Posts ———

/** Why a body cannot be saved: the page could not display it. */
export type BodyProblem =
  | { key: 'bodyTooDeep'; limit: number }
  | { key: 'bodyTooManyMarks'; limit: number }
  | { key: 'bodyTooSlow'; seconds: number };

/** A field longer than it may be (the body: lib/features/posts/quotas.ts MAX_BODY_CHARS). */
export type LengthProblem = { key: 'tooLong'; field: PostField; limit: number };

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

/** Both versions are kept: the stored one stays, the refused one becomes a `conflict` revision. */
async function keptConflict(id: number, input: PostInput, context: SaveContext, stored: Post): Promise<SavePostState> {
  try {
    await keepConflictingSave(id, input, context.expectedVersion ?? 0, context);
  } catch (error) {
    log.error('admin: a conflicting save was not kept', { error, postId: id });
  }
  return { status: 'conflict', version: stored.version };
}

/** What a save did, for the audit log: its move through the workflow, or an edit. */
function postAuditAction(before: Post | null, after: Post): AuditAction {
  if (after.status === 'published' && before?.status !== 'published') return 'post.publish';
  if (after.status === 'scheduled' && (before?.status !== 'scheduled' || before.publishedAt !== after.publishedAt)) return 'post.schedule';
  if (before?.status === 'published' && after.status !== 'published') return 'post.unpublish';
  if (after.status === 'review' && before?.status !== 'review') return 'post.submit';
  return before ? 'post.edit' : 'post.create';
}

// ——— Autosave ———

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

// ——— Revisions ———

/**
 * Restores a revision's texts (the post keeps its state and publication time), from the version
 * the editor saw: a restore over a newer save is refused like a stale save. Editors and admins.
 */
export const restoreRevisionAction = formAction(async (data): Promise<void> => {
  const locale = formLocale(data);
  const id = postId(data, 'id');
  const auth = await requireRoleMutation('posts.publish');
  if (!auth.ok || !id) redirect(`/${locale}/manage`);
  const back = `/${locale}/manage/posts/${id}`;
  const [post, revision] = await Promise.all([adminPosts.byId(id), postRevision(id, postId(data, 'revision') ?? 0)]);
  if (!post || !revision) redirect(`${back}?restored=0`);
  const { id: _id, createdAt: _c, updatedAt: _u, wordCount: _w, translationGroup: _g, version: _v, ownerId: _o, ...currentInput } = post;
  const input: PostInput = { ...currentInput, ...revision.snapshot, status: post.status, publishedAt: post.publishedAt };
  try {
    await updatePost(id, input, { actor: auth.user, expectedVersion: postVersion(data), reason: 'restore' });
  } catch (error) {
    if (!(error instanceof SlugTakenError || error instanceof VersionConflictError)) log.error('admin: restoring a revision failed', { error, postId: id });
    redirect(`${back}?restored=0`);
  }
  await audit({ actor: auth.user, action: 'post.restore', target: `post:${id}`, detail: { revision: revision.id, version: revision.version } });
  redirect(`${back}?restored=1`);
});

/** A post id posted in a form field, or undefined. */
function postId(data: FormData, field: string): number | undefined {
  return parseSerialId(formText(data, field)) ?? undefined;
}

/** The version the editor opened; 0 (which no post has: a conflict) when missing or malformed. */
function postVersion(data: FormData): number {
  return parseSerialId(formText(data, 'version')) ?? 0;
}

// ——— Translations ———

/** What became of a link or unlink, for the edit page's message (`?translation=`). */
export type TranslationOutcome = 'linked' | 'unlinked' | LinkRefusal;

/** Links the edited post (`id`) with a post of the other language (`translation`), then back to the editor. */
export const linkTranslationAction = formAction(async (data): Promise<void> => {
  const id = postId(data, 'id');
  const back = `/${formLocale(data)}/manage/posts/${id ?? ''}`;
  const auth = await requireRoleMutation('posts');
  if (!auth.ok || !id || !(await mayEditPostId(auth.user, id))) redirect(`/${formLocale(data)}/manage`);
  const other = postId(data, 'translation');
  // A link changes both posts: the other one must be the account's to edit as well.
  const result = other ? await linkTranslation(id, other, (post) => mayEditPost(auth.user, post)) : ({ ok: false, reason: 'not-found' } as const);
  redirect(`${back}?translation=${result.ok ? 'linked' : result.reason}`);
});

export const unlinkTranslationAction = formAction(async (data): Promise<void> => {
  const id = postId(data, 'id');
  const auth = await requireRoleMutation('posts');
  if (!auth.ok || !id || !(await mayEditPostId(auth.user, id))) redirect(`/${formLocale(data)}/manage`);
  const result = await unlinkTranslation(id, (post) => mayEditPost(auth.user, post));
  redirect(`/${formLocale(data)}/manage/posts/${id}?translation=${result === 'forbidden' ? 'forbidden' : 'unlinked'}`);
});

/** Whether the account may change the post with this id (an author: their own drafts). */
async function mayEditPostId(user: AuthUser, id: number): Promise<boolean> {
  const post = await adminPosts.byId(id);
  return post !== null && mayEditPost(user, post);
}

function refusedInput(parsed: Extract<PostInputResult, { ok: false }>): SavePostState {
  if (parsed.error === 'required') return { status: 'required' };
  if (parsed.error === 'invalid-slug') return { status: 'failed', message: { key: 'invalidSlug' } };
  if (parsed.error === 'invalid-schedule') return { status: 'failed', message: { key: 'invalidSchedule' } };
  if (parsed.error === 'unrenderable-body') return { status: 'failed', message: structureProblem(parsed.problem) };
  if (parsed.error === 'too-long') return { status: 'failed', message: { key: 'tooLong', field: parsed.field, limit: parsed.limit } };
  return { status: 'failed', message: { key: 'invalidField', field: parsed.field } };
}

function structureProblem(problem: BodyStructureProblem): BodyProblem {
  return problem === 'nesting' ? { key: 'bodyTooDeep', limit: MAX_BODY_NESTING } : { key: 'bodyTooManyMarks', limit: MAX_PARAGRAPH_MARKS };
}

function bodyProblemOf(render: BodyRender): BodyProblem | null {
  if (render.status === 'refused') return structureProblem(render.problem);
  if (render.status === 'timed-out' || render.status === 'failed') return { key: 'bodyTooSlow', seconds: SAVE_BUDGET_MS / 1000 };
  return null;
}

export type DeletePostResult = { ok: true } | { ok: false; reason: Denied | 'failed' };

/** `rawId` comes from the browser as it likes: anything but a serial id is refused like an unknown post. */
export async function deletePostAction(rawId: unknown): Promise<DeletePostResult> {
  const auth = await requireRoleMutation('posts');
  if (!auth.ok) return { ok: false, reason: auth.reason };
  const id = parseSerialId(rawId);
  if (id === null) return { ok: false, reason: 'failed' };
  try {
    const post = await adminPosts.byId(id);
    if (!post) return { ok: false, reason: 'failed' };
    if (!mayEditPost(auth.user, post)) return { ok: false, reason: 'forbidden' };
    if (!(await deletePost(id))) return { ok: false, reason: 'failed' };
    await audit({ actor: auth.user, action: 'post.delete', target: `post:${id}`, detail: { slug: post.slug, title: post.title } });
    return { ok: true };
  } catch (error) {
    log.error('admin: deleting a post failed', { error, postId: id });
    return { ok: false, reason: 'failed' };
  }
}

export type PreviewResult = { ok: true; html: string; problem: BodyProblem | LengthProblem | null } | { ok: false; reason: Denied };

/**
 * The body as the public page will show it (same renderer, same sanitising), and what would stop
 * it being saved: such a body is previewed as the plain text the page would fall back to.
 */
export async function previewBodyAction(content: unknown): Promise<PreviewResult> {
  const auth = await requireRole('posts');
  if (!auth.ok) return { ok: false, reason: auth.reason };
  // The browser sends the body as text; anything else a client sends previews as nothing.
  const text = typeof content === 'string' ? content : '';
  // Past the limit, the part that fits is previewed, and the editor says the rest cannot be saved.
  const body = text.slice(0, MAX_BODY_CHARS);
  const tooLong: LengthProblem | null = text.length > MAX_BODY_CHARS ? { key: 'tooLong', field: 'fullContent', limit: MAX_BODY_CHARS } : null;
  const rendered = await tryRenderPostBody(body, SAVE_BUDGET_MS);
  if (rendered.status === 'rendered') return { ok: true, html: rendered.html, problem: tooLong };
  return { ok: true, html: plainTextBody(body), problem: bodyProblemOf(rendered) ?? tooLong };
}

export type UploadResult = { ok: true; url: string } | { ok: false; reason: Denied | 'too-large' | 'unsupported-type' | 'empty' | 'failed' };

export const uploadImageAction = formAction(async (data): Promise<UploadResult> => {
  const auth = await requireRoleMutation('posts');
  if (!auth.ok) return { ok: false, reason: auth.reason };
  const file = data.get('file');
  if (!(file instanceof Blob)) return { ok: false, reason: 'empty' };
  try {
    const saved = await saveUpload(file, uploadOptionsFromEnv(getEnv()));
    return saved.ok ? { ok: true, url: saved.url } : { ok: false, reason: saved.reason };
  } catch (error) {
    log.error('admin: image upload failed', { error });
    return { ok: false, reason: 'failed' };
  }
});

// ——— Leads ———

export const retryLeadAction = formAction(async (data): Promise<void> => {
  const auth = await requireRoleMutation('leads');
  const locale = formLocale(data);
  if (!auth.ok) redirect(`/${locale}/manage`);
  const leadId = parseUuid(formText(data, 'id'));
  const done = leadId !== null && (await leadStore().markForRetry(leadId));
  if (done) await audit({ actor: auth.user, action: 'lead.retry', target: `lead:${leadId}` });
  if (done) after(() => kickLeadForwarding());
  const back = safeRedirectPath(formText(data, 'back'), `/${locale}/manage/leads`);
  redirect(`${back}${back.includes('?') ? '&' : '?'}retried=${done ? '1' : '0'}`);
});
