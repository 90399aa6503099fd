'use server';

import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { localeField, textField } from '@/lib/infra/http/form-fields';
import { actionClient } from '@/lib/infra/http/server-action';
import { safeRedirectPath } from '@/lib/infra/http/safe-redirect';
import { log } from '@/lib/infra/log.mjs';
import { parseSerialId } from '@/lib/infra/util/ids';
import { applyToEach, BULK_CHANGES, selectedIds, withBulkOutcome, type BulkChange } from '@/lib/infra/util/list-query';
import { audit } from '@/lib/features/audit';
import { signedInWith } from '@/lib/features/people';
import type { AuthUser } from '@/lib/features/people/shared/types';
import { postAddressChanged } from '@/lib/features/posts/address-changes';
import { adminPosts, deletePost, updatePost } from '@/lib/features/posts/repository';
import { mayEditPost, transition } from '@/lib/features/posts/shared/workflow';
import type { Post, PostInput } from '@/lib/features/posts/shared/types';
import { backToManage } from '@/lib/features/posts/actions/shared';

/**
 * The posts list's bulk action, once its confirmation page was answered: each selected post goes
 * the way a single one goes (the workflow's transition, the same save, the public cache, redirects
 * and IndexNow), posts the account may not change are skipped and counted; one audit entry.
 */
export const bulkPostsAction = actionClient
  .input(z.object({ locale: localeField, op: z.catch(z.enum(BULK_CHANGES), 'publish'), ids: textField(4000), back: textField(2000) }))
  .use(signedInWith<void>('posts', backToManage))
  .onInvalid(({ raw }) => backToManage(null, raw))
  .formAction(async ({ input: { locale, op, ids: idText, back }, ctx: user }): Promise<void> => {
    const list = safeRedirectPath(back, `/${locale}/manage/posts`);
    const to = list.startsWith(`/${locale}/manage`) ? list : `/${locale}/manage/posts`;
    const ids = selectedIds(idText, parseSerialId);
    if (!ids || ids.length === 0) redirect(withBulkOutcome(to, { bulk: 'none' }));
    const posts = await adminPosts.byIds(ids);
    // The posts found; an id that names none counts as skipped.
    const { done, outcome } = await applyToEach(op, posts.map((post) => post.id), (id) => applyTo(user, op, id), (id, error) => log.error('admin: a bulk post action failed on one post', { error, postId: id, op }));
    const skipped = ids.length - done;
    await audit({ actor: user, action: `post.bulk-${op}`, detail: { count: done, skipped, ids: posts.map((post) => post.id) } });
    redirect(withBulkOutcome(to, { ...outcome, ...(skipped > 0 ? { skipped: String(skipped) } : {}) }));
  });

/** One post: true when it was changed (a post already in the state asked for counts as done). */
async function applyTo(user: AuthUser, op: BulkChange, id: number): Promise<boolean> {
  const current = await adminPosts.byId(id);
  if (!current || !mayEditPost(user, current)) return false;
  if (op === 'delete') {
    if (!(await deletePost(id))) return false;
    // A published post's address answers 410 Gone from now on.
    await postAddressChanged(current, null);
    return true;
  }
  const target = op === 'publish' ? 'published' : 'draft';
  if (current.status === target) return true;
  // Unpublishing moves a published or scheduled post back to draft; a draft or one in review stays.
  if (op === 'unpublish' && current.status !== 'published' && current.status !== 'scheduled') return false;
  const move = transition(user.role, current, target, null);
  if (!move.ok) return false;
  const saved = await updatePost(id, { ...inputOf(current), status: move.status, publishedAt: move.publishedAt }, { actor: user, expectedVersion: current.version });
  if (!saved) return false;
  await postAddressChanged(current, saved);
  return true;
}

/** The post's editable fields as stored (a save that changes only its state). */
function inputOf(post: Post): PostInput {
  const { id: _id, createdAt: _created, updatedAt: _updated, wordCount: _words, translationGroup: _group, version: _version, ownerId: _owner, ...input } = post;
  return input;
}
