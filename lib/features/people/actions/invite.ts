'use server';

import { audit } from '@/lib/features/audit';
import { peopleStore } from '@/lib/features/people/people.server';
import { INVITE_LIFETIME_MS, type AssignableRole } from '@/lib/features/people/people';
import { hashToken } from '@/lib/infra/util/tokens';
import { signedInWith } from '@/lib/features/people/action-guard';
import { getEnv } from '@/lib/infra/env.mjs';
import * as z from 'zod/mini';
import { localeField, textField } from '@/lib/infra/http/form-fields';
import { actionClient } from '@/lib/infra/http/server-action';
import { log } from '@/lib/infra/log.mjs';
import { queueMail } from '@/lib/features/mail';
import { invitationMail } from '@/lib/features/people/invitation-mail';
import type { Denied } from '@/lib/features/people/shared/types';
import { roleField } from '@/lib/features/people/actions/shared';

export type InviteState =
  | { status: 'idle' }
  /** `replaced`: an open invitation to this address was withdrawn (its link no longer works). */
  | { status: 'invited'; email: string; link: string; expiresAt: string; mailConfigured: boolean; replaced: boolean }
  | { status: 'failed'; reason: 'invalid-email' | 'exists' | 'unknown' }
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
      await audit({ actor, action: 'user.invite', target: `invite:${email.toLowerCase()}`, detail: { role, replaced: invite.replaced } });
      const link = new URL(`/${locale}/manage/join`, getEnv().SITE_URL);
      link.searchParams.set('token', invite.token);
      const mailConfigured = await mailInvitation(invite.token, email.toLowerCase(), role, link.toString(), locale);
      return { status: 'invited', email: email.toLowerCase(), link: link.toString(), expiresAt: invite.expiresAt.toISOString(), mailConfigured, replaced: invite.replaced };
    } catch (error) {
      log.error('admin: creating an invitation failed', { error });
      return { status: 'failed', reason: 'unknown' };
    }
  });

/** Mailed when SMTP is configured; the link is shown either way, for the admin to pass on. */
function mailInvitation(token: string, to: string, role: AssignableRole, link: string, locale: 'en' | 'es'): Promise<boolean> {
  return queueMail(invitationMail({ inviteKey: hashToken(token).slice(0, 32), to, role, link, locale, days: INVITE_LIFETIME_MS / 86_400_000 })).catch((error: unknown) => {
    log.error('admin: queueing an invitation mail failed', { error });
    return false;
  });
}
