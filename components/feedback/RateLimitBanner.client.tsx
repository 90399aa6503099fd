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
 * 'API Rate Limit Exceeded': what went wrong, and a retry button that counts down before it can be
 * used again.
 */
export function RateLimitBanner({
  labels,
  onRetry,
  cooldownSeconds = RETRY_COOLDOWN_SECONDS,
}: {
  labels: RateLimitLabels;
  /** Without it (a page rendered for a visitor without JavaScript) there is no retry button. */
  onRetry?: () => void;
  cooldownSeconds?: number;
}) {
  const [remaining, setRemaining] = useState(cooldownSeconds);
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = window.setTimeout(() => setRemaining((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [remaining]);

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
