/** The collector's request bodies (components/analytics/track.client.ts sends them). */
import { MAX_COLLECT_BYTES, MAX_COLLECT_EVENTS, type CollectedEvent } from './events';

/**
 * Request bodies for `events`, in order: at most `maxEvents` each and under `maxBytes` (an event is
 * a few hundred bytes at most: the browser cuts its addresses to 300 characters, all ASCII).
 */
export function collectBodies(events: CollectedEvent[], maxEvents = MAX_COLLECT_EVENTS, maxBytes = MAX_COLLECT_BYTES - 512): string[] {
  const bodies: string[] = [];
  let batch: string[] = [];
  let size = 8;
  for (const event of events) {
    const json = JSON.stringify(event);
    if (batch.length && (batch.length >= maxEvents || size + json.length > maxBytes)) {
      bodies.push(`{"e":[${batch}]}`);
      batch = [];
      size = 8;
    }
    batch.push(json);
    size += json.length + 1;
  }
  if (batch.length) bodies.push(`{"e":[${batch}]}`);
  return bodies;
}
