import { localizedPath } from '@/lib/infra/routing/localized-paths';
import type { PageKey } from '@/lib/infra/routing/pages';
import type { Locale } from '@/lib/infra/routing/locales';

/**
 * A page's address with its locale: a site page's is the route table's (`/es/sobre-nosotros`), a
 * new page's `/{language}/{slug}`.
 */
export function pageSitePath(page: { key: string | null; slug: string | null; language: Locale }): string {
  if (page.key !== null) return localizedPath(page.language, page.key as PageKey);
  return localizedPath(page.language, `/${page.slug ?? ''}`);
}
