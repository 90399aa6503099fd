/**
 * The server side of a mailing list's sign-up form, with and without JavaScript: rate limited per
 * visitor address and per email address typed, validated, a bot's honeypot answered like a
 * person, one of the site-wide budget of sign-ups taken (every list shares it), then the list's
 * request (a confirmation mail: double opt-in). The answer is the same whether the address was
 * new, pending or already confirmed, so no one learns who subscribed.
 */
import 'server-only';
import { createHash } from 'node:crypto';
import { headers } from 'next/headers';
import * as z from 'zod/mini';
import { CLIENT_IP_HEADER } from '@/lib/infra/http/client-ip.mjs';
import { localeField, textField } from '@/lib/infra/http/form-fields';
import type { Guarded, InvalidPost, RawForm } from '@/lib/infra/http/server-action';
import { log } from '@/lib/infra/log.mjs';
import { addressKey, consume, type RateLimitPolicy } from '@/lib/infra/rate-limit';
import { spendSiteBudget } from '@/lib/infra/rate-limit/site-budgets';
import { subscriberEmailField } from './email-field';
import { SUBSCRIBE_HONEYPOT, type SubscribeErrorCode, type SubscribeState } from './form';
import type { ListLocale } from './mailing-list';

const typed = (raw: Readonly<Record<string, unknown>>) => (typeof raw.email === 'string' ? raw.email.slice(0, 320) : '');
const CODES = new Set<string>(['required', 'tooLong', 'invalidEmail']);

export interface SubscribeRequest {
  email: string;
  /** The page's language (the consent text shown). */
  locale: ListLocale;
  /** The list's language the visitor chose (the page's when the form has no choice). */
  language: ListLocale;
}

/** A mailing list's side of a sign-up. */
export interface MailingListSignUp {
  /** For the log. */
  name: string;
  perEmail: RateLimitPolicy;
  /** Whether mail can be sent at all (else nothing is stored and the visitor is told to retry). */
  mailReady: () => boolean;
  /** Stores the request and queues its confirmation mail. */
  request: (request: SubscribeRequest) => Promise<void>;
}

let warnedAt = 0;

/** Says once a minute, not once a refused sign-up, that the budget is spent. */
function warnBudgetSpent(name: string) {
  if (Date.now() - warnedAt < 60_000) return;
  warnedAt = Date.now();
  log.warn(`${name}: the site-wide budget of sign-ups is spent; sign-ups are refused until it opens again`);
}

/*
 * A sign-up form's action reads, in order (lib/features/newsletter/actions/subscribe.ts):
 *
 *   actionClient
 *     .input(subscribeInput)                    the address, the languages, the honeypot
 *     .use(signUpRateLimit(perAddress))         the visitor's address rate limited before anything else
 *     .onInvalid(refusedSignUp)                 a refused address: why, and what was typed
 *     .stateAction(({ input }) => signUp(list, input));
 */

/** What a sign-up form accepts. */
export const subscribeInput = z.object({ email: subscriberEmailField, locale: localeField, language: textField(5), [SUBSCRIBE_HONEYPOT]: textField(200) });

/** At most `perAddress` sign-ups per visitor address; past it the form says when to retry. */
export function signUpRateLimit(perAddress: RateLimitPolicy) {
  return async (raw: RawForm): Promise<Guarded<undefined, SubscribeState>> => {
    const ip = (await headers()).get(CLIENT_IP_HEADER) ?? 'unknown';
    const limit = await consume(perAddress, addressKey(ip));
    return limit.allowed ? { ok: true, context: undefined } : { ok: false, answer: { status: 'rate-limited', retryAfter: limit.retryAfter, email: typed(raw) } };
  };
}

/** A refused address: its problem's code (a localized message), and what was typed. */
export function refusedSignUp({ issues, raw }: InvalidPost<unknown>): SubscribeState {
  const issue = issues.find((one) => one.path[0] === 'email');
  return { status: 'invalid', error: (issue && CODES.has(issue.message) ? issue.message : 'invalid') as SubscribeErrorCode, email: typed(raw) };
}

/**
 * A valid sign-up, from the top: a bot's honeypot answered like a person, the address typed rate
 * limited, one of the site-wide budget taken, then the list's request (a confirmation mail).
 */
export async function signUp(list: MailingListSignUp, { email, locale, language, [SUBSCRIBE_HONEYPOT]: honeypot }: z.infer<typeof subscribeInput>): Promise<SubscribeState> {
  // A bot gets the person's answer and nothing is stored or sent.
  if (honeypot.trim() !== '') return { status: 'sent', email };
  // Keyed by a digest: no address in the counters' table, and a key short enough for it.
  const limit = await consume(list.perEmail, createHash('sha256').update(email).digest('base64url'));
  if (!limit.allowed) return { status: 'rate-limited', retryAfter: limit.retryAfter, email };
  if (!list.mailReady()) return { status: 'error', email };
  try {
    // A row and a confirmation mail each: bounded for the whole site, not only per address.
    const budget = await spendSiteBudget('signups');
    if (budget.granted === 0) {
      warnBudgetSpent(list.name);
      return { status: 'busy', retryAfter: budget.retryAfter, email };
    }
    await list.request({ email, locale, language: language === 'en' || language === 'es' ? language : locale });
    return { status: 'sent', email };
  } catch (error) {
    log.error(`${list.name}: a subscription could not be stored`, { error });
    return { status: 'error', email };
  }
}
