'use server';

import { refresh } from 'next/cache';
import { audit } from '@/lib/features/audit';
import { peopleStore } from '@/lib/features/people/people.server';
import { signedInWith } from '@/lib/features/people/action-guard';
import * as z from 'zod/mini';
import { localeField, textField } from '@/lib/infra/http/form-fields';
import { actionClient } from '@/lib/infra/http/server-action';
import { log } from '@/lib/infra/log.mjs';
import { deliverInvitation, type DeliveredInvitation } from '@/lib/features/people/invitation-delivery';
import type { Denied } from '@/lib/features/people/shared/types';
import { roleField } from '@/lib/features/people/actions/shared';

export type InviteState =
  | { status: 'idle' }
  /** `replaced`: an open invitation to this address was withdrawn (its link no longer works). */
  | ({ status: 'invited'; replaced: boolean } & DeliveredInvitation)
  | { status: 'failed'; reason: 'invalid-email' | 'exists' | 'rate-limited' | 'unknown' }
  | { status: 'denied'; reason: Denied };

export const inviteAction = actionClient
  .input(z.object({ locale: localeField, email: z.pipe(textField(320), z.transform((email) => email.trim())), role: roleField }))
  .use(signedInWith('people', (reason): InviteState => ({ status: 'denied', reason })))
  .onInvalid((): InviteState => ({ status: 'failed', reason: 'unknown' }))
  .stateAction(async ({ input: { locale, email, role }, ctx: actor }): Promise<InviteState> => {
    if (!role) return { status: 'failed', reason: 'unknown' };
    try {
      const invite = await peopleStore().invite(email, role, actor.id);
      if (!invite.ok) return { status: 'failed', reason: invite.reason };
      await audit({ actor, action: 'user.invite', target: `invite:${invite.email}`, detail: { role, replaced: invite.replaced } });
      const delivered = await deliverInvitation(invite, locale);
      // The pending list below the form shows the new invitation.
      refresh();
      return { status: 'invited', replaced: invite.replaced, ...delivered };
    } catch (error) {
      log.error('admin: creating an invitation failed', { error });
      return { status: 'failed', reason: 'unknown' };
    }
  });
