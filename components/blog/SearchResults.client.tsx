'use client';

import { useEffect, useState } from 'react';
import { Link } from '@/lib/infra/routing/navigation';
import type { Locale } from '@/lib/infra/routing/routing';
import { isSearchable } from '@/lib/features/posts/shared/blog-filters';
import { idleStatus, SearchStatus, type SearchBoxLabels } from './SearchBox.client';

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

/**
 * The search box's live part, fetched once the box is first used (components/blog/SearchBox.client.tsx):
 * asks `/api/posts/search` 600 ms after the last keystroke once the trimmed text has 2 characters,
 * then shows at most 5 results and 'View all {n} results'.
 */
export function SearchResults({ value, locale, labels, statusId }: { value: string; locale: Locale; labels: SearchBoxLabels; statusId: string }) {
  const state = usePostSearch(value, locale, labels);
  return (
    <>
      <SearchStatus id={statusId} error={state.kind === 'error'}>
        {statusText(state, value, labels)}
      </SearchStatus>
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
    </>
  );
}

/** The answer for what is typed, asked for once the visitor pauses; a newer text cancels the older question. */
function usePostSearch(value: string, locale: Locale, labels: SearchBoxLabels): State {
  const [result, setResult] = useState<State>({ kind: 'idle' });

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

  // Below 2 characters nothing is asked and nothing shown.
  return isSearchable(value) ? result : { kind: 'idle' };
}

/** What the status line says (screen readers hear it as it changes). */
function statusText(state: State, value: string, labels: SearchBoxLabels): string {
  if (state.kind === 'loading') return labels.searching;
  if (state.kind === 'error') return state.message;
  if (state.kind !== 'results') return idleStatus(value, labels);
  if (state.total === 0) return labels.noResults.replace('{query}', state.term);
  return (state.total === 1 ? labels.resultsOne : labels.resultsOther).replace('#', String(state.total));
}
