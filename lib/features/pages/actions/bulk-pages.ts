'use server';

import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { localeField, textField } from '@/lib/infra/http/form-fields';
import type { RawForm } from '@/lib/infra/http/server-action';
import { actionClient } from '@/lib/infra/http/server-action';
import { safeRedirectPath } from '@/lib/infra/http/safe-redirect';
import { log } from '@/lib/infra/log.mjs';
import { consume } from '@/lib/infra/rate-limit';
import { parseSerialId } from '@/lib/infra/util/ids';
import { applyToEach, BULK_CHANGES, selectedIds, withBulkOutcome, type BulkChange } from '@/lib/infra/util/list-query';
import { audit } from '@/lib/features/audit';
import { signedInWith } from '@/lib/features/people';
import type { AuthUser } from '@/lib/features/people/shared/types';
import { can } from '@/lib/features/people/shared/permissions';
import { adminPages, pageService } from '../repository';
import { PAGE_MOVE_RATE } from './shared';

const backToManage = (_reason: unknown, raw: RawForm): never => redirect(`/${raw.locale === 'es' ? 'es' : 'en'}/manage`);

/**
 * The pages list's bulk action, once confirmed: each page goes through the page service, as the
 * editor's own button takes it (its permission, the workflow, revisions, the public cache, the
 * address's redirects, one audit entry per page); pages the account may not change are skipped and
 * counted; one audit entry for the whole action. Publishing and unpublishing need `pages.publish`.
 */
export const bulkPagesAction = actionClient
  .input(z.object({ locale: localeField, op: z.catch(z.enum(BULK_CHANGES), 'publish'), ids: textField(4000), back: textField(2000) }))
  .use(signedInWith<void>('pages', backToManage))
  .onInvalid(({ raw }) => backToManage(null, raw))
  .formAction(async ({ input: { locale, op, ids: idText, back }, ctx: user }): Promise<void> => {
    const list = safeRedirectPath(back, `/${locale}/manage/pages`);
    const to = list.startsWith(`/${locale}/manage/pages`) ? list : `/${locale}/manage/pages`;
    const ids = selectedIds(idText, parseSerialId);
    if (!ids || ids.length === 0) redirect(withBulkOutcome(to, { bulk: 'none' }));
    // One bulk action counts as one move of the account's (the single buttons' limit).
    const rate = await consume(PAGE_MOVE_RATE, `user:${user.id}`);
    if (!rate.allowed) redirect(withBulkOutcome(to, { bulk: op, count: '0', skipped: String(ids.length) }));
    const { done, skipped, outcome } = await applyToEach(op, ids, (id) => applyTo(user, op, id), (id, error) => log.error('admin: a bulk page action failed on one page', { error, pageId: id, op }));
    await audit({ actor: user, action: `page.bulk-${op}`, detail: { count: done, skipped, ids } });
    redirect(withBulkOutcome(to, outcome));
  });

/** One page: true when it was changed (one already in the state asked for counts as done). */
async function applyTo(user: AuthUser, op: BulkChange, id: number): Promise<boolean> {
  if (op === 'delete') return (await pageService().remove(user, id)).ok;
  if (!can(user.role, 'pages.publish')) return false;
  const current = await adminPages.byId(id);
  if (!current) return false;
  if (op === 'publish') return current.status === 'published' || (await pageService().publish(user, id, current.version)).ok;
  // Unpublishing takes a live page offline; a page that is not live is left as it is.
  if (current.publishedRevision === null) return current.status === 'draft';
  return (await pageService().unpublish(user, id, current.version)).ok;
}
