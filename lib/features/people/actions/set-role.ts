'use server';

import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { actionClient } from '@/lib/infra/http/server-action';
import { audit } from '@/lib/features/audit';
import { signedInWith } from '@/lib/features/people/action-guard';
import type { ChangeResult } from '@/lib/features/people/people';
import { peopleStore } from '@/lib/features/people/people.server';
import { accountChange, backToManage, outcome, roleField } from '@/lib/features/people/actions/shared';

export const setRoleAction = actionClient
  .input(z.object({ ...accountChange, role: roleField }))
  .use(signedInWith<void>('people', backToManage))
  .onInvalid(({ raw }) => backToManage(null, raw))
  .formAction(async ({ input: { locale, user: id, role }, ctx: actor }): Promise<void> => {
    const result: ChangeResult = role && id ? await peopleStore().setRole(id, role) : { ok: false, reason: 'not-found' };
    if (result.ok) await audit({ actor, action: 'user.role', target: `user:${id}`, detail: { role } });
    redirect(`/${locale}/manage/people?people=${outcome(result)}`);
  });
