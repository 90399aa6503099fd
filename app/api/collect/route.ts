import { collect } from '@/lib/features/analytics';

/**
 * `POST /api/collect`: the first-party analytics beacon (lib/features/analytics, docs/analytics.md).
 * Answers 204 at once; the events are written by the collector's buffer.
 */
export function POST(request: Request) {
  return collect(request);
}
