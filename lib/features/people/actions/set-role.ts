'use server';

import { redirect } from 'next/navigation';
import { audit } from '@/lib/features/audit';
import { peopleStore } from '@/lib/features/people/people.server';
import { type ChangeResult } from '@/lib/features/people/people';
import { requireRoleMutation } from '@/lib/features/people/service';
import { formLocale, formText } from '@/lib/infra/http/form-data';
import { formAction } from '@/lib/infra/http/server-action';
import { accountId, isAssignable, outcome } from '@/lib/features/people/actions/shared';

export const setRoleAction = formAction(async (data): Promise<void> => {
  const locale = formLocale(data);
  const auth = await requireRoleMutation('people');
  if (!auth.ok) redirect(`/${locale}/manage`);
  const role = formText(data, 'role');
  const id = accountId(data);
  const result: ChangeResult = isAssignable(role) && id ? await peopleStore().setRole(id, role) : { ok: false, reason: 'not-found' };
  if (result.ok) await audit({ actor: auth.user, action: 'user.role', target: `user:${id}`, detail: { role } });
  redirect(`/${locale}/manage/people?people=${outcome(result)}`);
});
