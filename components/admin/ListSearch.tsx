/** The longest search an admin list reads. */
export const MAX_SEARCH_WORDS = 200;

/** A choice beside the words (an answer, a kind, a status): its query name, label, "any" wording, options and value. */
export interface ListChoice {
  name: string;
  label: string;
  any: string;
  value?: string;
  /** `lang`: an option that is content in its own language (a post's category), marked so for screen readers. */
  options: readonly { value: string; label: string; lang?: string }[];
}

export interface ListSearchProps {
  /** The list's address in the screen's language (the form's action and "Show all"). */
  action: string;
  /** Prefixes the fields' ids (`redirects` → `redirects-q`). */
  id: string;
  labels: { search: string; words: string; button: string; clear: string };
  q?: string;
  /** The one choice of a simple list (kept for the lists that have one). */
  choice?: ListChoice;
  /** More choices (status, language, author…), after `choice`. */
  choices?: readonly ListChoice[];
  /** A day range (`from`/`to`, YYYY-MM-DD), with its labels. */
  dates?: { from?: string; to?: string; fromLabel: string; toLabel: string };
  /** Query values the form keeps as they are (the sort), so searching does not reset them. */
  keep?: Readonly<Record<string, string | undefined>>;
}

/**
 * An admin list's search: words, choices and a day range, as a plain GET form, so it works without
 * JavaScript and the URL says what is shown; "Show all" once something is asked for.
 */
export function ListSearch({ action, id, labels, q, choice, choices = [], dates, keep = {} }: ListSearchProps) {
  const all = [...(choice ? [choice] : []), ...choices];
  const asked = q !== undefined || all.some((one) => one.value !== undefined) || dates?.from !== undefined || dates?.to !== undefined;
  return (
    <form role="search" aria-label={labels.search} action={action} method="get" className="mt-4 flex flex-wrap items-end gap-3">
      {Object.entries(keep).map(([name, value]) => value !== undefined && <input key={name} type="hidden" name={name} value={value} />)}
      <div className="min-w-64 flex-1">
        <label htmlFor={`${id}-q`} className="field-label">
          {labels.words}
        </label>
        <input id={`${id}-q`} name="q" type="search" defaultValue={q ?? ''} maxLength={MAX_SEARCH_WORDS} autoComplete="off" className="field-control" />
      </div>
      {all.map((one) => (
        <div key={one.name}>
          <label htmlFor={`${id}-${one.name}`} className="field-label">
            {one.label}
          </label>
          <select id={`${id}-${one.name}`} name={one.name} defaultValue={one.value ?? ''} className="field-control">
            <option value="">{one.any}</option>
            {one.options.map((option) => (
              <option key={option.value} value={option.value} lang={option.lang}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      {dates && (
        <>
          <div>
            <label htmlFor={`${id}-from`} className="field-label">
              {dates.fromLabel}
            </label>
            <input id={`${id}-from`} name="from" type="date" defaultValue={dates.from ?? ''} className="field-control" />
          </div>
          <div>
            <label htmlFor={`${id}-to`} className="field-label">
              {dates.toLabel}
            </label>
            <input id={`${id}-to`} name="to" type="date" defaultValue={dates.to ?? ''} className="field-control" />
          </div>
        </>
      )}
      <button type="submit" className="btn btn-secondary">
        {labels.button}
      </button>
      {asked && (
        <a href={action} className="self-center font-semibold text-brand-800 underline-offset-4 hover:underline">
          {labels.clear}
        </a>
      )}
    </form>
  );
}
