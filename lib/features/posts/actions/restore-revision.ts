'use server';

import { redirect } from 'next/navigation';
import { log } from '@/lib/infra/log.mjs';
import { formLocale } from '@/lib/infra/http/form-data';
import { formAction } from '@/lib/infra/http/server-action';
import { audit } from '@/lib/features/audit';
import { requireRoleMutation } from '@/lib/features/people';
import { adminPosts, postRevision, updatePost } from '@/lib/features/posts/repository';
import { SlugTakenError, VersionConflictError, type PostInput } from '@/lib/features/posts/shared/types';
import { postId, postVersion } from '@/lib/features/posts/actions/shared';

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
