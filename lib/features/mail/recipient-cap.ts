/**
 * How much of the site's mail one person can be sent because someone typed their address into a
 * form: a handful a day, whatever asked for it (demo, booking, ROI estimate) and from wherever.
 * Mail to the team (sales, salespeople, invited colleagues) is not capped.
 */
export const RECIPIENT_CAP = { mails: 5, windowHours: 24 } as const;

/** Providers that ignore dots in the local part (`a.da@gmail.com` reaches `ada@gmail.com`). */
const DOTLESS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address reaches, as the cap counts it: lower case, without a `+tag` (the same
 * inbox under endless spellings), without dots where the provider ignores them.
 */
export function recipientKey(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower.slice(0, 320);
  const domain = lower.slice(at + 1);
  let local = lower.slice(0, at).split('+', 1)[0] ?? '';
  if (DOTLESS.has(domain)) local = local.replaceAll('.', '');
  return `${local}@${domain === 'googlemail.com' ? 'gmail.com' : domain}`.slice(0, 320);
}
