/**
 * The pure part of the field Web Vitals the browser's collector measures (docs/analytics.md), after the
 * definitions of Google's `web-vitals` library, in far less code: CLS by session windows, INP from
 * Event Timing entries, TTFB from Navigation Timing, and the events the collector sends for them.
 * The browser's side (PerformanceObservers, the moment it reports) is components/analytics/Collector.client.tsx.
 */
import { VITAL_RANGES, type CollectedEvent, type VitalName } from './events';

/** What the collector reads of a `layout-shift` entry. */
export interface Shift {
  value: number;
  startTime: number;
  hadRecentInput: boolean;
}

/**
 * Cumulative Layout Shift as web-vitals defines it: shifts without recent input grouped in session
 * windows (a shift less than 1 s after the previous one and less than 5 s after the window's first
 * joins it), the value being the largest window's sum. Feed it every entry; it returns the value so far.
 */
export function createCls() {
  let max = 0;
  let sum = 0;
  let first = 0;
  let last = 0;
  return (shift: Shift): number => {
    if (!shift.hadRecentInput) {
      if (sum && shift.startTime - last < 1000 && shift.startTime - first < 5000) sum += shift.value;
      else {
        sum = shift.value;
        first = shift.startTime;
      }
      last = shift.startTime;
      max = Math.max(max, sum);
    }
    return max;
  };
}

/** What the collector reads of an `event` or `first-input` entry. */
export interface Interaction {
  interactionId?: number;
  duration: number;
}

/**
 * Interaction to Next Paint, approximated as web-vitals does: each interaction's longest entry; of
 * those, the longest, but with many interactions one is skipped per 50 (a 98th percentile).
 * `add` takes entries (those without an interaction id are not interactions); `value` takes the
 * page's interaction count when the browser knows it (`performance.interactionCount`: entries under
 * the observer's threshold are not seen), and is undefined before any interaction.
 */
export function createInp() {
  const longest = new Map<number, number>();
  return {
    add(entry: Interaction) {
      const id = entry.interactionId;
      if (id) longest.set(id, Math.max(longest.get(id) ?? 0, entry.duration));
    },
    value(count?: number): number | undefined {
      const sorted = [...longest.values()].sort((a, b) => b - a);
      return sorted[Math.min(sorted.length - 1, Math.floor((count || sorted.length) / 50))];
    },
  };
}

/** Time to First Byte: the navigation's `responseStart` after its activation (prerendered pages), never negative. */
export function ttfb(navigation: { responseStart: number; activationStart?: number } | undefined): number | undefined {
  return navigation && navigation.responseStart > 0 ? Math.max(navigation.responseStart - (navigation.activationStart ?? 0), 0) : undefined;
}

/** The vital events of `page`, those measured and in the range the server accepts, rounded to 1/1000. */
export function vitalEvents(page: string, values: Partial<Record<VitalName, number>>): CollectedEvent[] {
  const events: CollectedEvent[] = [];
  for (const [name, value] of Object.entries(values) as [VitalName, number | undefined][]) {
    if (value! >= 0 && value! <= VITAL_RANGES[name]) events.push({ k: 'vital', n: name, u: page, v: Math.round(value! * 1000) / 1000 });
  }
  return events;
}
