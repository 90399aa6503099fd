import { BLOCKS_PER_DAY, blockField, type SalespersonFormValues, type Weekday } from '@/lib/features/booking/shared/salesperson-input';

export interface HoursLabels {
  legend: string;
  hint: string;
  from: string;
  to: string;
  blockStart: (day: string, block: number) => string;
  blockEnd: (day: string, block: number) => string;
}

/**
 * The weekly hours: per weekday, up to two blocks of start and end times. `errors`: a translated
 * sentence per weekday that has a problem.
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
  const blocks = Array.from({ length: BLOCKS_PER_DAY }, (_, block) => block);
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
            <div key={day} className="grid gap-2 px-3 py-2 sm:grid-cols-[7rem_1fr] sm:items-center">
              <span className="text-sm font-semibold text-ink-900">{name}</span>
              <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
                {blocks.map((block) => (
                  <span key={block} className="flex items-center gap-2 text-sm text-ink-700">
                    {labels.from}
                    <TimeInput id={`${idPrefix}-${blockField(day, block, 'start')}`} name={blockField(day, block, 'start')} label={labels.blockStart(name, block + 1)} value={values[blockField(day, block, 'start')]} errorId={error ? errorId : undefined} />
                    {labels.to}
                    <TimeInput id={`${idPrefix}-${blockField(day, block, 'end')}`} name={blockField(day, block, 'end')} label={labels.blockEnd(name, block + 1)} value={values[blockField(day, block, 'end')]} errorId={error ? errorId : undefined} />
                  </span>
                ))}
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
