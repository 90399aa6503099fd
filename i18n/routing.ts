export { LOCALE_COOKIE } from '@/i18n/locale-cookie';
import { defineRouting } from 'next-intl/routing';


export const routing = defineRouting({
  locales: ['en', 'es'],
  defaultLocale: 'en',
  localePrefix: 'always',
  // hreflang alternates come from each page's metadata, not from a Link response header.
  alternateLinks: false,
  // next-intl would set the language cookie on page responses, which makes them uncacheable by a
  // CDN: the cookie is written only when the visitor switches language (i18n/locale-cookie.ts)
  // or is redirected by negotiation (proxy.ts).
  localeCookie: false,
});

export type Locale = (typeof routing.locales)[number];
