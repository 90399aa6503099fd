'use server';

import { stateAction } from '@/lib/infra/http/server-action';
import { handleLeadSubmission } from '@/lib/features/leads';
import type { SubmissionState } from '@/lib/features/leads/shared/submission';
import { roiForm } from '@/lib/features/roi/lead-form';
import type { RoiLeadField } from '@/lib/features/roi/shared/lead-schema';

/** The calculator's "Send me this estimate", with and without JavaScript. */
export const submitRoiEstimate = stateAction<SubmissionState<RoiLeadField>>((data) => handleLeadSubmission(roiForm, data));
