/**
 * The gated download's form: who is asking (the lead forms' rules), their consent, and which
 * resource (a hidden field the server looks up again). Shared by the browser and the action.
 */
import * as z from 'zod/mini';
import { emailAddress, personName, requiredText } from '@/lib/features/leads/shared/schemas';

export const RESOURCE_REQUEST_FIELDS = ['firstName', 'lastName', 'email', 'company', 'consent', 'resource'] as const;
export type ResourceRequestField = (typeof RESOURCE_REQUEST_FIELDS)[number];

export const resourceRequestSchema = z.object({
  firstName: personName('firstName'),
  lastName: personName('lastName'),
  email: emailAddress('email'),
  company: requiredText('company'),
  /** The checkbox: posted as `on` only when ticked. */
  consent: z.literal('on', { error: 'required' }),
  resource: z.string().check(z.trim(), z.minLength(1, { error: 'invalidChoice' }), z.maxLength(200, { error: 'invalidChoice' })),
});

export type ResourceRequestValues = z.infer<typeof resourceRequestSchema>;

/** A download link's life: seven days from the request. */
export const DOWNLOAD_LINK_DAYS = 7;
