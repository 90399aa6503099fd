'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { Spinner } from '@/components/forms/FormParts.client';
import { SearchableSelect } from '@/components/forms/SearchableSelect.client';
import { saveOpeningAction, type SaveOpeningState } from '@/lib/features/openings/actions/save-opening';
import { OPENING_LIMITS, type OpeningErrors, type OpeningField, type OpeningFormValues } from '@/lib/features/openings/shared/opening-input';
import { EMPLOYMENT_TYPES, LOCATION_TYPES } from '@/lib/features/openings/shared/types';
import { statusChoices } from '@/lib/features/publishing/shared/workflow';
import type { Role } from '@/lib/features/people/shared/types';
import { deniedText, STATUS_LABEL } from '../editor-messages';
import { EditorFormHead, Group, Select, TextInput, type EditorParts } from '../EditorFields.client';

const IDLE: SaveOpeningState = { status: 'idle' };
type T = ReturnType<typeof useTranslations<'Admin.openings'>>;
type AdminT = ReturnType<typeof useTranslations<'Admin'>>;


function problemText(t: T, admin: AdminT, state: SaveOpeningState): string | null {
  if (state.status === 'denied') return deniedText(admin, state.reason);
  if (state.status === 'conflict') return t('problems.conflict');
  if (state.status !== 'refused') return null;
  const { problem } = state;
  if (problem.key === 'tooManySaves') return t('problems.tooManySaves', { seconds: problem.seconds });
  if (problem.key === 'notFound' || problem.key === 'forbidden' || problem.key === 'unknown') return t(`problems.${problem.key}`);
  return t('problems.invalid');
}

/**
 * The opening editor: a new opening, an edited one, or the translation of another. A server
 * action; works without JavaScript, and a refused save comes back with what was typed and a
 * sentence beside each wrong field.
 */
export function OpeningEditor({
  id,
  version,
  translationOf,
  initial,
  countries,
  role,
}: {
  id?: number;
  version?: number;
  translationOf?: number;
  role: Role;
  initial: OpeningFormValues;
  /** Every country, named in the admin's language (by the server: the browser's names may differ). */
  countries: readonly { code: string; name: string }[];
}) {
  const t = useTranslations('Admin.openings');
  const admin = useTranslations('Admin');
  const [state, action, pending] = useActionState(saveOpeningAction, IDLE);
  const values = state.status === 'refused' || state.status === 'conflict' ? state.values : initial;
  const errors: OpeningErrors = state.status === 'refused' ? state.errors : {};
  const error = (field: OpeningField) => {
    const code = errors[field];
    return code && t(`errors.${code}`);
  };
  const problem = problemText(t, admin, state);
  const parts: EditorParts<OpeningField> = { values, error, idPrefix: 'opening' };
  const languages = (key: 'en' | 'es') => t(`languages.${key}`);
  return (
    // The key makes a refused save's values show again in the uncontrolled inputs.
    <form key={JSON.stringify(values)} action={action} noValidate className="space-y-8">
      <EditorFormHead id={id} version={version} translationOf={translationOf} problem={problem} />
      <Group title={t('sections.basics')}>
        <TextInput name="title" label={t('fields.title')} required max={OPENING_LIMITS.title} parts={parts} />
        <TextInput name="slug" label={t('fields.slug')} hint={t('fields.slugHint')} max={OPENING_LIMITS.slug} parts={parts} />
        <TextInput name="team" label={t('fields.team')} required max={OPENING_LIMITS.team} parts={parts} />
        <TextInput name="summary" label={t('fields.summary')} hint={t('fields.summaryHint')} required rows={3} max={OPENING_LIMITS.summary} parts={parts} />
      </Group>
      <Group title={t('sections.place')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Select name="locationType" label={t('fields.locationType')} parts={parts} options={LOCATION_TYPES.map((key) => [key, t(`fields.locationTypes.${key}`)])} />
          <Select name="employmentType" label={t('fields.employmentType')} parts={parts} options={EMPLOYMENT_TYPES.map((key) => [key, t(`fields.employmentTypes.${key}`)])} />
        </div>
        <TextInput name="location" label={t('fields.location')} hint={t('fields.locationHint')} required max={OPENING_LIMITS.location} parts={parts} />
        <SearchableSelect
          id="opening-countries"
          name="countries"
          multiple
          options={countries.map(({ code, name }) => ({ value: code, label: name }))}
          value={values.countries.split(/[\n,;]+/).map((code) => code.trim()).filter(Boolean)}
          error={error('countries')}
          labels={{
            label: t('fields.countries'),
            hint: t('fields.countriesHint'),
            filter: t('fields.countryFilter'),
            one: t('fields.countryMatchesOne'),
            other: t('fields.countryMatchesOther', { count: '{count}' }),
            none: t('fields.countryNoMatch'),
            chosen: t('fields.countriesChosen', { names: '{names}' }),
            noneChosen: t('fields.countriesNoneChosen'),
          }}
        />
      </Group>
      <Group title={t('sections.lists')}>
        <TextInput name="responsibilities" label={t('fields.responsibilities')} hint={t('fields.listHint')} required rows={6} max={6000} parts={parts} />
        <TextInput name="requirements" label={t('fields.requirements')} hint={t('fields.listHint')} required rows={6} max={6000} parts={parts} />
        <TextInput name="benefits" label={t('fields.benefits')} hint={t('fields.listHint')} rows={4} max={6000} parts={parts} />
      </Group>
      <Group title={t('sections.apply')}>
        <p className="text-sm text-ink-600">{t('fields.applyHint')}</p>
        <TextInput name="applyEmail" label={t('fields.applyEmail')} type="email" max={OPENING_LIMITS.email} parts={parts} />
        <TextInput name="applyUrl" label={t('fields.applyUrl')} type="url" max={OPENING_LIMITS.url} parts={parts} />
      </Group>
      <Group title={t('sections.publishing')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Select name="language" label={t('fields.language')} parts={parts} options={[['en', languages('en')], ['es', languages('es')]]} />
          <Select name="status" label={t('fields.status')} parts={parts} options={statusChoices(role, initial.status).map((status) => [status, admin(STATUS_LABEL[status])])} />
          <TextInput name="publishAt" label={t('fields.publishAt')} type="datetime-local" max={30} parts={parts} />
          <TextInput name="validThrough" label={t('fields.validThrough')} hint={t('fields.validThroughHint')} required type="datetime-local" max={30} parts={parts} />
        </div>
      </Group>
      <button type="submit" className="btn btn-primary" disabled={pending} aria-busy={pending || undefined}>
        {pending && <Spinner />}
        {pending ? t('saving') : t('save')}
      </button>
    </form>
  );
}
