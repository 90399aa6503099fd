import 'server-only';
import { getEnv, type Env } from '@/lib/infra/env.mjs';
import { parseRetryAfter } from '@/lib/infra/util/backoff';
import { interestLabel } from '@/lib/features/leads/interests';
import type { LeadKind, LeadRow } from '@/lib/features/leads/types';
import type { CrmClient, SubmitResult } from './crm-types';

/**
 * HubSpot's Forms API (v3 "submit"): one POST per lead to the form configured for its kind.
 * https://legacydocs.hubspot.com/docs/methods/forms/submit_form_v3
 */

/**
 * The submissions endpoint allows 50 requests per 10 seconds. A token bucket hands out at most
 * capacity + refill per interval, so 10 + 35 = 45: 5 requests of headroom for our window and
 * HubSpot's not lining up, and for anything else posting to the same portal.
 */
export const HUBSPOT_RATE_LIMIT = { capacity: 10, refill: 35, intervalMs: 10_000 } as const;

export interface HubSpotOptions {
  /** e.g. https://api.hsforms.com (tests point it at e2e/support/fake-crm.mjs). */
  apiBase: string;
  portalId: string;
  formIds: Partial<Record<LeadKind, string>>;
  timeoutMs: number;
  fetch?: typeof fetch;
}

export interface HubSpotSubmission {
  /** Milliseconds since the epoch, as a string: when the visitor sent the form, not when we forwarded it. */
  submittedAt: string;
  fields: { name: string; value: string }[];
  context: { pageUri: string; pageName: string; hutk?: string };
}

const FIELDS: Record<LeadKind, readonly (keyof typeof VALUES)[]> = {
  // A demo request's message is the booked meeting, once the visitor picks a slot (lib/features/booking/service.ts).
  demo: ['firstname', 'lastname', 'email', 'company', 'country', 'message'],
  contact: ['firstname', 'lastname', 'email', 'company', 'country', 'message', 'interest'],
  // The estimate's figures travel in the message: the demo form, the fallback for these leads, has no fields for them.
  roi: ['firstname', 'lastname', 'email', 'company', 'country', 'message'],
};

const VALUES = {
  firstname: (lead: LeadRow) => lead.firstName,
  lastname: (lead: LeadRow) => lead.lastName,
  email: (lead: LeadRow) => lead.email,
  company: (lead: LeadRow) => lead.company,
  country: (lead: LeadRow) => (lead.country ? countryName(lead.country) : null),
  message: (lead: LeadRow) => lead.message,
  interest: (lead: LeadRow) => (lead.interest ? interestLabel(lead.interest) : null),
};

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/** The English name of an ISO 3166-1 alpha-2 code ('DE' → 'Germany'); the code itself when unknown. */
export function countryName(code: string): string {
  try {
    return regionNames.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** HubSpot's visitor cookie is 32 hex digits; anything else would only get the submission refused. */
const HUTK = /^[0-9a-f]{32}$/i;

/** The request body for a lead. Empty optional fields are left out. */
export function buildSubmission(lead: LeadRow): HubSpotSubmission {
  const fields = FIELDS[lead.kind].flatMap((name) => {
    const value = VALUES[name](lead)?.trim();
    return value ? [{ name, value }] : [];
  });
  const context: HubSpotSubmission['context'] = { pageUri: lead.pageUri, pageName: lead.pageName };
  if (lead.hutk && HUTK.test(lead.hutk)) context.hutk = lead.hutk;
  return { submittedAt: String(lead.createdAt.getTime()), fields, context };
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

export function createHubSpotClient(options: HubSpotOptions): CrmClient {
  const send = options.fetch ?? fetch;
  const apiBase = options.apiBase.replace(/\/+$/, '');
  const kinds = (['demo', 'contact', 'roi'] as const).filter((kind) => options.formIds[kind]);

  return {
    kinds,
    timeoutMs: options.timeoutMs,
    async submit(lead): Promise<SubmitResult> {
      const formId = options.formIds[lead.kind];
      if (!formId) throw new Error(`No CRM form is configured for ${lead.kind} leads`);
      const url = `${apiBase}/submissions/v3/integration/submit/${encodeURIComponent(options.portalId)}/${encodeURIComponent(formId)}`;
      let status: number | undefined;
      try {
        // One deadline for the answer and its body.
        const response = await send(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(buildSubmission(lead)),
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

/** The site's CRM from the environment, or null when the portal or every form id is unset. */
export function crmFromEnv(env: Env = getEnv()): CrmClient | null {
  const formIds = {
    demo: env.HUBSPOT_DEMO_FORM_ID,
    contact: env.HUBSPOT_CONTACT_FORM_ID,
    // ROI leads have a form of their own when one is set, else they go to the demo form (figures in the message).
    roi: env.HUBSPOT_ROI_FORM_ID ?? env.HUBSPOT_DEMO_FORM_ID,
  };
  if (!env.HUBSPOT_PORTAL_ID || (!formIds.demo && !formIds.contact && !formIds.roi)) return null;
  return createHubSpotClient({
    apiBase: env.HUBSPOT_API_BASE,
    portalId: env.HUBSPOT_PORTAL_ID,
    formIds,
    timeoutMs: env.CRM_TIMEOUT_MS,
  });
}
