/**
 * Cheap signs that a form was sent by a script: the honeypot (a field people never see) holds
 * something, or the form went out sooner after it appeared than a person can type, or without the
 * time it appeared (every form carries one: the browser's, or without JavaScript the page's render
 * time). Such leads are still stored, marked as spam and never forwarded unless an admin forwards
 * them, so a false alarm loses nothing.
 */
export function looksAutomated({
  honeypot,
  startedAt,
  now,
  minFillMs,
}: {
  honeypot: string;
  /** When the form appeared (ms since epoch): in the browser, or when its page was rendered. */
  startedAt: string;
  now: number;
  minFillMs: number;
}): boolean {
  if (honeypot.trim() !== '') return true;
  if (minFillMs <= 0) return false;
  // No usable start time counts as the fastest possible form.
  const shownAt = /^\d{1,16}$/.test(startedAt) ? Number(startedAt) : now;
  return now - shownAt < minFillMs;
}
