'use server';

import { actionClient } from '@/lib/infra/http/server-action';
import { captureLead, leadInput, leadRateLimit, refusedLead } from '@/lib/features/leads';
import { demoForm } from '@/lib/features/booking/demo-form';

/**
 * The demo dialog and the /demo page, with and without JavaScript: the demo's fields (and the
 * hidden ones every lead form carries), at most `limits.leadSubmit` a visitor address, a refused
 * form back with its errors and what was typed; then the lead captured (lib/features/leads/capture.ts)
 * and, when anyone is free, the link to book a meeting (demoForm.afterCapture).
 */
export const submitDemoRequest = actionClient
  .input(leadInput(demoForm))
  .use(leadRateLimit(demoForm))
  .onInvalid(refusedLead(demoForm))
  .stateAction(({ input, raw }) => captureLead(demoForm, input, raw));
