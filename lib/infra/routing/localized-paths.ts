/**
 * The one place that turns a page of this site into its address in a language, and back.
 *
 * Routes in app/ are named in English (`/careers/[slug]`): that is the internal path, and the
 * English address. Spanish addresses are Spanish (`/es/empleo/{slug}`), from `es` in pages.ts and
 * subPages; an address below a page keeps its last segments under the page's Spanish path. Pure
 * (no I/O), used by the proxy, metadata, links, mails and feeds alike, and by next-intl's
 * `pathnames` (lib/infra/routing/routing.ts), which is generated from the same table.
 */
import type { Locale } from '@/lib/infra/routing/locales';
import { detailPageKeys, pageKeys, pages, subPages, type PageKey } from './pages';


/** Internal path → Spanish path, for every page and named sub-page whose Spanish path differs. */
const spanish: [internal: string, localized: string][] = [
  ...pageKeys.map((key): [string, string] => [pages[key].path, pages[key].es]),
  ...Object.entries(subPages).map(([path, names]): [string, string] => [path, names.es]),
].filter(([internal, localized]) => internal !== localized);

/** The table of each locale other than the default one (whose addresses are the internal paths). */
const tables: Partial<Record<Locale, { byInternal: [string, string][]; byLocalized: [string, string][] }>> = {
  es: {
    byInternal: [...spanish].sort((a, b) => b[0].length - a[0].length),
    byLocalized: [...spanish].sort((a, b) => b[1].length - a[1].length),
  },
};

/** `path` is `prefix` or below it (`/careers/x` is below `/careers`); the home page ('') only itself. */
function below(path: string, prefix: string): boolean {
  if (prefix === '') return path === '' || path === '/';
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** Longest prefix of `path` in `pairs` (compared on `from`), replaced by its `to`; null when none. */
function swapPrefix(path: string, pairs: [string, string][], from: 0 | 1): string | null {
  for (const pair of pairs) {
    const prefix = pair[from];
    if (below(path, prefix)) return pair[1 - from] + (prefix === '' ? '' : path.slice(prefix.length));
  }
  return null;
}

/** Splits `/careers/x?a=1#top` into the path and what follows it. */
function splitPath(href: string): [path: string, suffix: string] {
  const end = href.search(/[?#]/);
  return end === -1 ? [href, ''] : [href.slice(0, end), href.slice(end)];
}

/**
 * The address of an internal path in a locale, without the locale prefix: `('es', '/careers/x')` →
 * `/empleo/x`. Paths the table does not know (`/blog/x`, `/manage/…`, `/feed.xml`) stay as they are.
 * A query string or fragment is kept.
 */
export function localizedRest(locale: Locale, href: string): string {
  const table = tables[locale];
  if (!table) return href;
  const [path, suffix] = splitPath(href);
  return (swapPrefix(path, table.byInternal, 0) ?? path) + suffix;
}

/** A page, or a route with its dynamic segments (`{ pathname: '/careers/[slug]', params: { slug } }`). */
export type PageRef = PageKey | { pathname: string; params?: Record<string, string>; query?: string };

function internalOf(ref: PageRef): string {
  if (typeof ref === 'string') return pages[ref].path;
  let path = ref.pathname;
  for (const [name, value] of Object.entries(ref.params ?? {})) path = path.replace(`[${name}]`, encodeURIComponent(value));
  return ref.query ? `${path}?${ref.query.replace(/^\?/, '')}` : path;
}

/**
 * The site address of a page in a locale: `/{locale}` and the locale's path. `target` is a page
 * key (`'careers'`), a route with params, or an internal path as a string (`/careers/x?y=1`).
 * Everything that builds a link, a redirect, a canonical URL, a mail link or a sitemap entry goes
 * through here: nothing else writes a Spanish path.
 */
export function localizedPath(locale: Locale, target: PageRef | `/${string}` | ''): string {
  const internal = typeof target === 'string' && (target === '' || target.startsWith('/')) ? target : internalOf(target as PageRef);
  const rest = localizedRest(locale, internal);
  return rest === '/' ? `/${locale}` : `/${locale}${rest}`;
}

/**
 * A full site path as it is written today: an old Spanish address (`/es/careers/x?y=1`) becomes the
 * Spanish one (`/es/empleo/x?y=1`); anything else (English, already Spanish, another site, the
 * admin area) stays as it is. For addresses stored before Spanish addresses were Spanish (editors'
 * redirect rules).
 */
export function currentSitePath(path: string): string {
  const match = /^\/([a-z]{2})(\/[^?#]*)?([?#].*)?$/.exec(path);
  const locale = match?.[1] as Locale | undefined;
  if (!match || !locale || !tables[locale]) return path;
  const rest = match[2] ?? '';
  const localized = localizedRest(locale, rest);
  return localized === rest ? path : `/${locale}${localized}${match[3] ?? ''}`;
}

/** A page's own address in a locale (`pagePath('es', 'careers')` → `/es/empleo`). */
export const pagePath = (locale: Locale, key: PageKey) => localizedPath(locale, key);

/**
 * The internal path of an address in a locale (without the prefix), when that address is the
 * locale's own name of a page or of something below it and differs from the internal path:
 * `('es', '/empleo/x')` → `/careers/x`. Null otherwise (an internal path, an unknown one, or an
 * old name: `('es', '/careers/x')`).
 */
export function internalRest(locale: Locale, path: string): string | null {
  const table = tables[locale];
  if (!table) return null;
  const internal = swapPrefix(path, table.byLocalized, 1);
  return internal !== null && localizedRest(locale, internal) === path ? internal : null;
}

/**
 * The internal path of a browser's address (`/es/empleo/x` → `/careers/x`; `/en/about` → `/about`):
 * for client code that asks which page it is on.
 */
export function internalPathOf(locale: Locale, rest: string): string {
  return internalRest(locale, rest) ?? rest;
}

/**
 * next-intl's `pathnames`: each page, named sub-page and detail route, by internal path, with its
 * path in every locale. Navigation APIs (`getPathname`, `usePathname`, the router) read it.
 */
export function nextIntlPathnames(locales: readonly Locale[]): Record<string, Record<Locale, string>> {
  const routes = [
    ...pageKeys.map((key) => pages[key].path),
    ...Object.keys(subPages),
    ...detailPageKeys.map((key) => `${pages[key].path}/[slug]`),
  ];
  const pathnames: Record<string, Record<Locale, string>> = {};
  for (const route of routes) {
    const name = route || '/';
    pathnames[name] = Object.fromEntries(locales.map((locale) => [locale, localizedRest(locale, route) || '/'])) as Record<Locale, string>;
  }
  return pathnames;
}

