/**
 * The two steps behind an editor's "Share preview" panel, for every kind of content: share (a new
 * expiring link, its address answered to the form) and revoke (a form post, then back to the
 * editor). Each feature's `'use server'` file builds its two actions with the action client and
 * calls these once; the kinds differ only in the `PreviewLinkKind` passed in.
 */
import 'server-only';
import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { getEnv } from '@/lib/infra/env.mjs';
import { localeField, serialIdField } from '@/lib/infra/http/form-fields';
import { log } from '@/lib/infra/log.mjs';
import { audit } from '@/lib/features/audit';
import type { AuthUser } from '@/lib/features/people/shared/types';
import type { PreviewLinkStore, PreviewSubject } from './preview-links';
import { previewDaysField, type SharePreviewState } from './shared/preview-link-days';

/** What one kind of content brings to its preview-link actions. */
export interface PreviewLinkKind<Entry extends { id: number; language: string }> {
  /** The kind of content: the audit target (`post:12`) and the log field (`postId`). */
  kind: PreviewSubject;
  /** The entry with this id when the account may change it (an author: their own drafts), else null. */
  editable: (user: AuthUser, id: number | null) => Promise<Entry | null>;
  /** This kind's link store. */
  links: () => PreviewLinkStore;
  /**
   * Where a revoke goes back to, after `/{locale}`: `list` when the entry is unknown or not the
   * account's to change, `entry` + `/{id}` (the editor) otherwise.
   */
  manage: { list: string; entry: string };
  /** The log line when a link could not be made. */
  failureLog: string;
}

/*
 * A kind's two actions read (lib/features/posts/actions/post-preview-links.ts):
 *
 *   actionClient.input(sharePreviewInput).use(signedInWith(permission, deniedShare)).onInvalid(failedShare)
 *     .stateAction(({ input, ctx }) => sharePreviewLink(kind, input, ctx));
 *   actionClient.input(revokePreviewInput).use(signedInWith<void>(permission, backToManage)).onInvalid(…)
 *     .formAction(({ input, ctx }) => revokePreviewLink(kind, input, ctx));
 */

/** What "Share preview" posts: the entry, and how many days the link lives. */
export const sharePreviewInput = z.object({ id: serialIdField, days: previewDaysField });

/** What a revoke button posts: the admin area's language, the entry, the link. */
export const revokePreviewInput = z.object({ locale: localeField, id: serialIdField, link: serialIdField });

/** The answer to someone without the permission to share. */
export const deniedShare = (reason: Extract<SharePreviewState, { status: 'denied' }>['reason']): SharePreviewState => ({ status: 'denied', reason });

/** The answer to a share post the schema refuses. */
export const failedShare = (): SharePreviewState => ({ status: 'failed' });

/** A new link for the entry, `days` long, when the account may change it. */
export async function sharePreviewLink<Entry extends { id: number; language: string }>(
  { kind, editable, links, failureLog }: PreviewLinkKind<Entry>,
  { id, days }: z.infer<typeof sharePreviewInput>,
  user: AuthUser,
): Promise<SharePreviewState> {
  const entry = await editable(user, id);
  if (!entry) return { status: 'denied', reason: 'forbidden' };
  try {
    const { token, link } = await links().create(entry.id, user.id, days);
    // The audit log names the link, never its token.
    await audit({ actor: user, action: 'preview.share', target: `${kind}:${entry.id}`, detail: { link: link.id, expiresAt: link.expiresAt } });
    const url = new URL(`/${entry.language}/preview`, getEnv().SITE_URL);
    url.searchParams.set('token', token);
    // The list of open links beside the form shows the new one without a reload.
    refresh();
    return { status: 'created', url: url.toString(), expiresAt: link.expiresAt };
  } catch (error) {
    log.error(failureLog, { error, [`${kind}Id`]: entry.id });
    return { status: 'failed' };
  }
}

/** Ends one of the entry's links, then back to its editor (`?preview=revoked|kept`). */
export async function revokePreviewLink<Entry extends { id: number; language: string }>(
  { kind, editable, links, manage }: PreviewLinkKind<Entry>,
  { locale, id, link }: z.infer<typeof revokePreviewInput>,
  user: AuthUser,
): Promise<void> {
  const entry = await editable(user, id);
  if (!entry) redirect(`/${locale}${manage.list}`);
  const revoked = link !== null && (await links().revoke(entry.id, link));
  if (revoked) await audit({ actor: user, action: 'preview.revoke', target: `${kind}:${entry.id}`, detail: { link } });
  redirect(`/${locale}${manage.entry}/${entry.id}?preview=${revoked ? 'revoked' : 'kept'}#share-title`);
}
