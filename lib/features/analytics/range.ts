/** The dashboard's date range from its GET parameters: UTC days, the last 30 by default, at most 366. */
import { MAX_PATH_LENGTH } from './collect-schema';
import type { DayRange } from './store';

export const DEFAULT_RANGE_DAYS = 30;
export const MAX_RANGE_DAYS = 366;

export interface ParsedRange extends DayRange {
  /** Set when a parameter was refused and the default (or a shortened range) used instead. */
  corrected: boolean;
}

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function dayMs(value: string | null | undefined): number | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(ms) || isoDay(ms) !== value ? null : ms;
}

/** A page to filter on: a site path as the collector stores it (`/`, no query, no spaces, at most MAX_PATH_LENGTH); else none. */
export function parsePagePath(value: string | null | undefined): string | undefined {
  const path = value?.trim();
  return path && path.length <= MAX_PATH_LENGTH && /^\/[^\s?#]*$/.test(path) ? path : undefined;
}

export function parseDayRange(from: string | null | undefined, to: string | null | undefined, now = new Date()): ParsedRange {
  const today = Date.parse(`${isoDay(now.getTime())}T00:00:00Z`);
  let corrected = false;
  let end = dayMs(to);
  if (to && end === null) corrected = true;
  end ??= today;
  let start = dayMs(from);
  if (from && start === null) corrected = true;
  start ??= end - (DEFAULT_RANGE_DAYS - 1) * DAY;
  if (start > end) {
    [start, end] = [end, start];
    corrected = true;
  }
  if (end - start > (MAX_RANGE_DAYS - 1) * DAY) {
    start = end - (MAX_RANGE_DAYS - 1) * DAY;
    corrected = true;
  }
  return { from: isoDay(start), to: isoDay(end), corrected };
}
