'use client';

import { useEffect, useState } from 'react';

/** Spec §9: after a 429 the retry button stays disabled for 30 seconds. */
export const RETRY_COOLDOWN_SECONDS = 30;

export interface RateLimitLabels {
  title: string;
  message: string;
  retry: string;
  /** Contains `{n}`, the seconds left. */
  retryIn: string;
}

/**
 * Seconds left before `startedBy` (a rate-limited answer; null: none) may be retried, counting down
 * once a second; a new answer starts again from the full cooldown.
 */
export function useCooldown(startedBy: object | null, seconds = RETRY_COOLDOWN_SECONDS): number {
  const [countdown, setCountdown] = useState({ startedBy, remaining: startedBy ? seconds : 0 });
  // A new answer resets the count while rendering (React's pattern for state derived from a prop).
  if (countdown.startedBy !== startedBy) setCountdown({ startedBy, remaining: startedBy ? seconds : 0 });
  const { remaining } = countdown;
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = window.setTimeout(() => setCountdown((current) => ({ ...current, remaining: current.remaining - 1 })), 1000);
    return () => window.clearTimeout(timer);
  }, [remaining]);
  return countdown.startedBy === startedBy ? remaining : startedBy ? seconds : 0;
}

const ALWAYS = {};

/**
 * 'API Rate Limit Exceeded': what went wrong, and a retry button that counts down before it can be
 * used again.
 */
export function RateLimitBanner({
  labels,
  onRetry,
  cooldownSeconds = RETRY_COOLDOWN_SECONDS,
  remaining: counted,
}: {
  labels: RateLimitLabels;
  /** Without it (a page rendered for a visitor without JavaScript) there is no retry button. */
  onRetry?: () => void;
  cooldownSeconds?: number;
  /** The seconds left, when the form counts them itself (to hold its own submit button too). */
  remaining?: number;
}) {
  const own = useCooldown(ALWAYS, cooldownSeconds);
  const remaining = counted ?? own;

  return (
    <div role="alert" className="rounded-card border border-accent-500/40 bg-accent-50 p-5">
      <p className="font-bold text-ink-950">{labels.title}</p>
      <p className="mt-1 text-ink-700">{labels.message}</p>
      {onRetry && (
        <button type="button" className="btn btn-dark mt-4" disabled={remaining > 0} onClick={onRetry}>
          {remaining > 0 ? labels.retryIn.replace('{n}', String(remaining)) : labels.retry}
        </button>
      )}
    </div>
  );
}
