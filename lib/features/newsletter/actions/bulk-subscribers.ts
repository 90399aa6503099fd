'use server';

import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { localeField, textField } from '@/lib/infra/http/form-fields';
import { actionClient } from '@/lib/infra/http/server-action';
import { safeRedirectPath } from '@/lib/infra/http/safe-redirect';
import { parseSerialId } from '@/lib/infra/util/ids';
import { selectedIds, withBulkOutcome } from '@/lib/infra/util/list-query';
import { audit } from '@/lib/features/audit';
import { signedInWith } from '@/lib/features/people';
import { deleteNewsletterSubscribers } from '@/lib/features/newsletter';
import { newsletterScreen } from './screen';

/**
 * The subscribers list's bulk delete, once confirmed (admins only: `newsletter`): the selected
 * subscribers and their links go in one statement; their consent records stay, unlinked. One audit
 * entry naming the count (not the addresses: the log outlives the list).
 */
export const bulkSubscribersAction = actionClient
  .input(z.object({ locale: localeField, op: z.literal('delete'), ids: textField(4000), back: textField(2000) }))
  .use(signedInWith<void>('newsletter', (_reason, raw) => redirect(newsletterScreen(raw))))
  .onInvalid(({ raw }) => redirect(newsletterScreen(raw)))
  .formAction(async ({ input: { locale, ids: idText, back }, ctx: user }): Promise<void> => {
    const list = safeRedirectPath(back, newsletterScreen({ locale }));
    const to = list.startsWith(newsletterScreen({ locale })) ? list : newsletterScreen({ locale });
    const ids = selectedIds(idText, parseSerialId);
    if (!ids || ids.length === 0) redirect(withBulkOutcome(to, { bulk: 'none' }));
    const deleted = await deleteNewsletterSubscribers(ids);
    const skipped = ids.length - deleted.length;
    await audit({ actor: user, action: 'newsletter.bulk-delete', target: 'newsletter-subscribers', detail: { count: deleted.length, skipped, ids } });
    redirect(withBulkOutcome(to, { bulk: 'delete', count: String(deleted.length), ...(skipped > 0 ? { skipped: String(skipped) } : {}) }));
  });
