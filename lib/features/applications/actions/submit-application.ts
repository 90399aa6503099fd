'use server';

import { actionClient } from '@/lib/infra/http/server-action';
import { applicationInput, applicationRateLimit, captureApplication, refusedApplication } from '@/lib/features/applications/actions/application-form';

/**
 * An opening's application form, with and without JavaScript (a plain multipart post to the same
 * action): the visitor's address rate limited, then the fields, then the application captured.
 */
export const submitApplication = actionClient
  .input(applicationInput)
  .use(applicationRateLimit)
  .onInvalid(refusedApplication)
  .stateAction(({ input, raw }) => captureApplication(input, raw));
