/**
 * The lead forms' fields and limits: what the forms render from (`maxLength`, the empty values)
 * without the schemas, so zod reaches the browser only once a visitor starts on a form
 * (see components/forms/use-lead-form.client.ts).
 */

import { ROI_PARAMS } from '@/lib/features/roi/model';

export type FieldErrorCode = 'required' | 'invalidEmail' | 'tooLong' | 'invalidChoice' | 'invalidName';

/** Longest accepted value per field (characters, after trimming). */
export const FIELD_LIMITS = {
  firstName: 50,
  lastName: 50,
  fullName: 100,
  email: 254,
  emailAddress: 254,
  company: 200,
  country: 2,
  interest: 40,
  message: 5000,
} as const;

export type LimitedField = keyof typeof FIELD_LIMITS;

export const DEMO_FIELDS = ['firstName', 'lastName', 'email', 'company', 'country'] as const;
export const CONTACT_FIELDS = ['fullName', 'emailAddress', 'company', 'interest', 'message'] as const;
/** The ROI calculator's "send me this estimate": who, plus the calculator's inputs (hidden fields). */
export const ROI_LEAD_FIELDS = ['firstName', 'lastName', 'email', 'company', ...ROI_PARAMS] as const;

export type DemoField = (typeof DEMO_FIELDS)[number];
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type RoiLeadField = (typeof ROI_LEAD_FIELDS)[number];

export type FieldErrors<Field extends string> = Partial<Record<Field, FieldErrorCode>>;
