'use server';

import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { localeField, serialIdField, versionField } from '@/lib/infra/http/form-fields';
import { actionClient } from '@/lib/infra/http/server-action';
import { log } from '@/lib/infra/log.mjs';
import { audit } from '@/lib/features/audit';
import { signedInWith } from '@/lib/features/people';
import { backToManage } from '@/lib/features/posts/actions/shared';
import { adminPosts, postRevision, updatePost } from '@/lib/features/posts/repository';
import { SlugTakenError, VersionConflictError, type PostInput } from '@/lib/features/posts/shared/types';

/**
 * Restores a revision's texts (the post keeps its state and publication time), from the version
 * the editor saw: a restore over a newer save is refused like a stale save. Editors and admins.
 */
export const restoreRevisionAction = actionClient
  .input(z.object({ locale: localeField, id: serialIdField, revision: serialIdField, version: versionField }))
  .use(signedInWith<void>('posts.publish', backToManage))
  .onInvalid(({ raw }) => backToManage(null, raw))
  .formAction(async ({ input: { locale, id, revision: revisionId, version }, ctx: user }): Promise<void> => {
    if (!id) redirect(`/${locale}/manage`);
    const back = `/${locale}/manage/posts/${id}`;
    const [post, revision] = await Promise.all([adminPosts.byId(id), postRevision(id, revisionId ?? 0)]);
    if (!post || !revision) redirect(`${back}?restored=0`);
    const { id: _id, createdAt: _c, updatedAt: _u, wordCount: _w, translationGroup: _g, version: _v, ownerId: _o, ...currentInput } = post;
    const input: PostInput = { ...currentInput, ...revision.snapshot, status: post.status, publishedAt: post.publishedAt };
    try {
      await updatePost(id, input, { actor: user, expectedVersion: version, reason: 'restore' });
    } catch (error) {
      if (!(error instanceof SlugTakenError || error instanceof VersionConflictError)) log.error('admin: restoring a revision failed', { error, postId: id });
      redirect(`${back}?restored=0`);
    }
    await audit({ actor: user, action: 'post.restore', target: `post:${id}`, detail: { revision: revision.id, version: revision.version } });
    redirect(`${back}?restored=1`);
  });
