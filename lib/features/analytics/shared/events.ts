/**
 * What the first-party collector accepts (the browser's script and the server share these): the
 * events, the Web Vitals and their bounds, the request's limits, and the thresholds of a "good" page.
 */
import { BEACON_PATH, MAX_BEACON_BODY_BYTES } from '@/lib/infra/http/limits.mjs';

/** Events the site fires on a real success (not on a click). */
export const ANALYTICS_EVENTS = ['demo_opened', 'demo_sent', 'slot_booked', 'contact_sent', 'roi_sent', 'resource_downloaded', 'newsletter_confirmed'] as const;
export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number];

/** Field Web Vitals and the largest value kept (ms, or unitless for CLS): beyond it is noise. */
export const VITAL_RANGES = { LCP: 120_000, INP: 60_000, CLS: 50, TTFB: 120_000 } as const;
export type VitalName = keyof typeof VITAL_RANGES;
export const VITAL_NAMES = Object.keys(VITAL_RANGES) as VitalName[];

/** Google's "good" thresholds at the 75th percentile (web.dev/articles/vitals). */
export const VITAL_GOOD = { LCP: 2500, INP: 200, CLS: 0.1, TTFB: 800 } as const satisfies Record<VitalName, number>;

/** One request: at most this many bytes and events (413 and 400 beyond). */
export const MAX_COLLECT_BYTES = MAX_BEACON_BODY_BYTES;
export const MAX_COLLECT_EVENTS = 25;

/** The collector's address. */
export const COLLECT_PATH = BEACON_PATH;

/**
 * One event as the browser sends it, in short keys: `k` kind, `n` name, `u` the page's path and
 * query, `r` the referrer, `w` the viewport width, `v` a metric's value.
 */
export interface CollectedEvent {
  k: 'pageview' | 'event' | 'vital';
  n?: string;
  u: string;
  r?: string;
  w?: number;
  v?: number;
}
