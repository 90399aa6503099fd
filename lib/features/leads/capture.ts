/**
 * The server side of the lead forms, in the order a form meets it: what is read, the rate limit, the
 * answer to a refused form, then the capture (screen out bots, commit the lead, and only then
 * answer). Forwarding to the CRM happens after the answer, from the outbox
 * (lib/features/leads/forwarding.ts).
 */
import { createHash } from 'node:crypto';
import { after } from 'next/server';
import { cookies, headers } from 'next/headers';
import * as z from 'zod/mini';
import { getEnv } from '@/lib/infra/env.mjs';
import { log } from '@/lib/infra/log.mjs';
import { CLIENT_IP_HEADER } from '@/lib/infra/http/client-ip.mjs';
import { textFields, type Guarded, type InvalidPost, type RawForm } from '@/lib/infra/http/server-action';
import { kickLeadForwarding } from '@/lib/features/leads/forwarding';
import { kickMail } from '@/lib/features/mail';
import { leadStore } from '@/lib/features/leads/store';
import type { LeadKind, LeadLocale, NewLead } from '@/lib/features/leads/types';
import { addressKey, consume, limits } from '@/lib/infra/rate-limit';
import { spendSiteBudget } from '@/lib/infra/rate-limit/site-budgets';
import { looksAutomated } from './bot-check';
import { fieldErrorsOf } from './shared/schemas';
import { META, type SubmissionState } from './shared/submission';
import { localizedPath } from '@/lib/infra/routing/localized-paths';

/** What a form's values make of a lead; the request's facts are added by the capture. */
export type CapturedLead = Omit<NewLead, 'kind' | 'idempotencyKey' | 'locale' | 'pageUri' | 'pageName' | 'hutk' | 'ipAddress' | 'userAgent' | 'spam'>;

export interface LeadForm<Field extends string, Values, Lead extends CapturedLead = CapturedLead> {
  kind: LeadKind;
  fields: readonly Field[];
  schema: z.ZodMiniObject & z.ZodMiniType<Values>;
  /** The page a submission without a usable `pageUri` is attributed to. */
  fallbackPath: string;
  toLead(values: Values, request: RequestFacts): Lead | Promise<Lead>;
  /** After the lead is stored (not for spam): what the success answer adds, e.g. the demo's booking link. */
  afterCapture?(leadId: string, lead: Lead, locale: LeadLocale): Promise<{ bookingPath?: string; mailed?: boolean; downloadPath?: string }>;
}

export interface RequestFacts {
  ip: string;
  headers: Headers;
  locale: LeadLocale;
}

/** The page the form was on, when it is one of this site's pages; else the form's own page. */
function pageUriOf(posted: string, request: RequestFacts, fallback: string): string {
  const siteOrigin = new URL(getEnv().SITE_URL).origin;
  const allowedHosts = new Set([new URL(siteOrigin).host, request.headers.get('host') ?? '']);
  for (const candidate of [posted, request.headers.get('referer') ?? '']) {
    try {
      const url = new URL(candidate);
      if ((url.protocol === 'https:' || url.protocol === 'http:') && allowedHosts.has(url.host)) {
        return `${siteOrigin}${url.pathname}`.slice(0, 2000);
      }
    } catch {
      // not a URL: try the next candidate
    }
  }
  return `${siteOrigin}${fallback}`;
}

const KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;

/**
 * The form's own key when it sent one (browsers with JavaScript). A form posted without JavaScript
 * has none; the same person sending the same text again within ten minutes then counts as a
 * double submit.
 */
function idempotencyKeyOf(key: string, kind: LeadKind, lead: CapturedLead, ip: string): string {
  if (KEY_PATTERN.test(key)) return `${kind}:${key}`;
  const window = Math.floor(Date.now() / 600_000);
  const digest = createHash('sha256')
    .update(JSON.stringify([kind, ip, window, lead.email.toLowerCase(), lead.firstName, lead.lastName, lead.message]))
    .digest('base64url');
  return `${kind}:derived:${digest}`;
}


/** The hidden fields every lead form carries; a missing or malformed one never refuses the form. */
const META_FIELDS = {
  [META.locale]: z.catch(z.enum(['en', 'es']), 'en'),
  [META.idempotencyKey]: z.catch(z.string(), ''),
  [META.startedAt]: z.catch(z.string(), ''),
  [META.pageUri]: z.catch(z.string(), ''),
  [META.pageName]: z.catch(z.string(), ''),
  [META.honeypot]: z.catch(z.string(), ''),
};

/** The hidden fields as read. */
export type LeadMeta = { [Name in keyof typeof META_FIELDS]: z.infer<(typeof META_FIELDS)[Name]> };

/** What a refused or rate-limited form is filled with again (as typed, at most 10,000 characters a field). */
const echo = <Field extends string>(raw: RawForm, fields: readonly Field[]) =>
  Object.fromEntries(Object.entries(textFields(raw, fields)).map(([field, value]) => [field, String(value).slice(0, 10_000)])) as Partial<Record<Field, string>>;

/*
 * A lead form's action reads, in order (lib/features/booking/actions/submit-demo-request.ts):
 *
 *   actionClient
 *     .input(leadInput(form))          the form's fields and the hidden ones every lead form carries
 *     .use(leadRateLimit(form))        the visitor's address rate limited before anything else
 *     .onInvalid(refusedLead(form))    a refused form: each field's problem, and what was typed
 *     .stateAction(({ input, raw }) => captureLead(form, input, raw));
 */

/** What a lead form accepts: its own fields and the hidden ones; the fields not in it are never read. */
export function leadInput<Field extends string, Values, Lead extends CapturedLead>(form: LeadForm<Field, Values, Lead>) {
  return z.object({ ...form.schema.shape, ...META_FIELDS }) as unknown as z.ZodMiniType<Values & LeadMeta>;
}

/**
 * At most `limits.leadSubmit` of this form and `limits.leadSubmitAddress` of all lead forms per
 * visitor address (an IPv6 client by its /64), before anything else is read; past either, the form
 * comes back as typed, with when to retry. (Per email address typed: captureLead, once it is valid.)
 */
export function leadRateLimit<Field extends string, Values, Lead extends CapturedLead>(form: LeadForm<Field, Values, Lead>) {
  return async (raw: RawForm): Promise<Guarded<undefined, SubmissionState<Field>>> => {
    const address = addressKey((await headers()).get(CLIENT_IP_HEADER) ?? 'unknown');
    // The form's own count first: a refusal there spends nothing of the office's ceiling.
    let limit = await consume(limits.leadSubmit, `${form.kind} ${address}`);
    if (limit.allowed) limit = await consume(limits.leadSubmitAddress, address);
    return limit.allowed ? { ok: true, context: undefined } : { ok: false, answer: { status: 'rate-limited', retryAfter: limit.retryAfter, values: echo(raw, form.fields) } };
  };
}

/** A form the schema refuses: each field's first problem (a localized code), and what was typed. */
export function refusedLead<Field extends string, Values, Lead extends CapturedLead>(form: LeadForm<Field, Values, Lead>) {
  return ({ issues, raw }: InvalidPost<unknown>): SubmissionState<Field> => ({ status: 'invalid', fieldErrors: fieldErrorsOf<Field>(issues), values: echo(raw, form.fields) });
}

let warnedAt = 0;

/** Says once a minute, not once a refused form, that the budget is spent (a flood would flood the log too). */
function warnBudgetSpent(kind: LeadKind) {
  if (Date.now() - warnedAt < 60_000) return;
  warnedAt = Date.now();
  log.warn('leads: the site-wide budget of leads is spent; forms are refused until it opens again', { kind });
}

/**
 * A valid lead form, from the top: the lead made of its values, screened for bots, one of the
 * site-wide budget spent, stored (the answer waits for the commit), forwarding and mail woken after
 * the answer, then the form's own step (the demo's booking link, the resource's download).
 */
export async function captureLead<Field extends string, Values, Lead extends CapturedLead>(
  form: LeadForm<Field, Values, Lead>,
  input: Values & LeadMeta,
  raw: RawForm,
): Promise<SubmissionState<Field>> {
  const values = echo(raw, form.fields);
  const requestHeaders = await headers();
  const locale = input[META.locale];
  const request: RequestFacts = { ip: requestHeaders.get(CLIENT_IP_HEADER) ?? 'unknown', headers: requestHeaders, locale };
  const lead = await form.toLead(input, request);
  // The same person sending this form again and again, from any address. The address is counted by
  // a hash: the limiter's table holds no email address (and no byte a database refuses, such as NUL).
  const emailKey = createHash('sha256').update(lead.email.trim().toLowerCase()).digest('base64url');
  const byEmail = await consume(limits.leadSubmitEmail, `${form.kind} ${emailKey}`);
  if (!byEmail.allowed) return { status: 'rate-limited', retryAfter: byEmail.retryAfter, values };
  const spam = looksAutomated({ honeypot: input[META.honeypot], startedAt: input[META.startedAt], now: Date.now(), minFillMs: getEnv().LEADS_MIN_FILL_MS });
  let stored: { id: string };
  try {
    // Every lead stored (spam too) takes one of the site-wide budget: addresses are cheap, disk is not.
    const budget = await spendSiteBudget('leads');
    if (budget.granted === 0) {
      warnBudgetSpent(form.kind);
      return { status: 'busy', retryAfter: budget.retryAfter, contact: getEnv().CONTACT_EMAIL, values };
    }
    stored = await leadStore().capture({
      ...lead,
      kind: form.kind,
      locale,
      idempotencyKey: idempotencyKeyOf(input[META.idempotencyKey], form.kind, lead, request.ip),
      pageUri: pageUriOf(input[META.pageUri], request, localizedPath(locale, form.fallbackPath as `/${string}`)),
      pageName: input[META.pageName].trim().slice(0, 300) || form.fallbackPath,
      hutk: (await cookies()).get('hubspotutk')?.value.slice(0, 100) ?? null,
      ipAddress: request.ip === 'unknown' ? null : request.ip,
      userAgent: requestHeaders.get('user-agent')?.slice(0, 500) ?? null,
      spam,
    });
  } catch (error) {
    log.error('leads: could not store a form submission', { kind: form.kind, error });
    return { status: 'error', values };
  }
  // Committed: the visitor can be told, and the CRM hears about it once the answer is sent.
  after(() => {
    kickLeadForwarding();
    kickMail();
  });
  // The lead is safe; what comes next is a bonus that must not turn the answer into an error.
  const extra = spam || !form.afterCapture ? {} : await form.afterCapture(stored.id, lead, locale).catch((error: unknown) => {
    log.error('leads: the step after storing a lead failed', { kind: form.kind, error });
    return {};
  });
  return { status: 'success', ...extra };
}
