/** Dates of the legal pages (spec §2); their texts are in the PrivacyPolicy, CookiePolicy and PrivacyNotice messages. */
export const policyDates = {
  privacyPolicy: { kind: 'effective', date: '2020-03-01' },
  cookiePolicy: { kind: 'lastUpdated', date: '2024-03-01' },
  privacyNotice: { kind: 'effective', date: '2025-04-13' },
} as const;

export type PolicyKey = keyof typeof policyDates;

/** A policy date in the reader's language: `March 1, 2020` (en-US long format), `1 de marzo de 2020`. */
export function formatPolicyDate(isoDate: string, locale: string): string {
  const tag = locale === 'es' ? 'es-ES' : 'en-US';
  return new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}
