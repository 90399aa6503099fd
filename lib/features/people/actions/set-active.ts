'use server';

import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { flagField } from '@/lib/infra/http/form-fields';
import { actionClient } from '@/lib/infra/http/server-action';
import { audit } from '@/lib/features/audit';
import { signedInWith } from '@/lib/features/people/action-guard';
import type { ChangeResult } from '@/lib/features/people/people';
import { peopleStore } from '@/lib/features/people/people.server';
import { accountChange, backToManage, outcome } from '@/lib/features/people/actions/shared';

export const setActiveAction = actionClient
  .input(z.object({ ...accountChange, active: flagField }))
  .use(signedInWith<void>('people', backToManage))
  .onInvalid(({ raw }) => backToManage(null, raw))
  .formAction(async ({ input: { locale, user: id, active }, ctx: actor }): Promise<void> => {
    const result: ChangeResult = id ? await peopleStore().setActive(id, active) : { ok: false, reason: 'not-found' };
    if (result.ok) await audit({ actor, action: active ? 'user.reactivate' : 'user.deactivate', target: `user:${id}` });
    redirect(`/${locale}/manage/people?people=${outcome(result)}`);
  });
