export { LOCALE_COOKIE } from '@/lib/infra/routing/locale-cookie';
import { defineRouting } from 'next-intl/routing';
import { nextIntlPathnames } from '@/lib/infra/routing/localized-paths';
import { locales } from './locales';


export const routing = defineRouting({
  locales,
  defaultLocale: 'en',
  localePrefix: 'always',
  // hreflang alternates come from each page's metadata, not from a Link response header.
  alternateLinks: false,
  // next-intl would set the language cookie on page responses, which makes them uncacheable by a
  // CDN: the cookie is written only when the visitor switches language (lib/infra/routing/locale-cookie.ts)
  // or is redirected by negotiation (proxy.ts).
  localeCookie: false,
  // Spanish addresses in Spanish (`/es/empleo`): generated from lib/infra/routing/pages.ts. The
  // proxy (lib/infra/routing/canonical.ts) serves them and 308s the old ones before next-intl's
  // middleware sees a request; the navigation APIs read this to localize and to name the page.
  pathnames: nextIntlPathnames(locales),
});

export type { Locale } from './locales';
