'use server';

/**
 * The People page's server actions (admins only, checked in each) and the invitation's own action
 * (no account yet: the one-time token is the credential).
 */
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { audit } from '@/lib/features/audit/request';
import { isSameOrigin } from '@/lib/infra/http/origin';
import { ASSIGNABLE_ROLES } from '@/lib/features/people/permissions';
import { peopleStore } from '@/lib/features/people/people.server';
import { INVITE_LIFETIME_MS, type AssignableRole, type ChangeResult } from '@/lib/features/people/people';
import { hashToken } from '@/lib/infra/util/tokens';
import { requireRoleMutation, signIn } from '@/lib/features/people/service';
import { getEnv } from '@/lib/infra/env.mjs';
import { formLocale, formText } from '@/lib/infra/http/form-data';
import { formAction, stateAction } from '@/lib/infra/http/server-action';
import { log } from '@/lib/infra/log.mjs';
import { parseSerialId } from '@/lib/infra/util/ids';
import { queueMail } from '@/lib/features/mail/service';
import { invitationMail } from '@/lib/features/mail/templates';
import { afterSignIn } from './signed-in';
import type { Denied } from '../posts/actions';

const isAssignable = (role: string): role is AssignableRole => (ASSIGNABLE_ROLES as readonly string[]).includes(role);

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

/** `?people=` after a change: what it did. */
export type PeopleOutcome = 'updated' | 'last-admin' | 'not-found';

function outcome(result: ChangeResult): PeopleOutcome {
  return result.ok ? 'updated' : result.reason;
}

/** The account a form names, or 0 (no account has it). */
function accountId(data: FormData): number {
  return parseSerialId(formText(data, 'user')) ?? 0;
}

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

export type JoinState = { status: 'idle' } | { status: 'failed'; reason: 'invalid-token' | 'weak-password' | 'bad-origin' | 'unknown' };

/** Sets the invited person's password, creates the account and signs them in. */
export const joinAction = stateAction<JoinState>(async (data) => {
  if (!isSameOrigin(await headers())) return { status: 'failed', reason: 'bad-origin' };
  const locale = formLocale(data);
  const token = formText(data, 'token').slice(0, 100);
  const password = formText(data, 'password').slice(0, 1024);
  let joined;
  try {
    joined = await peopleStore().accept(token, password);
  } catch (error) {
    log.error('admin: accepting an invitation failed', { error });
    return { status: 'failed', reason: 'unknown' };
  }
  if (!joined.ok) return { status: 'failed', reason: joined.reason };
  await audit({ actor: joined.user, action: 'user.join', target: `user:${joined.user.id}`, detail: { role: joined.user.role } });
  const session = await signIn({ email: joined.user.email, password });
  if (session.ok) await afterSignIn();
  redirect(`/${locale}/manage`);
});
