'use server';

import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { getDatabase } from '@/lib/infra/db';
import { getEnv } from '@/lib/infra/env.mjs';
import { localeField, textField } from '@/lib/infra/http/form-fields';
import { actionClient } from '@/lib/infra/http/server-action';
import { safeRedirectPath } from '@/lib/infra/http/safe-redirect';
import { log } from '@/lib/infra/log.mjs';
import { discardUnreferencedUploads, droppedFiles } from '@/lib/infra/uploads/discard';
import { uploadOptionsFromEnv } from '@/lib/infra/uploads/store';
import { parseSerialId } from '@/lib/infra/util/ids';
import { applyToEach, BULK_CHANGES, selectedIds, withBulkOutcome, type BulkChange } from '@/lib/infra/util/list-query';
import { audit } from '@/lib/features/audit';
import { signedInWith } from '@/lib/features/people';
import type { AuthUser } from '@/lib/features/people/shared/types';
import { mayEditEntry, transition } from '@/lib/features/publishing/shared/workflow';
import { storyAddressChanged } from '@/lib/features/stories/address-changes';
import { STORY_FILES } from '@/lib/features/stories/files';
import { adminStories, deleteStory, updateStory } from '@/lib/features/stories/repository';
import type { Story, StoryInput } from '@/lib/features/stories/shared/types';
import { backToManage } from '@/lib/features/stories/actions/story-form';

/**
 * The stories list's bulk action, once confirmed: each story goes the way a single save or delete
 * takes it (the workflow's transition, the public cache, redirects, IndexNow, its files); stories the
 * account may not change are skipped and counted; one audit entry.
 */
export const bulkStoriesAction = actionClient
  .input(z.object({ locale: localeField, op: z.catch(z.enum(BULK_CHANGES), 'publish'), ids: textField(4000), back: textField(2000) }))
  .use(signedInWith<void>('stories', backToManage))
  .onInvalid(({ raw }) => backToManage(null, raw))
  .formAction(async ({ input: { locale, op, ids: idText, back }, ctx: user }): Promise<void> => {
    const list = safeRedirectPath(back, `/${locale}/manage/customers`);
    const to = list.startsWith(`/${locale}/manage/customers`) ? list : `/${locale}/manage/customers`;
    const ids = selectedIds(idText, parseSerialId);
    if (!ids || ids.length === 0) redirect(withBulkOutcome(to, { bulk: 'none' }));
    const { done, skipped, outcome } = await applyToEach(op, ids, (id) => applyTo(user, op, id), (id, error) => log.error('admin: a bulk story action failed on one story', { error, storyId: id, op }));
    await audit({ actor: user, action: `story.bulk-${op}`, detail: { count: done, skipped, ids } });
    redirect(withBulkOutcome(to, outcome));
  });

/** One story: true when it was changed (one already in the state asked for counts as done). */
async function applyTo(user: AuthUser, op: BulkChange, id: number): Promise<boolean> {
  const current = await adminStories.byId(id);
  if (!current || !mayEditEntry(user, current)) return false;
  if (op === 'delete') {
    if (!(await deleteStory(id))) return false;
    await storyAddressChanged(current, null);
    await discardUnreferencedUploads(droppedFiles(current, null, STORY_FILES), getDatabase, uploadOptionsFromEnv(getEnv()));
    return true;
  }
  const target = op === 'publish' ? 'published' : 'draft';
  if (current.status === target) return true;
  if (op === 'unpublish' && current.status !== 'published' && current.status !== 'scheduled') return false;
  const move = transition(user.role, current, target, null);
  if (!move.ok) return false;
  const saved = await updateStory(id, { ...inputOf(current), status: move.status, publishedAt: move.publishedAt }, current.version);
  if (!saved) return false;
  await storyAddressChanged(current, saved);
  return true;
}

/** The story's editable fields as stored (a save that changes only its state). */
function inputOf(story: Story): StoryInput {
  const { id: _id, translationGroup: _group, version: _version, ownerId: _owner, createdAt: _created, updatedAt: _updated, ...input } = story;
  return input;
}
