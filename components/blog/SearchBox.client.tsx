'use client';

import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLocale } from 'next-intl';
import { Link, useRouter } from '@/i18n/navigation';
import { isSearchable } from '@/lib/posts/blog-filters';
import { Icon } from '@/components/ui/icons';

/** Spec §9: the search box waits 600 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 600;

interface Result {
  slug: string;
  title: string;
  category: string;
  language: string;
}

type State =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'results'; term: string; total: number; results: Result[] }
  | { kind: 'error'; message: string };

export interface SearchBoxLabels {
  searchLabel: string;
  searchPlaceholder: string;
  searchButton: string;
  searching: string;
  minChars: string;
  /** Contains `{query}`. */
  noResults: string;
  /** Contains `{n}`. */
  viewAll: string;
  /** Per count: `one` and `other` forms containing `#`. */
  resultsOne: string;
  resultsOther: string;
  rateLimited: string;
  failed: string;
}

/**
 * Sidebar search: live results (at most 5, with 'View all {n} results') once the trimmed text has 2
 * characters, and Enter goes to the list filtered by `?search=`. Without JavaScript it is a plain
 * GET form to the same list.
 */
export function SearchBox({ action, labels, initialValue = '' }: { action: string; labels: SearchBoxLabels; initialValue?: string }) {
  const locale = useLocale();
  const id = useId();
  const router = useRouter();
  const [value, setValue] = useState(initialValue);
  const [result, setResult] = useState<State>({ kind: 'idle' });
  // Below 2 characters nothing is asked and nothing shown.
  const state: State = isSearchable(value) ? result : { kind: 'idle' };

  useEffect(() => {
    const term = value.trim();
    if (!isSearchable(term)) return;
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      setResult({ kind: 'loading' });
      try {
        const response = await fetch(`/api/posts/search?q=${encodeURIComponent(term)}&locale=${locale}`, { signal: controller.signal });
        if (response.status === 429) return setResult({ kind: 'error', message: labels.rateLimited });
        if (!response.ok) return setResult({ kind: 'error', message: labels.failed });
        const body = (await response.json()) as { total: number; results: Result[] };
        setResult({ kind: 'results', term, total: body.total, results: body.results });
      } catch (error) {
        if ((error as Error).name !== 'AbortError') setResult({ kind: 'error', message: labels.failed });
      }
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [value, locale, labels.rateLimited, labels.failed]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const term = value.trim();
    if (term) router.push({ pathname: '/blog', query: { search: term } });
  };

  const status =
    state.kind === 'loading'
      ? labels.searching
      : state.kind === 'error'
        ? state.message
        : state.kind === 'results'
          ? state.total === 0
            ? labels.noResults.replace('{query}', state.term)
            : (state.total === 1 ? labels.resultsOne : labels.resultsOther).replace('#', String(state.total))
          : value.trim() && !isSearchable(value)
            ? labels.minChars
            : '';

  return (
    <form role="search" action={action} method="get" onSubmit={submit} className="rounded-card border border-ink-100 bg-white p-5 shadow-card">
      <label htmlFor={id} className="font-bold text-ink-950">
        {labels.searchLabel}
      </label>
      <div className="mt-3 flex gap-2">
        <input
          id={id}
          type="search"
          name="search"
          value={value}
          maxLength={100}
          autoComplete="off"
          placeholder={labels.searchPlaceholder}
          onChange={(event) => setValue(event.target.value)}
          aria-describedby={`${id}-status`}
          className="min-h-11 w-full min-w-0 rounded-lg border border-ink-200 px-3 text-base text-ink-900 placeholder:text-ink-500 focus:border-brand-600"
        />
        <button type="submit" className="btn btn-primary min-h-11 px-3" aria-label={labels.searchButton}>
          <Icon name="search" className="size-5" />
        </button>
      </div>
      <p id={`${id}-status`} role="status" className={`mt-2 text-sm ${state.kind === 'error' ? 'font-medium text-accent-700' : 'text-ink-600'}`}>
        {status}
      </p>
      {state.kind === 'results' && state.results.length > 0 && (
        <ul className="mt-2 divide-y divide-ink-100" data-search-results="">
          {state.results.map((result) => (
            <li key={result.slug} lang={result.language} className="py-2.5">
              <Link locale={locale} href={`/blog/${result.slug}`} className="font-semibold text-ink-900 hover:text-brand-800 hover:underline">
                {result.title}
              </Link>
              <p className="text-xs text-ink-500">{result.category}</p>
            </li>
          ))}
        </ul>
      )}
      {state.kind === 'results' && state.total > state.results.length && (
        <Link
          locale={locale}
          href={{ pathname: '/blog', query: { search: state.term } }}
          className="mt-2 inline-block text-sm font-semibold text-brand-800 underline underline-offset-4"
        >
          {labels.viewAll.replace('{n}', String(state.total))}
        </Link>
      )}
    </form>
  );
}
