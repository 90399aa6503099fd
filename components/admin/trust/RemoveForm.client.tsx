'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { removeComplianceItemAction } from '@/lib/features/trust/actions/remove-compliance-item';
import { removeSubprocessorAction } from '@/lib/features/trust/actions/remove-subprocessor';
import type { TrustAdminState } from '@/lib/features/trust/shared/types';
import { FormAlert, FormStatus, problemText } from './form-parts';

const ACTIONS = {
  compliance: { action: removeComplianceItemAction, field: 'item' },
  subprocessor: { action: removeSubprocessorAction, field: 'subprocessor' },
} as const;

const IDLE = { status: 'idle' } as const;

/** Removes an entry after a confirmation that needs no script: a folded panel with the real button. */
export function RemoveForm({ kind, id, name }: { kind: keyof typeof ACTIONS; id: number; name: string }) {
  const t = useTranslations('Admin.trust');
  const admin = useTranslations('Admin');
  const { action: remove, field } = ACTIONS[kind];
  const [state, action, pending] = useActionState(remove as (previous: TrustAdminState<string>, data: FormData) => Promise<TrustAdminState<string>>, IDLE);
  const problem = problemText(t, admin, state);
  if (state.status === 'removed') return <FormStatus>{t('removed', { name: state.name })}</FormStatus>;
  return (
    <details className="mt-3">
      <summary className="cursor-pointer font-semibold text-red-800 underline-offset-4 hover:underline">{t('remove', { name })}</summary>
      <form action={action} className="mt-3 space-y-3">
        <input type="hidden" name={field} value={id} />
        {problem && <FormAlert>{problem}</FormAlert>}
        <p className="text-sm text-ink-700">{t('removeConfirm', { name })}</p>
        <button type="submit" className="btn bg-red-700 text-white hover:bg-red-800" disabled={pending} aria-busy={pending || undefined}>
          {pending ? t('removing') : t('removeButton')}
        </button>
      </form>
    </details>
  );
}
