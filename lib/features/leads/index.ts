/**
 * Leads from the site's forms: captured before anything else, forwarded to the CRM through an outbox, announced to sales, listed for admins.
 * The feature's door: other features and the app's server code import from here only (browser
 * code imports ./shared and ./actions).
 */
import 'server-only';
export { looksAutomated } from './bot-check';
export { captureLead, leadInput, leadRateLimit, refusedLead } from './capture';
export type { CapturedLead, LeadForm } from './capture';
export { crmFromEnv } from './crm';
export { leadsToCsv } from './csv-export';
export { createSiteOutbox, kickLeadForwarding, startLeadForwarding, stopLeadForwarding } from './forwarding';
export { LEADS_LIST, leadFilterQuery, leadFilters, leadListQuery } from './lead-filters';
export { queueLeadNotifications } from './notification-mail';
export { requestCountry } from './request-country';
export { createLeadStore, leadStore } from './store';
export { CRM_STATUSES, LEAD_KINDS } from './types';
export type { LeadContact, LeadQuery, LeadRow, NewLead } from './types';
export { countNewLeads, NEW_LEAD_DAYS } from './new-leads';
