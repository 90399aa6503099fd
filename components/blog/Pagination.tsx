import { Link } from '@/lib/infra/routing/navigation';
import type { Locale } from '@/lib/infra/routing/routing';
import { blogQuery, type BlogFilters } from '@/lib/features/posts/shared/blog-filters';
import { LinkPending } from './LinkPending';

export interface PaginationLabels {
  nav: string;
  previous: string;
  next: string;
  pageOf: string;
  goToPage: (page: number) => string;
  loading: string;
}

/** Previous, page numbers and next, keeping the list's filters. */
export function Pagination({ locale, filters, totalPages, labels }: { locale: Locale; filters: BlogFilters; totalPages: number; labels: PaginationLabels }) {
  if (totalPages <= 1) return null;
  const href = (page: number) => ({ pathname: '/blog', query: blogQuery({ ...filters, page }) });
  const item = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-3 font-semibold';
  return (
    <nav aria-label={labels.nav} className="mt-12 flex flex-wrap items-center justify-between gap-4">
      <p className="text-sm text-ink-600">{labels.pageOf}</p>
      <ul className="flex flex-wrap gap-1">
        {filters.page > 1 && (
          <li>
            <Link locale={locale} href={href(filters.page - 1)} rel="prev" className={`${item} text-brand-800 hover:bg-ink-50`}>
              {labels.previous}
              <LinkPending label={labels.loading} />
            </Link>
          </li>
        )}
        {Array.from({ length: totalPages }, (_, index) => index + 1).map((page) => (
          <li key={page}>
            <Link
              locale={locale}
              href={href(page)}
              aria-current={page === filters.page ? 'page' : undefined}
              aria-label={labels.goToPage(page)}
              className={`${item} text-ink-800 hover:bg-ink-50 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white`}
            >
              {page}
              <LinkPending label={labels.loading} />
            </Link>
          </li>
        ))}
        {filters.page < totalPages && (
          <li>
            <Link locale={locale} href={href(filters.page + 1)} rel="next" className={`${item} text-brand-800 hover:bg-ink-50`}>
              {labels.next}
              <LinkPending label={labels.loading} />
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
