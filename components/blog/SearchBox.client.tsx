'use client';

import { lazy, Suspense, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useLocale } from 'next-intl';
import { useRouter } from '@/lib/infra/routing/navigation';
import type { Locale } from '@/lib/infra/routing/routing';
import { isSearchable } from '@/lib/features/posts/shared/blog-filters';
import { Icon } from '@/components/ui/icons';

// The live results (requests, states, the list) are fetched when the box is first used: hovered,
// focused or typed in. Until then the page carries only this form.
const SearchResults = lazy(() => import('./SearchResults.client').then((module) => ({ default: module.SearchResults })));

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
  const locale = useLocale() as Locale;
  const id = useId();
  const router = useRouter();
  const [value, setValue] = useState(initialValue);
  const [used, setUsed] = useState(false);
  const use = () => setUsed(true);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const term = value.trim();
    if (term) router.push({ pathname: '/blog', query: { search: term } });
  };

  const statusId = `${id}-status`;
  const idle = <SearchStatus id={statusId}>{idleStatus(value, labels)}</SearchStatus>;
  return (
    <form
      role="search"
      action={action}
      method="get"
      onSubmit={submit}
      onPointerEnter={use}
      className="rounded-card border border-ink-100 bg-white p-5 shadow-card"
    >
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
          onFocus={use}
          onChange={(event) => {
            setValue(event.target.value);
            use();
          }}
          aria-describedby={statusId}
          className="min-h-11 w-full min-w-0 rounded-lg border border-ink-200 px-3 text-base text-ink-900 placeholder:text-ink-500 focus:border-brand-600"
        />
        <button type="submit" className="btn btn-primary min-h-11 px-3" aria-label={labels.searchButton}>
          <Icon name="search" className="size-5" />
        </button>
      </div>
      {used ? (
        <Suspense fallback={idle}>
          <SearchResults value={value} locale={locale} labels={labels} statusId={statusId} />
        </Suspense>
      ) : (
        idle
      )}
    </form>
  );
}

/** What the status line says before any search: nothing, or that 2 characters are needed. */
export function idleStatus(value: string, labels: Pick<SearchBoxLabels, 'minChars'>): string {
  return value.trim() && !isSearchable(value) ? labels.minChars : '';
}

/** The search box's status line (the input's description; announced politely). */
export function SearchStatus({ id, error = false, children }: { id: string; error?: boolean; children: ReactNode }) {
  return (
    <p id={id} role="status" className={`mt-2 text-sm ${error ? 'font-medium text-accent-700' : 'text-ink-600'}`}>
      {children}
    </p>
  );
}
