'use server';

import { redirect } from 'next/navigation';
import { headers } from 'next/headers';
import { CLIENT_IP_HEADER } from '@/lib/infra/http/client-ip.mjs';
import { formLocale, formText } from '@/lib/infra/http/form-data';
import { stateAction } from '@/lib/infra/http/server-action';
import { safeRedirectPath } from '@/lib/infra/http/safe-redirect';
import { audit } from '@/lib/features/audit';
import type { Denied } from '@/lib/features/people/shared/types';
import { signIn } from '@/lib/features/people/service';
import { afterSignIn } from '@/lib/features/people/signed-in';

// ——— Sign-in ———

export type SignInState =
  | { status: 'idle' }
  | { status: 'invalid'; email: string }
  | { status: 'rate-limited'; retryAfter: number; email: string }
  | { status: 'denied'; reason: Denied };

export const signInAction = stateAction<SignInState>(async (data) => {
  const requestHeaders = await headers();
  const email = formText(data, 'email').trim().slice(0, 320);
  const locale = formLocale(data);
  const result = await signIn({
    email,
    password: formText(data, 'password').slice(0, 1024),
    ip: requestHeaders.get(CLIENT_IP_HEADER) ?? 'unknown',
  });
  await audit(result.ok ? { actor: result.user, action: 'sign-in' } : { actorEmail: email, action: 'sign-in-failed', detail: { reason: result.reason } });
  if (!result.ok) {
    return result.reason === 'rate-limited'
      ? { status: 'rate-limited', retryAfter: result.retryAfter ?? 60, email }
      : { status: 'invalid', email };
  }
  await afterSignIn();
  redirect(safeRedirectPath(formText(data, 'next'), `/${locale}/manage`));
});
