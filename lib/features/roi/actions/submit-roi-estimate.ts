'use server';

import { leadFormAction } from '@/lib/features/leads';
import { roiForm } from '@/lib/features/roi/lead-form';

/** The calculator's "Send me this estimate", with and without JavaScript. */
export const submitRoiEstimate = leadFormAction(roiForm);
