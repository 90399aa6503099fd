'use server';

/**
 * The two lead forms' server actions. They work with and without JavaScript: the same action
 * answers a form posted by the browser itself (progressive enhancement).
 */
import { countryFromHeaders, isCountryCode } from './countries';
import { handleLeadSubmission, type LeadForm } from './capture';
import { bookingStore, ticketStore } from '@/lib/features/booking/service';
import { splitFullName } from '@/lib/features/leads/name';
import { getEnv } from '@/lib/infra/env.mjs';
import { stateAction } from '@/lib/infra/http/server-action';
import { queueMail } from '@/lib/features/mail/service';
import { roiEstimateMail } from '@/lib/features/roi/estimate-mail';
import { roiLead } from '@/lib/features/roi/lead';
import { parseRoiQuery } from '@/lib/features/roi/model';
import { pages } from '@/lib/infra/routing/pages';
import { CONTACT_FIELDS, DEMO_FIELDS, ROI_LEAD_FIELDS, type ContactField, type DemoField, type RoiLeadField } from './fields';
import { contactMessageSchema, demoRequestSchema, roiLeadSchema, type ContactMessageValues, type DemoRequestValues, type RoiLeadValues } from './schemas';
import type { SubmissionState } from './submission';

const emptyToNull = (value: string | undefined) => (value ? value : null);

const demoForm: LeadForm<DemoField, DemoRequestValues> = {
  kind: 'demo',
  fields: DEMO_FIELDS,
  schema: demoRequestSchema,
  fallbackPath: '/demo',
  toLead: (values) => ({
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    company: values.company,
    country: emptyToNull(values.country),
    interest: null,
    message: null,
  }),
  // The visitor can pick a meeting at once, when there is a free slot to pick.
  afterCapture: async (leadId, _lead, locale) => {
    if (!(await bookingStore().hasFreeSlot())) return {};
    return { bookingPath: `/${locale}/demo/book?ticket=${await ticketStore().issue(leadId)}` };
  },
};

const contactForm: LeadForm<ContactField, ContactMessageValues> = {
  kind: 'contact',
  fields: CONTACT_FIELDS,
  schema: contactMessageSchema,
  fallbackPath: '/contact',
  toLead: (values, request) => {
    return {
      ...splitFullName(values.fullName),
      email: values.emailAddress,
      company: emptyToNull(values.company),
      // The contact form asks no country; the CRM still gets the one the request suggests.
      country: requestCountry(request.headers),
      interest: emptyToNull(values.interest),
      message: values.message,
    };
  },
};

/** The country a request suggests, for forms that do not ask for one. */
function requestCountry(headers: Headers): string | null {
  const country = countryFromHeaders(headers);
  return country && isCountryCode(country) ? country : null;
}

const roiForm: LeadForm<RoiLeadField, RoiLeadValues> = {
  kind: 'roi',
  fields: ROI_LEAD_FIELDS,
  schema: roiLeadSchema,
  fallbackPath: pages.roiCalculator.path,
  toLead: (values, request) => {
    // The schema accepted every input, so nothing falls back to a default here.
    const { inputs } = parseRoiQuery(values);
    const { message, details } = roiLead(inputs, `${new URL(getEnv().SITE_URL).origin}/${request.locale}${pages.roiCalculator.path}`);
    return {
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      company: values.company,
      country: requestCountry(request.headers),
      interest: null,
      message,
      details,
    };
  },
  // "Send me this estimate": the figures go to the visitor too, when the site can mail.
  afterCapture: async (leadId, lead, locale) =>
    lead.details ? { mailed: await queueMail(roiEstimateMail({ leadId, locale, to: lead.email, firstName: lead.firstName, details: lead.details })) } : {},
};

export const submitDemoRequest = stateAction<SubmissionState<DemoField>>((data) => handleLeadSubmission(demoForm, data));

export const submitContactMessage = stateAction<SubmissionState<ContactField>>((data) => handleLeadSubmission(contactForm, data));

export const submitRoiEstimate = stateAction<SubmissionState<RoiLeadField>>((data) => handleLeadSubmission(roiForm, data));
