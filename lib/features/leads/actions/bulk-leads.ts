'use server';

import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { localeField, textField } from '@/lib/infra/http/form-fields';
import { actionClient, type RawForm } from '@/lib/infra/http/server-action';
import { safeRedirectPath } from '@/lib/infra/http/safe-redirect';
import { parseUuid } from '@/lib/infra/util/ids';
import { selectedIds, withBulkOutcome } from '@/lib/infra/util/list-query';
import { audit } from '@/lib/features/audit';
import { signedInWith } from '@/lib/features/people';
import { leadStore } from '@/lib/features/leads/store';

const backToManage = (_reason: unknown, raw: RawForm): never => redirect(`/${raw.locale === 'es' ? 'es' : 'en'}/manage`);

/**
 * The inbox's bulk delete, once its confirmation page was answered: the selected leads (at most
 * 200) go in one statement with their CRM attempts and bookings; one audit entry with the count.
 */
export const bulkLeadsAction = actionClient
  .input(z.object({ locale: localeField, op: z.catch(z.literal('delete'), 'delete'), ids: textField(8000), back: textField(2000) }))
  .use(signedInWith<void>('leads', backToManage))
  .onInvalid(({ raw }) => backToManage(null, raw))
  .formAction(async ({ input: { locale, ids: idText, back }, ctx: user }): Promise<void> => {
    const list = safeRedirectPath(back, `/${locale}/manage/leads`);
    const to = list.startsWith(`/${locale}/manage/leads`) ? list : `/${locale}/manage/leads`;
    const ids = selectedIds(idText, parseUuid);
    if (!ids || ids.length === 0) redirect(withBulkOutcome(to, { bulk: 'none' }));
    const deleted = await leadStore().remove(ids);
    await audit({ actor: user, action: 'lead.bulk-delete', detail: { count: deleted, ids } });
    const skipped = ids.length - deleted;
    redirect(withBulkOutcome(to, { bulk: 'delete', count: String(deleted), ...(skipped > 0 ? { skipped: String(skipped) } : {}) }));
  });
