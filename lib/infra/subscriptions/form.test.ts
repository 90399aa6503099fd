import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { subscriberEmailField } from './email-field';
import { subscribeDocumentStatus } from './form';

const parse = (value: unknown) => z.object({ email: subscriberEmailField }).safeParse({ email: value });
const problem = (value: unknown) => {
  const result = parse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('a mailing list sign-up address', () => {
  it('is trimmed and lower-cased', () => {
    expect(parse('  Ada@Example.COM ')).toMatchObject({ success: true, data: { email: 'ada@example.com' } });
  });

  it('refuses missing, malformed, undeliverable and oversized addresses with a code each', () => {
    expect(problem(undefined)).toBe('required');
    expect(problem('   ')).toBe('required');
    expect(problem(['a@example.com'])).toBe('required');
    expect(problem('not an address')).toBe('invalidEmail');
    expect(problem('ada@localhost')).toBe('invalidEmail');
    expect(problem(`${'a'.repeat(330)}@example.com`)).toBe('tooLong');
    expect(problem('ada@example.com\r\nBcc: x@example.com')).toBe('invalidEmail');
  });

  it('answers a page without JavaScript with the status of the problem', () => {
    expect(subscribeDocumentStatus({ status: 'invalid', error: 'invalidEmail', email: 'x' })).toBe(422);
    expect(subscribeDocumentStatus({ status: 'rate-limited', retryAfter: 60, email: 'x' })).toBe(429);
    expect(subscribeDocumentStatus({ status: 'error', email: 'x' })).toBe(503);
    expect(subscribeDocumentStatus({ status: 'sent', email: 'x' })).toBeUndefined();
  });
});
