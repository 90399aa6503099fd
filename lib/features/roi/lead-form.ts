import 'server-only';
import { getEnv } from '@/lib/infra/env.mjs';
import { pages } from '@/lib/infra/routing/pages';
import { type CapturedLead, type LeadForm, requestCountry } from '@/lib/features/leads';
import { queueMail } from '@/lib/features/mail';
import { roiEstimateMail } from './estimate-mail';
import { roiLead } from './lead';
import type { RoiLeadDetails } from './lead-details';
import { ROI_LEAD_FIELDS, roiLeadSchema, type RoiLeadField, type RoiLeadValues } from './shared/lead-schema';
import { parseRoiQuery } from './shared/model';
import { localizedPath } from '@/lib/infra/routing/localized-paths';

/** "Send me this estimate": a lead with the server's own figures, and the figures mailed to the visitor. */
export const roiForm: LeadForm<RoiLeadField, RoiLeadValues, CapturedLead & { details: RoiLeadDetails }> = {
  kind: 'roi',
  fields: ROI_LEAD_FIELDS,
  schema: roiLeadSchema,
  fallbackPath: pages.roiCalculator.path,
  toLead: (values, request) => {
    // The schema accepted every input, so nothing falls back to a default here.
    const { inputs } = parseRoiQuery(values);
    const { message, details } = roiLead(inputs, `${new URL(getEnv().SITE_URL).origin}${localizedPath(request.locale, 'roiCalculator')}`);
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
  afterCapture: async (leadId, lead, locale) => ({
    mailed: await queueMail(roiEstimateMail({ leadId, locale, to: lead.email, firstName: lead.firstName, details: lead.details })),
  }),
};
