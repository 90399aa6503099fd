import { describe, expect, it } from 'vitest';
import { isDeliverableAddress } from './email-address';

describe('deliverable addresses', () => {
  it('keep to what SMTP servers take', () => {
    expect(isDeliverableAddress('ana@acme.com')).toBe(true);
    expect(isDeliverableAddress(`${'a'.repeat(64)}@acme.com`)).toBe(true);
    expect(isDeliverableAddress(`${'a'.repeat(65)}@acme.com`)).toBe(false);
    expect(isDeliverableAddress(`ana@${'b'.repeat(64)}.com`)).toBe(false);
    expect(isDeliverableAddress(`ana@${Array(60).fill('bbbb').join('.')}.com`)).toBe(false); // 308 characters
    expect(isDeliverableAddress('ana@acme..com')).toBe(false);
    expect(isDeliverableAddress('@acme.com')).toBe(false);
  });
});
