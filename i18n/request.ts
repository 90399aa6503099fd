import { hasLocale, IntlErrorCode, type AbstractIntlMessages } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { mergeMessages, type Messages } from '@/lib/infra/i18n/merge-messages';
import { routing, type Locale } from '@/lib/infra/routing/routing';

/**
 * Each locale's catalogue, merged once per process rather than per request. The files arrive
 * compiled (next.config.mjs: next-intl's `messages.precompile`), so the merge works on compiled messages.
 */
const catalogues = new Map<Locale, Promise<Messages>>();

async function catalogue(locale: Locale): Promise<Messages> {
  const english = (await import('@/messages/en.json')).default;
  if (locale === 'en') return english;
  // A key missing in Spanish falls back to English, then to the key itself (with a warning).
  return mergeMessages(english, (await import(`../messages/${locale}.json`)).default);
}

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  if (!catalogues.has(locale)) catalogues.set(locale, catalogue(locale));
  return {
    locale,
    messages: (await catalogues.get(locale)) as AbstractIntlMessages,
    // Fixed, so dates render the same on the server and in the browser.
    timeZone: 'UTC',
    onError(error) {
      if (error.code === IntlErrorCode.MISSING_MESSAGE) console.warn(`[i18n] ${error.message}`);
      else console.error(error);
    },
    getMessageFallback({ namespace, key }) {
      return [namespace, key].filter(Boolean).join('.');
    },
  };
});
