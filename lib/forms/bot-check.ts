/**
 * Cheap signs that a form was sent by a script: the honeypot (a field people never see) holds
 * something, or the form went out sooner after it appeared than a person can type. Such leads are
 * still stored, marked as spam and never forwarded, so a false alarm loses nothing.
 */
export function looksAutomated({
  honeypot,
  startedAt,
  now,
  minFillMs,
}: {
  honeypot: string;
  /** When the form appeared in the browser (ms since epoch); absent for forms sent without JavaScript. */
  startedAt: string;
  now: number;
  minFillMs: number;
}): boolean {
  if (honeypot.trim() !== '') return true;
  const shownAt = Number(startedAt);
  if (!startedAt || !Number.isFinite(shownAt) || shownAt <= 0) return false;
  return now - shownAt < minFillMs;
}
