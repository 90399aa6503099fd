import { Link } from '@/lib/infra/routing/navigation';
import type { Locale } from '@/lib/infra/routing/routing';
import { pageQuery } from '@/lib/infra/util/paging';
import type { AdminTranslator } from './admin-screen';

/** Where a list is and what it shows: the screen's path, its filters (kept from page to page), and the page read. */
export interface PagerProps {
  locale: Locale;
  /** The screen's path after the locale (`/manage/redirects`). */
  path: string;
  filters?: Readonly<Record<string, string | number | undefined | null>>;
  page: number;
  pageCount: number;
  pageSize: number;
  total: number;
  /** What the list is, for the navigation's name: "Pages of Redirects". */
  list: string;
  t: AdminTranslator;
  /** The page's query name, on a screen of several paged tables (default `page`). */
  param?: string;
  /** Where the page's links land (`#pages-title`): the table, on a long screen. */
  hash?: string;
}

const GAP = 'gap';

/** The pages linked: the first, the last, and two either side of this one; a gap for the rest (at most 9 entries). */
export function pagerPages(page: number, pageCount: number): (number | typeof GAP)[] {
  const numbers = [1];
  for (let number = Math.max(2, page - 2); number <= Math.min(pageCount - 1, page + 2); number += 1) numbers.push(number);
  if (pageCount > 1) numbers.push(pageCount);
  // A gap of one page shows that page rather than "…".
  return numbers.flatMap((number, index) => {
    const skipped = index === 0 ? 0 : number - numbers[index - 1]! - 1;
    return skipped === 0 ? [number] : skipped === 1 ? [number - 1, number] : [GAP, number];
  });
}

const linkClass = 'inline-flex min-w-10 items-center justify-center rounded-lg px-3 py-2 font-semibold';

/**
 * A list's pages as plain links (`?page=`, the filters kept): it works without JavaScript, and a
 * screen reader hears the navigation's name, "Page 3" and which one is current.
 */
export function Pager({ locale, path, filters = {}, page, pageCount, pageSize, total, list, t, param = 'page', hash = '' }: PagerProps) {
  if (total === 0) return null;
  const number = new Intl.NumberFormat(locale);
  const href = (target: number) => `${path}${pageQuery(filters, target, param)}${hash}`;
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav aria-label={t('pager.label', { list })} className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-ink-700">{t('pager.shown', { from: number.format(from), to: number.format(to), total: number.format(total) })}</p>
      {pageCount > 1 && (
        <ul className="flex flex-wrap items-center gap-1">
          <li>
            {page > 1 ? (
              <Link locale={locale} href={href(page - 1)} rel="prev" className={`${linkClass} text-brand-800 hover:bg-brand-50`}>
                {t('pager.previous')}
              </Link>
            ) : (
              <span className={`${linkClass} text-ink-500`}>{t('pager.previous')}</span>
            )}
          </li>
          {pagerPages(page, pageCount).map((entry, index) =>
            entry === GAP ? (
              <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink-500">
                …
              </li>
            ) : (
              <li key={entry}>
                <Link
                  locale={locale}
                  href={href(entry)}
                  aria-label={t('pager.page', { page: number.format(entry) })}
                  aria-current={entry === page ? 'page' : undefined}
                  className={`${linkClass} ${entry === page ? 'bg-brand-800 text-white' : 'text-brand-800 hover:bg-brand-50'}`}
                >
                  {number.format(entry)}
                </Link>
              </li>
            ),
          )}
          <li>
            {page < pageCount ? (
              <Link locale={locale} href={href(page + 1)} rel="next" className={`${linkClass} text-brand-800 hover:bg-brand-50`}>
                {t('pager.next')}
              </Link>
            ) : (
              <span className={`${linkClass} text-ink-500`}>{t('pager.next')}</span>
            )}
          </li>
        </ul>
      )}
    </nav>
  );
}
