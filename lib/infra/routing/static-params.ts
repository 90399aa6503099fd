import { routing } from '@/lib/infra/routing/routing';

/**
 * Both locales, for pages prerendered at build time. Pages declare it themselves (the locale layout
 * does not), so pages that read the database can opt out of the build and render on first request.
 */
export function localeStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

/** No locale at build: a page that reads the database renders on its first request, then is cached. */
export function firstRequestParams(): { locale: string }[] {
  return [];
}
