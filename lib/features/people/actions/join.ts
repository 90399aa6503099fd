'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { localeField, textField } from '@/lib/infra/http/form-fields';
import { isSameOrigin } from '@/lib/infra/http/origin';
import { actionClient } from '@/lib/infra/http/server-action';
import { log } from '@/lib/infra/log.mjs';
import { audit } from '@/lib/features/audit';
import { peopleStore } from '@/lib/features/people/people.server';
import type { ClosedInvite } from '@/lib/features/people/invitations';
import { rememberScreenLocale } from '@/lib/features/people/action-guard';
import { signIn } from '@/lib/features/people/service';
import { afterSignIn } from '@/lib/features/people/signed-in';

/** A refused join: the link's state (unknown, expired, withdrawn, replaced, used), a weak password, a foreign origin, or a fault. */
export type JoinState = { status: 'idle' } | { status: 'failed'; reason: ClosedInvite | 'weak-password' | 'bad-origin' | 'unknown' };

/** Sets the invited person's password, creates the account and signs them in. */
export const joinAction = actionClient
  .input(z.object({ locale: localeField, token: textField(100), password: textField(1024) }))
  .use(async () => (isSameOrigin(await headers()) ? { ok: true as const, context: null } : { ok: false as const, answer: { status: 'failed', reason: 'bad-origin' } satisfies JoinState }))
  .onInvalid((): JoinState => ({ status: 'failed', reason: 'invalid-token' }))
  .stateAction(async ({ input: { locale, token, password } }): Promise<JoinState> => {
    let joined;
    try {
      joined = await peopleStore().accept(token, password);
    } catch (error) {
      log.error('admin: accepting an invitation failed', { error });
      return { status: 'failed', reason: 'unknown' };
    }
    if (!joined.ok) return { status: 'failed', reason: joined.reason };
    await rememberScreenLocale(joined.user, locale);
    await audit({ actor: joined.user, action: 'user.join', target: `user:${joined.user.id}`, detail: { role: joined.user.role } });
    const session = await signIn({ email: joined.user.email, password });
    if (session.ok) await afterSignIn();
    redirect(`/${locale}/manage`);
  });
