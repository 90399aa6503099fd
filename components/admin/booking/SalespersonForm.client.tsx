'use client';

import { useActionState, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Spinner } from '@/components/forms/FormParts.client';
import { Field } from '@/components/forms/Field';
import { SearchableSelect } from '@/components/forms/SearchableSelect.client';
import { createSalespersonAction } from '@/lib/features/booking/actions/create-salesperson';
import { updateSalespersonAction } from '@/lib/features/booking/actions/update-salesperson';
import { type SalespersonFormState } from '@/lib/features/booking/actions/salesperson-form';
import { dayProblem, languageField, MAX_BUFFER_MINUTES, MAX_MEETING_URL_LENGTH, MAX_NOTICE_HOURS, type SalespersonErrorCode, type SalespersonErrors, type SalespersonFormValues, type Weekday } from '@/lib/features/booking/shared/salesperson-input';
import { SALES_LANGUAGES } from '@/lib/features/booking/shared/languages';
import { deniedText, type AdminMessages } from '../editor-messages';
import { SalespersonHours, type HoursLabels } from './SalespersonHours.client';

const IDLE: SalespersonFormState = { status: 'idle' };

type T = ReturnType<typeof useTranslations<'Admin.salespeople'>>;
type Weekdays = readonly { day: Weekday; name: string }[];
/** A time zone as offered: its IANA id and its name in the admin's language with today's offset. */
export type ZoneOption = { zone: string; label: string };

/** A weekday's problem as a sentence naming the day and the times concerned, read again from what was typed. */
function daySentence(t: T, code: SalespersonErrorCode, day: Weekday, name: string, values: SalespersonFormValues): string {
  const problem = dayProblem(values, day);
  if (!problem) return code === 'overlap' ? t('errors.overlap', { day: name }) : t('errors.interval', { day: name });
  if (problem.kind === 'empty') return t('errors.hoursEmpty', { day: name });
  if (problem.kind === 'missing') return t(problem.edge === 'start' ? 'errors.hoursMissingStart' : 'errors.hoursMissingEnd', { day: name, range: problem.range });
  if (problem.kind === 'unreadable') return t('errors.hoursUnreadable', { day: name, range: problem.range });
  if (problem.kind === 'overlap') return t('errors.hoursOverlap', { day: name, first: problem.first, second: problem.second });
  return t(problem.kind === 'endAtStart' ? 'errors.hoursEndAtStart' : 'errors.hoursEndBeforeStart', { day: name, start: problem.start, end: problem.end });
}

/** A field's error code as a sentence (weekday problems name their day and times). */
function errorSentence(t: T, field: string, code: SalespersonErrorCode, weekdays: Weekdays, values: SalespersonFormValues): string {
  if (field === 'name') return code === 'tooLong' ? t('errors.nameTooLong') : t('errors.nameRequired');
  if (field === 'nameEs') return t('errors.nameTooLong');
  if (field === 'languages') return t('errors.languages');
  if (field === 'email') {
    const key = ({ required: 'emailRequired', tooLong: 'emailTooLong', taken: 'emailTaken' } as const)[code as 'required' | 'tooLong' | 'taken'] ?? 'emailInvalid';
    return t(`errors.${key}`);
  }
  if (field === 'meetingUrl') return code === 'tooLong' ? t('errors.meetingUrlTooLong', { max: MAX_MEETING_URL_LENGTH }) : t('errors.meetingUrl');
  const day = /^day(\d)$/.exec(field)?.[1];
  if (day !== undefined) {
    const weekday = Number(day) as Weekday;
    return daySentence(t, code, weekday, weekdays.find((entry) => entry.day === weekday)?.name ?? day, values);
  }
  if (field === 'timeZone' || field === 'notice' || field === 'buffer' || field === 'daysOff' || field === 'weekly') return t(`errors.${field}`);
  return t('invalid');
}

/** The alert above the form: a refused form, a salesperson gone, or access denied; else null. */
function formProblem(t: T, admin: AdminMessages, state: SalespersonFormState): string | null {
  if (state.status === 'invalid') return t('invalid');
  if (state.status === 'failed') return state.reason === 'not-found' ? t('notFound') : admin('editor.unknownError');
  return state.status === 'denied' ? deniedText(admin, state.reason) : null;
}

/**
 * Adds a salesperson (no `salesperson`) or changes one: name, email, time zone, weekly hours,
 * notice, buffer, days off, active. A server action; works without JavaScript, and a refused form
 * comes back with what was typed and a sentence beside each wrong field.
 */
export function SalespersonForm({
  salesperson,
  initial,
  zones,
  zoneListId,
  weekdays,
}: {
  salesperson?: { id: number; name: string };
  initial: SalespersonFormValues;
  zones: readonly ZoneOption[];
  /** The page's one `<datalist>` of zone ids, for the folded edit forms (420 options in each would make the page heavy). */
  zoneListId: string;
  weekdays: Weekdays;
}) {
  const t = useTranslations('Admin.salespeople');
  const admin = useTranslations('Admin');
  const [state, action, pending] = useActionState(salesperson ? updateSalespersonAction : createSalespersonAction, IDLE);
  const values = state.status === 'invalid' || state.status === 'failed' ? state.values : initial;
  const codes: SalespersonErrors = state.status === 'invalid' ? state.errors : {};
  const errors = Object.fromEntries(Object.entries(codes).map(([field, code]) => [field, errorSentence(t, field, code, weekdays, values)])) as Partial<Record<string, string>>;
  const prefix = `salesperson-${salesperson?.id ?? 'new'}`;
  const problem = formProblem(t, admin, state);
  // A folded edit form carries the zone as typed text (the page's one list suggests names); opened, the searchable list.
  const [opened, setOpened] = useState(false);
  const refused = state.status === 'invalid' || state.status === 'failed';
  const zoneChoices = !salesperson || opened || refused ? zones : null;

  const form = (
    <form action={action} noValidate className="mt-4 space-y-5">
      {salesperson && <input type="hidden" name="salesperson" value={salesperson.id} />}
      {problem && (
        <p role="alert" className="rounded-lg border border-red-700/30 bg-red-50 p-3 text-sm font-medium text-red-800">
          {problem}
        </p>
      )}
      <SalespersonContact prefix={prefix} values={values} errors={errors} zones={zoneChoices} zoneListId={zoneListId} t={t} />
      <SalespersonHours
        idPrefix={prefix}
        weekdays={weekdays}
        values={values}
        errors={Object.fromEntries(weekdays.flatMap(({ day }) => (errors[`day${day}`] ? [[day, errors[`day${day}`]]] : [])))}
        labels={hoursLabels(t)}
      />
      {errors.weekly && <p className="field-error">{errors.weekly}</p>}
      <SalespersonTerms prefix={prefix} values={values} errors={errors} t={t} />
      <button type="submit" className="btn btn-primary" disabled={pending} aria-busy={pending || undefined}>
        {pending && <Spinner />}
        {salesperson ? (pending ? t('saving') : t('save')) : pending ? t('adding') : t('add')}
      </button>
    </form>
  );

  return (
    <FormFrame salesperson={salesperson} state={state} t={t} onToggle={setOpened}>
      {form}
    </FormFrame>
  );
}

/** A new salesperson's form as it is, an edit form folded until opened or refused; what was saved above or below it. */
function FormFrame({ salesperson, state, t, onToggle, children }: { salesperson?: { id: number; name: string }; state: SalespersonFormState; t: T; onToggle: (open: boolean) => void; children: ReactNode }) {
  const saved = state.status === 'saved' && (
    <p role="status" className="mt-4 rounded-lg bg-brand-50 p-3 text-sm font-medium text-brand-900">
      {salesperson ? t('saved', { name: state.name }) : t('added', { name: state.name })}
    </p>
  );
  if (!salesperson)
    return (
      <>
        {saved}
        {children}
      </>
    );
  // An edit form stays folded until opened, or until the server refused what it sent.
  return (
    <>
      <details open={state.status === 'invalid' || state.status === 'failed' || undefined} onToggle={(event) => onToggle(event.currentTarget.open)} className="mt-3">
        <summary className="cursor-pointer font-semibold text-brand-800 underline-offset-4 hover:underline">{t('edit', { name: salesperson.name })}</summary>
        {children}
      </details>
      {saved}
    </>
  );
}

/** The weekly hours' labels, in this form's words. */
function hoursLabels(t: T): HoursLabels {
  return {
    legend: t('fields.weekly'),
    hint: t('fields.weeklyHint'),
    from: t('fields.from'),
    to: t('fields.to'),
    dayOn: (day) => t('fields.dayOn', { day }),
    off: t('fields.dayOff'),
    breakHint: t('fields.afterBreak'),
    copyWeekdays: t('fields.copyWeekdays'),
    copyAll: t('fields.copyAll'),
    copyWeekdaysLabel: (day) => t('fields.copyWeekdaysLabel', { day }),
    copyAllLabel: (day) => t('fields.copyAllLabel', { day }),
    blockStart: (day, block) => t('fields.blockStart', { day, block }),
    blockEnd: (day, block) => t('fields.blockEnd', { day, block }),
  };
}

/** Name (and its Spanish form), email, time zone (a searchable list), languages and video-meeting link. */
function SalespersonContact({ prefix, values, errors, zones, zoneListId, t }: { prefix: string; values: SalespersonFormValues; errors: Partial<Record<string, string>>; zones: readonly ZoneOption[] | null; zoneListId: string; t: T }) {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <Field id={`${prefix}-name`} label={t('fields.name')} error={errors.name} required>
        {(control) => <input {...control} name="name" defaultValue={values.name ?? ''} maxLength={120} autoComplete="off" className="field-control" />}
      </Field>
      <Field id={`${prefix}-nameEs`} label={t('fields.nameEs')} optionalLabel={t('fields.optional')} error={errors.nameEs}>
        {(control) => (
          <>
            <input {...control} aria-describedby={errors.nameEs ? `${control.id}-error ${control.id}-hint` : `${control.id}-hint`} name="nameEs" lang="es" defaultValue={values.nameEs ?? ''} maxLength={120} autoComplete="off" className="field-control" />
            <p id={`${control.id}-hint`} className="mt-1 text-xs text-ink-600">{t('fields.nameEsHint')}</p>
          </>
        )}
      </Field>
      <Field id={`${prefix}-email`} label={t('fields.email')} error={errors.email} required>
        {(control) => <input {...control} name="email" type="email" defaultValue={values.email ?? ''} maxLength={320} autoComplete="off" className="field-control" />}
      </Field>
      {zones ? (
        <SearchableSelect
          // A refused form's zone becomes the select's default (the form is reset after each post).
          key={values.timeZone}
          id={`${prefix}-timeZone`}
          name="timeZone"
          required
          options={zones.map(({ zone, label }) => ({ value: zone, label }))}
          value={values.timeZone ?? ''}
          error={errors.timeZone}
          labels={{ label: t('fields.timeZone'), filter: t('fields.zoneFilter'), one: t('fields.zoneMatchesOne'), other: t('fields.zoneMatchesOther', { count: '{count}' }), none: t('fields.zoneNoMatch') }}
        />
      ) : (
        <Field id={`${prefix}-timeZone`} label={t('fields.timeZone')} error={errors.timeZone} required>
          {(control) => <input {...control} name="timeZone" list={zoneListId} defaultValue={values.timeZone ?? ''} maxLength={64} autoComplete="off" spellCheck={false} className="field-control" />}
        </Field>
      )}
      <SalespersonLanguages prefix={prefix} values={values} error={errors.languages} t={t} />
      <div className="md:col-span-3">
        <Field id={`${prefix}-meetingUrl`} label={t('fields.meetingUrl')} optionalLabel={t('fields.optional')} error={errors.meetingUrl}>
          {(control) => (
            <>
              <input
                {...control}
                aria-describedby={errors.meetingUrl ? `${control.id}-error ${control.id}-hint` : `${control.id}-hint`}
                name="meetingUrl"
                type="url"
                inputMode="url"
                defaultValue={values.meetingUrl ?? ''}
                maxLength={MAX_MEETING_URL_LENGTH}
                autoComplete="off"
                spellCheck={false}
                placeholder="https://"
                className="field-control"
              />
              <p id={`${control.id}-hint`} className="mt-1 text-xs text-ink-600">{t('fields.meetingUrlHint')}</p>
            </>
          )}
        </Field>
      </div>
    </div>
  );
}

/** Notice, buffer, days off and the active switch. */
function SalespersonTerms({ prefix, values, errors, t }: { prefix: string; values: SalespersonFormValues; errors: Partial<Record<string, string>>; t: T }) {
  const hint = (id: string, error: string | undefined) => (error ? `${id}-error ${id}-hint` : `${id}-hint`);
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <Field id={`${prefix}-notice`} label={t('fields.notice')} error={errors.notice}>
        {(control) => (
          <>
            <input {...control} aria-describedby={hint(control.id, errors.notice)} name="notice" type="number" min={0} max={MAX_NOTICE_HOURS} step="any" inputMode="decimal" defaultValue={values.notice ?? ''} className="field-control" />
            <p id={`${control.id}-hint`} className="mt-1 text-xs text-ink-600">{t('fields.noticeHint')}</p>
          </>
        )}
      </Field>
      <Field id={`${prefix}-buffer`} label={t('fields.buffer')} error={errors.buffer}>
        {(control) => (
          <>
            <input {...control} aria-describedby={hint(control.id, errors.buffer)} name="buffer" type="number" min={0} max={MAX_BUFFER_MINUTES} step={1} inputMode="numeric" defaultValue={values.buffer ?? ''} className="field-control" />
            <p id={`${control.id}-hint`} className="mt-1 text-xs text-ink-600">{t('fields.bufferHint')}</p>
          </>
        )}
      </Field>
      <Field id={`${prefix}-daysOff`} label={t('fields.daysOff')} error={errors.daysOff}>
        {(control) => (
          <>
            <textarea {...control} aria-describedby={hint(control.id, errors.daysOff)} name="daysOff" rows={3} defaultValue={values.daysOff ?? ''} className="field-control font-mono text-sm" />
            <p id={`${control.id}-hint`} className="mt-1 text-xs text-ink-600">{t('fields.daysOffHint')}</p>
          </>
        )}
      </Field>
      <label className="flex items-center gap-2 text-sm font-semibold text-ink-900 md:col-span-3">
        <input type="checkbox" name="active" value="1" defaultChecked={values.active === '1'} className="size-5 accent-brand-700" />
        {t('fields.active')}
      </label>
    </div>
  );
}

/** The languages they hold demos in: Spanish pages offer the Spanish speakers' times first. */
function SalespersonLanguages({ prefix, values, error, t }: { prefix: string; values: SalespersonFormValues; error?: string; t: T }) {
  const errorId = `${prefix}-languages-error`;
  return (
    <fieldset className="md:col-span-2" aria-describedby={error ? `${errorId} ${prefix}-languages-hint` : `${prefix}-languages-hint`}>
      <legend className="text-sm font-semibold text-ink-900">{t('fields.languages')}</legend>
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        {SALES_LANGUAGES.map((language) => (
          <label key={language} className="flex items-center gap-2 text-sm text-ink-900">
            <input type="checkbox" name={languageField(language)} value="1" defaultChecked={values[languageField(language)] === '1'} className="size-5 accent-brand-700" />
            {t(`fields.language.${language}`)}
          </label>
        ))}
      </div>
      <p id={`${prefix}-languages-hint`} className="mt-1 text-xs text-ink-600">{t('fields.languagesHint')}</p>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
