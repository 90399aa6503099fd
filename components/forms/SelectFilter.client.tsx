'use client';

import { useId, useRef, useState, useSyncExternalStore } from 'react';

interface Choice {
  option: HTMLOptionElement;
  /** The label and the value, without accents or case: "ciudad de mexico ... america mexico city". */
  key: string;
  /** The label's head ("ciudad de mexico", "mexico"): a choice whose head matches comes before one whose rest does. */
  head: string;
}

export interface SelectFilterLabels {
  filter: string;
  /** "1 … matches." */
  one: string;
  /** "{count} … match.": the browser puts the number where "{count}" is. */
  other: string;
  none: string;
}

const noSubscription = () => () => {};

export const searchable = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[_/]+/g, ' ');

/** A label's head: before " — " and before "(": "Mexico City — Central Time (GMT-6)" → "Mexico City". */
const headOf = (label: string) => label.split(' — ')[0]!.replace(/\s*\(.*$/, '');

/** The choices holding every typed word: those whose head holds them first, then as listed. */
export function matching<C extends { key: string; head: string }>(choices: readonly C[], query: string): C[] {
  const words = searchable(query).split(/\s+/).filter(Boolean);
  const found = choices.filter((choice) => words.every((word) => choice.key.includes(word)));
  const rank = (choice: C) => (words.every((word) => choice.head.includes(word)) ? 0 : 1);
  return [...found].sort((a, b) => rank(a) - rank(b));
}

/** Narrows a one-choice select: only the matches stay its options; the choice stays while it matches, else the best match is chosen. */
function narrowSingle(select: HTMLSelectElement, all: readonly Choice[], found: readonly Choice[]) {
  const shown = found.length ? found : all;
  const current = select.value;
  select.replaceChildren(...shown.map((choice) => choice.option));
  select.value = shown.some((choice) => choice.option.value === current) && found.length !== 1 ? current : shown[0]!.option.value;
}

/** Narrows a many-choice select: what does not match is hidden, never unchosen (chosen ones stay in sight). */
function narrowMultiple(all: readonly Choice[], found: readonly Choice[], query: string) {
  const shown = new Set(found.length && query.trim() ? found : all);
  for (const choice of all) choice.option.hidden = !shown.has(choice) && !choice.option.selected;
}

/**
 * A search box above a long select (time zones, countries): typing narrows the select's options to
 * those whose label or value holds the words ("mexico", "gmt-5", "Méx") and says how many match.
 * Shown only once JavaScript runs: without it the plain select lists every choice.
 */
export function SelectFilter({ selectId, labels, testId, submitOnEnter = false }: { selectId: string; labels: SelectFilterLabels; testId?: string; submitOnEnter?: boolean }) {
  // False in the server's HTML and while hydrating, true once the browser runs the page.
  const ready = useSyncExternalStore(noSubscription, () => true, () => false);
  const [status, setStatus] = useState('');
  const choices = useRef<Choice[] | null>(null);
  const id = useId();

  function narrow(query: string) {
    const select = document.getElementById(selectId);
    if (!(select instanceof HTMLSelectElement)) return;
    // The options as first rendered (the same elements are put back, so their attributes stay).
    choices.current ??= [...select.options].map((option) => ({ option, key: searchable(`${option.text} ${option.value}`), head: searchable(headOf(option.text)) }));
    const all = choices.current;
    const found = query.trim() ? matching(all, query) : all;
    if (select.multiple) narrowMultiple(all, found, query);
    else narrowSingle(select, all, found);
    setStatus(!query.trim() ? '' : found.length === 0 ? labels.none : (found.length === 1 ? labels.one : labels.other).replace('{count}', String(found.length)));
  }

  return (
    <div hidden={!ready} className="mb-3">
      <label htmlFor={`${id}-filter`} className="block text-sm font-semibold text-ink-900">
        {labels.filter}
      </label>
      <input
        id={`${id}-filter`}
        type="search"
        autoComplete="off"
        spellCheck={false}
        aria-controls={selectId}
        aria-describedby={`${id}-status`}
        onChange={(event) => narrow(event.currentTarget.value)}
        // In an editor, Enter keeps the pick rather than posting the whole form (a filter form may let it post).
        onKeyDown={(event) => !submitOnEnter && event.key === 'Enter' && event.preventDefault()}
        className="field-control mt-1 w-full"
        data-testid={testId}
      />
      <p id={`${id}-status`} role="status" className="mt-1 min-h-5 text-sm text-ink-600">
        {status}
      </p>
    </div>
  );
}
