'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { audit } from '@/lib/features/audit';
import { isSameOrigin } from '@/lib/infra/http/origin';
import { peopleStore } from '@/lib/features/people/people.server';
import { signIn } from '@/lib/features/people/service';
import { formLocale, formText } from '@/lib/infra/http/form-data';
import { stateAction } from '@/lib/infra/http/server-action';
import { log } from '@/lib/infra/log.mjs';
import { afterSignIn } from '@/lib/features/people/signed-in';

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
