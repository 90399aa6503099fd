/** Dates of the legal pages (spec §2); their texts are in the PrivacyPolicy, CookiePolicy and PrivacyNotice messages. */
export const policyDates = {
  privacyPolicy: { kind: 'effective', date: '2020-03-01' },
  cookiePolicy: { kind: 'lastUpdated', date: '2024-03-01' },
  privacyNotice: { kind: 'effective', date: '2025-04-13' },
} as const;

export type PolicyKey = keyof typeof policyDates;

export { formatLongDate as formatPolicyDate } from '@/lib/infra/i18n/dates';
