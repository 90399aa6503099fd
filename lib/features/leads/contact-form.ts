import 'server-only';
import type { LeadForm } from './capture';
import { requestCountry } from './request-country';
import { splitFullName } from './name';
import { CONTACT_FIELDS, type ContactField } from './shared/fields';
import { contactMessageSchema, type ContactMessageValues } from './shared/schemas';

const emptyToNull = (value: string | undefined) => (value ? value : null);

/** The contact page's message: a full name split for the CRM, an optional company and interest. */
export const contactForm: LeadForm<ContactField, ContactMessageValues> = {
  kind: 'contact',
  fields: CONTACT_FIELDS,
  schema: contactMessageSchema,
  fallbackPath: '/contact',
  toLead: (values, request) => ({
    ...splitFullName(values.fullName),
    email: values.emailAddress,
    company: emptyToNull(values.company),
    // The contact form asks no country; the CRM still gets the one the request suggests.
    country: requestCountry(request.headers),
    interest: emptyToNull(values.interest),
    message: values.message,
  }),
};
