/**
 * Wall-clock time in an IANA time zone, with the platform's own zone data (Intl), no library:
 * what a salesperson's "Mondays 09:00–12:00 in Europe/Madrid" means as UTC instants, and what day
 * an instant falls on for a visitor in another zone.
 */
import { LRUCache } from 'lru-cache';

export interface WallTime {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

// Both keyed by what the platform knows (about 600 zone names and aliases, whatever a request's
// letter case: `aMeRiCa/NeW_yOrK` is the key `america/new_york`), and bounded besides.
const canonicalNames = new LRUCache<string, string>({ max: 1000 });
const formatters = new LRUCache<string, Intl.DateTimeFormat>({ max: 200 });

const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;

/**
 * The platform's zone data (ICU's CLDR names) still calls some zones by names IANA has since
 * replaced: the names in use today, which the site shows and stores. (Intl reads both.)
 */
export const TODAYS_ZONE_NAMES: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

const newFormatter = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });

/**
 * A zone's name today, whatever the letter case or alias a client sends (`europe/madrid` →
 * `Europe/Madrid`, `Etc/UTC` → `UTC`, `Asia/Calcutta` → `Asia/Kolkata`); null for anything the
 * platform does not know.
 */
export function canonicalTimeZone(value: string): string | null {
  if (typeof value !== 'string' || !ZONE_NAME.test(value)) return null;
  const key = value.toLowerCase();
  const known = canonicalNames.get(key);
  if (known) return known;
  let format: Intl.DateTimeFormat;
  try {
    format = newFormatter(value);
  } catch {
    return null; // not remembered: unknown names are not a closed set
  }
  const resolved = format.resolvedOptions().timeZone;
  const canonical = TODAYS_ZONE_NAMES[resolved] ?? resolved;
  canonicalNames.set(key, canonical);
  if (!formatters.has(canonical)) formatters.set(canonical, format);
  return canonical;
}

function formatter(timeZone: string): Intl.DateTimeFormat {
  const canonical = canonicalTimeZone(timeZone);
  if (!canonical) throw new RangeError(`Unknown time zone: ${JSON.stringify(timeZone.slice(0, 64))}`);
  let format = formatters.get(canonical);
  if (!format) {
    format = newFormatter(canonical);
    formatters.set(canonical, format);
  }
  return format;
}

let allZones: readonly string[] | undefined;

/** Every zone the platform knows, once each by today's name, with UTC, sorted. */
export function timeZoneNames(): readonly string[] {
  allZones ??= [...new Set(['UTC', ...Intl.supportedValuesOf('timeZone').map((zone) => TODAYS_ZONE_NAMES[zone] ?? zone)])].sort();
  return allZones;
}

/** True when the platform knows the zone (`Europe/Madrid`, in any letter case); false for anything else a client sends. */
export function isTimeZone(value: string): boolean {
  return canonicalTimeZone(value) !== null;
}

/** The wall-clock time of an instant in a zone. */
export function wallTimeOf(instant: Date, timeZone: string): WallTime & { second: number } {
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** Minutes the zone is ahead of UTC at an instant (Madrid in winter: 60). */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const wall = wallTimeOf(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The zone's offset (minutes ahead of UTC) throughout a calendar day `YYYY-MM-DD` there, or null
 * when it is not the same at the day's first and last instant (its clocks change that day).
 */
export function steadyOffsetOn(key: string, timeZone: string): number | null {
  const [year, month, day] = key.split('-').map(Number) as [number, number, number];
  const midnight = Date.UTC(year, month - 1, day);
  const guess = offsetMinutes(new Date(midnight), timeZone);
  const first = midnight - guess * 60_000;
  const same = (instant: number) => offsetMinutes(new Date(instant), timeZone) === guess;
  return same(first) && same(first + 86_400_000 - 1) ? guess : null;
}

/**
 * The instant a wall-clock time names in a zone. A time skipped by a clock change (02:30 on the
 * night summer time starts) names no instant: null. A time that happens twice (when summer time
 * ends) is its first occurrence.
 */
export function instantOf(wall: WallTime, timeZone: string): Date | null {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  // The instant is within 14 hours of the guess (the widest offsets); the offsets a day either side
  // of it are the two readings around any clock change in between (changes are weeks apart).
  const day = 86_400_000;
  const offsets = new Set([-day, 0, day].map((shift) => offsetMinutes(new Date(asUtc + shift), timeZone)));
  const candidates = [...offsets]
    .map((offset) => new Date(asUtc - offset * 60_000))
    .filter((instant) => sameWallTime(wallTimeOf(instant, timeZone), wall))
    .sort((a, b) => a.getTime() - b.getTime());
  return candidates[0] ?? null;
}

const sameWallTime = (a: WallTime, b: WallTime) =>
  a.year === b.year && a.month === b.month && a.day === b.day && a.hour === b.hour && a.minute === b.minute;

/** `YYYY-MM-DD` of an instant in a zone. */
export function dateKeyOf(instant: Date, timeZone: string): string {
  const { year, month, day } = wallTimeOf(instant, timeZone);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The calendar day after `YYYY-MM-DD` (time-zone free). */
export function nextDateKey(key: string): string {
  const [year, month, day] = key.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/** 0 (Sunday) to 6 (Saturday) of a `YYYY-MM-DD`. */
export function weekdayOf(key: string): number {
  const [year, month, day] = key.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}
