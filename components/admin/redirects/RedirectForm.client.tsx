'use client';

import { useActionState, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Field } from '@/components/forms/Field';
import { Spinner } from '@/components/forms/FormParts.client';
import { saveRedirectAction } from '@/lib/features/redirects/actions/save-redirect';
import type { RedirectField } from '@/lib/features/redirects/shared/input';
import { REDIRECT_LIMITS, REDIRECT_STATUSES } from '@/lib/features/redirects/shared/rules';
import type { RedirectFormState } from '@/lib/features/redirects/shared/types';
import { FormAlert, FormStatus } from '../trust/form-parts';
import { redirectProblem } from './messages';

const IDLE: RedirectFormState = { status: 'idle' };

/** Adds a redirect (no `id`) or changes one; a live page as the source asks for a confirmation first. */
export function RedirectForm({ id, initial }: { id?: number; initial: Partial<Record<RedirectField, string>> }) {
  const t = useTranslations('Admin.redirects');
  const admin = useTranslations('Admin');
  const [state, action, pending] = useActionState(saveRedirectAction, IDLE);
  const values = 'values' in state ? state.values : initial;
  const [status, setStatus] = useState(values.status ?? '301');
  const errors = state.status === 'invalid' ? state.errors : {};
  const problem = redirectProblem(t, admin, state);
  const prefix = `redirect-${id ?? 'new'}`;
  return (
    <form action={action} noValidate className="mt-4 space-y-4">
      {id !== undefined && <input type="hidden" name="id" value={id} />}
      {problem && <FormAlert>{problem}</FormAlert>}
      {state.status === 'saved' && <FormStatus>{t('saved', { source: state.source })}</FormStatus>}
      <div className="grid gap-4 md:grid-cols-[2fr_2fr_1fr]">
        <Field id={`${prefix}-source`} label={t('fields.source')} error={errors.source && t(`errors.${errors.source}`)} required>
          {(control) => <input {...control} name="source" defaultValue={values.source ?? ''} maxLength={REDIRECT_LIMITS.source} placeholder="/en/blog/old-post" autoComplete="off" className="field-control" />}
        </Field>
        <Field id={`${prefix}-target`} label={t('fields.target')} error={errors.target && t(`errors.${errors.target}`)} required={status !== '410'}>
          {(control) => <input {...control} name="target" defaultValue={values.target ?? ''} maxLength={REDIRECT_LIMITS.target} placeholder="/en/blog/new-post" autoComplete="off" disabled={status === '410'} className="field-control" />}
        </Field>
        <Field id={`${prefix}-status`} label={t('fields.status')} error={errors.status && t(`errors.${errors.status}`)} required>
          {(control) => (
            <select {...control} name="status" value={status} onChange={(event) => setStatus(event.target.value)} className="field-control">
              {REDIRECT_STATUSES.map((code) => (
                <option key={code} value={code}>
                  {t(`statuses.${code}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {state.status === 'confirm' && (
        <label className="flex items-start gap-2 text-sm text-ink-800">
          <input type="checkbox" name="confirm" value="1" className="mt-1" />
          {t('confirmLabel')}
        </label>
      )}
      <button type="submit" className="btn btn-primary" disabled={pending} aria-busy={pending || undefined}>
        {pending && <Spinner />}
        {id === undefined ? (pending ? t('adding') : t('add')) : pending ? t('saving') : t('save')}
      </button>
    </form>
  );
}
