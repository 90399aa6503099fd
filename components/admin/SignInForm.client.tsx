'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { Spinner } from '@/components/forms/FormParts.client';
import { signInAction, type SignInState } from '@/lib/features/people/actions/sign-in';

const IDLE: SignInState = { status: 'idle' };

/** Email and password; the same answer whether the email is unknown or the password wrong. */
export function SignInForm({ locale, next }: { locale: string; next: string }) {
  const t = useTranslations('Admin');
  const [state, action, pending] = useActionState(signInAction, IDLE);
  const email = 'email' in state ? state.email : '';
  const error =
    state.status === 'invalid'
      ? t('invalidCredentials')
      : state.status === 'rate-limited'
        ? t('signInRateLimited', { minutes: Math.max(1, Math.ceil(state.retryAfter / 60)) })
        : state.status === 'denied'
          ? t('badOrigin')
          : null;
  return (
    <form action={action} className="space-y-5">
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="next" value={next} />
      {error && (
        <p role="alert" id="sign-in-error" className="rounded-lg border border-red-700/30 bg-red-50 p-4 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      <div>
        <label htmlFor="sign-in-email" className="field-label">
          {t('email')}
        </label>
        <input
          id="sign-in-email"
          name="email"
          type="email"
          autoComplete="username"
          required
          maxLength={320}
          defaultValue={email}
          aria-describedby={error ? 'sign-in-error' : undefined}
          className="field-control"
        />
      </div>
      <div>
        <label htmlFor="sign-in-password" className="field-label">
          {t('password')}
        </label>
        <input
          id="sign-in-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={1024}
          className="field-control"
        />
      </div>
      <button type="submit" className="btn btn-primary w-full" disabled={pending} aria-busy={pending || undefined}>
        {pending && <Spinner />}
        {pending ? t('signingIn') : t('signIn')}
      </button>
    </form>
  );
}
