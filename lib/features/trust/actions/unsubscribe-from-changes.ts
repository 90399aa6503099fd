'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { Locale } from '@/i18n/routing';
import * as z from 'zod/mini';
import { getDatabase } from '@/lib/infra/db';
import { CLIENT_IP_HEADER } from '@/lib/infra/http/client-ip.mjs';
import { localeField, textField } from '@/lib/infra/http/form-fields';
import { formAction } from '@/lib/infra/http/server-action';
import { log } from '@/lib/infra/log.mjs';
import { addressKey, consume, limits } from '@/lib/infra/rate-limit';
import { unsubscribe } from '@/lib/features/trust/subscribers';
import { isWellFormedToken } from '@/lib/infra/util/tokens';
import { localizedPath } from '@/lib/infra/routing/localized-paths';

const pageOf = (locale: Locale, token: string, extra = '') => localizedPath(locale, `/trust/unsubscribe?${new URLSearchParams({ token, ...(extra ? { [extra]: '1' } : {}) })}`);

/**
 * The button of the unsubscribe page (the link in every change mail), with or without JavaScript.
 * Idempotent: the page it leads back to says where the address stands.
 */
export const unsubscribeFromTrustChanges = formAction({
  input: z.object({ token: textField(100), locale: localeField }),
  invalid: () => redirect(localizedPath('en', '/trust/unsubscribe')),
  run: async ({ token, locale }) => {
    if (!isWellFormedToken(token)) redirect(localizedPath(locale, '/trust/unsubscribe'));
    const ip = (await headers()).get(CLIENT_IP_HEADER) ?? 'unknown';
    if (!(await consume(limits.trustUnsubscribe, addressKey(ip))).allowed) redirect(pageOf(locale, token, 'busy'));
    try {
      await unsubscribe(await getDatabase(), token);
    } catch (error) {
      log.error('trust: an unsubscribe failed', { error });
      redirect(pageOf(locale, token, 'failed'));
    }
    redirect(pageOf(locale, token));
  },
});
