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
import { mayEditEntry, transition } from '@/lib/features/publishing/shared/workflow';
import { openingAddressChanged } from '@/lib/features/openings/address-changes';
import { adminOpenings, deleteOpening, updateOpening } from '@/lib/features/openings/repository';
import type { Opening, OpeningInput } from '@/lib/features/openings/shared/types';
import { backToManage } from '@/lib/features/openings/actions/opening-form';

/**
 * The openings list's bulk action, once confirmed: each opening goes the way a single save or delete
 * takes it (the workflow's transition, the public cache, redirects, IndexNow); openings the account
 * may not change are skipped and counted; one audit entry.
 */
export const bulkOpeningsAction = actionClient
  .input(z.object({ locale: localeField, op: z.catch(z.enum(BULK_CHANGES), 'publish'), ids: textField(4000), back: textField(2000) }))
  .use(signedInWith<void>('openings', backToManage))
  .onInvalid(({ raw }) => backToManage(null, raw))
  .formAction(async ({ input: { locale, op, ids: idText, back }, ctx: user }): Promise<void> => {
    const list = safeRedirectPath(back, `/${locale}/manage/openings`);
    const to = list.startsWith(`/${locale}/manage/openings`) ? list : `/${locale}/manage/openings`;
    const ids = selectedIds(idText, parseSerialId);
    if (!ids || ids.length === 0) redirect(withBulkOutcome(to, { bulk: 'none' }));
    const { done, skipped, outcome } = await applyToEach(op, ids, (id) => applyTo(user, op, id), (id, error) => log.error('admin: a bulk opening action failed on one opening', { error, openingId: id, op }));
    await audit({ actor: user, action: `opening.bulk-${op}`, detail: { count: done, skipped, ids } });
    redirect(withBulkOutcome(to, outcome));
  });

/** One opening: true when it was changed (one already in the state asked for counts as done). */
async function applyTo(user: AuthUser, op: BulkChange, id: number): Promise<boolean> {
  const current = await adminOpenings.byId(id);
  if (!current || !mayEditEntry(user, current)) return false;
  if (op === 'delete') {
    if (!(await deleteOpening(id))) return false;
    // A published opening's address answers 410 Gone from now on.
    await openingAddressChanged(current, null);
    return true;
  }
  const target = op === 'publish' ? 'published' : 'draft';
  if (current.status === target) return true;
  if (op === 'unpublish' && current.status !== 'published' && current.status !== 'scheduled') return false;
  const move = transition(user.role, current, target, null);
  if (!move.ok) return false;
  const saved = await updateOpening(id, { ...inputOf(current), status: move.status, publishedAt: move.publishedAt }, current.version);
  if (!saved) return false;
  await openingAddressChanged(current, saved);
  return true;
}

/** The opening's editable fields as stored (a save that changes only its state). */
function inputOf(opening: Opening): OpeningInput {
  const { id: _id, translationGroup: _group, version: _version, ownerId: _owner, createdAt: _created, updatedAt: _updated, ...input } = opening;
  return input;
}
