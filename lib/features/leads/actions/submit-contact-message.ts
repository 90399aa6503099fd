'use server';

import { stateAction } from '@/lib/infra/http/server-action';
import { handleLeadSubmission } from '@/lib/features/leads/capture';
import { contactForm } from '@/lib/features/leads/contact-form';
import type { ContactField } from '@/lib/features/leads/shared/fields';
import type { SubmissionState } from '@/lib/features/leads/shared/submission';

/** The contact form, with and without JavaScript (the same action answers a plain form post). */
export const submitContactMessage = stateAction<SubmissionState<ContactField>>((data) => handleLeadSubmission(contactForm, data));
