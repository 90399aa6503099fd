/**
 * A new page's address is `/{language}/{slug}`, one segment beside the site's own pages, so its slug
 * must be free in the route table (lib/infra/routing): not a page's name in either language, old or
 * legacy (the proxy would answer it with a 308 or serve another route), not a route segment of the
 * app, and not a word kept for the site. Uniqueness among pages of one language is the database's
 * (a unique index on language and slug).
 */
import { resolveRequestPath, normalizeName } from '@/lib/infra/routing/canonical';
import * as internalRoutes from '@/lib/infra/routing/internal-routes';
import { pageKeys, pages, subPages } from '@/lib/infra/routing/pages';
import { locales, type Locale } from '@/lib/infra/routing/locales';
import { isValidSlug } from '@/lib/features/publishing/shared/slug';
import { PAGE_LIMITS } from './shared/limits';

/** Words no page may take, whatever the routes are today: the app's own areas and files search engines ask for. */
const KEPT_WORDS = ['manage', 'admin', 'api', 'uploads', 'preview', 'gone', 'feed', 'rss', 'sitemap', 'robots', 'static', 'assets', 'images', 'og', 'favicon', ...locales];

/** Every first segment of an address the route table knows, in either language, as the proxy compares names (no hyphens, lower case). */
const ROUTE_NAMES = new Set(
  [
    ...pageKeys.flatMap((key) => [pages[key].path, pages[key].es, ...pages[key].legacy.map((name) => `/${name}`)]),
    ...Object.entries(subPages).flatMap(([path, names]) => [path, names.es]),
    ...Object.values(internalRoutes)
      .filter((value: unknown): value is string => typeof value === 'string')
      .map((segment) => `/${segment}`),
    ...KEPT_WORDS.map((word) => `/${word}`),
  ]
    .map((path) => path.split('/')[1] ?? '')
    .filter(Boolean)
    .map((segment) => normalizeName(segment) ?? segment),
);

export type SlugProblem = 'slug-invalid' | 'slug-reserved';

/** Why a page may not have this slug in this language, or null when it may. */
export function slugProblem(language: Locale, slug: string): SlugProblem | null {
  if (slug.length > PAGE_LIMITS.slug || !isValidSlug(slug)) return 'slug-invalid';
  if (ROUTE_NAMES.has(normalizeName(slug) ?? slug)) return 'slug-reserved';
  // Whatever the proxy would not serve as it is (a page's name in the other language, a legacy name in any spelling).
  const decision = resolveRequestPath({ pathname: `/${language}/${slug}`, searchParams: new URLSearchParams(), negotiatedLocale: language });
  return decision.kind === 'pass' ? null : 'slug-reserved';
}

/** A site page's key, as lib/infra/routing/pages.ts names it (the admin area is not a page of blocks). */
export function isPageKey(key: string): key is Exclude<(typeof pageKeys)[number], 'manage'> {
  return key !== 'manage' && (pageKeys as readonly string[]).includes(key);
}
