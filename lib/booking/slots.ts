/**
 * Free demo slots: from each salesperson's availability (weekly hours in their own time zone,
 * minimum notice, buffer around meetings, days off) and the meetings already booked, the 15-minute
 * slots a visitor can take in the next days, and who could take each. Pure: the booking page, the
 * booking action (which checks the slot again) and the tests share it; the database's unique
 * (salesperson, start) constraint is what finally stops a double booking.
 */
import { dateKeyOf, instantOf, isTimeZone, nextDateKey, weekdayOf } from './zoned-time';

export const SLOT_MINUTES = 15;
export const BOOKING_DAYS = 14;

/** `HH:MM`, 00:00 to 24:00. */
export type ClockTime = string;

export interface Interval {
  start: ClockTime;
  end: ClockTime;
}

export interface Availability {
  salespersonId: number;
  /** IANA zone the weekly hours and days off are in. */
  timeZone: string;
  /** Working intervals per weekday, 0 (Sunday) to 6 (Saturday). */
  weekly: Partial<Record<number, Interval[]>>;
  /** No slot starts sooner than this after now. */
  noticeMinutes: number;
  /** Kept free before and after every meeting. */
  bufferMinutes: number;
  /** `YYYY-MM-DD` in the salesperson's zone. */
  daysOff: readonly string[];
}

/** A meeting that takes a salesperson's time. */
export interface Busy {
  salespersonId: number;
  start: Date;
  end: Date;
}

export interface Slot {
  start: Date;
  /** Everyone free then, lowest id first. */
  salespersonIds: number[];
}

/** Minutes since midnight of `HH:MM` (`24:00` is 1440), or undefined when it is not a clock time. */
export function minutesOf(time: string): number | undefined {
  const match = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(time);
  if (!match) return undefined;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes <= 1440 ? minutes : undefined;
}

/** What is wrong with an availability, as codes the admin's editor turns into sentences; empty when usable. */
export function availabilityProblems(availability: Availability): string[] {
  const problems: string[] = [];
  if (!isTimeZone(availability.timeZone)) problems.push('timeZone');
  for (const [weekday, intervals] of Object.entries(availability.weekly)) {
    const sorted = [...(intervals ?? [])]
      .map(({ start, end }) => [minutesOf(start), minutesOf(end)] as const)
      .sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0));
    if (!/^[0-6]$/.test(weekday)) problems.push('weekday');
    if (sorted.some(([start, end]) => start === undefined || end === undefined || end <= start)) problems.push(`interval:${weekday}`);
    else if (sorted.some(([start], index) => index > 0 && start! < sorted[index - 1]![1]!)) problems.push(`overlap:${weekday}`);
  }
  if (!Number.isInteger(availability.noticeMinutes) || availability.noticeMinutes < 0 || availability.noticeMinutes > 60 * 24 * 14) problems.push('notice');
  if (!Number.isInteger(availability.bufferMinutes) || availability.bufferMinutes < 0 || availability.bufferMinutes > 240) problems.push('buffer');
  if (availability.daysOff.some((day) => !/^\d{4}-\d{2}-\d{2}$/.test(day))) problems.push('daysOff');
  return [...new Set(problems)];
}

const overlaps = (start: number, end: number, busy: Busy, buffer: number) =>
  start < busy.end.getTime() + buffer && busy.start.getTime() - buffer < end;

/** One salesperson's free slot starts (ms since the epoch) from `now` to `now + days`. */
function slotsOf(availability: Availability, busy: readonly Busy[], now: Date, days: number): number[] {
  const { timeZone } = availability;
  const earliest = now.getTime() + availability.noticeMinutes * 60_000;
  const latest = now.getTime() + days * 86_400_000;
  const buffer = availability.bufferMinutes * 60_000;
  const theirs = busy.filter((meeting) => meeting.salespersonId === availability.salespersonId);
  const daysOff = new Set(availability.daysOff);
  const starts: number[] = [];
  const lastDay = dateKeyOf(new Date(latest), timeZone);
  for (let day = dateKeyOf(now, timeZone); day <= lastDay; day = nextDateKey(day)) {
    if (daysOff.has(day)) continue;
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    for (const interval of availability.weekly[weekdayOf(day)] ?? []) {
      const from = minutesOf(interval.start);
      const to = minutesOf(interval.end);
      if (from === undefined || to === undefined) continue;
      for (let minute = from; minute + SLOT_MINUTES <= to; minute += SLOT_MINUTES) {
        // 24:00 is never a start (the loop stops before it), so hour stays 0–23.
        const instant = instantOf({ year, month, day: date, hour: Math.floor(minute / 60), minute: minute % 60 }, timeZone);
        if (!instant) continue; // skipped by a clock change
        const start = instant.getTime();
        const end = start + SLOT_MINUTES * 60_000;
        if (start < earliest || start >= latest) continue;
        if (theirs.some((meeting) => overlaps(start, end, meeting, buffer))) continue;
        starts.push(start);
      }
    }
  }
  return starts;
}

/** Every free slot from `now` for `days` days, earliest first, with who is free at each. */
export function freeSlots({
  availabilities,
  busy,
  now,
  days = BOOKING_DAYS,
}: {
  availabilities: readonly Availability[];
  busy: readonly Busy[];
  now: Date;
  days?: number;
}): Slot[] {
  const byStart = new Map<number, number[]>();
  for (const availability of availabilities) {
    if (availabilityProblems(availability).length) continue;
    for (const start of slotsOf(availability, busy, now, days)) {
      const ids = byStart.get(start) ?? [];
      if (!ids.includes(availability.salespersonId)) ids.push(availability.salespersonId);
      byStart.set(start, ids);
    }
  }
  return [...byStart.entries()]
    .sort(([a], [b]) => a - b)
    .map(([start, ids]) => ({ start: new Date(start), salespersonIds: ids.sort((a, b) => a - b) }));
}

/** The slots grouped by the visitor's calendar day, in their zone. */
export function slotsByDay(slots: readonly Slot[], timeZone: string): { date: string; slots: Slot[] }[] {
  const days = new Map<string, Slot[]>();
  for (const slot of slots) {
    const key = dateKeyOf(slot.start, timeZone);
    days.set(key, [...(days.get(key) ?? []), slot]);
  }
  return [...days.entries()].map(([date, daySlots]) => ({ date, slots: daySlots }));
}

/**
 * Who takes a booking: of those free at the slot, the one with the fewest upcoming meetings
 * (spreading the demos), then the lowest id.
 */
export function assignSalesperson(freeIds: readonly number[], upcoming: ReadonlyMap<number, number>): number | undefined {
  return [...freeIds].sort((a, b) => (upcoming.get(a) ?? 0) - (upcoming.get(b) ?? 0) || a - b)[0];
}
