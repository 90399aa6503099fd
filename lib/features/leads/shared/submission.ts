/**
 * What a lead form and its server action exchange: the hidden fields every form carries and the
 * answer the action gives back (also what a page re-rendered after a submission without JavaScript
 * shows).
 */
import type { FieldErrors } from './fields';

/** Names of the hidden fields of every lead form. */
export const META = {
  locale: 'locale',
  /** A random key per form instance: submitting the same form twice stores one lead. */
  idempotencyKey: 'submissionKey',
  /** When the visitor started (milliseconds since epoch), for the minimum fill time. */
  startedAt: 'startedAt',
  pageUri: 'pageUri',
  pageName: 'pageName',
  /** The honeypot: hidden from people, filled in by naive bots. */
  honeypot: 'website',
} as const;

export type SubmissionState<Field extends string> =
  | { status: 'idle' }
  /**
   * `bookingPath`: after a demo request, the page where the visitor picks a meeting slot;
   * `mailed`: a copy (the ROI estimate, a resource's link) is on its way to the visitor;
   * `downloadPath`: after a resource request, its file's address after the locale (a link valid for days).
   */
  | { status: 'success'; bookingPath?: string; mailed?: boolean; downloadPath?: string }
  /** The server refused a value; `values` echo what was sent, so nothing typed is lost. */
  | { status: 'invalid'; fieldErrors: FieldErrors<Field>; values: Partial<Record<Field, string>> }
  | { status: 'rate-limited'; retryAfter: number; values: Partial<Record<Field, string>> }
  /**
   * The site-wide budget of leads is spent (a flood of forms): nothing was stored, and the visitor
   * is told to try again later or to write to `contact`; what was typed stays in the form.
   */
  | { status: 'busy'; retryAfter: number; contact: string; values: Partial<Record<Field, string>> }
  | { status: 'error'; values: Partial<Record<Field, string>> };

export const IDLE = { status: 'idle' } as const;

/** The HTTP status a page shows a submission's answer with (for visitors without JavaScript). */
export function documentStatusOf(state: SubmissionState<string>): 422 | 429 | 503 | undefined {
  if (state.status === 'invalid') return 422;
  if (state.status === 'rate-limited' || state.status === 'busy') return 429;
  if (state.status === 'error') return 503;
  return undefined;
}
