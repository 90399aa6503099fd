import { Link } from '@/lib/infra/routing/navigation';
import type { Locale } from '@/lib/infra/routing/routing';
import type { CategoryCount } from '@/lib/features/posts/shared/types';
import { LinkPending } from './LinkPending';

export interface CategoriesLabels {
  title: string;
  empty: string;
  loading: string;
  /** Visually hidden count text, per count. */
  count: (count: number) => string;
}

/**
 * Categories with their post counts; each links to the list filtered by it. `folded`: inside a
 * disclosure whose summary already shows the title (phones), so the heading is for screen readers only.
 */
export function CategoriesBox({
  locale,
  categories,
  current,
  labels,
  headingId,
  folded = false,
}: {
  locale: Locale;
  categories: CategoryCount[];
  current?: string;
  labels: CategoriesLabels;
  headingId: string;
  folded?: boolean;
}) {
  return (
    <nav aria-labelledby={headingId} className={folded ? 'p-3' : 'rounded-card border border-ink-100 bg-white p-5 shadow-card'}>
      <h2 id={headingId} className={folded ? 'sr-only' : 'font-bold text-ink-950'}>
        {labels.title}
      </h2>
      {categories.length === 0 ? (
        <p className="mt-3 text-sm text-ink-600">{labels.empty}</p>
      ) : (
        <ul className={folded ? 'space-y-1' : 'mt-3 space-y-1'}>
          {categories.map((category) => {
            const active = current?.toLowerCase() === category.name.toLowerCase();
            return (
              <li key={category.name}>
                <Link
                  locale={locale}
                  href={{ pathname: '/blog', query: { category: category.name } }}
                  aria-current={active ? 'page' : undefined}
                  className="flex items-center justify-between rounded-lg px-3 py-2 text-ink-800 hover:bg-ink-50 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800"
                >
                  <span>
                    {category.name}
                    <LinkPending label={labels.loading} />
                  </span>
                  <span className="rounded-full bg-ink-100 px-2 text-sm font-semibold text-ink-700 tabular-nums">
                    {category.count}
                    <span className="sr-only"> ({labels.count(category.count)})</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </nav>
  );
}
