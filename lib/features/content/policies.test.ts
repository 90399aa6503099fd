import { describe, expect, it } from 'vitest';
import en from './copy/en.json';
import { formatPolicyDate, policyDates } from './policies';

describe('policy dates', () => {
  it('are the dates of the specification, formatted per language', () => {
    expect(formatPolicyDate(policyDates.privacyPolicy.date, 'en')).toBe('March 1, 2020');
    expect(formatPolicyDate(policyDates.cookiePolicy.date, 'en')).toBe('March 1, 2024');
    expect(formatPolicyDate(policyDates.privacyNotice.date, 'en')).toBe('April 13, 2025');
    expect(formatPolicyDate(policyDates.privacyPolicy.date, 'es')).toBe('1 de marzo de 2020');
    expect(formatPolicyDate(policyDates.privacyNotice.date, 'es')).toBe('13 de abril de 2025');
  });

  it('the privacy notice has the 13 sections of the specification', () => {
    expect(en.PrivacyNotice.sections).toHaveLength(13);
  });
});
