'use server';

import { actionClient } from '@/lib/infra/http/server-action';
import { captureLead, leadInput, leadRateLimit, refusedLead } from '@/lib/features/leads/capture';
import { contactForm } from '@/lib/features/leads/contact-form';

/** The contact form, with and without JavaScript (the same action answers a plain form post): a lead form's rules, then the lead captured. */
export const submitContactMessage = actionClient
  .input(leadInput(contactForm))
  .use(leadRateLimit(contactForm))
  .onInvalid(refusedLead(contactForm))
  .stateAction(({ input, raw }) => captureLead(contactForm, input, raw));
