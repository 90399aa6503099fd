'use server';

import { refresh } from 'next/cache';
import * as z from 'zod/mini';
import { getEnv } from '@/lib/infra/env.mjs';
import { serialIdField } from '@/lib/infra/http/form-fields';
import { stateAction } from '@/lib/infra/http/server-action';
import { log } from '@/lib/infra/log.mjs';
import { audit } from '@/lib/features/audit';
import { signedInWith } from '@/lib/features/people';
import type { AuthUser } from '@/lib/features/people/shared/types';
import { previewLinkStore } from '@/lib/features/posts/preview-links.server';
import { adminPosts } from '@/lib/features/posts/repository';
import { previewDaysField, type SharePreviewState } from '@/lib/features/publishing/shared/preview-link-days';
import { mayEditPost } from '@/lib/features/posts/shared/workflow';

export type { SharePreviewState } from '@/lib/features/publishing/shared/preview-link-days';

export const sharePreviewAction = stateAction({
  input: z.object({ id: serialIdField, days: previewDaysField }),
  guard: signedInWith('posts', (reason): SharePreviewState => ({ status: 'denied', reason })),
  invalid: (): SharePreviewState => ({ status: 'failed' }),
  run: async ({ id, days }, user: AuthUser): Promise<SharePreviewState> => {
    const post = id ? await adminPosts.byId(id) : null;
    if (!post || !mayEditPost(user, post)) return { status: 'denied', reason: 'forbidden' };
    try {
      const { token, link } = await previewLinkStore().create(post.id, user.id, days);
      // The audit log names the link, never its token.
      await audit({ actor: user, action: 'preview.share', target: `post:${post.id}`, detail: { link: link.id, expiresAt: link.expiresAt } });
      const url = new URL(`/${post.language}/preview`, getEnv().SITE_URL);
      url.searchParams.set('token', token);
      // The list of open links beside the form shows the new one without a reload.
      refresh();
      return { status: 'created', url: url.toString(), expiresAt: link.expiresAt };
    } catch (error) {
      log.error('admin: creating a preview link failed', { error, postId: post.id });
      return { status: 'failed' };
    }
  },
});
