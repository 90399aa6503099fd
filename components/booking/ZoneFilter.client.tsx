'use client';

import { useId, useRef, useState, useSyncExternalStore } from 'react';

interface Choice {
  value: string;
  label: string;
  /** The label and the zone's name, without accents or case: "ciudad de mexico ... america mexico city". */
  key: string;
  /** The city alone ("ciudad de mexico"): a zone whose city matches comes before one whose name does. */
  city: string;
}

const noSubscription = () => () => {};

const searchable = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[_/]+/g, ' ');

/** The choices whose label or zone holds every typed word: those whose city holds them first, then by offset as listed. */
function matching(choices: readonly Choice[], query: string): Choice[] {
  const words = searchable(query).split(/\s+/).filter(Boolean);
  const found = choices.filter((choice) => words.every((word) => choice.key.includes(word)));
  const rank = (choice: Choice) => (words.every((word) => choice.city.includes(word)) ? 0 : 1);
  return [...found].sort((a, b) => rank(a) - rank(b));
}

/**
 * A search box above the time-zone select (some 420 zones): typing narrows the select's options to
 * the zones whose city, name or offset holds the words ("mexico", "gmt-5"), and says how many match;
 * Enter shows the times in the first. Shown only once JavaScript runs: without it the plain select
 * lists every zone.
 */
export function ZoneFilter({ selectId, labels }: { selectId: string; labels: { filter: string; one: string; other: string; none: string } }) {
  // False in the server's HTML and while hydrating, true once the browser runs the page.
  const ready = useSyncExternalStore(noSubscription, () => true, () => false);
  const [status, setStatus] = useState('');
  const choices = useRef<Choice[] | null>(null);
  const id = useId();

  function narrow(query: string) {
    const select = document.getElementById(selectId);
    if (!(select instanceof HTMLSelectElement)) return;
    choices.current ??= [...select.options].map((option) => ({
      value: option.value,
      label: option.text,
      key: searchable(`${option.text} ${option.value}`),
      city: searchable(option.text.split(' — ')[0]!.replace(/\s*\(GMT.*$/, '')),
    }));
    const found = query.trim() ? matching(choices.current, query) : choices.current;
    const shown = found.length ? found : choices.current;
    const current = select.value;
    select.replaceChildren(...shown.map((choice) => new Option(choice.label, choice.value)));
    // The zone chosen stays chosen while it matches; else the best match is (Enter sends it).
    select.value = shown.some((choice) => choice.value === current) && found.length !== 1 ? current : shown[0]!.value;
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
        className="field-control mt-1 w-full"
        data-testid="zone-filter"
      />
      <p id={`${id}-status`} role="status" className="mt-1 min-h-5 text-sm text-ink-600">
        {status}
      </p>
    </div>
  );
}
