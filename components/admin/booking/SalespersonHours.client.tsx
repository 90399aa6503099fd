'use client';

import { useSyncExternalStore, type MouseEvent } from 'react';
import { BLOCKS_PER_DAY, blockField, dayOnField, DEFAULT_DAY_HOURS, type SalespersonFormValues, type Weekday } from '@/lib/features/booking/shared/salesperson-input';

export interface HoursLabels {
  legend: string;
  hint: string;
  from: string;
  to: string;
  /** "Monday: takes demos" (the day's checkbox). */
  dayOn: (day: string) => string;
  off: string;
  breakHint: string;
  blockStart: (day: string, block: number) => string;
  blockEnd: (day: string, block: number) => string;
  copyWeekdays: string;
  copyAll: string;
  copyWeekdaysLabel: (day: string) => string;
  copyAllLabel: (day: string) => string;
}

const noSubscription = () => () => {};
const MONDAY_TO_FRIDAY: readonly Weekday[] = [1, 2, 3, 4, 5];
const dayFields = (day: Weekday) => Array.from({ length: BLOCKS_PER_DAY }, (_, block) => [blockField(day, block, 'start'), blockField(day, block, 'end')]).flat();

/** The form's input of that name (inputs stay uncontrolled: a refused form keeps what was typed). */
const inputOf = (form: HTMLFormElement, name: string) => form.elements.namedItem(name) as HTMLInputElement | null;

/** Copies one day (ticked or not, its ranges) onto `targets`: what the copy buttons do. */
function copyDay(event: MouseEvent<HTMLButtonElement>, from: Weekday, targets: readonly Weekday[]) {
  const form = event.currentTarget.form;
  if (!form) return;
  const on = inputOf(form, dayOnField(from))?.checked ?? false;
  const times = dayFields(from).map((name) => inputOf(form, name)?.value ?? '');
  for (const day of targets) {
    const box = inputOf(form, dayOnField(day));
    if (box) box.checked = on;
    dayFields(day).forEach((name, index) => {
      const input = inputOf(form, name);
      if (input) input.value = times[index]!;
    });
  }
}

/** A day switched on with no times gets the usual ones, rather than an error at the save. */
function fillWhenEmpty(box: HTMLInputElement, day: Weekday) {
  const form = box.form;
  if (!form || !box.checked || dayFields(day).some((name) => inputOf(form, name)?.value)) return;
  inputOf(form, blockField(day, 0, 'start'))!.value = DEFAULT_DAY_HOURS.start;
  inputOf(form, blockField(day, 0, 'end'))!.value = DEFAULT_DAY_HOURS.end;
}

/**
 * The weekly hours: per weekday a checkbox (takes demos that day) and up to two ranges (two for a
 * break). Plain inputs, so the form posts without JavaScript; with it, each day can be copied to
 * the weekdays or the whole week. An unticked day's ranges are hidden by CSS and ignored by the server.
 * `errors`: a translated sentence per weekday that has a problem.
 */
export function SalespersonHours({
  idPrefix,
  weekdays,
  values,
  errors,
  labels,
}: {
  idPrefix: string;
  weekdays: readonly { day: Weekday; name: string }[];
  values: SalespersonFormValues;
  errors: Partial<Record<Weekday, string>>;
  labels: HoursLabels;
}) {
  const ready = useSyncExternalStore(noSubscription, () => true, () => false);
  return (
    <fieldset aria-describedby={`${idPrefix}-weekly-hint`}>
      <legend className="field-label">{labels.legend}</legend>
      <p id={`${idPrefix}-weekly-hint`} className="mt-1 text-xs text-ink-600">
        {labels.hint}
      </p>
      <div className="mt-3 divide-y divide-ink-100 rounded-lg border border-ink-100">
        {weekdays.map(({ day, name }) => {
          const error = errors[day];
          const errorId = `${idPrefix}-day${day}-error`;
          return (
            <div key={day} className="group grid gap-2 px-3 py-2 sm:grid-cols-[9rem_1fr] sm:items-center">
              <label className="flex items-center gap-2 text-sm font-semibold text-ink-900">
                <input
                  type="checkbox"
                  name={dayOnField(day)}
                  value="1"
                  defaultChecked={values[dayOnField(day)] === '1'}
                  aria-label={labels.dayOn(name)}
                  onChange={(event) => fillWhenEmpty(event.currentTarget, day)}
                  className="peer size-5 accent-brand-700"
                  data-day-on
                />
                {name}
              </label>
              <p className="hidden text-sm text-ink-600 group-has-[[data-day-on]:not(:checked)]:block">{labels.off}</p>
              <div className="flex flex-wrap items-center gap-x-6 gap-y-2 group-has-[[data-day-on]:not(:checked)]:hidden">
                {Array.from({ length: BLOCKS_PER_DAY }, (_, block) => (
                  <span key={block} className="flex items-center gap-2 text-sm text-ink-700">
                    {block > 0 && <span className="text-xs text-ink-600">{labels.breakHint}</span>}
                    {labels.from}
                    <TimeInput id={`${idPrefix}-${blockField(day, block, 'start')}`} name={blockField(day, block, 'start')} label={labels.blockStart(name, block + 1)} value={values[blockField(day, block, 'start')]} errorId={error ? errorId : undefined} />
                    {labels.to}
                    <TimeInput id={`${idPrefix}-${blockField(day, block, 'end')}`} name={blockField(day, block, 'end')} label={labels.blockEnd(name, block + 1)} value={values[blockField(day, block, 'end')]} errorId={error ? errorId : undefined} />
                  </span>
                ))}
                {ready && (
                  <span className="flex gap-2">
                    <button type="button" className="btn btn-secondary min-h-9 px-3 py-1 text-xs" aria-label={labels.copyWeekdaysLabel(name)} onClick={(event) => copyDay(event, day, MONDAY_TO_FRIDAY)}>
                      {labels.copyWeekdays}
                    </button>
                    <button type="button" className="btn btn-secondary min-h-9 px-3 py-1 text-xs" aria-label={labels.copyAllLabel(name)} onClick={(event) => copyDay(event, day, weekdays.map((weekday) => weekday.day))}>
                      {labels.copyAll}
                    </button>
                  </span>
                )}
              </div>
              {error && (
                <p id={errorId} className="field-error sm:col-start-2">
                  {error}
                </p>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

function TimeInput({ id, name, label, value, errorId }: { id: string; name: string; label: string; value: string | undefined; errorId: string | undefined }) {
  return (
    <input
      id={id}
      name={name}
      type="time"
      defaultValue={value ?? ''}
      aria-label={label}
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId}
      className="field-control mt-0 w-32 min-h-9 py-1"
    />
  );
}
