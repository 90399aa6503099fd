'use server';

import { leadFormAction } from '@/lib/features/leads/capture';
import { contactForm } from '@/lib/features/leads/contact-form';

/** The contact form, with and without JavaScript (the same action answers a plain form post). */
export const submitContactMessage = leadFormAction(contactForm);
