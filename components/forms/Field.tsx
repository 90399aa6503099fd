import type { ReactNode } from 'react';

export interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  /** Shown after the label of an optional field ("(optional)"). */
  optionalLabel?: string;
  /** Already translated. */
  error?: string;
  children: (control: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string; required?: boolean }) => ReactNode;
}

export const errorIdOf = (id: string) => `${id}-error`;

/** A label, its control and the control's error, wired for assistive technology. */
export function Field({ id, label, required, optionalLabel, error, children }: FieldProps) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-800">
            *
          </span>
        ) : (
          optionalLabel && (
            <>
              {' '}
              <span className="font-normal text-ink-600">{optionalLabel}</span>
            </>
          )
        )}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorIdOf(id) : undefined, required })}
      {error && (
        <p id={errorIdOf(id)} className="field-error">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0 fill-current">
            <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16m-.9 4h1.8v5.5H9.1zm0 7h1.8v1.8H9.1z" />
          </svg>
          {error}
        </p>
      )}
    </div>
  );
}
