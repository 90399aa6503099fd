'use server';

import { audit } from '@/lib/features/audit';
import { peopleStore } from '@/lib/features/people/people.server';
import { INVITE_LIFETIME_MS } from '@/lib/features/people/people';
import { hashToken } from '@/lib/infra/util/tokens';
import { requireRoleMutation } from '@/lib/features/people/service';
import { getEnv } from '@/lib/infra/env.mjs';
import { formLocale, formText } from '@/lib/infra/http/form-data';
import { stateAction } from '@/lib/infra/http/server-action';
import { log } from '@/lib/infra/log.mjs';
import { queueMail } from '@/lib/features/mail';
import { invitationMail } from '@/lib/features/people/invitation-mail';
import type { Denied } from '@/lib/features/people/shared/types';
import { isAssignable } from '@/lib/features/people/actions/shared';

export type InviteState =
  | { status: 'idle' }
  /** `replaced`: an open invitation to this address was withdrawn (its link no longer works). */
  | { status: 'invited'; email: string; link: string; expiresAt: string; mailConfigured: boolean; replaced: boolean }
  | { status: 'failed'; reason: 'invalid-email' | 'exists' | 'unknown' }
  | { status: 'denied'; reason: Denied };

export const inviteAction = stateAction<InviteState>(async (data) => {
  const auth = await requireRoleMutation('people');
  if (!auth.ok) return { status: 'denied', reason: auth.reason };
  const email = formText(data, 'email').trim().slice(0, 320);
  const role = formText(data, 'role');
  if (!isAssignable(role)) return { status: 'failed', reason: 'unknown' };
  try {
    const invite = await peopleStore().invite(email, role, auth.user.id);
    if (!invite.ok) return { status: 'failed', reason: invite.reason };
    await audit({ actor: auth.user, action: 'user.invite', target: `invite:${email.toLowerCase()}`, detail: { role, replaced: invite.replaced } });
    const locale = formLocale(data);
    const link = new URL(`/${locale}/manage/join`, getEnv().SITE_URL);
    link.searchParams.set('token', invite.token);
    // Mailed when SMTP is configured; the link is shown either way, for the admin to pass on.
    const mailed = await queueMail(
      invitationMail({ inviteKey: hashToken(invite.token).slice(0, 32), to: email.toLowerCase(), role, link: link.toString(), locale, days: INVITE_LIFETIME_MS / 86_400_000 }),
    ).catch((error: unknown) => {
      log.error('admin: queueing an invitation mail failed', { error });
      return false;
    });
    return { status: 'invited', email: email.toLowerCase(), link: link.toString(), expiresAt: invite.expiresAt.toISOString(), mailConfigured: mailed, replaced: invite.replaced };
  } catch (error) {
    log.error('admin: creating an invitation failed', { error });
    return { status: 'failed', reason: 'unknown' };
  }
});
