/** The languages a demo can be held in: the site's two (the admin's checkboxes, the visitor's page). */
export const SALES_LANGUAGES = ['en', 'es'] as const;

export type SalesLanguage = (typeof SALES_LANGUAGES)[number];

export const isSalesLanguage = (value: unknown): value is SalesLanguage => SALES_LANGUAGES.includes(value as SalesLanguage);
