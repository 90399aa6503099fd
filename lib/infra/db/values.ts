/**
 * The database's closed lists, each written once, as plain values the browser may load too:
 * schema.ts builds its enums and checks from them, the features read them from here.
 */

/** Accounts of the admin area; `user` is a bare account's default, which no permission names. */
export const USER_ROLES = ['admin', 'editor', 'author', 'user'] as const;

/** 'demo': the demo dialog; 'contact': the contact page form; 'roi': the ROI calculator's "send me this estimate". */
export const LEAD_KINDS = ['demo', 'contact', 'roi'] as const;
