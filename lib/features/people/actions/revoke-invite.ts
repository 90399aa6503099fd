'use server';

import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { audit } from '@/lib/features/audit';
import { signedInWith } from '@/lib/features/people/action-guard';
import { peopleStore } from '@/lib/features/people/people.server';
import { backToManage } from '@/lib/features/people/actions/shared';
import { localeField, serialIdField } from '@/lib/infra/http/form-fields';
import { actionClient } from '@/lib/infra/http/server-action';

/** Withdraws a pending invitation: its link stops working at once, and the join page says it was withdrawn. */
export const revokeInviteAction = actionClient
  .input(z.object({ locale: localeField, invite: serialIdField }))
  .use(signedInWith<void>('people', backToManage))
  .onInvalid(({ raw }) => backToManage(null, raw))
  .formAction(async ({ input: { locale, invite: id }, ctx: actor }): Promise<void> => {
    const revoked = id ? await peopleStore().revoke(id) : ({ ok: false, reason: 'not-found' } as const);
    if (revoked.ok) await audit({ actor, action: 'user.invite-revoke', target: `invite:${revoked.email}` });
    redirect(`/${locale}/manage/people?people=${revoked.ok ? 'revoked' : 'invite-gone'}`);
  });
