import { describe, expect, it } from 'vitest';
import { FIELD_LIMITS } from './fields';
import { contactMessageSchema, demoRequestSchema, fieldErrorsOf } from './schemas';

const demo = { firstName: 'Ana', lastName: 'Pérez', email: 'ana@acme.com', company: 'Acme', country: 'ES' };
const contact = { fullName: 'Ana Pérez', emailAddress: 'ana@acme.com', company: '', interest: 'reverse-logistics', message: 'Hello' };

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? {} : fieldErrorsOf(result.error!.issues);

describe('demo request schema', () => {
  it('accepts a complete request and trims every value', () => {
    const result = demoRequestSchema.safeParse({ ...demo, firstName: '  Ana ', email: ' ana@acme.com ' });
    expect(result.success && result.data).toEqual(demo);
  });

  it('requires first name, last name, email and company; country is optional', () => {
    const result = demoRequestSchema.safeParse({ firstName: ' ', lastName: '', email: '', company: '', country: '' });
    expect(errorsOf(result)).toEqual({ firstName: 'required', lastName: 'required', email: 'required', company: 'required' });
    expect(demoRequestSchema.safeParse({ ...demo, country: '' }).success).toBe(true);
    expect(demoRequestSchema.safeParse({ ...demo, country: undefined }).success).toBe(true);
  });

  it('reports one problem per field: a malformed email, an unknown country', () => {
    expect(errorsOf(demoRequestSchema.safeParse({ ...demo, email: 'ana@' }))).toEqual({ email: 'invalidEmail' });
    expect(errorsOf(demoRequestSchema.safeParse({ ...demo, email: 'not an email' }))).toEqual({ email: 'invalidEmail' });
    expect(errorsOf(demoRequestSchema.safeParse({ ...demo, country: 'XX' }))).toEqual({ country: 'invalidChoice' });
    expect(errorsOf(demoRequestSchema.safeParse({ ...demo, country: '<script>' }))).toEqual({ country: 'invalidChoice' });
  });

  it('limits the length of every field', () => {
    for (const field of ['firstName', 'lastName', 'company'] as const) {
      const long = 'x'.repeat(FIELD_LIMITS[field] + 1);
      expect(errorsOf(demoRequestSchema.safeParse({ ...demo, [field]: long })), field).toEqual({ [field]: 'tooLong' });
      expect(demoRequestSchema.safeParse({ ...demo, [field]: 'x'.repeat(FIELD_LIMITS[field]) }).success, field).toBe(true);
    }
    expect(errorsOf(demoRequestSchema.safeParse({ ...demo, email: `${'a'.repeat(250)}@acme.com` }))).toEqual({ email: 'tooLong' });
  });

  it('takes only addresses a mail server takes: a local part of at most 64, labels of at most 63', () => {
    expect(errorsOf(demoRequestSchema.safeParse({ ...demo, email: `${'a'.repeat(65)}@acme.com` }))).toEqual({ email: 'invalidEmail' });
    expect(errorsOf(demoRequestSchema.safeParse({ ...demo, email: `ana@${'b'.repeat(64)}.com` }))).toEqual({ email: 'invalidEmail' });
    expect(demoRequestSchema.safeParse({ ...demo, email: `${'a'.repeat(64)}@${'b'.repeat(63)}.com` }).success).toBe(true);
  });

  it('takes a name as one line of a name, never a message or a link (it greets the visitor in mail)', () => {
    const phishing = 'Bob,\n\nLocked. Verify: https://evil.test/x';
    for (const firstName of [phishing, 'Bob https://evil.test', 'Bob www.evil.test', 'bob@evil.test', 'Bob\tSmith', 'Bob\u2028Smith', '<b>Bob</b>', 'R2D2']) {
      expect(errorsOf(demoRequestSchema.safeParse({ ...demo, firstName })), JSON.stringify(firstName)).toEqual({ firstName: 'invalidName' });
    }
    for (const firstName of ['Ana María', "D'Arcy", 'Jean-Luc', 'J. R. R.', 'Zoë', 'Łukasz', '山田', 'Nguyễn', 'O’Neil']) {
      expect(demoRequestSchema.safeParse({ ...demo, firstName }).success, firstName).toBe(true);
    }
    expect(errorsOf(contactMessageSchema.safeParse({ ...contact, fullName: 'Ana\nPérez' }))).toEqual({ fullName: 'invalidName' });
  });
});

describe('contact message schema', () => {
  it('accepts a message with an optional company and interest', () => {
    expect(contactMessageSchema.safeParse(contact).success).toBe(true);
    expect(contactMessageSchema.safeParse({ ...contact, interest: '' }).success).toBe(true);
  });

  it('requires name, email and message', () => {
    const result = contactMessageSchema.safeParse({ fullName: '', emailAddress: '  ', message: '\n\t' });
    expect(errorsOf(result)).toEqual({ fullName: 'required', emailAddress: 'required', message: 'required' });
  });

  it('takes only the five interests and bounded messages', () => {
    expect(errorsOf(contactMessageSchema.safeParse({ ...contact, interest: 'pricing' }))).toEqual({ interest: 'invalidChoice' });
    expect(errorsOf(contactMessageSchema.safeParse({ ...contact, message: 'x'.repeat(5001) }))).toEqual({ message: 'tooLong' });
    expect(errorsOf(contactMessageSchema.safeParse({ ...contact, emailAddress: 'ana@acme' }))).toEqual({ emailAddress: 'invalidEmail' });
  });

  it('ignores fields it does not know', () => {
    const result = contactMessageSchema.safeParse({ ...contact, role: 'admin' });
    expect(result.success && 'role' in result.data).toBe(false);
  });
});
