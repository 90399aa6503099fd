'use server';

import { audit } from '@/lib/features/audit';
import { requireRoleMutation } from '@/lib/features/people';
import { getEnv } from '@/lib/infra/env.mjs';
import { formText } from '@/lib/infra/http/form-data';
import { stateAction } from '@/lib/infra/http/server-action';
import { log } from '@/lib/infra/log.mjs';
import { DEFAULT_PREVIEW_DAYS, PREVIEW_LINK_DAYS } from '@/lib/features/posts/preview-links';
import { previewLinkStore } from '@/lib/features/posts/preview-links.server';
import { adminPosts } from '@/lib/features/posts/repository';
import { mayEditPost } from '@/lib/features/posts/shared/workflow';
import type { Denied } from '@/lib/features/people/shared/types';
import { postId } from '@/lib/features/posts/actions/shared';

export type SharePreviewState =
  | { status: 'idle' }
  | { status: 'created'; url: string; expiresAt: string }
  | { status: 'failed' }
  | { status: 'denied'; reason: Denied };

export const sharePreviewAction = stateAction<SharePreviewState>(async (data) => {
  const auth = await requireRoleMutation('posts');
  if (!auth.ok) return { status: 'denied', reason: auth.reason };
  const id = postId(data, 'id') ?? 0;
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
