import { getEnv } from '@/lib/infra/env.mjs';
import { routing, type Locale } from '@/lib/infra/routing/routing';
import { localizedPath } from '@/lib/infra/routing/localized-paths';

/**
 * Absolute canonical URL of an internal page path (`''`, `/about`, `/blog/x`) in a locale, under
 * the locale's own name of the page (`/es/sobre-nosotros`).
 */
export function absoluteUrl(locale: Locale, path: string): string {
  return `${getEnv().SITE_URL}${localizedPath(locale, path as `/${string}`)}`;
}

/**
 * hreflang alternates: a path in every locale, or each locale's own path where a page exists in some
 * languages only (a post and its translation); plus x-default, the default locale's page when there
 * is one, else the only one.
 */
export function languageAlternates(paths: string | Partial<Record<Locale, string>>): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of routing.locales) {
    const path = typeof paths === 'string' ? paths : paths[locale];
    if (path !== undefined) languages[locale] = absoluteUrl(locale, path);
  }
  languages['x-default'] = languages[routing.defaultLocale] ?? Object.values(languages)[0] ?? '';
  return languages;
}
