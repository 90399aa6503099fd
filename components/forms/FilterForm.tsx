import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icons';
import { Link } from '@/lib/infra/routing/navigation';
import type { Locale } from '@/lib/infra/routing/routing';
import { localizedPath } from '@/lib/infra/routing/localized-paths';
import { pages, type PageKey } from '@/lib/infra/routing/pages';

/**
 * The filters of a list page (the resource library, the customer stories, the integrations
 * directory) as a plain GET form to the page itself: it works without JavaScript and its URL can be
 * shared. `columns` lays out the fields (`children`, FilterSelects, a search box) and the apply button.
 */
export function FilterForm({ locale, page, label, apply, columns, children }: { locale: Locale; page: PageKey; label: string; apply: string; columns: string; children: ReactNode }) {
  return (
    <form role="search" aria-label={label} method="get" action={localizedPath(locale, page)} className={`grid gap-4 rounded-card border border-ink-100 bg-ink-50 p-5 ${columns}`}>
      {children}
      <button type="submit" className="btn btn-primary">
        <Icon name="search" className="size-4" />
        {apply}
      </button>
    </form>
  );
}

/** The link back to a list page without its filters. */
export function ClearFilters({ locale, page, children }: { locale: Locale; page: PageKey; children: ReactNode }) {
  return (
    <Link locale={locale} href={pages[page].path} className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 underline underline-offset-4">
      <Icon name="x" className="size-4" />
      {children}
    </Link>
  );
}
