/**
 * The trust center's forms, one zod schema each, shared by the server actions (which decide) and
 * the tests: the admin's compliance items and subprocessors, and the visitors' "Notify me of
 * changes". Messages are codes (`required`, `tooLong`, `invalid`, `invalidEmail`); each side says
 * them in the reader's language.
 */
import * as z from 'zod/mini';
import { TRUST_COMPLIANCE_STATUSES } from '@/lib/infra/db/values';
import { subscriberEmailField } from '@/lib/infra/subscriptions/email-field';

export type TrustErrorCode = 'required' | 'tooLong' | 'invalid' | 'invalidEmail';
export type TrustErrors<Field extends string> = Partial<Record<Field, TrustErrorCode>>;

export const TRUST_LIMITS = { name: 120, location: 120, purpose: 300, data: 300, note: 500 } as const;

/** Text as posted ('' when missing), trimmed, its inner runs of white space made one space. */
const posted = z.pipe(
  z.catch(z.string(), ''),
  z.transform((value) => value.replace(/\s+/g, ' ').trim()),
);

const requiredLine = (max: number) =>
  z.pipe(posted, z.string().check(z.minLength(1, { error: 'required', abort: true }), z.maxLength(max, { error: 'tooLong', abort: true })));

const optionalLine = (max: number) => z.pipe(posted, z.string().check(z.maxLength(max, { error: 'tooLong', abort: true })));

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day `YYYY-MM-DD` between 2000 and 2100 (what a date input sends). */
export function isIsoDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 2000 && year <= 2100 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const COMPLIANCE_FIELDS = ['nameEn', 'nameEs', 'status', 'statusDate', 'noteEn', 'noteEs'] as const;
export type ComplianceField = (typeof COMPLIANCE_FIELDS)[number];

export const complianceItemSchema = z.object({
  nameEn: requiredLine(TRUST_LIMITS.name),
  nameEs: requiredLine(TRUST_LIMITS.name),
  status: z.pipe(posted, z.enum(TRUST_COMPLIANCE_STATUSES, { error: 'invalid' })),
  statusDate: z.pipe(posted, z.string().check(z.minLength(1, { error: 'required', abort: true }), z.refine(isIsoDay, { error: 'invalid' }))),
  noteEn: optionalLine(TRUST_LIMITS.note),
  noteEs: optionalLine(TRUST_LIMITS.note),
});
export type ComplianceInput = z.infer<typeof complianceItemSchema>;

export const SUBPROCESSOR_FIELDS = ['name', 'purposeEn', 'purposeEs', 'locationEn', 'locationEs', 'dataEn', 'dataEs'] as const;
export type SubprocessorField = (typeof SUBPROCESSOR_FIELDS)[number];

export const subprocessorSchema = z.object({
  name: requiredLine(TRUST_LIMITS.name),
  purposeEn: requiredLine(TRUST_LIMITS.purpose),
  purposeEs: requiredLine(TRUST_LIMITS.purpose),
  locationEn: requiredLine(TRUST_LIMITS.location),
  locationEs: requiredLine(TRUST_LIMITS.location),
  dataEn: requiredLine(TRUST_LIMITS.data),
  dataEs: requiredLine(TRUST_LIMITS.data),
});
export type SubprocessorInput = z.infer<typeof subprocessorSchema>;

/** The visitor's address for change alerts: trimmed, lower-cased, one an SMTP server takes. */
export const subscribeSchema = z.object({ email: subscriberEmailField });

const CODES = new Set<string>(['required', 'tooLong', 'invalid', 'invalidEmail']);

/** The first problem of each field, as a code. */
export function trustErrorsOf<Field extends string>(issues: readonly { path: PropertyKey[]; message: string }[]): TrustErrors<Field> {
  const errors: Record<string, TrustErrorCode> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (!field || field in errors) continue;
    errors[field] = (CODES.has(issue.message) ? issue.message : 'invalid') as TrustErrorCode;
  }
  return errors as TrustErrors<Field>;
}
