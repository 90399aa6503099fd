import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from './Field';

/** A control's ties to its lead form (use-lead-form's useFieldProps). */
export interface WiredField {
  id: string;
  /** Already translated. */
  error?: string;
  /** react-hook-form's `register(name)`. */
  registration: UseFormRegisterReturn;
  /** What was sent, when the server hands the form back: nothing typed is lost. */
  defaultValue: string;
}

interface InputFieldProps extends WiredField {
  label: string;
  required?: boolean;
  optionalLabel?: string;
  type?: 'text' | 'email';
  autoComplete: string;
  maxLength: number;
}

/** A one-line text box of a lead form, in its Field. */
export function InputField({ registration, defaultValue, type, autoComplete, maxLength, ...field }: InputFieldProps) {
  return (
    <Field {...field}>
      {(control) => (
        <input
          {...control}
          {...registration}
          type={type}
          autoComplete={autoComplete}
          maxLength={maxLength}
          defaultValue={defaultValue}
          className="field-control"
        />
      )}
    </Field>
  );
}
