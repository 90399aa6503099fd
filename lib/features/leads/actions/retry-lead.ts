'use server';

import { redirect } from 'next/navigation';
import { after } from 'next/server';
import { formLocale, formText } from '@/lib/infra/http/form-data';
import { formAction } from '@/lib/infra/http/server-action';
import { safeRedirectPath } from '@/lib/infra/http/safe-redirect';
import { audit } from '@/lib/features/audit';
import { requireRoleMutation } from '@/lib/features/people';
import { kickLeadForwarding } from '@/lib/features/leads/forwarding';
import { leadStore } from '@/lib/features/leads/store';
import { parseUuid } from '@/lib/infra/util/ids';

// ——— Leads ———

export const retryLeadAction = formAction(async (data): Promise<void> => {
  const auth = await requireRoleMutation('leads');
  const locale = formLocale(data);
  if (!auth.ok) redirect(`/${locale}/manage`);
  const leadId = parseUuid(formText(data, 'id'));
  const done = leadId !== null && (await leadStore().markForRetry(leadId));
  if (done) await audit({ actor: auth.user, action: 'lead.retry', target: `lead:${leadId}` });
  if (done) after(() => kickLeadForwarding());
  const back = safeRedirectPath(formText(data, 'back'), `/${locale}/manage/leads`);
  redirect(`${back}${back.includes('?') ? '&' : '?'}retried=${done ? '1' : '0'}`);
});
