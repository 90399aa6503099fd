import 'server-only';
import { getEnv, type Env } from '@/lib/infra/env.mjs';
import { createHubSpotFormsClient, type HubSpotSubmission, type SubmitResult } from '@/lib/infra/clients/hubspot';
import { interestLabel } from './shared/interests';
import { LEAD_KINDS, type LeadKind, type LeadRow } from './types';

/**
 * Leads as the CRM takes them: each kind goes to the HubSpot form configured for it, with the
 * fields that form has (lib/infra/clients/hubspot.ts speaks the API).
 */

export type { SubmitResult };

/** A CRM that takes leads. */
export interface CrmClient {
  /** The kinds of lead it has a form for; the others stay stored until one is configured. */
  readonly kinds: readonly LeadKind[];
  /** Upper bound of one `submit` call, so that leases can outlast it. */
  readonly timeoutMs: number;
  submit(lead: LeadRow): Promise<SubmitResult>;
}

export interface HubSpotOptions {
  apiBase: string;
  portalId: string;
  formIds: Partial<Record<LeadKind, string>>;
  timeoutMs: number;
  fetch?: typeof fetch;
}

const FIELDS: Record<LeadKind, readonly (keyof typeof VALUES)[]> = {
  // A demo request's message is the booked meeting, once the visitor picks a slot (lib/features/booking/service.ts).
  demo: ['firstname', 'lastname', 'email', 'company', 'country', 'message'],
  contact: ['firstname', 'lastname', 'email', 'company', 'country', 'message', 'interest'],
  // The estimate's figures travel in the message: the demo form, the fallback for these leads, has no fields for them.
  roi: ['firstname', 'lastname', 'email', 'company', 'country', 'message'],
  // The resource asked for travels in the message: the contact form, the fallback, has no field for it.
  resource: ['firstname', 'lastname', 'email', 'company', 'country', 'message'],
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

export function createHubSpotClient(options: HubSpotOptions): CrmClient {
  const forms = createHubSpotFormsClient(options);
  const kinds = LEAD_KINDS.filter((kind) => options.formIds[kind]);
  return {
    kinds,
    timeoutMs: options.timeoutMs,
    async submit(lead) {
      const formId = options.formIds[lead.kind];
      if (!formId) throw new Error(`No CRM form is configured for ${lead.kind} leads`);
      return forms.submit(formId, buildSubmission(lead));
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
    // Resource downloads likewise, else the contact form (the resource named in the message).
    resource: env.HUBSPOT_RESOURCE_FORM_ID ?? env.HUBSPOT_CONTACT_FORM_ID,
  };
  if (!env.HUBSPOT_PORTAL_ID || (!formIds.demo && !formIds.contact && !formIds.roi && !formIds.resource)) return null;
  return createHubSpotClient({
    apiBase: env.HUBSPOT_API_BASE,
    portalId: env.HUBSPOT_PORTAL_ID,
    formIds,
    timeoutMs: env.CRM_TIMEOUT_MS,
  });
}
