'use client';

import { errorIdOf } from '@/components/forms/Field';

/**
 * The CV's file input: PDF only (the browser's picker suggests it; the server checks the bytes), its
 * size limit said beside it, and its error. Not tied to react-hook-form: the file goes with the form
 * data as chosen. `chooseAgain`: after a post without JavaScript, a file cannot be sent back.
 */
export function CvField({ id, label, hint, error, chooseAgain, onChange }: { id: string; label: string; hint: string; error?: string; chooseAgain?: string; onChange: () => void }) {
  const hintId = `${id}-hint`;
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
        <span aria-hidden="true" className="ml-0.5 text-red-800">
          *
        </span>
      </label>
      <p id={hintId} className="mb-2 text-sm text-ink-600">
        {chooseAgain ? `${hint} ${chooseAgain}` : hint}
      </p>
      <input
        id={id}
        name="cv"
        type="file"
        accept="application/pdf,.pdf"
        required
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${hintId} ${errorIdOf(id)}` : hintId}
        onChange={onChange}
        className="field-control file:mr-4 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-800"
      />
      {error && (
        <p id={errorIdOf(id)} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
