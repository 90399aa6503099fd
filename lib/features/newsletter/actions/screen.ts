import 'server-only';
/** Where the digest's buttons lead back to: the newsletter screen in the admin's language, with what happened. */
export const newsletterScreen = (raw: { locale?: unknown }, query = '') => `/${raw.locale === 'es' ? 'es' : 'en'}/manage/newsletter${query}`;
