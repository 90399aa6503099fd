import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import { bookings, salespeople } from './tables';
import { leads } from '@/test/tables';
import { createLeadStore } from '@/lib/features/leads';
import { freshDatabase, testBackends } from '@/test/databases';
import { newLead } from '@/test/leads';
import { anySlotOffered, offerAt, offeredSlots } from './offer';
import { freeSlots } from './slots';

vi.mock('./slots', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./slots')>();
  return { ...actual, freeSlots: vi.fn(actual.freeSlots) };
});

const weekdays = (start: string, end: string) => Object.fromEntries([1, 2, 3, 4, 5].map((day) => [day, [{ start, end }]]));
/** Whole-team computations (the booking action's one-start checks pass a range). */
const teamComputations = () => vi.mocked(freeSlots).mock.calls.filter(([query]) => !query.range).length;
const iso = (slots: { start: Date }[]) => slots.map((slot) => slot.start.toISOString());

describe.each(testBackends())('the slots on offer on %s', (backend) => {
  let handle: DatabaseHandle;
  // Each test its own minute: the kept lists of one test are not another's.
  let minute = Date.parse('2026-11-23T07:00:00Z') + testBackends().indexOf(backend) * 7 * 86_400_000;
  let clock = new Date(minute);

  beforeAll(async () => {
    handle = await freshDatabase(backend);
  });
  afterAll(() => handle?.close());
  beforeEach(async () => {
    minute += 60_000;
    clock = new Date(minute);
    await handle.db.delete(bookings);
    await handle.db.delete(salespeople);
    await handle.db.insert(salespeople).values([
      { id: 1, name: 'Lucía', email: 'lucia@otailo.test', timeZone: 'Europe/Madrid', weekly: weekdays('09:00', '12:00'), noticeMinutes: 0, bufferMinutes: 15 },
      { id: 2, name: 'Sam', email: 'sam@otailo.test', timeZone: 'America/New_York', weekly: weekdays('09:00', '10:00'), noticeMinutes: 60, bufferMinutes: 0 },
    ]);
  });

  it('computes the team’s slots once for every reader of a minute', async () => {
    const first = await offeredSlots(handle.db, clock);
    const before = teamComputations();
    const again = await Promise.all(Array.from({ length: 10 }, () => offeredSlots(handle.db, new Date(minute + 20_000))));
    expect(teamComputations()).toBe(before);
    for (const slots of again) expect(slots).toEqual(first);
    expect(first.length).toBeGreaterThan(100);
  });

  it('shows a booking or an edit made anywhere (another instance) at the next read', async () => {
    const before = iso(await offeredSlots(handle.db, clock));
    const taken = before[5]!;
    // Written straight to the database, as another instance would.
    const [lead] = await handle.db.insert(leads).values(newLead()).returning({ id: leads.id });
    await handle.db.insert(bookings).values({
      leadId: lead!.id,
      salespersonId: 1,
      startsAt: new Date(taken),
      endsAt: new Date(Date.parse(taken) + 900_000),
      visitorTimeZone: 'UTC',
      locale: 'en',
      tokenHash: 'a'.repeat(64),
    });
    expect(iso(await offeredSlots(handle.db, clock))).not.toContain(taken);

    await handle.db.update(bookings).set({ status: 'cancelled' });
    expect(iso(await offeredSlots(handle.db, clock))).toEqual(before);

    await handle.db.update(salespeople).set({ weekly: weekdays('09:00', '09:30') });
    expect((await offeredSlots(handle.db, clock)).length).toBeLessThan(before.length / 2);
    await handle.db.update(salespeople).set({ active: false });
    expect(await offeredSlots(handle.db, clock)).toEqual([]);
  });

  it('names who speaks a language, and a language ticked anywhere shows at the next read', async () => {
    const speakers = async (language: 'en' | 'es') => [...(await offerAt(handle.db, clock, 14, language)).speakers].sort();
    expect(await speakers('en')).toEqual([1, 2]);
    expect(await speakers('es')).toEqual([]);
    await handle.db.update(salespeople).set({ languages: ['en', 'es'] }).where(eq(salespeople.id, 2));
    expect(await speakers('es')).toEqual([2]);
  });

  it('counts the notice from the very moment of each read, not from the minute the list was made', async () => {
    // Lucía starts at 09:00 Madrid (08:00 UTC) with no notice; the list is made at 08:00:00.
    clock = new Date('2026-11-24T08:00:00Z');
    expect(iso(await offeredSlots(handle.db, clock))[0]).toBe('2026-11-24T08:00:00.000Z');
    // Half a minute later the 08:00 slot has begun: the same kept list no longer offers it.
    expect(iso(await offeredSlots(handle.db, new Date('2026-11-24T08:00:30Z')))[0]).toBe('2026-11-24T08:15:00.000Z');
  });

  it('answers whether anyone is free without computing the whole list', async () => {
    const before = teamComputations();
    expect(await anySlotOffered(handle.db, new Date(minute + 30_000))).toBe(true);
    expect(teamComputations()).toBe(before);
    await handle.db.update(salespeople).set({ daysOff: Array.from({ length: 16 }, (_, day) => new Date(minute + day * 86_400_000).toISOString().slice(0, 10)) });
    expect(await anySlotOffered(handle.db, new Date(minute + 30_000))).toBe(false);
  });
});

describe('the zone a booking is made in', () => {
  it('is stored as the platform names it, whatever the letter case sent', async () => {
    const handle = await freshDatabase('pglite');
    try {
      const { createBookingStore } = await import('./store');
      await handle.db.insert(salespeople).values({ id: 1, name: 'Lucía', email: 'l@otailo.test', timeZone: 'europe/MADRID', weekly: weekdays('09:00', '12:00'), noticeMinutes: 0, bufferMinutes: 0 });
      const store = createBookingStore(async () => handle.db, () => new Date('2026-11-23T07:00:00Z'));
      const lead = await createLeadStore(async () => handle.db).capture(newLead());
      const booked = await store.book({ leadId: lead.id, start: new Date('2026-11-23T08:00:00Z'), visitorTimeZone: 'aMeRiCa/NeW_yOrK', locale: 'en' });
      expect(booked.ok && booked.booking.visitorTimeZone).toBe('America/New_York');
      expect(await store.book({ leadId: lead.id, start: new Date('2026-11-23T08:30:00Z'), visitorTimeZone: 'Nowhere/Land', locale: 'en' })).toEqual({ ok: false, reason: 'invalid' });
    } finally {
      await handle.close();
    }
  });
});
