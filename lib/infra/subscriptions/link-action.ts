import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { CLIENT_IP_HEADER } from '@/lib/infra/http/client-ip.mjs';
import { localeField, textField } from '@/lib/infra/http/form-fields';
import type { Locale } from '@/lib/infra/routing/locales';
import { log } from '@/lib/infra/log.mjs';
import { localizedPath } from '@/lib/infra/routing/localized-paths';
import { addressKey, consume, type RateLimitPolicy } from '@/lib/infra/rate-limit';
import { isWellFormedToken } from '@/lib/infra/util/tokens';

/*
 * The button of a mailed link's page (confirm, unsubscribe), with or without JavaScript, reads:
 *
 *   actionClient
 *     .input(linkButtonInput)                 the link's token and the page's language
 *     .onInvalid(backToLinkPage(button))      (every field reads as something: never refused)
 *     .formAction(({ input }) => pressLinkButton(button, input));
 */

/** One mailed link's button. */
export interface LinkButton {
  /** The page, the path after the locale. */
  page: `/${string}`;
  /** Per visitor address. */
  limit: RateLimitPolicy;
  /** The step itself (idempotent: the page says where the address stands afterwards). */
  apply: (token: string) => Promise<unknown>;
}

/** What a link page's button posts. */
export const linkButtonInput = z.object({ token: textField(100), locale: localeField });

/** The answer to a post the schema refuses: the page in English. */
export const backToLinkPage = (button: LinkButton) => (): never => redirect(localizedPath('en', button.page));

/** A malformed token back to the bare page; rate limited per visitor address; then `apply(token)`, then back to the page. */
export async function pressLinkButton({ page, limit, apply }: LinkButton, { token, locale }: z.infer<typeof linkButtonInput>): Promise<void> {
  const pageOf = (language: Locale, extra?: 'busy' | 'failed') => `${localizedPath(language, page)}?${new URLSearchParams({ token, ...(extra ? { [extra]: '1' } : {}) })}`;
  if (!isWellFormedToken(token)) redirect(localizedPath(locale, page));
  const ip = (await headers()).get(CLIENT_IP_HEADER) ?? 'unknown';
  if (!(await consume(limit, addressKey(ip))).allowed) redirect(pageOf(locale, 'busy'));
  try {
    await apply(token);
  } catch (error) {
    log.error(`${page}: a button failed`, { error });
    redirect(pageOf(locale, 'failed'));
  }
  redirect(pageOf(locale));
}
