/** Remembers the visitor's language choice (spec: a product-specific storage key). */
export const LOCALE_COOKIE = 'otailo_locale';

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/**
 * The cookie's attributes. Over https it is Secure too: it only holds "en" or "es", but browsers
 * and scanners rightly expect every cookie of an https site to be.
 */
export function localeCookieOptions(https: boolean) {
  return { path: '/', maxAge: ONE_YEAR_SECONDS, sameSite: 'lax' as const, secure: https };
}

/** The `document.cookie` assignment that remembers `locale` (the language switcher, on click). */
export function localeCookieString(locale: string, https: boolean): string {
  const { path, maxAge, secure } = localeCookieOptions(https);
  return `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; Path=${path}; Max-Age=${maxAge}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
