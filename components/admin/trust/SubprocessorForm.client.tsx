'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { Field } from '@/components/forms/Field';
import { Spinner } from '@/components/forms/FormParts.client';
import { saveSubprocessorAction } from '@/lib/features/trust/actions/save-subprocessor';
import { SUBPROCESSOR_FIELDS, TRUST_LIMITS, type SubprocessorField } from '@/lib/features/trust/shared/inputs';
import type { SubprocessorFormState } from '@/lib/features/trust/shared/types';
import { errorTexts, FormAlert, FormStatus, problemText } from './form-parts';

const IDLE: SubprocessorFormState = { status: 'idle' };

const LIMIT: Record<SubprocessorField, number> = {
  name: TRUST_LIMITS.name,
  purposeEn: TRUST_LIMITS.purpose,
  purposeEs: TRUST_LIMITS.purpose,
  locationEn: TRUST_LIMITS.location,
  locationEs: TRUST_LIMITS.location,
  dataEn: TRUST_LIMITS.data,
  dataEs: TRUST_LIMITS.data,
};

/** Adds a subprocessor (no `subprocessor`) or changes one; the save is a dated, announced change. */
export function SubprocessorForm({ subprocessor, initial }: { subprocessor?: { id: number }; initial: Partial<Record<SubprocessorField, string>> }) {
  const t = useTranslations('Admin.trust');
  const admin = useTranslations('Admin');
  const [state, action, pending] = useActionState(saveSubprocessorAction, IDLE);
  const values = state.status === 'invalid' || state.status === 'failed' ? state.values : initial;
  const errors = errorTexts(t, state);
  const problem = problemText(t, admin, state);
  return (
    <form action={action} noValidate className="mt-4 space-y-4">
      {subprocessor && <input type="hidden" name="subprocessor" value={subprocessor.id} />}
      {problem && <FormAlert>{problem}</FormAlert>}
      {state.status === 'saved' && <FormStatus>{t('saved', { name: state.name })}</FormStatus>}
      <div className="grid gap-4 md:grid-cols-2">
        {SUBPROCESSOR_FIELDS.map((field) => (
          <div key={field} className={field === 'name' ? 'md:col-span-2' : undefined}>
            <Field id={`subprocessor-${subprocessor?.id ?? 'new'}-${field}`} label={t(`fields.${field}`)} error={errors[field]} required>
              {(control) => <input {...control} name={field} defaultValue={values[field] ?? ''} maxLength={LIMIT[field]} autoComplete="off" className="field-control" />}
            </Field>
          </div>
        ))}
      </div>
      <button type="submit" className="btn btn-primary" disabled={pending} aria-busy={pending || undefined}>
        {pending && <Spinner />}
        {subprocessor ? (pending ? t('saving') : t('save')) : pending ? t('adding') : t('add')}
      </button>
    </form>
  );
}
