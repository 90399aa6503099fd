import { pages, type PageKey } from '../../lib/infra/routing/pages';
import { localizedPath as sitePath } from '../../lib/infra/routing/localized-paths';

export const LOCALES = ['en', 'es'] as const;

/** Every public page of the route table (not the admin area). */
export const publicPageKeys = (Object.keys(pages) as PageKey[]).filter((key) => key !== 'manage');

/** A page's address in a locale (`/es/empleo`), as the site writes it (lib/infra/routing/localized-paths.ts). */
export const localizedPath = (locale: (typeof LOCALES)[number], key: PageKey) => sitePath(locale, key);

/** Any internal path (`/careers/x?y=1`) in a locale: `/es/empleo/x?y=1`. */
export const pathIn = (locale: (typeof LOCALES)[number], path: string) => sitePath(locale, path as `/${string}`);

/** The Spanish address a page had before Spanish addresses were Spanish (`/es/careers`): it 308s now. */
export const oldSpanishPath = (key: PageKey) => `/es${pages[key].path}`;

export const publicPaths = LOCALES.flatMap((locale) => publicPageKeys.map((key) => localizedPath(locale, key)));
