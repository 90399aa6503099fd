'use server';

import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { formAction } from '@/lib/infra/http/server-action';
import { audit } from '@/lib/features/audit';
import { signedInWith } from '@/lib/features/people/action-guard';
import type { AuthUser } from '@/lib/features/people/shared/types';
import type { ChangeResult } from '@/lib/features/people/people';
import { peopleStore } from '@/lib/features/people/people.server';
import { accountChange, backToManage, outcome, roleField } from '@/lib/features/people/actions/shared';

export const setRoleAction = formAction({
  input: z.object({ ...accountChange, role: roleField }),
  guard: signedInWith<void>('people', backToManage),
  invalid: ({ raw }) => backToManage(null, raw),
  run: async ({ locale, user: id, role }, actor: AuthUser): Promise<void> => {
    const result: ChangeResult = role && id ? await peopleStore().setRole(id, role) : { ok: false, reason: 'not-found' };
    if (result.ok) await audit({ actor, action: 'user.role', target: `user:${id}`, detail: { role } });
    redirect(`/${locale}/manage/people?people=${outcome(result)}`);
  },
});
