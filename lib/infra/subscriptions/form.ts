/**
 * The sign-up form of a mailing list (the trust center's change alerts, the newsletter), as the
 * browser and the server share it: the address's schema, the hidden field for bots, the answer.
 */
import * as z from 'zod/mini';
import { isDeliverableAddress, MAX_ADDRESS_LENGTH } from '@/lib/infra/util/email-address';

/** The hidden field that people never see and naive bots fill in (as on the lead forms). */
export const SUBSCRIBE_HONEYPOT = 'website';

export type SubscribeErrorCode = 'required' | 'tooLong' | 'invalid' | 'invalidEmail';

/** The visitor's address: trimmed, lower-cased, one an SMTP server takes. */
export const subscriberEmailField = z.pipe(
  z.pipe(
    z.catch(z.string(), ''),
    z.transform((value) => value.trim().toLowerCase()),
  ),
  z.string().check(
    z.minLength(1, { error: 'required', abort: true }),
    z.maxLength(MAX_ADDRESS_LENGTH, { error: 'tooLong', abort: true }),
    z.email({ error: 'invalidEmail', abort: true }),
    z.refine(isDeliverableAddress, { error: 'invalidEmail' }),
  ),
);

/** The answer of a sign-up (also what a page re-rendered after a post without JavaScript shows). */
export type SubscribeState =
  | { status: 'idle' }
  /** A confirmation mail is on its way (said whatever the address's state, so no one learns who subscribed). */
  | { status: 'sent'; email: string }
  | { status: 'invalid'; error: SubscribeErrorCode; email: string }
  | { status: 'rate-limited'; retryAfter: number; email: string }
  | { status: 'error'; email: string };

/** The HTTP status a page shows a sign-up's answer with (for visitors without JavaScript). */
export function subscribeDocumentStatus(state: SubscribeState): 422 | 429 | 503 | undefined {
  if (state.status === 'invalid') return 422;
  if (state.status === 'rate-limited') return 429;
  if (state.status === 'error') return 503;
  return undefined;
}
