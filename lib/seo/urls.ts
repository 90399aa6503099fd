import { getEnv } from '@/lib/env.mjs';
import { routing, type Locale } from '@/i18n/routing';

/** Absolute canonical URL of a page path (`''`, `/about`, `/blog/x`) in a locale. */
export function absoluteUrl(locale: Locale, path: string): string {
  return `${getEnv().SITE_URL}/${locale}${path}`;
}

/** hreflang alternates of a path: every locale plus x-default (the default locale's URL). */
export function languageAlternates(path: string): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of routing.locales) languages[locale] = absoluteUrl(locale, path);
  languages['x-default'] = absoluteUrl(routing.defaultLocale, path);
  return languages;
}
