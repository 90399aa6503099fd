'use server';

import { redirect } from 'next/navigation';
import { after } from 'next/server';
import * as z from 'zod/mini';
import { localeField, textField, uuidField } from '@/lib/infra/http/form-fields';
import { actionClient, type RawForm } from '@/lib/infra/http/server-action';
import { safeRedirectPath } from '@/lib/infra/http/safe-redirect';
import { audit } from '@/lib/features/audit';
import { signedInWith } from '@/lib/features/people';
import { kickLeadForwarding } from '@/lib/features/leads/forwarding';
import { leadStore } from '@/lib/features/leads/store';

const backToManage = (_reason: unknown, raw: RawForm): never => redirect(`/${raw.locale === 'es' ? 'es' : 'en'}/manage`);

/** Sends a lead to the CRM again (a failed one, or spam an admin vouches for), then back to the inbox. */
export const retryLeadAction = actionClient
  .input(z.object({ locale: localeField, id: uuidField, back: textField(2000) }))
  .use(signedInWith<void>('leads', backToManage))
  .onInvalid(({ raw }) => backToManage(null, raw))
  .formAction(async ({ input: { locale, id, back }, ctx: user }): Promise<void> => {
    const done = id !== null && (await leadStore().markForRetry(id));
    if (done) await audit({ actor: user, action: 'lead.retry', target: `lead:${id}` });
    if (done) after(() => kickLeadForwarding());
    const to = safeRedirectPath(back, `/${locale}/manage/leads`);
    redirect(`${to}${to.includes('?') ? '&' : '?'}retried=${done ? '1' : '0'}`);
  });
