import { pages, type PageKey } from '../../lib/infra/routing/pages';

export const LOCALES = ['en', 'es'] as const;

/** Every public page of the route table (not the admin area). */
export const publicPageKeys = (Object.keys(pages) as PageKey[]).filter((key) => key !== 'manage');

export const localizedPath = (locale: string, key: PageKey) => `/${locale}${pages[key].path}`;

export const publicPaths = LOCALES.flatMap((locale) => publicPageKeys.map((key) => localizedPath(locale, key)));
