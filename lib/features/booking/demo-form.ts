import 'server-only';
import type { LeadForm } from '@/lib/features/leads';
import { DEMO_FIELDS, type DemoField } from '@/lib/features/leads/shared/fields';
import { demoRequestSchema, type DemoRequestValues } from '@/lib/features/leads/shared/schemas';
import { bookingStore, ticketStore } from './service';
import { localizedPath } from '@/lib/infra/routing/localized-paths';

/** The demo request: a lead first, then, when anyone is free, the link to pick a meeting at once. */
export const demoForm: LeadForm<DemoField, DemoRequestValues> = {
  kind: 'demo',
  fields: DEMO_FIELDS,
  schema: demoRequestSchema,
  fallbackPath: '/demo',
  toLead: (values) => ({
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    company: values.company,
    country: values.country ? values.country : null,
    interest: null,
    message: null,
  }),
  afterCapture: async (leadId, _lead, locale) => {
    if (!(await bookingStore().hasFreeSlot())) return {};
    return { bookingPath: localizedPath(locale, `/demo/book?ticket=${await ticketStore().issue(leadId)}`) };
  },
};
