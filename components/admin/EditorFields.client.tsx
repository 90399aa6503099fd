'use client';

import type { ReactNode } from 'react';
import { useLocale } from 'next-intl';
import { Field } from '@/components/forms/Field';

/** What an editor's fields read: the values shown, each field's error sentence, and the ids' prefix. */
export interface EditorParts<F extends string> {
  values: Record<F, string>;
  error: (field: F) => string | undefined;
  idPrefix: string;
}

/**
 * The top of an editor's form: the hidden fields (the admin's language, the entry edited, none for
 * a new one, the version opened, the entry a new one translates) and the sentence of a refused save.
 */
export function EditorFormHead({ id, version, translationOf, problem }: { id?: number; version?: number; translationOf?: number; problem: string | null }) {
  const locale = useLocale();
  return (
    <>
      <input type="hidden" name="locale" value={locale} />
      {id && <input type="hidden" name="id" value={id} />}
      {version && <input type="hidden" name="version" value={version} />}
      {translationOf && <input type="hidden" name="translationOf" value={translationOf} />}
      {problem && (
        <p role="alert" className="rounded-lg border border-red-700/30 bg-red-50 p-3 text-sm font-medium text-red-800">
          {problem}
        </p>
      )}
    </>
  );
}

/** A titled group of an editor's fields. */
export function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-5 rounded-card border border-ink-100 bg-white p-6 shadow-card">
      <legend className="px-1 text-lg font-bold text-ink-950">{title}</legend>
      {children}
    </fieldset>
  );
}

/** A one-line input of `type`, or a textarea with `rows`; its hint is read with it. */
export function TextInput<F extends string>({ name, label, hint, required, rows, type = 'text', max, parts }: { name: F; label: string; hint?: string; required?: boolean; rows?: number; type?: string; max: number; parts: EditorParts<F> }) {
  const id = `${parts.idPrefix}-${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <Field id={id} label={label} required={required} error={parts.error(name)}>
      {(control) => {
        const describedBy = [hintId, control['aria-describedby']].filter(Boolean).join(' ') || undefined;
        const props = { ...control, 'aria-describedby': describedBy, name, defaultValue: parts.values[name], maxLength: max, className: 'field-control' };
        return (
          <>
            {hint && (
              <p id={hintId} className="mb-1 text-sm text-ink-600">
                {hint}
              </p>
            )}
            {rows ? <textarea {...props} rows={rows} /> : <input {...props} type={type} />}
          </>
        );
      }}
    </Field>
  );
}

export function Select<F extends string>({ name, label, options, parts }: { name: F; label: string; options: [string, string][]; parts: EditorParts<F> }) {
  return (
    <Field id={`${parts.idPrefix}-${name}`} label={label} error={parts.error(name)}>
      {(control) => (
        <select {...control} name={name} defaultValue={parts.values[name]} className="field-control">
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
