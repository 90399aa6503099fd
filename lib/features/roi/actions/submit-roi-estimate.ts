'use server';

import { actionClient } from '@/lib/infra/http/server-action';
import { captureLead, leadInput, leadRateLimit, refusedLead } from '@/lib/features/leads';
import { roiForm } from '@/lib/features/roi/lead-form';

/** The calculator's "Send me this estimate", with and without JavaScript: a lead form's rules, then the lead captured. */
export const submitRoiEstimate = actionClient
  .input(leadInput(roiForm))
  .use(leadRateLimit(roiForm))
  .onInvalid(refusedLead(roiForm))
  .stateAction(({ input, raw }) => captureLead(roiForm, input, raw));
