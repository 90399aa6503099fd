import { describe, expect, it } from 'vitest';
import { securityTxt, securityTxtExpiry, SECURITY_TXT_LIFETIME_DAYS } from './security-txt';

/** RFC 9116 §2.4: `Field: value` lines; a field name is ASCII without spaces. */
const fieldsOf = (text: string) =>
  text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => /^([A-Za-z-]+): (.+)$/.exec(line))
    .map((match) => [match?.[1], match?.[2]] as const);

describe('security.txt', () => {
  const now = new Date('2026-11-30T17:45:12Z');
  const text = securityTxt({ siteUrl: 'https://www.otailo.com', contactEmail: 'security@otailo.com', now });

  it('holds the fields of RFC 9116, one per line, each well formed', () => {
    const fields = fieldsOf(text);
    expect(fields.every(([name]) => name)).toBe(true);
    expect(Object.fromEntries(fields)).toEqual({
      Contact: 'mailto:security@otailo.com',
      Expires: '2027-05-29T00:00:00Z',
      'Preferred-Languages': 'en, es',
      Policy: 'https://www.otailo.com/en/trust#report',
      Canonical: 'https://www.otailo.com/.well-known/security.txt',
    });
    expect(text.endsWith('\n')).toBe(true);
  });

  it('expires half a year ahead, less than the year the RFC allows, and the same value all day', () => {
    const expiry = securityTxtExpiry(now);
    const days = (expiry.getTime() - now.getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(SECURITY_TXT_LIFETIME_DAYS - 1);
    expect(days).toBeLessThan(365);
    expect(securityTxtExpiry(new Date('2026-11-30T00:00:00Z'))).toEqual(expiry);
    expect(securityTxtExpiry(new Date('2026-11-30T23:59:59Z'))).toEqual(expiry);
    // It renews itself: tomorrow's file expires a day later.
    expect(securityTxtExpiry(new Date('2026-12-01T08:00:00Z')).getTime() - expiry.getTime()).toBe(86_400_000);
  });
});
