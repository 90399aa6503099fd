/**
 * The version of the sentence shown beside the newsletter's sign-up form (messages, `Newsletter.form.consent`).
 * Raise it with every change of that sentence in either language; each consent record also keeps
 * the exact sentence shown and its SHA-256, which identify it whatever the version says.
 */
export const NEWSLETTER_CONSENT_VERSION = '2026-11-26';

/** Subscribers per page of the admin's table. */
export const SUBSCRIBERS_PER_PAGE = 50;
