'use server';

import { refresh } from 'next/cache';
import * as z from 'zod/mini';
import { audit } from '@/lib/features/audit';
import { signedInWith } from '@/lib/features/people/action-guard';
import { deliverInvitation, type DeliveredInvitation } from '@/lib/features/people/invitation-delivery';
import { peopleStore } from '@/lib/features/people/people.server';
import type { Denied } from '@/lib/features/people/shared/types';
import { localeField, serialIdField } from '@/lib/infra/http/form-fields';
import { actionClient } from '@/lib/infra/http/server-action';
import { log } from '@/lib/infra/log.mjs';

export type ResendState =
  | { status: 'idle' }
  | ({ status: 'resent' } & DeliveredInvitation)
  /** `not-found`: used, withdrawn or replaced meanwhile; `rate-limited`: the address had its day's invitations. */
  | { status: 'failed'; reason: 'not-found' | 'exists' | 'rate-limited' | 'unknown' }
  | { status: 'denied'; reason: Denied };

/** A new link and mail for a pending invitation: the old link stops working (it says it was replaced). */
export const resendInviteAction = actionClient
  .input(z.object({ locale: localeField, invite: serialIdField }))
  .use(signedInWith('people', (reason): ResendState => ({ status: 'denied', reason })))
  .onInvalid((): ResendState => ({ status: 'failed', reason: 'not-found' }))
  .stateAction(async ({ input: { locale, invite: id }, ctx: actor }): Promise<ResendState> => {
    if (!id) return { status: 'failed', reason: 'not-found' };
    try {
      const resent = await peopleStore().resend(id);
      if (!resent.ok) return { status: 'failed', reason: resent.reason === 'invalid-email' ? 'not-found' : resent.reason };
      await audit({ actor, action: 'user.invite-resend', target: `invite:${resent.email}`, detail: { role: resent.role } });
      const delivered = await deliverInvitation(resent, locale);
      // The pending list shows the new sending time and expiry.
      refresh();
      return { status: 'resent', ...delivered };
    } catch (error) {
      log.error('admin: resending an invitation failed', { error });
      return { status: 'failed', reason: 'unknown' };
    }
  });
