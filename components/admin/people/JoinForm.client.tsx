'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { Spinner } from '@/components/forms/FormParts.client';
import { joinAction, type JoinState } from '@/lib/features/people/actions/join';
import { MIN_PASSWORD_LENGTH } from '@/lib/features/people/shared/password-rules';

const IDLE: JoinState = { status: 'idle' };

type FailedJoin = Extract<JoinState, { status: 'failed' }>['reason'];

/** Why the join was refused, in the visitor's language: the link's state, the password, or a fault. */
function joinError(t: ReturnType<typeof useTranslations<'Admin'>>, reason: FailedJoin): string {
  switch (reason) {
    case 'weak-password':
      return t('join.weak');
    case 'invalid-token':
      return t('join.invalid');
    case 'bad-origin':
      return t('badOrigin');
    case 'unknown':
      return t('editor.unknownError');
    default:
      return t(`join.${reason}`);
  }
}

/** The invited person's new password; they are signed in once it is set. */
export function JoinForm({ locale, token, email }: { locale: string; token: string; email: string }) {
  const t = useTranslations('Admin');
  const [state, action, pending] = useActionState(joinAction, IDLE);
  const error = state.status === 'failed' ? joinError(t, state.reason) : null;
  return (
    <form action={action} className="space-y-5">
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="token" value={token} />
      {/* For password managers: the account this password belongs to. */}
      <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
      {error && (
        <p role="alert" id="join-error" className="rounded-lg border border-red-700/30 bg-red-50 p-4 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      <div>
        <label htmlFor="join-password" className="field-label">
          {t('password')}
        </label>
        <input
          id="join-password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          maxLength={1024}
          aria-describedby={error ? 'join-error join-password-hint' : 'join-password-hint'}
          className="field-control"
        />
        <p id="join-password-hint" className="mt-1 text-xs text-ink-600">
          {t('join.passwordHint')}
        </p>
      </div>
      <button type="submit" className="btn btn-primary w-full" disabled={pending} aria-busy={pending || undefined}>
        {pending && <Spinner />}
        {t('join.submit')}
      </button>
    </form>
  );
}
