/** The site's languages (i18n/routing.ts builds the routing from them). */
export const locales = ['en', 'es'] as const;

export type Locale = (typeof locales)[number];
