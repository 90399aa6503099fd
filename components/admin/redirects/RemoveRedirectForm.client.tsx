'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { removeRedirectAction } from '@/lib/features/redirects/actions/remove-redirect';
import type { RedirectFormState } from '@/lib/features/redirects/shared/types';
import { FormAlert, FormStatus } from '../trust/form-parts';
import { redirectProblem } from './messages';

const IDLE: RedirectFormState = { status: 'idle' };

/** Removes a redirect behind a folded confirmation that needs no script. */
export function RemoveRedirectForm({ id, source }: { id: number; source: string }) {
  const t = useTranslations('Admin.redirects');
  const admin = useTranslations('Admin');
  const [state, action, pending] = useActionState(removeRedirectAction, IDLE);
  const problem = redirectProblem(t, admin, state);
  if (state.status === 'removed') return <FormStatus>{t('removed', { source: state.source })}</FormStatus>;
  return (
    <details>
      <summary className="cursor-pointer font-semibold text-red-800 underline-offset-4 hover:underline">{t('remove', { source })}</summary>
      <form action={action} className="mt-3 space-y-3">
        <input type="hidden" name="id" value={id} />
        {problem && <FormAlert>{problem}</FormAlert>}
        <button type="submit" className="btn bg-red-700 text-white hover:bg-red-800" disabled={pending} aria-busy={pending || undefined}>
          {pending ? t('removing') : t('removeButton')}
        </button>
      </form>
    </details>
  );
}
