'use client';

/**
 * A new experiment on a chosen page: what it tries (the whole page or one of its blocks), its name
 * and goal, and two to four variants with their weights — the control is the page as it is, the
 * others start as copies of it, edited next. A form posted to its action: it works without
 * JavaScript, and a refused post comes back with its values and each field's reason.
 */
import { useActionState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { createExperimentAction } from '@/lib/features/experiments/actions/experiment-actions';
import type { ExperimentFormState } from '@/lib/features/experiments/shared/admin';
import { EXPERIMENT_GOALS } from '@/lib/features/experiments/shared/experiment';
import { FormAlert } from '../trust/form-parts';
import { problemText, type ExperimentMessages } from './messages';

const IDLE: ExperimentFormState = { status: 'idle' };

export interface TargetChoice {
  anchor: string;
  type: string;
}

export function NewExperimentForm({ pageId, targets }: { pageId: number; targets: TargetChoice[] }) {
  const t = useTranslations('Admin.experiments') as unknown as ExperimentMessages;
  const types = useTranslations('Admin.pages.types');
  const locale = useLocale() === 'es' ? 'es' : 'en';
  const [state, action, pending] = useActionState(createExperimentAction, IDLE);
  const refused = state.status === 'refused' ? state : null;
  const values = refused?.values ?? {};
  const errors = refused?.errors ?? {};
  const error = (field: string) =>
    errors[field] ? (
      <p id={`new-experiment-${field}-error`} className="field-error mt-1 text-sm text-red-800">
        {t(`errors.${errors[field] as 'invalid'}`)}
      </p>
    ) : null;
  const described = (field: string, hint = false) => [hint ? `new-experiment-${field}-hint` : '', errors[field] ? `new-experiment-${field}-error` : ''].filter(Boolean).join(' ') || undefined;
  const typeName = (type: string) => (types.has(type as never) ? types(type as never) : type);
  const weight = (field: string, label: string) => (
    <div>
      <label htmlFor={`new-experiment-${field}`} className="field-label">
        {label}
      </label>
      <input
        id={`new-experiment-${field}`}
        name={field}
        type="number"
        inputMode="numeric"
        min={1}
        max={100}
        step={1}
        defaultValue={values[field] ?? '50'}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={described(field)}
        className="field-control max-w-32"
      />
      {error(field)}
    </div>
  );

  return (
    <form key={refused?.at ?? 'new'} action={action} className="max-w-2xl space-y-6 rounded-card border border-ink-100 bg-white p-4 shadow-card sm:p-6" noValidate>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="page" value={pageId} />
      {refused && <FormAlert>{problemText(t, locale, refused.problem, refused.pageReason)}</FormAlert>}
      {errors.form && <FormAlert>{t(`errors.${errors.form as 'invalid'}`)}</FormAlert>}
      <div>
        <label htmlFor="new-experiment-target" className="field-label">
          {t('new.target')}
        </label>
        <select id="new-experiment-target" name="target" defaultValue={values.target ?? ''} aria-describedby={described('target', true)} aria-invalid={errors.target ? true : undefined} className="field-control">
          <option value="">{t('wholePage')}</option>
          {targets.map((target, index) => (
            <option key={target.anchor} value={target.anchor}>
              {t('new.targetBlock', { n: index + 1, type: typeName(target.type), anchor: target.anchor })}
            </option>
          ))}
        </select>
        <p id="new-experiment-target-hint" className="mt-1 text-xs text-ink-600">
          {t('new.targetHint')}
        </p>
        {error('target')}
      </div>
      <div>
        <label htmlFor="new-experiment-name" className="field-label">
          {t('new.name')}
          <span aria-hidden="true" className="ml-0.5 text-red-800">
            *
          </span>
        </label>
        <input id="new-experiment-name" name="name" required maxLength={120} defaultValue={values.name ?? ''} aria-invalid={errors.name ? true : undefined} aria-describedby={described('name', true)} className="field-control" />
        <p id="new-experiment-name-hint" className="mt-1 text-xs text-ink-600">
          {t('new.nameHint')}
        </p>
        {error('name')}
      </div>
      <div>
        <label htmlFor="new-experiment-goal" className="field-label">
          {t('new.goal')}
        </label>
        <select id="new-experiment-goal" name="goal" defaultValue={values.goal ?? EXPERIMENT_GOALS[0]} aria-invalid={errors.goal ? true : undefined} aria-describedby={described('goal', true)} className="field-control">
          {EXPERIMENT_GOALS.map((goal) => (
            <option key={goal} value={goal}>
              {t(`goals.${goal}`)}
            </option>
          ))}
        </select>
        <p id="new-experiment-goal-hint" className="mt-1 text-xs text-ink-600">
          {t('new.goalHint')}
        </p>
        {error('goal')}
      </div>
      <fieldset className="space-y-4 rounded-lg border border-ink-100 p-4" aria-describedby="new-experiment-variants-hint">
        <legend className="px-1 font-semibold text-ink-900">{t('new.variants')}</legend>
        <p id="new-experiment-variants-hint" className="text-sm text-ink-600">
          {t('new.variantsHint')}
        </p>
        {weight('weight_control', t('new.weightOf', { variant: t('controlLong') }))}
        {weight('weight_b', t('new.weightOf', { variant: t('variant', { key: 'b' }) }))}
        {(['c', 'd'] as const).map((key) => (
          <div key={key} className="space-y-2 border-t border-ink-100 pt-4">
            <label className="flex items-center gap-2 text-ink-800">
              <input type="checkbox" name={`include_${key}`} value="1" defaultChecked={values[`include_${key}`] === '1'} className="size-4 accent-brand-700" />
              {t('new.include', { key })}
            </label>
            {weight(`weight_${key}`, t('new.weightOf', { variant: t('variant', { key }) }))}
          </div>
        ))}
        <p className="text-sm text-ink-600">{t('new.copyNote')}</p>
      </fieldset>
      <button type="submit" className="btn btn-primary" disabled={pending} aria-busy={pending || undefined}>
        {pending ? t('new.creating') : t('new.create')}
      </button>
    </form>
  );
}
