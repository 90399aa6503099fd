'use client';

import { useEffect } from 'react';
import { COLLECT_PATH, MAX_COLLECT_EVENTS, type AnalyticsEvent, type CollectedEvent } from '@/lib/features/analytics/shared/events';
import { collectBodies } from '@/lib/features/analytics/shared/payload';

/**
 * The browser's side of the first-party analytics (docs/analytics.md): events wait in memory (no
 * cookie, no storage) and leave in one navigator.sendBeacon when the page is hidden or left, or
 * when a batch is full. Nothing is measured for a visitor whose browser sends Do Not Track or
 * Global Privacy Control.
 */
const queue: CollectedEvent[] = [];
/** Run once, at the first hide, before the queue leaves (the Web Vitals, final then). */
const hiding: (() => void)[] = [];
let listening = false;

/** The current page as the collector wants it: path and query of this origin, 300 characters at most (the server keeps less). */
export const currentPage = () => (location.pathname + location.search).slice(0, 300);

function measured(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack !== '1' && nav.globalPrivacyControl !== true && typeof nav.sendBeacon === 'function';
}

/** Sends what waits, in as few beacons as the limits allow (strings go as text/plain: no preflight). */
export function flush(): void {
  for (const body of collectBodies(queue.splice(0))) navigator.sendBeacon(COLLECT_PATH, body);
}

function hidden(): void {
  for (const run of hiding.splice(0)) run();
  flush();
}

function listen(): void {
  if (listening) return;
  listening = true;
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && hidden());
  window.addEventListener('pagehide', hidden);
}

/** `run` once when the page is first hidden or left, its events joining the last beacon. */
export function onHide(run: () => void): void {
  if (typeof window === 'undefined' || !measured()) return;
  hiding.push(run);
  listen();
}

export function enqueue(event: CollectedEvent): void {
  if (typeof window === 'undefined' || !measured()) return;
  queue.push(event);
  listen();
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
