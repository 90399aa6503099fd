import { defineRouting } from 'next-intl/routing';

/** Remembers the visitor's language choice (spec: a product-specific storage key). */
export const LOCALE_COOKIE = 'otailo_locale';

export const routing = defineRouting({
  locales: ['en', 'es'],
  defaultLocale: 'en',
  localePrefix: 'always',
  // hreflang alternates come from each page's metadata, not from a Link response header.
  alternateLinks: false,
  // proxy.ts adds `secure` over https.
  localeCookie: { name: LOCALE_COOKIE, maxAge: 60 * 60 * 24 * 365, sameSite: 'lax' },
});

export type Locale = (typeof routing.locales)[number];
