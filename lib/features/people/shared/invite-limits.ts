/** Invitations (first or resent) one address may be sent in a day: a mistyped click cannot flood an inbox. */
export const INVITE_SENDS_PER_DAY = 5;
