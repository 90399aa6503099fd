/**
 * The sign-up form of a mailing list (the trust center's change alerts, the newsletter), as the
 * browser and the server share it: the hidden field for bots and the answer. No zod here: the
 * form is on every page, and the validation stays on the server (./email-field.ts).
 */

/** The hidden field that people never see and naive bots fill in (as on the lead forms). */
export const SUBSCRIBE_HONEYPOT = 'website';

export type SubscribeErrorCode = 'required' | 'tooLong' | 'invalid' | 'invalidEmail';

/** The answer of a sign-up (also what a page re-rendered after a post without JavaScript shows). */
export type SubscribeState =
  | { status: 'idle' }
  /** A confirmation mail is on its way (said whatever the address's state, so no one learns who subscribed). */
  | { status: 'sent'; email: string }
  | { status: 'invalid'; error: SubscribeErrorCode; email: string }
  | { status: 'rate-limited'; retryAfter: number; email: string }
  /** The site-wide budget of sign-ups is spent (a flood): nothing was stored; try again later. */
  | { status: 'busy'; retryAfter: number; email: string }
  | { status: 'error'; email: string };

/** The HTTP status a page shows a sign-up's answer with (for visitors without JavaScript). */
export function subscribeDocumentStatus(state: SubscribeState): 422 | 429 | 503 | undefined {
  if (state.status === 'invalid') return 422;
  if (state.status === 'rate-limited' || state.status === 'busy') return 429;
  if (state.status === 'error') return 503;
  return undefined;
}
