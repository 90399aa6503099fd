import { describe, expect, it } from 'vitest';
import { applicationErrorsOf, applicationSchema } from './application-input';
import { APPLICATION_FIELDS, APPLICATION_LIMITS, CV_MAX_BYTES, cvSizeProblem } from './fields';

const valid = { fullName: 'Ada Lovelace', email: 'ada@example.com', profileUrl: 'https://www.linkedin.com/in/ada', message: 'Hello', consent: 'on', opening: 'customer-success-manager' };
const errorsOf = (values: Record<string, unknown>) => {
  const parsed = applicationSchema.safeParse(values);
  return parsed.success ? {} : applicationErrorsOf(parsed.error.issues);
};

describe('the application form', () => {
  it('takes a complete form, trimmed; the profile link and the message may be left empty', () => {
    expect(applicationSchema.parse({ ...valid, fullName: '  Ada Lovelace ', email: ' ada@example.com ' })).toEqual(valid);
    expect(applicationSchema.safeParse({ ...valid, profileUrl: '', message: '' }).success).toBe(true);
    expect(applicationSchema.safeParse({ ...valid, profileUrl: undefined, message: undefined }).success).toBe(true);
  });

  it('names each wrong field with one code, the visitor’s language left to the form', () => {
    expect(errorsOf({ opening: '' })).toEqual({ fullName: 'required', email: 'required', consent: 'required', opening: 'invalidChoice' });
    expect(errorsOf({ ...valid, email: 'not-an-address' })).toEqual({ email: 'invalidEmail' });
    expect(errorsOf({ ...valid, fullName: 'Visit https://spam.example' })).toEqual({ fullName: 'invalidName' });
    expect(errorsOf({ ...valid, consent: 'yes' })).toEqual({ consent: 'required' });
  });

  it('accepts only a web address as the profile link', () => {
    for (const link of ['javascript:alert(1)', 'ftp://example.com/cv', 'linkedin', 'https://localhost']) expect(errorsOf({ ...valid, profileUrl: link }), link).toEqual({ profileUrl: 'invalidUrl' });
    expect(errorsOf({ ...valid, profileUrl: 'http://ada.example.com/work' })).toEqual({});
  });

  it('bounds every text: name, email, link and message', () => {
    expect(APPLICATION_LIMITS).toEqual({ fullName: 100, email: 254, profileUrl: 500, message: 3000 });
    expect(errorsOf({ ...valid, fullName: 'A'.repeat(101) })).toEqual({ fullName: 'tooLong' });
    expect(errorsOf({ ...valid, profileUrl: `https://example.com/${'a'.repeat(500)}` })).toEqual({ profileUrl: 'tooLong' });
    expect(errorsOf({ ...valid, message: 'x'.repeat(3001) })).toEqual({ message: 'tooLong' });
    expect(errorsOf({ ...valid, message: 'x'.repeat(3000) })).toEqual({});
    expect(errorsOf({ ...valid, opening: 'x'.repeat(201) })).toEqual({ opening: 'invalidChoice' });
    expect(APPLICATION_FIELDS).toEqual(['fullName', 'email', 'profileUrl', 'message', 'consent', 'opening']);
  });

  it('says from a CV’s size alone when it is missing or over 5 MB', () => {
    expect(CV_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(cvSizeProblem(0)).toBe('cvMissing');
    expect(cvSizeProblem(1)).toBeNull();
    expect(cvSizeProblem(CV_MAX_BYTES)).toBeNull();
    expect(cvSizeProblem(CV_MAX_BYTES + 1)).toBe('cvTooLarge');
  });
});
