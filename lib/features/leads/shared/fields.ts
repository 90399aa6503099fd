/**
 * The lead forms' fields and limits: what the forms render from (`maxLength`, the empty values)
 * without the schemas, so zod reaches the browser only once a visitor starts on a form
 * (see components/forms/use-lead-form.client.ts).
 */


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

export type DemoField = (typeof DEMO_FIELDS)[number];
export type ContactField = (typeof CONTACT_FIELDS)[number];

export type FieldErrors<Field extends string> = Partial<Record<Field, FieldErrorCode>>;
