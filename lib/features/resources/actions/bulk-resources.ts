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
import { adminResources, deleteResource, updateResource } from '@/lib/features/resources/repository';
import { checkResource, resourceValues } from '@/lib/features/resources/shared/resource-input';
import type { RawForm } from '@/lib/infra/http/server-action';

const backToManage = (_reason: unknown, raw: RawForm): never => redirect(`/${raw.locale === 'es' ? 'es' : 'en'}/manage`);

/**
 * The resources list's bulk action, once confirmed: each resource goes the way a single save takes
 * it (the editor's checks; a published resource needs its PDF) or is deleted with its PDF and
 * download links; those that cannot be changed are skipped and counted; one audit entry.
 */
export const bulkResourcesAction = actionClient
  .input(z.object({ locale: localeField, op: z.catch(z.enum(BULK_CHANGES), 'publish'), ids: textField(4000), back: textField(2000) }))
  .use(signedInWith<void>('resources', backToManage))
  .onInvalid(({ raw }) => backToManage(null, raw))
  .formAction(async ({ input: { locale, op, ids: idText, back }, ctx: user }): Promise<void> => {
    const list = safeRedirectPath(back, `/${locale}/manage/resources`);
    const to = list.startsWith(`/${locale}/manage/resources`) ? list : `/${locale}/manage/resources`;
    const ids = selectedIds(idText, parseSerialId);
    if (!ids || ids.length === 0) redirect(withBulkOutcome(to, { bulk: 'none' }));
    const { done, skipped, outcome } = await applyToEach(op, ids, (id) => applyTo(op, id), (id, error) => log.error('admin: a bulk resource action failed on one resource', { error, resourceId: id, op }));
    await audit({ actor: user, action: `resource.bulk-${op}`, detail: { count: done, skipped, ids } });
    redirect(withBulkOutcome(to, outcome));
  });

/** One resource: true when it was changed (one already in the state asked for counts as done). */
async function applyTo(op: BulkChange, id: number): Promise<boolean> {
  const current = await adminResources.byId(id);
  if (!current) return false;
  // The PDF (resource_files) and the download links go with the row (foreign keys on delete cascade).
  if (op === 'delete') return deleteResource(id);
  const target = op === 'publish' ? 'published' : 'draft';
  if (current.status === target) return true;
  // As the editor's save: the same checks, and nothing is published without its PDF.
  const checked = checkResource(resourceValues({ ...current, status: target }));
  if (!checked.ok || (target === 'published' && !current.fileSize)) return false;
  const publishedAt = target === 'published' ? (current.publishedAt ?? new Date().toISOString()) : null;
  return (await updateResource(id, { ...checked.resource, publishedAt }, current.version)) !== null;
}
