'use server';

import { redirect } from 'next/navigation';
import { audit } from '@/lib/features/audit';
import { peopleStore } from '@/lib/features/people/people.server';
import { type ChangeResult } from '@/lib/features/people/people';
import { requireRoleMutation } from '@/lib/features/people/service';
import { formLocale, formText } from '@/lib/infra/http/form-data';
import { formAction } from '@/lib/infra/http/server-action';
import { accountId, outcome } from '@/lib/features/people/actions/shared';

export const setActiveAction = formAction(async (data): Promise<void> => {
  const locale = formLocale(data);
  const auth = await requireRoleMutation('people');
  if (!auth.ok) redirect(`/${locale}/manage`);
  const id = accountId(data);
  const active = formText(data, 'active') === '1';
  const result: ChangeResult = id ? await peopleStore().setActive(id, active) : { ok: false, reason: 'not-found' };
  if (result.ok) await audit({ actor: auth.user, action: active ? 'user.reactivate' : 'user.deactivate', target: `user:${id}` });
  redirect(`/${locale}/manage/people?people=${outcome(result)}`);
});
