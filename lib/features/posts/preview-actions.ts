'use server';

/** Shareable preview links: created and revoked by whoever may edit the post (checked in each action). */
import { redirect } from 'next/navigation';
import { audit } from '@/lib/features/audit/request';
import { requireRoleMutation } from '@/lib/features/people/service';
import { getEnv } from '@/lib/infra/env.mjs';
import { formLocale, formText } from '@/lib/infra/http/form-data';
import { formAction, stateAction } from '@/lib/infra/http/server-action';
import { log } from '@/lib/infra/log.mjs';
import { DEFAULT_PREVIEW_DAYS, PREVIEW_LINK_DAYS } from '@/lib/features/posts/preview-links';
import { previewLinkStore } from '@/lib/features/posts/preview-links.server';
import { adminPosts } from '@/lib/features/posts/repository';
import { mayEditPost } from '@/lib/features/posts/workflow';
import { parseSerialId } from '@/lib/infra/util/ids';
import type { Denied } from './actions';

export type SharePreviewState =
  | { status: 'idle' }
  | { status: 'created'; url: string; expiresAt: string }
  | { status: 'failed' }
  | { status: 'denied'; reason: Denied };

/** A serial id posted in a form field, or 0 (no row has it). */
function idField(data: FormData, name: string): number {
  return parseSerialId(formText(data, name)) ?? 0;
}

export const sharePreviewAction = stateAction<SharePreviewState>(async (data) => {
  const auth = await requireRoleMutation('posts');
  if (!auth.ok) return { status: 'denied', reason: auth.reason };
  const id = idField(data, 'id');
  const post = id ? await adminPosts.byId(id) : null;
  if (!post || !mayEditPost(auth.user, post)) return { status: 'denied', reason: 'forbidden' };
  const asked = Number(formText(data, 'days'));
  const days = (PREVIEW_LINK_DAYS as readonly number[]).includes(asked) ? asked : DEFAULT_PREVIEW_DAYS;
  try {
    const { token, link } = await previewLinkStore().create(post.id, auth.user.id, days);
    // The audit log names the link, never its token.
    await audit({ actor: auth.user, action: 'preview.share', target: `post:${post.id}`, detail: { link: link.id, expiresAt: link.expiresAt } });
    const url = new URL(`/${post.language}/preview`, getEnv().SITE_URL);
    url.searchParams.set('token', token);
    return { status: 'created', url: url.toString(), expiresAt: link.expiresAt };
  } catch (error) {
    log.error('admin: creating a preview link failed', { error, postId: post.id });
    return { status: 'failed' };
  }
});

export const revokePreviewAction = formAction(async (data): Promise<void> => {
  const locale = formLocale(data);
  const id = idField(data, 'id');
  const auth = await requireRoleMutation('posts');
  if (!auth.ok || !id) redirect(`/${locale}/manage`);
  const post = await adminPosts.byId(id);
  if (!post || !mayEditPost(auth.user, post)) redirect(`/${locale}/manage`);
  const link = idField(data, 'link');
  const revoked = link > 0 && (await previewLinkStore().revoke(id, link));
  if (revoked) await audit({ actor: auth.user, action: 'preview.revoke', target: `post:${id}`, detail: { link } });
  redirect(`/${locale}/manage/posts/${id}?preview=${revoked ? 'revoked' : 'kept'}#share-title`);
});
