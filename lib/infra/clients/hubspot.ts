import 'server-only';
import { parseRetryAfter } from '@/lib/infra/util/backoff';

/**
 * HubSpot's Forms API (v3 "submit"): one POST per submission to a form of a portal.
 * https://legacydocs.hubspot.com/docs/methods/forms/submit_form_v3
 */

/**
 * The submissions endpoint allows 50 requests per 10 seconds. A token bucket hands out at most
 * capacity + refill per interval, so 10 + 35 = 45: 5 requests of headroom for our window and
 * HubSpot's not lining up, and for anything else posting to the same portal.
 */
export const HUBSPOT_RATE_LIMIT = { capacity: 10, refill: 35, intervalMs: 10_000 } as const;

export interface HubSpotSubmission {
  /** Milliseconds since the epoch, as a string: when the visitor sent the form, not when we forwarded it. */
  submittedAt: string;
  fields: { name: string; value: string }[];
  context: { pageUri: string; pageName: string; hutk?: string };
}

/** What became of one submission, as an outbox needs to know it. */
export type SubmitResult =
  /** Accepted (a 2xx). */
  | { kind: 'sent'; status: number }
  /** Worth trying again later: 408, 425, 429, 5xx, a timeout or a network error. */
  | { kind: 'retry'; status?: number; retryAfterMs?: number; error: string }
  /** Refused for good (another 4xx): the CRM's own words in `error`. */
  | { kind: 'rejected'; status: number; error: string };

export interface HubSpotFormsOptions {
  /** e.g. https://api.hsforms.com (tests point it at test/fakes/fake-crm.mjs). */
  apiBase: string;
  portalId: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

export interface HubSpotFormsClient {
  /** Upper bound of one `submit` call, so that leases can outlast it. */
  readonly timeoutMs: number;
  submit(formId: string, submission: HubSpotSubmission): Promise<SubmitResult>;
}

/**
 * A readable message from an error answer. HubSpot sends
 * `{ status: 'error', message, errors: [{ message, errorType }] }`.
 */
export function describeErrorResponse(status: number, body: string): string {
  let detail = '';
  try {
    const json = JSON.parse(body) as { message?: unknown; errors?: { message?: unknown; errorType?: unknown }[] };
    const errors = Array.isArray(json.errors)
      ? json.errors
          .map((e) => [e?.message, e?.errorType && `(${String(e.errorType)})`].filter(Boolean).join(' '))
          .filter(Boolean)
      : [];
    detail = [typeof json.message === 'string' ? json.message : '', errors.join('; ')].filter(Boolean).join(': ');
  } catch {
    detail = body.replace(/\s+/g, ' ').trim().slice(0, 300);
  }
  const message = `Request failed with status code ${status}${detail ? `: ${detail}` : ''}`;
  return message.length > 1_000 ? `${message.slice(0, 999)}…` : message;
}

const isRetryableStatus = (status: number) => status === 408 || status === 425 || status === 429 || status >= 500;

function describeFailure(error: unknown, timeoutMs: number): string {
  const { name, message, cause } = error as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (name === 'TimeoutError') return `timeout of ${timeoutMs}ms exceeded`;
  const reason = cause?.code ?? cause?.message;
  return `Network Error: ${reason ?? message ?? String(error)}`;
}

export function createHubSpotFormsClient(options: HubSpotFormsOptions): HubSpotFormsClient {
  const send = options.fetch ?? fetch;
  const apiBase = options.apiBase.replace(/\/+$/, '');
  return {
    timeoutMs: options.timeoutMs,
    async submit(formId, submission): Promise<SubmitResult> {
      const url = `${apiBase}/submissions/v3/integration/submit/${encodeURIComponent(options.portalId)}/${encodeURIComponent(formId)}`;
      let status: number | undefined;
      try {
        // One deadline for the answer and its body.
        const response = await send(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(submission),
          signal: AbortSignal.timeout(options.timeoutMs),
          redirect: 'error',
        });
        status = response.status;
        const body = await response.text();
        if (response.ok) return { kind: 'sent', status };
        const error = describeErrorResponse(status, body);
        if (!isRetryableStatus(status)) return { kind: 'rejected', status, error };
        const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), Date.now());
        return retryAfterMs === undefined ? { kind: 'retry', status, error } : { kind: 'retry', status, retryAfterMs, error };
      } catch (error) {
        return { kind: 'retry', ...(status === undefined ? {} : { status }), error: describeFailure(error, options.timeoutMs) };
      }
    },
  };
}
