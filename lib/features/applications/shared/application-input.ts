/**
 * The job application form: its fields, limits and the rules a post must pass, shared by the
 * browser (which checks the typed fields as the visitor goes) and the server action (which decides,
 * and alone reads the CV's bytes). Errors are codes, turned into the visitor's language by the form.
 */
import * as z from 'zod/mini';
import { emailAddress, personName } from '@/lib/features/leads/shared/schemas';
import { APPLICATION_LIMITS, type ApplicationErrorCode, type ApplicationErrors, type ApplicationField } from './fields';

const isWebAddress = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};

export const applicationSchema = z.object({
  fullName: personName('fullName'),
  email: emailAddress('email'),
  /** A LinkedIn profile, a portfolio: optional, an http(s) address when given. */
  profileUrl: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(APPLICATION_LIMITS.profileUrl, { error: 'tooLong', abort: true }),
      z.refine((value) => value === '' || isWebAddress(value), { error: 'invalidUrl' }),
    ),
  ),
  message: z.optional(z.string().check(z.trim(), z.maxLength(APPLICATION_LIMITS.message, { error: 'tooLong', abort: true }))),
  /** The privacy checkbox: posted as `on` only when ticked. */
  consent: z.literal('on', { error: 'required' }),
  /** The opening's slug (a hidden field the server looks up again). */
  opening: z.string().check(z.trim(), z.minLength(1, { error: 'invalidChoice' }), z.maxLength(200, { error: 'invalidChoice' })),
});

export type ApplicationValues = z.infer<typeof applicationSchema>;

const CODES = new Set<string>(['required', 'invalidEmail', 'invalidName', 'tooLong', 'invalidUrl', 'invalidChoice']);

/** The first problem of each field, as a code. */
export function applicationErrorsOf(issues: readonly { path: PropertyKey[]; message: string }[]): ApplicationErrors {
  const errors: ApplicationErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '') as ApplicationField;
    if (!field || field in errors) continue;
    errors[field] = (CODES.has(issue.message) ? issue.message : 'required') as ApplicationErrorCode;
  }
  return errors;
}

