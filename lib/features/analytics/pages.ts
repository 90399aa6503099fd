/**
 * Which paths are pages of the site: the collector keeps a page view only for one of them (anything
 * else is a "not found" hit), since a client can post any path. The static pages come from the page
 * catalogue (lib/infra/routing/pages.ts, no database); the published entries (posts, stories,
 * openings, resources, integrations) from a loader the app passes in, held in memory and reloaded
 * at most every `maxAgeMs`, or sooner (at most every `recheckMs`) when a request names a path it
 * does not know: a page published a second ago is known by its first visit, and a client posting
 * unknown paths costs one reload of cached reads per `recheckMs`, never a query per event.
 */
import { locales, type Locale } from '@/lib/infra/routing/locales';
import { localizedPath } from '@/lib/infra/routing/localized-paths';
import { pageKeys, pages, subPages } from '@/lib/infra/routing/pages';

/** A page of the site, a path it does not have, or undecided (the entries could never be read). */
export type PageStatus = 'page' | 'missing' | 'unsure';
export type PageCheck = (path: string) => PageStatus;

/** Internal path of each entry (`/blog/x`) and its language, or every language when it is in all. */
export interface ContentPath {
  path: string;
  locale?: Locale;
}

/** Pages no visitor's view should count, nor count as missing: editors' previews. */
const NOT_COUNTED = ['/preview'];

/** Every static page in every language, as the browser shows it (`/es/sobre-nosotros`); not the admin area. */
export function staticPagePaths(): Set<string> {
  const paths = new Set<string>();
  for (const locale of locales) {
    for (const key of pageKeys) if (key !== 'manage') paths.add(localizedPath(locale, pages[key].path));
    for (const path of Object.keys(subPages) as `/${string}`[]) paths.add(localizedPath(locale, path));
  }
  return paths;
}

export function contentPagePaths(entries: Iterable<ContentPath>): Set<string> {
  const paths = new Set<string>();
  for (const { path, locale } of entries) for (const each of locale ? [locale] : locales) paths.add(localizedPath(each, path as `/${string}`));
  return paths;
}

export interface PageCatalogueOptions {
  load: () => Promise<Iterable<ContentPath>>;
  maxAgeMs?: number;
  recheckMs?: number;
  now?: () => number;
  onError?: (error: unknown) => void;
}

export function createPageCatalogue({ load, maxAgeMs = 60_000, recheckMs = 5_000, now = Date.now, onError = () => {} }: PageCatalogueOptions) {
  const fixed = staticPagePaths();
  const ignored = new Set(locales.flatMap((locale) => NOT_COUNTED.map((path) => `/${locale}${path}`)));
  let content: Set<string> | null = null;
  let loadedAt = -Infinity;
  let loading: Promise<void> | null = null;

  function reload(): Promise<void> {
    loading ??= load()
      .then((entries) => {
        content = contentPagePaths(entries);
      })
      .catch((error: unknown) => onError(error))
      // A failed load waits like a good one: the previous entries (if any) are kept meanwhile.
      .finally(() => {
        loadedAt = now();
        loading = null;
      });
    return loading;
  }

  const status = (path: string): PageStatus | 'ignored' => {
    if (fixed.has(path)) return 'page';
    if (ignored.has(path)) return 'ignored';
    if (content === null) return 'unsure';
    return content.has(path) ? 'page' : 'missing';
  };

  return {
    /**
     * A check for the paths of one request: the entries are reloaded first when one of `paths` is
     * unknown (or none was ever read) and they are older than `recheckMs`, and in the background
     * when older than `maxAgeMs`. Ignored paths answer 'unsure'.
     */
    async check(paths: readonly string[]): Promise<PageCheck> {
      const age = now() - loadedAt;
      const unknown = content === null || paths.some((path) => status(path) === 'missing');
      // An unknown path waits for fresh entries; a known one answers at once while old ones reload.
      if (age >= recheckMs && unknown) await reload();
      else if (age >= maxAgeMs) void reload();
      return (path) => {
        const found = status(path);
        return found === 'ignored' ? 'unsure' : found;
      };
    },
  };
}

export type PageCatalogue = ReturnType<typeof createPageCatalogue>;
