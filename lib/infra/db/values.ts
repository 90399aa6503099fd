/**
 * The database's closed lists, each written once, as plain values the browser may load too:
 * the tables build their enums and checks from them, the features read them from here.
 */

/** Accounts of the admin area; `user` is a bare account's default, which no permission names. */
export const USER_ROLES = ['admin', 'editor', 'author', 'user'] as const;

/** 'demo': the demo dialog; 'contact': the contact page form; 'roi': the ROI calculator's "send me this estimate". */
export const LEAD_KINDS = ['demo', 'contact', 'roi', 'resource'] as const;

/** Where a compliance item of the trust center stands (lib/features/trust). */
export const TRUST_COMPLIANCE_STATUSES = ['in_place', 'in_progress', 'planned'] as const;

/** What happened to a subprocessor, as the trust center's changes list and feed say it. */
export const TRUST_CHANGE_KINDS = ['added', 'changed', 'removed'] as const;

/** A trust-change subscriber: waiting for the confirmation link, confirmed, or gone. */
export const TRUST_SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
