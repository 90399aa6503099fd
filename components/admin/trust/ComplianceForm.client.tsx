'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { Field } from '@/components/forms/Field';
import { Spinner } from '@/components/forms/FormParts.client';
import { saveComplianceItemAction } from '@/lib/features/trust/actions/save-compliance-item';
import { TRUST_COMPLIANCE_STATUSES } from '@/lib/infra/db/values';
import { TRUST_LIMITS, type ComplianceField } from '@/lib/features/trust/shared/inputs';
import type { ComplianceFormState } from '@/lib/features/trust/shared/types';
import { errorTexts, FormAlert, FormStatus, problemText } from './form-parts';

const IDLE: ComplianceFormState = { status: 'idle' };

/** Adds a compliance item (no `item`) or changes one: names, status, its date, notes, in both languages. */
export function ComplianceForm({ item, initial }: { item?: { id: number }; initial: Partial<Record<ComplianceField, string>> }) {
  const t = useTranslations('Admin.trust');
  const admin = useTranslations('Admin');
  const [state, action, pending] = useActionState(saveComplianceItemAction, IDLE);
  const values = state.status === 'invalid' || state.status === 'failed' ? state.values : initial;
  const errors = errorTexts(t, state);
  const problem = problemText(t, admin, state);
  const id = (field: ComplianceField) => `compliance-${item?.id ?? 'new'}-${field}`;
  const text = (field: ComplianceField, max: number, required = true) => (
    <Field id={id(field)} label={t(`fields.${field}`)} error={errors[field]} required={required}>
      {(control) => <input {...control} name={field} defaultValue={values[field] ?? ''} maxLength={max} autoComplete="off" className="field-control" />}
    </Field>
  );
  return (
    <form action={action} noValidate className="mt-4 space-y-4">
      {item && <input type="hidden" name="item" value={item.id} />}
      {problem && <FormAlert>{problem}</FormAlert>}
      {state.status === 'saved' && <FormStatus>{t('saved', { name: state.name })}</FormStatus>}
      <div className="grid gap-4 md:grid-cols-2">
        {text('nameEn', TRUST_LIMITS.name)}
        {text('nameEs', TRUST_LIMITS.name)}
        <Field id={id('status')} label={t('fields.status')} error={errors.status} required>
          {(control) => (
            <select {...control} name="status" defaultValue={values.status ?? 'planned'} className="field-control">
              {TRUST_COMPLIANCE_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`statuses.${status}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={id('statusDate')} label={t('fields.statusDate')} error={errors.statusDate} required>
          {(control) => <input {...control} name="statusDate" type="date" defaultValue={values.statusDate ?? ''} className="field-control" />}
        </Field>
        {text('noteEn', TRUST_LIMITS.note, false)}
        {text('noteEs', TRUST_LIMITS.note, false)}
      </div>
      <button type="submit" className="btn btn-primary" disabled={pending} aria-busy={pending || undefined}>
        {pending && <Spinner />}
        {item ? (pending ? t('saving') : t('save')) : pending ? t('adding') : t('add')}
      </button>
    </form>
  );
}
