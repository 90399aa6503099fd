import { afterEach, describe, expect, it, vi } from 'vitest';
import { anyFreeSlot, assignSalesperson, availabilityProblems, freeSlots, minutesOf, slotsByDay, type Availability, type Busy, type Slot } from './slots';
import { dateKeyOf, instantOf, nextDateKey, weekdayOf } from './zoned-time';

const weekdays = (intervals: { start: string; end: string }[]) => Object.fromEntries([1, 2, 3, 4, 5].map((day) => [day, intervals]));

const madrid: Availability = {
  salespersonId: 1,
  timeZone: 'Europe/Madrid',
  weekly: weekdays([{ start: '09:00', end: '12:00' }]),
  noticeMinutes: 0,
  bufferMinutes: 0,
  daysOff: [],
};
// Monday 23 November 2026, 08:00 in Madrid.
const monday8 = new Date('2026-11-23T07:00:00Z');
const iso = (slots: { start: Date }[]) => slots.map((slot) => slot.start.toISOString());

describe('freeSlots', () => {
  it('cuts the weekly hours into 15-minute slots in the salesperson’s zone', () => {
    const slots = freeSlots({ availabilities: [madrid], busy: [], now: monday8, days: 1 });
    expect(slots).toHaveLength(12);
    expect(iso(slots).slice(0, 2)).toEqual(['2026-11-23T08:00:00.000Z', '2026-11-23T08:15:00.000Z']);
    expect(iso(slots).at(-1)).toBe('2026-11-23T10:45:00.000Z');
    expect(slots.every((slot) => slot.salespersonIds.join() === '1')).toBe(true);
  });

  it('offers 14 days ahead: ten working days of 12 slots, weekends and days off left out', () => {
    expect(freeSlots({ availabilities: [madrid], busy: [], now: monday8 })).toHaveLength(10 * 12);
    const withDaysOff = freeSlots({ availabilities: [{ ...madrid, daysOff: ['2026-11-24', '2026-12-25'] }], busy: [], now: monday8 });
    expect(withDaysOff).toHaveLength(9 * 12);
    expect(iso(withDaysOff).some((start) => start.startsWith('2026-11-24'))).toBe(false);
  });

  it('keeps the minimum notice', () => {
    const slots = freeSlots({ availabilities: [{ ...madrid, noticeMinutes: 120 }], busy: [], now: monday8, days: 1 });
    expect(iso(slots)[0]).toBe('2026-11-23T09:00:00.000Z'); // 10:00 in Madrid
  });

  it('keeps the buffer free around a booked meeting, only for that salesperson', () => {
    const meeting = { salespersonId: 1, start: new Date('2026-11-23T09:00:00Z'), end: new Date('2026-11-23T09:15:00Z') };
    const slots = freeSlots({ availabilities: [{ ...madrid, bufferMinutes: 15 }], busy: [meeting], now: monday8, days: 1 });
    const taken = ['08:45', '09:00', '09:15'].map((time) => `2026-11-23T${time}:00.000Z`);
    expect(iso(slots).filter((start) => taken.includes(start))).toEqual([]);
    expect(iso(slots)).toContain('2026-11-23T08:30:00.000Z');
    expect(iso(slots)).toContain('2026-11-23T09:30:00.000Z');
    expect(freeSlots({ availabilities: [madrid], busy: [{ ...meeting, salespersonId: 2 }], now: monday8, days: 1 })).toHaveLength(12);
  });

  it('merges salespeople in different zones, listing everyone free at a slot', () => {
    const newYork: Availability = { ...madrid, salespersonId: 2, timeZone: 'America/New_York', weekly: weekdays([{ start: '08:00', end: '10:00' }]) };
    const afternoon: Availability = { ...madrid, weekly: weekdays([{ start: '14:00', end: '15:00' }]) };
    const slots = freeSlots({ availabilities: [newYork, afternoon], busy: [], now: monday8, days: 1 });
    // New York 08:00–10:00 is 13:00–15:00 UTC; Madrid 14:00–15:00 is 13:00–14:00 UTC.
    expect(slots.filter((slot) => slot.salespersonIds.length === 2).map((slot) => slot.start.toISOString())).toEqual([
      '2026-11-23T13:00:00.000Z',
      '2026-11-23T13:15:00.000Z',
      '2026-11-23T13:30:00.000Z',
      '2026-11-23T13:45:00.000Z',
    ]);
    expect(slots.at(-1)).toEqual({ start: new Date('2026-11-23T14:45:00Z'), salespersonIds: [2] });
  });

  it('skips the hour summer time removes, and does not double the hour winter time repeats', () => {
    const sundayNight: Availability = { ...madrid, weekly: { 0: [{ start: '01:00', end: '04:00' }] } };
    const spring = freeSlots({ availabilities: [sundayNight], busy: [], now: new Date('2026-03-28T12:00:00Z'), days: 1 });
    // 01:00–01:45 CET, then 03:00–03:45 CEST: 02:xx does not exist that night.
    expect(iso(spring)).toEqual([
      '2026-03-29T00:00:00.000Z', '2026-03-29T00:15:00.000Z', '2026-03-29T00:30:00.000Z', '2026-03-29T00:45:00.000Z',
      '2026-03-29T01:00:00.000Z', '2026-03-29T01:15:00.000Z', '2026-03-29T01:30:00.000Z', '2026-03-29T01:45:00.000Z',
    ]);
    const autumn = freeSlots({ availabilities: [sundayNight], busy: [], now: new Date('2026-10-24T12:00:00Z'), days: 1 });
    expect(autumn).toHaveLength(12);
    expect(new Set(iso(autumn)).size).toBe(12);
  });

  it('ignores an availability it cannot use rather than guessing', () => {
    expect(freeSlots({ availabilities: [{ ...madrid, timeZone: 'Nowhere/Land' }], busy: [], now: monday8 })).toEqual([]);
  });
});

/** The slots as first written: every time converted on its own, every meeting checked against it. */
function referenceSlots(availabilities: Availability[], busy: Busy[], now: Date, days = 14): Slot[] {
  const byStart = new Map<number, number[]>();
  for (const a of availabilities) {
    const latest = now.getTime() + days * 86_400_000;
    for (let day = dateKeyOf(now, a.timeZone); day <= dateKeyOf(new Date(latest), a.timeZone); day = nextDateKey(day)) {
      if (a.daysOff.includes(day)) continue;
      const [year, month, date] = day.split('-').map(Number) as [number, number, number];
      for (const { start: from, end: to } of a.weekly[weekdayOf(day)] ?? []) {
        for (let minute = minutesOf(from)!; minute + 15 <= minutesOf(to)!; minute += 15) {
          const start = instantOf({ year, month, day: date, hour: Math.floor(minute / 60), minute: minute % 60 }, a.timeZone)?.getTime();
          if (start === undefined || start < now.getTime() + a.noticeMinutes * 60_000 || start >= latest) continue;
          const buffer = a.bufferMinutes * 60_000;
          const taken = busy.some((m) => m.salespersonId === a.salespersonId && start < m.end.getTime() + buffer && m.start.getTime() - buffer < start + 900_000);
          if (!taken) byStart.set(start, [...(byStart.get(start) ?? []), a.salespersonId]);
        }
      }
    }
  }
  return [...byStart].sort(([x], [y]) => x - y).map(([start, ids]) => ({ start: new Date(start), salespersonIds: ids.sort((x, y) => x - y) }));
}

const ZONES = ['Europe/Madrid', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kolkata', 'America/Santiago', 'Pacific/Chatham', 'Asia/Kathmandu', 'UTC'];

/** A team of `size` across zones with clock changes, odd offsets and varied hours, and meetings for most. */
function team(size: number, now: Date): { availabilities: Availability[]; busy: Busy[] } {
  const availabilities: Availability[] = [];
  const busy: Busy[] = [];
  for (let id = 1; id <= size; id += 1) {
    const weekly = Object.fromEntries([0, 1, 2, 3, 4, 5, 6].filter((day) => (day + id) % 3 !== 0).map((day) => [day, [{ start: '00:00', end: '04:30' }, { start: `0${5 + (id % 4)}:15`, end: '17:45' }, { start: '22:00', end: '24:00' }]]));
    availabilities.push({ salespersonId: id, timeZone: ZONES[id % ZONES.length]!, weekly, noticeMinutes: (id % 5) * 60, bufferMinutes: (id % 4) * 10, daysOff: [dateKeyOf(new Date(now.getTime() + (id % 9) * 86_400_000), 'UTC')] });
    for (let m = 0; m < id % 7; m += 1) {
      const start = Math.floor(now.getTime() / 900_000) * 900_000 + ((id * 37 + m * 53) % 1300) * 900_000;
      busy.push({ salespersonId: id, start: new Date(start), end: new Date(start + 900_000) });
    }
  }
  return { availabilities, busy };
}

describe('freeSlots with a team', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offers exactly what converting every time on its own offers, across clock changes', () => {
    // Two weeks around the European and American changes, the southern ones, and an ordinary fortnight.
    for (const now of ['2026-03-24T10:07:00Z', '2026-10-22T23:59:00Z', '2026-03-31T13:00:00Z', '2026-09-25T06:30:00Z', '2026-06-10T00:00:00Z']) {
      const { availabilities, busy } = team(16, new Date(now));
      expect(freeSlots({ availabilities, busy, now: new Date(now) }), now).toEqual(referenceSlots(availabilities, busy, new Date(now)));
    }
  });

  it('converts zones once per salesperson-day, not once per slot', () => {
    const now = new Date('2026-11-23T07:00:00Z');
    const { availabilities, busy } = team(50, now);
    const conversions = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    const slots = freeSlots({ availabilities, busy, now });
    expect(slots.length).toBeGreaterThan(1000);
    // Every time on its own took four or more per slot (over 100,000 here); a steady day takes three.
    expect(conversions.mock.calls.length).toBeLessThan(50 * 15 * 4);
  });

  it('looks at one start only when asked, and answers whether anyone is free at all', () => {
    const now = new Date('2026-11-23T07:00:00Z');
    const { availabilities, busy } = team(8, now);
    const all = freeSlots({ availabilities, busy, now });
    const wanted = all[40]!;
    expect(freeSlots({ availabilities, busy, now, range: { from: wanted.start, to: new Date(wanted.start.getTime() + 1) } })).toEqual([wanted]);
    expect(anyFreeSlot({ availabilities, busy, now })).toBe(true);
    const everyStart = all.flatMap((slot) => slot.salespersonIds.map((id) => ({ salespersonId: id, start: slot.start, end: new Date(slot.start.getTime() + 900_000) })));
    expect(anyFreeSlot({ availabilities, busy: [...busy, ...everyStart], now })).toBe(false);
  });
});

describe('availabilityProblems', () => {
  it('accepts a usable availability', () => expect(availabilityProblems(madrid)).toEqual([]));

  it('names each problem', () => {
    expect(
      availabilityProblems({
        ...madrid,
        timeZone: 'Moon/Base',
        weekly: { 1: [{ start: '12:00', end: '09:00' }], 2: [{ start: '09:00', end: '12:00' }, { start: '11:00', end: '13:00' }], 3: [{ start: '25:00', end: '26:00' }] },
        noticeMinutes: -5,
        bufferMinutes: 1.5,
        daysOff: ['tomorrow'],
      }),
    ).toEqual(['timeZone', 'interval:1', 'overlap:2', 'interval:3', 'notice', 'buffer', 'daysOff']);
  });
});

describe('slotsByDay and assignSalesperson', () => {
  it('groups slots by the visitor’s own calendar day', () => {
    const slots = [new Date('2026-11-24T02:00:00Z'), new Date('2026-11-24T09:00:00Z')].map((start) => ({ start, salespersonIds: [1] }));
    expect(slotsByDay(slots, 'America/Los_Angeles').map((day) => [day.date, day.slots.length])).toEqual([['2026-11-23', 1], ['2026-11-24', 1]]);
    expect(slotsByDay(slots, 'Europe/Madrid').map((day) => [day.date, day.slots.length])).toEqual([['2026-11-24', 2]]);
  });

  it('gives a booking to the free salesperson with the fewest upcoming meetings', () => {
    expect(assignSalesperson([1, 2, 3], new Map([[1, 4], [2, 1], [3, 1]]))).toBe(2);
    expect(assignSalesperson([3], new Map())).toBe(3);
    expect(assignSalesperson([], new Map())).toBeUndefined();
  });
});
