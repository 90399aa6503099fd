import { describe, expect, it } from 'vitest';
import { freeSlots, type Availability, type Busy } from './slots';
import { visitorOffer, type VisitorEntry } from './visitor-offer';

const weekdays = (start: string, end: string) => Object.fromEntries([1, 2, 3, 4, 5].map((day) => [day, [{ start, end }]]));
/** The sample team's hours: weekdays 09:00–17:00 in Madrid (08:00–16:00 UTC in November). */
const madrid = (salespersonId: number, start = '09:00', end = '17:00'): Availability => ({
  salespersonId,
  timeZone: 'Europe/Madrid',
  weekly: weekdays(start, end),
  noticeMinutes: 0,
  bufferMinutes: 0,
  daysOff: [],
});
// Monday 23 November 2026, 08:00 in Madrid: ten working days of 32 slots ahead.
const now = new Date('2026-11-23T07:00:00Z');
const slotsOf = (availabilities: Availability[], busy: Busy[] = []) => freeSlots({ availabilities, busy, now });
const days = (entries: VisitorEntry[]) => entries.filter((entry) => entry.kind === 'day');
const firstTimes = (entries: VisitorEntry[]) => days(entries).map((entry) => entry.slots[0]!.start.toISOString());
const noSpeakers = new Set<number>();

describe('the slot list for a visitor far from the team', () => {
  it('offers a New York visitor the times of their working day first (08:00–10:45, not 03:00), and every time when asked', () => {
    const slots = slotsOf([madrid(1)]);
    expect(slots).toHaveLength(320);
    const offer = visitorOffer(slots, { timeZone: 'America/New_York', speakers: noSpeakers, all: false });
    expect(offer).toMatchObject({ showingAll: false, fellBack: false, preference: { daytime: true, language: false }, more: 200 });
    const [monday] = days(offer.entries);
    expect(monday).toMatchObject({ date: '2026-11-23' });
    // 08:00 to 10:45 in New York (13:00–15:45 UTC): twelve times a day, none before eight.
    expect(monday!.slots.map((slot) => slot.start.toISOString())).toEqual(Array.from({ length: 12 }, (_, n) => new Date(Date.UTC(2026, 10, 23, 13, n * 15)).toISOString()));
    expect(days(offer.entries)).toHaveLength(10);
    expect(offer.entries.every((entry) => entry.kind === 'day')).toBe(true);

    const all = visitorOffer(slots, { timeZone: 'America/New_York', speakers: noSpeakers, all: true });
    expect(all).toMatchObject({ showingAll: true, fellBack: false, more: 0 });
    // 03:00 in New York: what the list used to start with.
    expect(firstTimes(all.entries)[0]).toBe('2026-11-23T08:00:00.000Z');
    expect(days(all.entries).reduce((total, entry) => total + entry.slots.length, 0)).toBe(320);
  });

  it('starts a Mexico City visitor at 08:00 there, not at 02:00', () => {
    const offer = visitorOffer(slotsOf([madrid(1)]), { timeZone: 'America/Mexico_City', speakers: noSpeakers, all: false });
    // 08:00–09:45 in Mexico City (14:00–15:45 UTC): eight times a day.
    expect(firstTimes(offer.entries).slice(0, 2)).toEqual(['2026-11-23T14:00:00.000Z', '2026-11-24T14:00:00.000Z']);
    expect(days(offer.entries).every((entry) => entry.slots.length === 8)).toBe(true);
    expect(offer.more).toBe(320 - 80);
  });

  it('names a day without daytime times and the next day that has some', () => {
    // Monday's and Tuesday's New York mornings are booked: only their night times are left.
    const busy = ['23', '24'].map((day) => ({ salespersonId: 1, start: new Date(`2026-11-${day}T13:00:00Z`), end: new Date(`2026-11-${day}T16:00:00Z`) }));
    const offer = visitorOffer(slotsOf([madrid(1)], busy), { timeZone: 'America/New_York', speakers: noSpeakers, all: false });
    expect(offer.entries[0]).toEqual({ kind: 'quiet', dates: ['2026-11-23', '2026-11-24'], next: { date: '2026-11-25', count: 12, first: new Date('2026-11-25T13:00:00Z') } });
    expect(offer.entries[1]).toMatchObject({ kind: 'day', date: '2026-11-25' });

    // One day alone, and a last day with none after it.
    const lastFriday = { salespersonId: 1, start: new Date('2026-12-04T13:00:00Z'), end: new Date('2026-12-04T16:00:00Z') };
    const entries = visitorOffer(slotsOf([madrid(1)], [busy[0]!, lastFriday]), { timeZone: 'America/New_York', speakers: noSpeakers, all: false }).entries;
    expect(entries[0]).toMatchObject({ kind: 'quiet', dates: ['2026-11-23'], next: { date: '2026-11-24', count: 12 } });
    expect(entries.at(-1)).toEqual({ kind: 'quiet', dates: ['2026-12-04'], next: null });
  });

  it('shows every time, saying so, when none falls in the visitor’s working day (Los Angeles: 00:00–08:00)', () => {
    const offer = visitorOffer(slotsOf([madrid(1)]), { timeZone: 'America/Los_Angeles', speakers: noSpeakers, all: false });
    expect(offer).toMatchObject({ showingAll: true, fellBack: true, more: 0 });
    expect(days(offer.entries).reduce((total, entry) => total + entry.slots.length, 0)).toBe(320);
    expect(visitorOffer([], { timeZone: 'UTC', speakers: noSpeakers, all: false })).toMatchObject({ entries: [], fellBack: false });
  });
});

describe('the slot list in the visitor’s language', () => {
  // Ana (1) speaks English, 09:00–17:00 Madrid; Luis (2) speaks Spanish, 15:00–17:00 Madrid (09:00–11:00 in New York).
  const team = () => slotsOf([madrid(1), madrid(2, '15:00', '17:00')]);

  it('offers a Spanish page’s visitor the Spanish speaker’s times first, the others behind "Show all times", marked', () => {
    const offer = visitorOffer(team(), { timeZone: 'America/New_York', speakers: new Set([2]), all: false });
    expect(offer.preference).toEqual({ daytime: true, language: true });
    // 09:00–10:45 in New York: Luis's; Ana's 08:00–08:45 waits with the night times.
    expect(firstTimes(offer.entries)[0]).toBe('2026-11-23T14:00:00.000Z');
    expect(days(offer.entries).every((entry) => entry.slots.length === 8 && entry.slots.every((slot) => slot.inLanguage && slot.salespersonIds.includes(2)))).toBe(true);
    expect(offer.more).toBe(320 - 80);
    const all = visitorOffer(team(), { timeZone: 'America/New_York', speakers: new Set([2]), all: true });
    const monday = days(all.entries)[0]!.slots;
    expect(monday.find((slot) => slot.start.toISOString() === '2026-11-23T13:00:00.000Z')).toMatchObject({ inLanguage: false, daytime: true });
    expect(monday.find((slot) => slot.start.toISOString() === '2026-11-23T14:00:00.000Z')).toMatchObject({ inLanguage: true, salespersonIds: [1, 2] });
  });

  it('offers everyone as before when no one on offer speaks the language, and the working day before the language', () => {
    const everyone = visitorOffer(team(), { timeZone: 'America/New_York', speakers: noSpeakers, all: false });
    expect(everyone.preference).toEqual({ daytime: true, language: false });
    expect(firstTimes(everyone.entries)[0]).toBe('2026-11-23T13:00:00.000Z');
    expect(days(everyone.entries).every((entry) => entry.slots.length === 12 && entry.slots.every((slot) => slot.inLanguage))).toBe(true);
    // A speaker who is not on offer counts as none.
    expect(visitorOffer(team(), { timeZone: 'America/New_York', speakers: new Set([9]), all: false }).preference.language).toBe(false);

    // Luis only at night for Mexico City (02:00–04:00): the working day comes first, with Ana, marked as not in Spanish.
    const nightOnly = slotsOf([madrid(1), madrid(2, '09:00', '11:00')]);
    const offer = visitorOffer(nightOnly, { timeZone: 'America/Mexico_City', speakers: new Set([2]), all: false });
    expect(offer.preference).toEqual({ daytime: true, language: false });
    expect(firstTimes(offer.entries)[0]).toBe('2026-11-23T14:00:00.000Z');
    expect(days(offer.entries)[0]!.slots.every((slot) => !slot.inLanguage)).toBe(true);
  });
});
