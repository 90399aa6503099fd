'use server';

/**
 * The admin area's server actions. Each checks the session and the role itself (and, for changes,
 * that the request comes from this site): a page that hides a button protects nothing.
 */
import { redirect } from 'next/navigation';
import { cookies, draftMode, headers } from 'next/headers';
import { after } from 'next/server';
import { getEnv } from '@/lib/env.mjs';
import { log } from '@/lib/log.mjs';
import { CLIENT_IP_HEADER } from '@/lib/http/client-ip.mjs';
import { formLocale, formText } from '@/lib/http/form-data';
import { sessionCookieOptions } from '@/lib/auth/cookie';
import { DRAFT_MODE_COOKIE, draftModeCookieOptions } from '@/lib/auth/draft-mode';
import { isSameOrigin } from '@/lib/auth/origin';
import { safeRedirectPath } from '@/lib/auth/redirect';
import { requireAdmin, requireAdminMutation, signIn, signOut } from '@/lib/auth/service';
import { kickLeadForwarding } from '@/lib/leads/forwarding';
import { leadStore } from '@/lib/leads/store';
import { createPost, deletePost, linkTranslation, unlinkTranslation, updatePost } from '@/lib/posts/repository';
import { MAX_BODY_NESTING, MAX_PARAGRAPH_MARKS, type BodyStructureProblem } from '@/lib/posts/body-structure';
import { plainTextBody, SAVE_BUDGET_MS, tryRenderPostBody, type BodyRender } from '@/lib/posts/render-body';
import { SlugTakenError, type LinkRefusal } from '@/lib/posts/types';
import { saveUpload, uploadOptionsFromEnv } from '@/lib/uploads/store';
import { ADMIN_HINT_COOKIE } from './hint';
import { POST_FIELDS, readPostInput, type PostField, type PostInputResult } from './post-input';

export type Denied = 'signed-out' | 'forbidden' | 'bad-origin';

// ——— Sign-in ———

export type SignInState =
  | { status: 'idle' }
  | { status: 'invalid'; email: string }
  | { status: 'rate-limited'; retryAfter: number; email: string }
  | { status: 'denied'; reason: Denied };

export async function signInAction(_previous: SignInState, data: FormData): Promise<SignInState> {
  const requestHeaders = await headers();
  const email = formText(data, 'email').trim().slice(0, 320);
  const locale = formLocale(data);
  const result = await signIn({
    email,
    password: formText(data, 'password').slice(0, 1024),
    ip: requestHeaders.get(CLIENT_IP_HEADER) ?? 'unknown',
  });
  if (!result.ok) {
    return result.reason === 'rate-limited'
      ? { status: 'rate-limited', retryAfter: result.retryAfter ?? 60, email }
      : { status: 'invalid', email };
  }
  // Not a credential: only tells the public pages' scripts that asking for admin controls is worth it.
  (await cookies()).set(ADMIN_HINT_COOKIE, '1', { path: '/', sameSite: 'lax', maxAge: sessionCookieOptions().maxAge });
  // The admin's browser sees every page rendered for it, never the shared cache: a save is on the
  // next page it opens even while a visitor's render from before the save is still finishing.
  // (Draft mode grants nothing else: no page reads it.) Its cookie gets the session's attributes.
  (await draftMode()).enable();
  await restrictDraftModeCookie();
  redirect(safeRedirectPath(formText(data, 'next'), `/${locale}/manage`));
}

/** Draft mode's cookie as Next.js set it, with SameSite=Lax and the session's lifetime instead. */
async function restrictDraftModeCookie() {
  const cookieStore = await cookies();
  const value = cookieStore.get(DRAFT_MODE_COOKIE)?.value;
  if (value) cookieStore.set(DRAFT_MODE_COOKIE, value, draftModeCookieOptions());
}

export async function signOutAction(data: FormData): Promise<void> {
  // Another site cannot sign the admin out either.
  if (!isSameOrigin(await headers())) redirect(`/${formLocale(data)}/manage`);
  await signOut();
  (await cookies()).delete(ADMIN_HINT_COOKIE);
  (await draftMode()).disable();
  redirect(`/${formLocale(data)}/manage`);
}

// ——— Posts ———

/** Why a body cannot be saved: the page could not display it. */
export type BodyProblem =
  | { key: 'bodyTooDeep'; limit: number }
  | { key: 'bodyTooManyMarks'; limit: number }
  | { key: 'bodyTooSlow'; seconds: number };

export type SavePostState =
  | { status: 'idle' }
  | { status: 'required' }
  | {
      status: 'failed';
      message: { key: 'slugTaken'; slug: string } | { key: 'invalidSlug' } | { key: 'invalidField'; field: PostField } | BodyProblem | { key: 'notFound' } | { key: 'unknown' };
    }
  | { status: 'denied'; reason: Denied };

export async function savePostAction(_previous: SavePostState, data: FormData): Promise<SavePostState> {
  const auth = await requireAdminMutation();
  if (!auth.ok) return { status: 'denied', reason: auth.reason };

  const raw = Object.fromEntries(POST_FIELDS.map((field) => [field, formText(data, field)])) as Record<PostField, string>;
  const parsed = readPostInput(raw);
  if (!parsed.ok) return refusedInput(parsed);
  // A body the public page would only show as plain text (too slow to render) is refused here.
  const rendered = await tryRenderPostBody(parsed.input.fullContent, SAVE_BUDGET_MS);
  if (rendered.status === 'busy') return { status: 'failed', message: { key: 'unknown' } };
  const bodyProblem = bodyProblemOf(rendered);
  if (bodyProblem) return { status: 'failed', message: bodyProblem };
  const id = postId(data, 'id');
  try {
    if (id) {
      if (!(await updatePost(id, parsed.input))) return { status: 'failed', message: { key: 'notFound' } };
    } else {
      // "Create the Spanish version": the new post is linked to the one it translates.
      await createPost(parsed.input, { translationOf: postId(data, 'translationOf') });
    }
  } catch (error) {
    if (error instanceof SlugTakenError) return { status: 'failed', message: { key: 'slugTaken', slug: error.slug } };
    log.error('admin: saving a post failed', { error });
    return { status: 'failed', message: { key: 'unknown' } };
  }
  // The list the post appears in: its own language's.
  redirect(`/${parsed.input.language}/blog`);
}

/** A post id posted in a form field, or undefined. */
function postId(data: FormData, field: string): number | undefined {
  const id = Number(formText(data, field));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

// ——— Translations ———

/** What became of a link or unlink, for the edit page's message (`?translation=`). */
export type TranslationOutcome = 'linked' | 'unlinked' | LinkRefusal;

/** Links the edited post (`id`) with a post of the other language (`translation`), then back to the editor. */
export async function linkTranslationAction(data: FormData): Promise<void> {
  const id = postId(data, 'id');
  const back = `/${formLocale(data)}/manage/posts/${id ?? ''}`;
  const auth = await requireAdminMutation();
  if (!auth.ok || !id) redirect(`/${formLocale(data)}/manage`);
  const other = postId(data, 'translation');
  const result = other ? await linkTranslation(id, other) : ({ ok: false, reason: 'not-found' } as const);
  redirect(`${back}?translation=${result.ok ? 'linked' : result.reason}`);
}

export async function unlinkTranslationAction(data: FormData): Promise<void> {
  const id = postId(data, 'id');
  const auth = await requireAdminMutation();
  if (!auth.ok || !id) redirect(`/${formLocale(data)}/manage`);
  await unlinkTranslation(id);
  redirect(`/${formLocale(data)}/manage/posts/${id}?translation=unlinked`);
}

function refusedInput(parsed: Extract<PostInputResult, { ok: false }>): SavePostState {
  if (parsed.error === 'required') return { status: 'required' };
  if (parsed.error === 'invalid-slug') return { status: 'failed', message: { key: 'invalidSlug' } };
  if (parsed.error === 'unrenderable-body') return { status: 'failed', message: structureProblem(parsed.problem) };
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

export async function deletePostAction(id: number): Promise<DeletePostResult> {
  const auth = await requireAdminMutation();
  if (!auth.ok) return { ok: false, reason: auth.reason };
  try {
    if (!Number.isInteger(id) || id <= 0 || !(await deletePost(id))) return { ok: false, reason: 'failed' };
    return { ok: true };
  } catch (error) {
    log.error('admin: deleting a post failed', { error, postId: id });
    return { ok: false, reason: 'failed' };
  }
}

export type PreviewResult = { ok: true; html: string; problem: BodyProblem | null } | { ok: false; reason: Denied };

/**
 * The body as the public page will show it (same renderer, same sanitising), and what would stop
 * it being saved: such a body is previewed as the plain text the page would fall back to.
 */
export async function previewBodyAction(content: string): Promise<PreviewResult> {
  const auth = await requireAdmin();
  if (!auth.ok) return { ok: false, reason: auth.reason };
  const body = String(content).slice(0, 200_000);
  const rendered = await tryRenderPostBody(body, SAVE_BUDGET_MS);
  if (rendered.status === 'rendered') return { ok: true, html: rendered.html, problem: null };
  return { ok: true, html: plainTextBody(body), problem: bodyProblemOf(rendered) };
}

export type UploadResult = { ok: true; url: string } | { ok: false; reason: Denied | 'too-large' | 'unsupported-type' | 'empty' | 'failed' };

export async function uploadImageAction(data: FormData): Promise<UploadResult> {
  const auth = await requireAdminMutation();
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
}

// ——— Leads ———

export async function retryLeadAction(data: FormData): Promise<void> {
  const auth = await requireAdminMutation();
  const locale = formLocale(data);
  if (!auth.ok) redirect(`/${locale}/manage`);
  const done = await leadStore().markForRetry(formText(data, 'id'));
  if (done) after(() => kickLeadForwarding());
  const back = safeRedirectPath(formText(data, 'back'), `/${locale}/manage/leads`);
  redirect(`${back}${back.includes('?') ? '&' : '?'}retried=${done ? '1' : '0'}`);
}
