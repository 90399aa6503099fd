import Negotiator from 'negotiator';
import { routing, type Locale } from '@/lib/infra/routing/routing';

function isLocale(value: string | undefined): value is Locale {
  return (routing.locales as readonly string[]).includes(value ?? '');
}

/**
 * The locale for a request whose path names none: the locale cookie, then the best
 * `Accept-Language` match, then the default (English).
 */
export function negotiateLocale({
  cookie,
  acceptLanguage,
}: {
  cookie?: string | null;
  acceptLanguage?: string | null;
}): Locale {
  if (isLocale(cookie ?? undefined)) return cookie as Locale;
  const [best] = new Negotiator({ headers: { 'accept-language': acceptLanguage ?? undefined } }).languages([
    ...routing.locales,
  ]);
  return isLocale(best) ? best : routing.defaultLocale;
}
