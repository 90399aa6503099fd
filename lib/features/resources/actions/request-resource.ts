'use server';

import { actionClient, type Guarded, type RawForm } from '@/lib/infra/http/server-action';
import { captureLead, leadInput, leadRateLimit, refusedLead } from '@/lib/features/leads';
import type { SubmissionState } from '@/lib/features/leads/shared/submission';
import { resourceForm } from '@/lib/features/resources/lead-form';
import { getPublishedResource } from '@/lib/features/resources/repository';
import type { ResourceRequestField } from '@/lib/features/resources/shared/request-schema';

/** Only a published gated resource's form goes on (before the rate limit counts it); else the resource is said to be no choice. */
async function gatedResourceOnly(raw: RawForm): Promise<Guarded<undefined, SubmissionState<ResourceRequestField>>> {
  const slug = raw.resource;
  const resource = typeof slug === 'string' && slug.length <= 200 && slug ? await getPublishedResource(slug) : null;
  return resource?.gated ? { ok: true, context: undefined } : { ok: false, answer: { status: 'invalid', fieldErrors: { resource: 'invalidChoice' }, values: {} } };
}

/**
 * A gated resource's form, with and without JavaScript: the lead forms' rules (rate limit,
 * validation, honeypot, minimum fill time, idempotency), for a published gated resource only; the
 * download link given at once and mailed (resourceForm.afterCapture).
 */
export const requestResource = actionClient
  .input(leadInput(resourceForm))
  .use(gatedResourceOnly)
  .use(leadRateLimit(resourceForm))
  .onInvalid(refusedLead(resourceForm))
  .stateAction(({ input, raw }) => captureLead(resourceForm, input, raw));
