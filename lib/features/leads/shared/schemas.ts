/**
 * One schema per form, shared by the browser (react-hook-form) and the server action, which decides.
 * Built with zod's small "mini" API because it ships to the browser with the forms (loaded once a
 * visitor starts on one; the fields and limits they render from are in ./fields).
 *
 * Messages are codes (`required`, `invalidEmail`, `tooLong`), not sentences: each side turns them
 * into the visitor's language with the `Forms.errors` messages (see `fieldErrorMessage`).
 */
import * as z from 'zod/mini';
import { INTEREST_KEYS } from '@/lib/features/leads/shared/interests';
import { isDeliverableAddress } from '@/lib/infra/util/email-address';
import { isPlainName } from '@/lib/infra/util/person-name';
import { isCountryCode } from './countries';
import { FIELD_LIMITS, type FieldErrorCode, type FieldErrors, type LimitedField } from './fields';

export const requiredText = (field: LimitedField) =>
  z.string().check(
    z.trim(),
    z.minLength(1, { error: 'required', abort: true }),
    z.maxLength(FIELD_LIMITS[field], { error: 'tooLong', abort: true }),
  );

/** A person's name: one line, no links or addresses (it greets the visitor in the site's mail). */
export const personName = (field: 'firstName' | 'lastName' | 'fullName') =>
  z.string().check(
    z.trim(),
    z.minLength(1, { error: 'required', abort: true }),
    z.maxLength(FIELD_LIMITS[field], { error: 'tooLong', abort: true }),
    z.refine(isPlainName, { error: 'invalidName' }),
  );

const optionalText = (field: LimitedField) =>
  z.optional(z.string().check(z.trim(), z.maxLength(FIELD_LIMITS[field], { error: 'tooLong', abort: true })));

export const emailAddress = (field: 'email' | 'emailAddress') =>
  z.string().check(
    z.trim(),
    z.minLength(1, { error: 'required', abort: true }),
    z.maxLength(FIELD_LIMITS[field], { error: 'tooLong', abort: true }),
    z.email({ error: 'invalidEmail', abort: true }),
    z.refine(isDeliverableAddress, { error: 'invalidEmail' }),
  );

/** Optional select: '' means "not chosen"; anything else must be one of the options. */
const optionalChoice = (isValid: (value: string) => boolean) =>
  z.optional(z.string().check(z.trim(), z.refine((value) => value === '' || isValid(value), { error: 'invalidChoice' })));

const interests = new Set<string>(INTEREST_KEYS);

export const demoRequestSchema = z.object({
  firstName: personName('firstName'),
  lastName: personName('lastName'),
  email: emailAddress('email'),
  company: requiredText('company'),
  country: optionalChoice(isCountryCode),
});

export const contactMessageSchema = z.object({
  fullName: personName('fullName'),
  emailAddress: emailAddress('emailAddress'),
  company: optionalText('company'),
  interest: optionalChoice((value) => interests.has(value)),
  message: requiredText('message'),
});

export type DemoRequestValues = z.infer<typeof demoRequestSchema>;
export type ContactMessageValues = z.infer<typeof contactMessageSchema>;

const CODES = new Set<string>(['required', 'invalidEmail', 'tooLong', 'invalidChoice', 'invalidName']);

/** The first problem of each field, as a code (what the server action sends back). */
export function fieldErrorsOf<Field extends string>(issues: readonly { path: PropertyKey[]; message: string }[]): FieldErrors<Field> {
  const errors: Record<string, FieldErrorCode> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (!field || field in errors) continue;
    errors[field] = (CODES.has(issue.message) ? issue.message : 'required') as FieldErrorCode;
  }
  return errors as FieldErrors<Field>;
}
