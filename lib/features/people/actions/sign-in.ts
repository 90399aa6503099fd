'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { CLIENT_IP_HEADER } from '@/lib/infra/http/client-ip.mjs';
import { localeField, textField } from '@/lib/infra/http/form-fields';
import { actionClient } from '@/lib/infra/http/server-action';
import { safeRedirectPath } from '@/lib/infra/http/safe-redirect';
import { audit } from '@/lib/features/audit';
import { rememberScreenLocale } from '@/lib/features/people/action-guard';
import { signIn } from '@/lib/features/people/service';
import type { Denied } from '@/lib/features/people/shared/types';
import { afterSignIn } from '@/lib/features/people/signed-in';

export type SignInState =
  | { status: 'idle' }
  | { status: 'invalid'; email: string }
  | { status: 'rate-limited'; retryAfter: number; email: string }
  | { status: 'denied'; reason: Denied };

const signInInput = z.object({
  locale: localeField,
  email: z.pipe(textField(320), z.transform((email) => email.trim())),
  password: textField(1024),
  /** Where to go once signed in (a path on this site, else the admin area). */
  next: textField(2000),
});

export const signInAction = actionClient
  .input(signInInput)
  .onInvalid((): SignInState => ({ status: 'invalid', email: '' }))
  .stateAction(async ({ input: { locale, email, password, next } }): Promise<SignInState> => {
    const ip = (await headers()).get(CLIENT_IP_HEADER) ?? 'unknown';
    const result = await signIn({ email, password, ip });
    await audit(result.ok ? { actor: result.user, action: 'sign-in' } : { actorEmail: email, action: 'sign-in-failed', detail: { reason: result.reason } });
    if (!result.ok) return result.reason === 'rate-limited' ? { status: 'rate-limited', retryAfter: result.retryAfter ?? 60, email } : { status: 'invalid', email };
    await rememberScreenLocale(result.user, locale);
    await afterSignIn();
    redirect(safeRedirectPath(next, `/${locale}/manage`));
  });
