'use server';

import { stateAction } from '@/lib/infra/http/server-action';
import { handleLeadSubmission } from '@/lib/features/leads';
import type { DemoField } from '@/lib/features/leads/shared/fields';
import type { SubmissionState } from '@/lib/features/leads/shared/submission';
import { demoForm } from '@/lib/features/booking/demo-form';

/** The demo dialog and the /demo page, with and without JavaScript. */
export const submitDemoRequest = stateAction<SubmissionState<DemoField>>((data) => handleLeadSubmission(demoForm, data));
