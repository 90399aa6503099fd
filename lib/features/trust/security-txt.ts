/**
 * `/.well-known/security.txt` (RFC 9116): where to report a vulnerability, in which languages, the
 * policy (the trust center's section), and an expiry that moves with the calendar, so the file
 * never goes stale while the site runs.
 */

const DAY_MS = 86_400_000;
/** RFC 9116 asks for less than a year; half a year, from the start of today (UTC). */
export const SECURITY_TXT_LIFETIME_DAYS = 180;

/** Midnight UTC, `SECURITY_TXT_LIFETIME_DAYS` after the start of `now`'s day: the same all day long. */
export function securityTxtExpiry(now: Date): Date {
  return new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS + SECURITY_TXT_LIFETIME_DAYS * DAY_MS);
}

export function securityTxt({ siteUrl, contactEmail, now }: { siteUrl: string; contactEmail: string; now: Date }): string {
  return [
    `Contact: mailto:${contactEmail}`,
    `Expires: ${securityTxtExpiry(now).toISOString().replace('.000Z', 'Z')}`,
    'Preferred-Languages: en, es',
    `Policy: ${siteUrl}/en/trust#report`,
    `Canonical: ${siteUrl}/.well-known/security.txt`,
    '',
  ].join('\n');
}
