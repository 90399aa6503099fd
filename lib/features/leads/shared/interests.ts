/**
 * The contact form's "interest" options. The key is what the form posts and the database stores;
 * the English value is what the CRM receives, whatever the visitor's language. The values are the
 * legacy site's, word for word (spec §3), so that a CRM property with these options keeps
 * matching. Localized labels for the form live in messages/*.json.
 */
export const INTEREST_LABELS = {
  'returns-management-software': 'returns management software',
  'reverse-logistics': 'reverse logistics',
  'platform-integration': 'integration with our platform',
  'enterprise-solutions': 'enterprise solutions',
  other: 'other',
} as const;

export type InterestKey = keyof typeof INTEREST_LABELS;

/** In the form's order; a tuple so that `z.enum(INTEREST_KEYS)` works. */
export const INTEREST_KEYS = Object.keys(INTEREST_LABELS) as [InterestKey, ...InterestKey[]];

export function isInterestKey(value: string): value is InterestKey {
  return Object.hasOwn(INTEREST_LABELS, value);
}

/** The English label of a key; an unknown key (an older form) is passed through as it is. */
export function interestLabel(key: string): string {
  return isInterestKey(key) ? INTEREST_LABELS[key] : key;
}
