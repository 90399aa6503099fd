/**
 * Free demo slots: from each salesperson's availability (weekly hours in their own time zone,
 * minimum notice, buffer around meetings, days off) and the meetings already booked, the 15-minute
 * slots a visitor can take in the next days, and who could take each. Pure: the booking page, the
 * booking action (which checks the slot again) and the tests share it; the database's unique
 * (salesperson, start) constraint is what finally stops a double booking.
 */
import { canonicalTimeZone, dateKeyOf, instantOf, isTimeZone, nextDateKey, steadyOffsetOn, weekdayOf } from './zoned-time';

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

/** Only the slots starting in [from, to) (the booking action checks one start). */
export interface SlotRange {
  from: Date;
  to: Date;
}

const DAY_MS = 86_400_000;
const SLOT_MS = SLOT_MINUTES * 60_000;

/** Each weekday's working intervals as minutes since midnight, earliest first. */
function weeklyMinutes(weekly: Availability['weekly']): Map<number, [number, number][]> {
  const days = new Map<number, [number, number][]>();
  for (const [weekday, intervals] of Object.entries(weekly)) {
    const parsed = (intervals ?? []).map(({ start, end }) => [minutesOf(start), minutesOf(end)] as const);
    const usable = parsed.filter((pair): pair is [number, number] => pair[0] !== undefined && pair[1] !== undefined);
    days.set(Number(weekday), usable.sort((a, b) => a[0] - b[0]));
  }
  return days;
}

/**
 * The slot starts (ms) of one local day's working intervals, earliest first. A day with one offset
 * throughout is plain arithmetic; only a day whose clocks change converts each time on its own.
 */
function dayStarts(day: string, intervals: readonly [number, number][], timeZone: string): number[] {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const offset = steadyOffsetOn(day, timeZone);
  const starts: number[] = [];
  for (const [from, to] of intervals) {
    for (let minute = from; minute + SLOT_MINUTES <= to; minute += SLOT_MINUTES) {
      if (offset !== null) {
        starts.push(Date.UTC(year, month - 1, date, 0, minute) - offset * 60_000);
        continue;
      }
      // 24:00 is never a start (the loop stops before it), so hour stays 0–23.
      const instant = instantOf({ year, month, day: date, hour: Math.floor(minute / 60), minute: minute % 60 }, timeZone);
      if (instant) starts.push(instant.getTime()); // else skipped by a clock change
    }
  }
  return starts;
}

/**
 * One salesperson's free slot starts (ms), earliest first, from `now` for `days` days. `meetings`
 * are theirs, by start: as the slots advance, those that begin before a slot ends (buffer
 * included) are passed once, and the latest end among them says whether the slot is taken.
 */
function* freeStartsOf(availability: Availability, meetings: readonly Busy[], now: Date, days: number, range?: SlotRange): Generator<number> {
  const timeZone = canonicalTimeZone(availability.timeZone);
  const earliest = Math.max(now.getTime() + availability.noticeMinutes * 60_000, range?.from.getTime() ?? -Infinity);
  const latest = Math.min(now.getTime() + days * DAY_MS, range?.to.getTime() ?? Infinity);
  if (!timeZone || earliest >= latest) return;
  const buffer = availability.bufferMinutes * 60_000;
  const daysOff = new Set(availability.daysOff);
  const weekly = weeklyMinutes(availability.weekly);
  let passed = 0;
  let reach = -Infinity;
  const lastDay = dateKeyOf(new Date(latest), timeZone);
  for (let day = dateKeyOf(new Date(earliest), timeZone); day <= lastDay; day = nextDateKey(day)) {
    if (daysOff.has(day)) continue;
    for (const start of dayStarts(day, weekly.get(weekdayOf(day)) ?? [], timeZone)) {
      if (start < earliest || start >= latest) continue;
      for (; passed < meetings.length && meetings[passed]!.start.getTime() - buffer < start + SLOT_MS; passed += 1) {
        reach = Math.max(reach, meetings[passed]!.end.getTime() + buffer);
      }
      if (reach <= start) yield start;
    }
  }
}

/** The meetings of each salesperson, by start. */
function meetingsBySalesperson(busy: readonly Busy[]): Map<number, Busy[]> {
  const index = new Map<number, Busy[]>();
  for (const meeting of busy) {
    const theirs = index.get(meeting.salespersonId);
    if (theirs) theirs.push(meeting);
    else index.set(meeting.salespersonId, [meeting]);
  }
  for (const theirs of index.values()) theirs.sort((a, b) => a.start.getTime() - b.start.getTime());
  return index;
}

export interface SlotQuery {
  availabilities: readonly Availability[];
  busy: readonly Busy[];
  now: Date;
  days?: number;
  range?: SlotRange;
}

/** Every free slot from `now` for `days` days, earliest first, with who is free at each. */
export function freeSlots({ availabilities, busy, now, days = BOOKING_DAYS, range }: SlotQuery): Slot[] {
  const meetings = meetingsBySalesperson(busy);
  const byStart = new Map<number, number[]>();
  for (const availability of availabilities) {
    if (availabilityProblems(availability).length) continue;
    const id = availability.salespersonId;
    for (const start of freeStartsOf(availability, meetings.get(id) ?? [], now, days, range)) {
      const ids = byStart.get(start);
      if (!ids) byStart.set(start, [id]);
      else if (!ids.includes(id)) ids.push(id);
    }
  }
  return [...byStart.entries()]
    .sort(([a], [b]) => a - b)
    .map(([start, ids]) => ({ start: new Date(start), salespersonIds: ids.sort((a, b) => a - b) }));
}

/** Whether anyone is free at all: stops at the first free slot found. */
export function anyFreeSlot({ availabilities, busy, now, days = BOOKING_DAYS }: SlotQuery): boolean {
  const meetings = meetingsBySalesperson(busy);
  return availabilities.some(
    (availability) =>
      availabilityProblems(availability).length === 0 && !freeStartsOf(availability, meetings.get(availability.salespersonId) ?? [], now, days).next().done,
  );
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
