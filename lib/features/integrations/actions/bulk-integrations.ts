'use server';

import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { getDatabase } from '@/lib/infra/db';
import { getEnv } from '@/lib/infra/env.mjs';
import { localeField, textField } from '@/lib/infra/http/form-fields';
import { actionClient } from '@/lib/infra/http/server-action';
import { safeRedirectPath } from '@/lib/infra/http/safe-redirect';
import { log } from '@/lib/infra/log.mjs';
import { consume } from '@/lib/infra/rate-limit';
import { discardUnreferencedUploads, droppedFiles } from '@/lib/infra/uploads/discard';
import { uploadOptionsFromEnv } from '@/lib/infra/uploads/store';
import { parseSerialId } from '@/lib/infra/util/ids';
import { applyToEach, BULK_CHANGES, selectedIds, withBulkOutcome, type BulkChange } from '@/lib/infra/util/list-query';
import { audit } from '@/lib/features/audit';
import { signedInWith } from '@/lib/features/people';
import { integrationAddressChanged } from '@/lib/features/integrations/address-changes';
import { adminIntegrations, deleteIntegration, updateIntegration } from '@/lib/features/integrations/repository';
import type { IntegrationEntry, IntegrationInput } from '@/lib/features/integrations/shared/types';
import { backToManage, INTEGRATION_SAVE_RATE } from '@/lib/features/integrations/actions/integration-form';

/**
 * The integrations list's bulk action, once confirmed: each integration goes the way a save of its
 * State field or its Delete button takes it (the public cache, redirects and 410s, IndexNow, its
 * logo); editors and admins alike (the `integrations` permission, checked here on every call); those
 * not changed are skipped and counted; one audit entry for the whole action.
 */
export const bulkIntegrationsAction = actionClient
  .input(z.object({ locale: localeField, op: z.catch(z.enum(BULK_CHANGES), 'publish'), ids: textField(4000), back: textField(2000) }))
  .use(signedInWith<void>('integrations', backToManage))
  .onInvalid(({ raw }) => backToManage(null, raw))
  .formAction(async ({ input: { locale, op, ids: idText, back }, ctx: user }): Promise<void> => {
    const list = safeRedirectPath(back, `/${locale}/manage/integrations`);
    const to = list.startsWith(`/${locale}/manage/integrations`) ? list : `/${locale}/manage/integrations`;
    const ids = selectedIds(idText, parseSerialId);
    if (!ids || ids.length === 0) redirect(withBulkOutcome(to, { bulk: 'none' }));
    // One bulk action counts as one save of the account's (the editor's limit).
    const rate = await consume(INTEGRATION_SAVE_RATE, `user:${user.id}`);
    if (!rate.allowed) redirect(withBulkOutcome(to, { bulk: op, count: '0', skipped: String(ids.length) }));
    const { done, skipped, outcome } = await applyToEach(op, ids, (id) => applyTo(op, id), (id, error) => log.error('admin: a bulk integration action failed on one integration', { error, integrationId: id, op }));
    await audit({ actor: user, action: `integration.bulk-${op}`, detail: { count: done, skipped, ids } });
    redirect(withBulkOutcome(to, outcome));
  });

/** One integration: true when it was changed (one already in the state asked for counts as done). */
async function applyTo(op: BulkChange, id: number): Promise<boolean> {
  const current = await adminIntegrations.byId(id);
  if (!current) return false;
  if (op === 'delete') {
    if (!(await deleteIntegration(id))) return false;
    await integrationAddressChanged(current, null);
    await discardUnreferencedUploads(droppedFiles(current, null, ['logo']), getDatabase, uploadOptionsFromEnv(getEnv()));
    return true;
  }
  const status = op === 'publish' ? 'published' : 'draft';
  if (current.status === status) return true;
  const saved = await updateIntegration(id, { ...inputOf(current), status }, current.version);
  if (!saved) return false;
  await integrationAddressChanged(current, saved);
  return true;
}

/** The integration's editable fields as stored (a save that changes only its state). */
function inputOf(integration: IntegrationEntry): IntegrationInput {
  const { id: _id, version: _version, createdAt: _created, updatedAt: _updated, ...input } = integration;
  return input;
}
