/** The site's languages (lib/infra/routing/routing.ts builds the routing from them). */
export const locales = ['en', 'es'] as const;

export type Locale = (typeof locales)[number];
