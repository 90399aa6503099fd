import { describe, expect, it } from 'vitest';
import { assignSalesperson, availabilityProblems, freeSlots, slotsByDay, type Availability } from './slots';

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
