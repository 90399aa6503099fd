'use client';

import { RateLimitBanner, type RateLimitLabels } from './RateLimitBanner.client';

/** A rate-limit banner whose retry reloads the page (for pages the server refused with 429). */
export function ReloadRateLimitBanner({ labels }: { labels: RateLimitLabels }) {
  return <RateLimitBanner labels={labels} onRetry={() => window.location.reload()} />;
}
