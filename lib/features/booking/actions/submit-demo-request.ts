'use server';

import { leadFormAction } from '@/lib/features/leads';
import { demoForm } from '@/lib/features/booking/demo-form';

/** The demo dialog and the /demo page, with and without JavaScript. */
export const submitDemoRequest = leadFormAction(demoForm);
