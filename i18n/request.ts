import { hasLocale, IntlErrorCode } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { mergeMessages } from '@/lib/i18n/merge-messages';
import { routing } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const english = (await import('../messages/en.json')).default;
  const own = locale === 'en' ? english : (await import(`../messages/${locale}.json`)).default;
  return {
    locale,
    // A key missing in Spanish falls back to English, then to the key itself (with a warning).
    messages: locale === 'en' ? english : mergeMessages(english, own),
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
