'use client';

import { useState, type MouseEvent } from 'react';
import { Field } from './Field';
import { SelectFilter, type SelectFilterLabels } from './SelectFilter.client';

export interface SearchableSelectLabels extends SelectFilterLabels {
  label: string;
  hint?: string;
  /** Many-choice only: "Chosen: {names}" and the words for none chosen. */
  chosen?: string;
  noneChosen?: string;
}

/**
 * A long select (countries, time zones) with a search box above it once JavaScript runs; without
 * JavaScript the plain select of names works alone. `multiple`: the select posts one value per
 * choice, and with JavaScript a click toggles one choice instead of replacing them all.
 */
export function SearchableSelect({
  id,
  name,
  options,
  value,
  multiple = false,
  required,
  error,
  labels,
}: {
  id: string;
  name: string;
  options: readonly { value: string; label: string }[];
  /** The choice (or choices) shown chosen. */
  value: string | readonly string[];
  multiple?: boolean;
  required?: boolean;
  error?: string;
  labels: SearchableSelectLabels;
}) {
  const initial = typeof value === 'string' ? [value] : [...value];
  const [chosen, setChosen] = useState<string[]>(initial);
  const hintId = labels.hint ? `${id}-hint` : undefined;
  const summaryId = multiple ? `${id}-chosen` : undefined;
  const names = new Map(options.map((option) => [option.value, option.label]));
  // A value the list lacks (a zone no longer listed, a tampered post) is shown as it is, so nothing is lost silently.
  const extra = initial.filter((choice) => choice && !names.has(choice)).map((choice) => ({ value: choice, label: choice }));
  const toggle = (event: MouseEvent<HTMLSelectElement>) => {
    const option = event.target;
    if (!multiple || !(option instanceof HTMLOptionElement)) return;
    event.preventDefault();
    option.selected = !option.selected;
    setChosen([...event.currentTarget.selectedOptions].map((selected) => selected.value));
  };
  return (
    <div>
      <SelectFilter selectId={id} labels={labels} />
      <Field id={id} label={labels.label} required={required} error={error}>
        {(control) => (
          <>
            {labels.hint && (
              <p id={hintId} className="mb-1 text-sm text-ink-600">
                {labels.hint}
              </p>
            )}
            <select
              {...control}
              aria-describedby={[hintId, summaryId, control['aria-describedby']].filter(Boolean).join(' ') || undefined}
              name={name}
              multiple={multiple}
              size={multiple ? 8 : undefined}
              defaultValue={multiple ? initial : initial[0]}
              onMouseDown={toggle}
              onChange={(event) => setChosen([...event.currentTarget.selectedOptions].map((selected) => selected.value))}
              className="field-control"
            >
              {[...extra, ...options].map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            {multiple && (
              <p id={summaryId} className="mt-1 text-sm text-ink-700">
                {chosen.filter(Boolean).length
                  ? (labels.chosen ?? '{names}').replace(
                      '{names}',
                      chosen
                        .filter(Boolean)
                        .map((choice) => names.get(choice) ?? choice)
                        .join(', '),
                    )
                  : labels.noneChosen}
              </p>
            )}
          </>
        )}
      </Field>
    </div>
  );
}
