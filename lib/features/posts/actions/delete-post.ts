'use server';

import { log } from '@/lib/infra/log.mjs';
import { audit } from '@/lib/features/audit';
import type { Denied } from '@/lib/features/people/shared/types';
import { requireRoleMutation } from '@/lib/features/people';
import { adminPosts, deletePost } from '@/lib/features/posts/repository';
import { mayEditPost } from '@/lib/features/posts/shared/workflow';
import { parseSerialId } from '@/lib/infra/util/ids';

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
