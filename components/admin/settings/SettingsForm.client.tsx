'use client';

import { useActionState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Field } from '@/components/forms/Field';
import { saveSettingsAction, type SettingsFormState } from '@/lib/features/site-settings/actions/save-settings';
import { SETTINGS_LIMITS, type SettingsField, type SettingsValues } from '@/lib/features/site-settings/shared/settings';
import { FormAlert } from '../trust/form-parts';
import { DraftButtons, useRefusalText } from './DraftButtons.client';

const IDLE: SettingsFormState = { status: 'idle' };

const GROUPS: { id: 'contact' | 'social' | 'demo'; fields: { name: SettingsField; type: 'tel' | 'email' | 'url' | 'text'; max: number; lang?: 'en' | 'es' }[] }[] = [
  {
    id: 'contact',
    fields: [
      { name: 'phone', type: 'tel', max: SETTINGS_LIMITS.phone },
      { name: 'email', type: 'email', max: SETTINGS_LIMITS.email },
    ],
  },
  {
    id: 'social',
    fields: [
      { name: 'linkedin', type: 'url', max: SETTINGS_LIMITS.url },
      { name: 'x', type: 'url', max: SETTINGS_LIMITS.url },
      { name: 'youtube', type: 'url', max: SETTINGS_LIMITS.url },
    ],
  },
  {
    id: 'demo',
    fields: [
      { name: 'demoLabelEn', type: 'text', max: SETTINGS_LIMITS.demoLabel, lang: 'en' },
      { name: 'demoLabelEs', type: 'text', max: SETTINGS_LIMITS.demoLabel, lang: 'es' },
    ],
  },
];

/**
 * The site settings: one form, saved as a draft, published, or its draft thrown away. Each field
 * says what an empty value shows (`defaults`: the server's own settings and texts).
 */
export function SettingsForm({
  initial,
  defaults,
  versions,
}: {
  initial: SettingsValues;
  defaults: Record<SettingsField, string>;
  versions: { draft: number; published: number };
}) {
  const t = useTranslations('Admin.settings');
  const locale = useLocale();
  const [state, action, pending] = useActionState(saveSettingsAction, IDLE);
  const values = 'values' in state ? state.values : initial;
  const errors = state.status === 'invalid' ? state.errors : {};
  const problem = useRefusalText(state);
  return (
    <form action={action} noValidate className="mt-6 space-y-8">
      <input type="hidden" name="draftVersion" value={versions.draft} />
      <input type="hidden" name="publishedVersion" value={versions.published} />
      <input type="hidden" name="locale" value={locale} />
      {problem && <FormAlert>{problem}</FormAlert>}
      {GROUPS.map((group) => (
        <fieldset key={group.id} className="rounded-card border border-ink-100 bg-white p-6 shadow-card">
          <legend className="px-1 text-lg font-bold text-ink-950">{t(`groups.${group.id}`)}</legend>
          <p className="text-sm text-ink-600">{t(`groupHints.${group.id}`)}</p>
          <div className="mt-4 grid gap-4 md:grid-cols-2">
            {group.fields.map((field) => (
              <div key={field.name}>
                <Field id={`settings-${field.name}`} label={t(`fields.${field.name}`)} error={errors[field.name] && t(`errors.${errors[field.name]!}`, { max: field.max })}>
                  {(control) => (
                    <input
                      {...control}
                      name={field.name}
                      type={field.type}
                      lang={field.lang}
                      defaultValue={values[field.name] ?? ''}
                      maxLength={field.max}
                      autoComplete="off"
                      className="field-control"
                    />
                  )}
                </Field>
                <p className="mt-1 text-sm text-ink-600">{t('empty', { value: defaults[field.name] })}</p>
              </div>
            ))}
          </div>
        </fieldset>
      ))}
      <DraftButtons pending={pending} extra={versions.draft > 0 ? { intent: 'discard', label: t('discard') } : undefined} />
    </form>
  );
}
