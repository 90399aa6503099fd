'use server';

/**
 * The two lead forms' server actions. They work with and without JavaScript: the same action
 * answers a form posted by the browser itself (progressive enhancement).
 */
import { countryFromHeaders, isCountryCode } from './countries';
import { handleLeadSubmission, type LeadForm } from './capture';
import { splitFullName } from '@/lib/leads/name';
import { CONTACT_FIELDS, DEMO_FIELDS, type ContactField, type DemoField } from './fields';
import { contactMessageSchema, demoRequestSchema, type ContactMessageValues, type DemoRequestValues } from './schemas';
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
};

const contactForm: LeadForm<ContactField, ContactMessageValues> = {
  kind: 'contact',
  fields: CONTACT_FIELDS,
  schema: contactMessageSchema,
  fallbackPath: '/contact',
  toLead: (values, request) => {
    const country = countryFromHeaders(request.headers);
    return {
      ...splitFullName(values.fullName),
      email: values.emailAddress,
      company: emptyToNull(values.company),
      // The contact form asks no country; the CRM still gets the one the request suggests.
      country: country && isCountryCode(country) ? country : null,
      interest: emptyToNull(values.interest),
      message: values.message,
    };
  },
};

export async function submitDemoRequest(_previous: SubmissionState<DemoField>, data: FormData): Promise<SubmissionState<DemoField>> {
  return handleLeadSubmission(demoForm, data);
}

export async function submitContactMessage(
  _previous: SubmissionState<ContactField>,
  data: FormData,
): Promise<SubmissionState<ContactField>> {
  return handleLeadSubmission(contactForm, data);
}
