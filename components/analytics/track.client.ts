'use client';

import { useEffect } from 'react';
import { COLLECT_PATH, MAX_COLLECT_BYTES, MAX_COLLECT_EVENTS, type AnalyticsEvent, type CollectedEvent } from '@/lib/features/analytics/shared/events';

/**
 * The browser's side of the first-party analytics (docs/analytics.md): events wait in memory (no
 * cookie, no storage) and leave in one navigator.sendBeacon when the page is hidden or left, or
 * when a batch is full. Nothing is measured for a visitor whose browser sends Do Not Track or
 * Global Privacy Control.
 */
const queue: CollectedEvent[] = [];
let listening = false;

/** Longest path, query or referrer sent (the server keeps less). */
const MAX_URL = 300;

function measured(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack !== '1' && nav.globalPrivacyControl !== true && typeof nav.sendBeacon === 'function';
}

/** The current page as the collector wants it: path and query of this origin. */
export const currentPage = () => (location.pathname + location.search).slice(0, MAX_URL);

/** Sends what waits, in as few beacons as the limits allow. */
export function flush(): void {
  while (queue.length > 0) {
    const batch: CollectedEvent[] = [];
    let body = '{"e":[]}';
    while (queue.length > 0 && batch.length < MAX_COLLECT_EVENTS) {
      const next = JSON.stringify({ e: [...batch, queue[0]!] });
      if (next.length > MAX_COLLECT_BYTES - 512 && batch.length > 0) break;
      batch.push(queue.shift()!);
      body = next;
    }
    // A string goes as text/plain: no preflight.
    navigator.sendBeacon(COLLECT_PATH, body);
  }
}

export function enqueue(event: CollectedEvent): void {
  if (typeof window === 'undefined' || !measured()) return;
  queue.push(event);
  if (!listening) {
    listening = true;
    document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
    window.addEventListener('pagehide', flush);
  }
  if (queue.length >= MAX_COLLECT_EVENTS) flush();
}

/** Records an event of the site (call it after the real success, not on the click). */
export function track(name: AnalyticsEvent): void {
  enqueue({ k: 'event', n: name, u: currentPage(), w: window.innerWidth });
}

/** Records `name` once when the component showing a success mounts. */
export function useTrackOnMount(name: AnalyticsEvent, when = true): void {
  useEffect(() => {
    if (when) track(name);
  }, [name, when]);
}
