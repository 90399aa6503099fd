'use server';

import * as z from 'zod/mini';
import { actionClient } from '@/lib/infra/http/server-action';
import { log } from '@/lib/infra/log.mjs';
import { parseSerialId } from '@/lib/infra/util/ids';
import { audit } from '@/lib/features/audit';
import { signedInWith } from '@/lib/features/people';
import type { Denied } from '@/lib/features/people/shared/types';
import { postAddressChanged } from '@/lib/features/posts/address-changes';
import { adminPosts, deletePost } from '@/lib/features/posts/repository';
import { mayEditPost } from '@/lib/features/posts/shared/workflow';

export type DeletePostResult = { ok: true } | { ok: false; reason: Denied | 'failed' };

/** The id the browser sends; anything but a serial id is refused like an unknown post. */
const postIdArgument = z.pipe(z.unknown(), z.transform((value) => parseSerialId(value)));

export const deletePostAction = actionClient
  .input(postIdArgument)
  .use(signedInWith('posts', (reason): DeletePostResult => ({ ok: false, reason })))
  .onInvalid((): DeletePostResult => ({ ok: false, reason: 'failed' }))
  .callAction(async ({ input: id, ctx: user }): Promise<DeletePostResult> => {
    if (id === null) return { ok: false, reason: 'failed' };
    try {
      const post = await adminPosts.byId(id);
      if (!post) return { ok: false, reason: 'failed' };
      if (!mayEditPost(user, post)) return { ok: false, reason: 'forbidden' };
      if (!(await deletePost(id))) return { ok: false, reason: 'failed' };
      await audit({ actor: user, action: 'post.delete', target: `post:${id}`, detail: { slug: post.slug, title: post.title } });
      // A published post's address answers 410 Gone from now on.
      await postAddressChanged(post, null);
      return { ok: true };
    } catch (error) {
      log.error('admin: deleting a post failed', { error, postId: id });
      return { ok: false, reason: 'failed' };
    }
  });
