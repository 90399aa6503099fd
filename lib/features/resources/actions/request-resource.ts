'use server';

import { leadFormAction } from '@/lib/features/leads';
import type { SubmissionState } from '@/lib/features/leads/shared/submission';
import { resourceForm } from '@/lib/features/resources/lead-form';
import { getPublishedResource } from '@/lib/features/resources/repository';
import type { ResourceRequestField } from '@/lib/features/resources/shared/request-schema';

const capture = leadFormAction(resourceForm);

/**
 * A gated resource's form, with and without JavaScript: the lead forms' rules (rate limit,
 * validation, honeypot, minimum fill time, idempotency), for a published gated resource only.
 */
export async function requestResource(previous: SubmissionState<ResourceRequestField>, data: FormData): Promise<SubmissionState<ResourceRequestField>> {
  const slug = data instanceof FormData ? data.get('resource') : null;
  const resource = typeof slug === 'string' && slug.length <= 200 && slug ? await getPublishedResource(slug) : null;
  if (!resource?.gated) return { status: 'invalid', fieldErrors: { resource: 'invalidChoice' }, values: {} };
  return capture(previous, data);
}
