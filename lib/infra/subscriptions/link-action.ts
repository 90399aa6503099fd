import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { CLIENT_IP_HEADER } from '@/lib/infra/http/client-ip.mjs';
import { localeField, textField } from '@/lib/infra/http/form-fields';
import { formAction } from '@/lib/infra/http/server-action';
import type { Locale } from '@/lib/infra/routing/locales';
import { log } from '@/lib/infra/log.mjs';
import { localizedPath } from '@/lib/infra/routing/localized-paths';
import { addressKey, consume, type RateLimitPolicy } from '@/lib/infra/rate-limit';
import { isWellFormedToken } from '@/lib/infra/util/tokens';

/**
 * The button of a mailed link's page (confirm, unsubscribe: `page`, the path after the locale),
 * with or without JavaScript: rate limited per visitor address, then `apply(token)`, then back to
 * the page, which says where the address stands now (the step is idempotent).
 */
export function linkButtonAction(page: `/${string}`, limit: RateLimitPolicy, apply: (token: string) => Promise<unknown>) {
  const pageOf = (locale: Locale, token: string, extra?: 'busy' | 'failed') => `${localizedPath(locale, page)}?${new URLSearchParams({ token, ...(extra ? { [extra]: '1' } : {}) })}`;
  return formAction({
    input: z.object({ token: textField(100), locale: localeField }),
    invalid: () => redirect(localizedPath('en', page)),
    run: async ({ token, locale }) => {
      if (!isWellFormedToken(token)) redirect(localizedPath(locale, page));
      const ip = (await headers()).get(CLIENT_IP_HEADER) ?? 'unknown';
      if (!(await consume(limit, addressKey(ip))).allowed) redirect(pageOf(locale, token, 'busy'));
      try {
        await apply(token);
      } catch (error) {
        log.error(`${page}: a button failed`, { error });
        redirect(pageOf(locale, token, 'failed'));
      }
      redirect(pageOf(locale, token));
    },
  });
}
