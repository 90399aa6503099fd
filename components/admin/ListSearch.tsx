/** The longest search an admin list reads. */
export const MAX_SEARCH_WORDS = 200;

export interface ListSearchProps {
  /** The list's address in the screen's language (the form's action and "Show all"). */
  action: string;
  /** Prefixes the fields' ids (`redirects` → `redirects-q`). */
  id: string;
  labels: { search: string; words: string; button: string; clear: string };
  q?: string;
  /** The one choice beside the words (an answer, a kind): its query name, label, "any" wording, options and value. */
  choice: { name: string; label: string; any: string; value?: string; options: readonly { value: string; label: string }[] };
}

/**
 * An admin list's search: words and one choice, as a plain GET form, so it works without
 * JavaScript and the URL says what is shown; "Show all" once something is asked for.
 */
export function ListSearch({ action, id, labels, q, choice }: ListSearchProps) {
  return (
    <form role="search" aria-label={labels.search} action={action} method="get" className="mt-4 flex flex-wrap items-end gap-3">
      <div className="min-w-64 flex-1">
        <label htmlFor={`${id}-q`} className="field-label">
          {labels.words}
        </label>
        <input id={`${id}-q`} name="q" type="search" defaultValue={q ?? ''} maxLength={MAX_SEARCH_WORDS} autoComplete="off" className="field-control" />
      </div>
      <div>
        <label htmlFor={`${id}-${choice.name}`} className="field-label">
          {choice.label}
        </label>
        <select id={`${id}-${choice.name}`} name={choice.name} defaultValue={choice.value ?? ''} className="field-control">
          <option value="">{choice.any}</option>
          {choice.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn-secondary">
        {labels.button}
      </button>
      {(q !== undefined || choice.value !== undefined) && (
        <a href={action} className="self-center font-semibold text-brand-800 underline-offset-4 hover:underline">
          {labels.clear}
        </a>
      )}
    </form>
  );
}
