import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import { bookings, salespeople } from './tables';
import { leads } from '@/test/tables';
import { createLeadStore } from '@/lib/features/leads';
import { freshDatabase, testBackends } from '@/test/databases';
import { newLead } from '@/test/leads';
import { createBookingStore, MAX_MOVES } from './store';

const weekdays = Object.fromEntries([1, 2, 3, 4, 5].map((day) => [day, [{ start: '09:00', end: '12:00' }]]));

describe.each(testBackends())('bookings on %s', (backend) => {
  let handle: DatabaseHandle;
  // Monday 23 November 2026, 08:00 in Madrid.
  let clock = new Date('2026-11-23T07:00:00Z');
  const database = async () => handle.db;
  const store = () => createBookingStore(database, () => clock);
  const lead = async () => (await createLeadStore(database).capture(newLead())).id;
  const request = async (start: string) => ({ leadId: await lead(), start: new Date(start), visitorTimeZone: 'America/New_York', locale: 'en' as const });

  beforeAll(async () => {
    handle = await freshDatabase(backend);
  });
  afterAll(() => handle?.close());
  beforeEach(async () => {
    clock = new Date('2026-11-23T07:00:00Z');
    await handle.db.delete(bookings);
    await handle.db.delete(salespeople);
    await handle.db.delete(leads);
    await handle.db.insert(salespeople).values([
      { id: 1, name: 'Lucía', email: 'lucia@otailo.test', timeZone: 'Europe/Madrid', weekly: weekdays, noticeMinutes: 0, bufferMinutes: 15 },
    ]);
  });

  it('books a free slot with a secret link, and the slot is no longer offered (nor the buffer around it)', async () => {
    const result = await store().book(await request('2026-11-23T09:00:00Z'));
    if (!result.ok) throw new Error(result.reason);
    expect(result.booking).toMatchObject({ salespersonId: 1, status: 'confirmed', visitorTimeZone: 'America/New_York' });
    expect(result.booking.endsAt.toISOString()).toBe('2026-11-23T09:15:00.000Z');
    expect(result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(result.booking)).not.toContain(result.token);
    const offered = (await store().freeSlots(1)).map((slot) => slot.start.toISOString());
    for (const gone of ['08:45', '09:00', '09:15']) expect(offered).not.toContain(`2026-11-23T${gone}:00.000Z`);
    expect(offered).toContain('2026-11-23T09:30:00.000Z');
  });

  it('refuses a slot that is not offered: outside the hours, in the past, off the grid, or already taken', async () => {
    // A quarter hour ahead that is not free reads as taken (a list gone stale); a time no list ever offered is invalid.
    expect(await store().book(await request('2026-11-23T12:00:00Z'))).toEqual({ ok: false, reason: 'taken' });
    expect(await store().book(await request('2026-11-23T06:00:00Z'))).toEqual({ ok: false, reason: 'invalid' });
    expect(await store().book(await request('2026-11-23T09:07:00Z'))).toEqual({ ok: false, reason: 'invalid' });
    expect(await store().book(await request('2026-12-31T09:00:00Z'))).toEqual({ ok: false, reason: 'invalid' });
    expect(await store().book({ ...(await request('2026-11-23T09:00:00Z')), visitorTimeZone: 'Nowhere/Land' })).toEqual({ ok: false, reason: 'invalid' });
    expect((await store().book(await request('2026-11-23T09:00:00Z'))).ok).toBe(true);
    expect(await store().book(await request('2026-11-23T09:00:00Z'))).toEqual({ ok: false, reason: 'taken' });
  });

  it('names the host a confirm step would show: the least busy free salesperson, none once the time is taken', async () => {
    await handle.db.insert(salespeople).values({ id: 2, name: 'Ana', email: 'ana@otailo.test', timeZone: 'Europe/Madrid', weekly: weekdays, noticeMinutes: 0, bufferMinutes: 0, meetingUrl: 'https://meet.example.com/ana' });
    // Both free: the lower id first while neither has a meeting ahead.
    expect((await store().hostFor(new Date('2026-11-23T09:00:00Z'), 'en'))?.name).toBe('Lucía');
    const first = await store().book(await request('2026-11-23T10:00:00Z'));
    if (!first.ok) throw new Error(first.reason);
    expect(first.salesperson.name).toBe('Lucía');
    // Lucía now has a meeting ahead: the next time goes to Ana, with her video room.
    expect(await store().hostFor(new Date('2026-11-23T09:00:00Z'), 'en')).toMatchObject({ name: 'Ana', meetingUrl: 'https://meet.example.com/ana' });
    // Nothing is written by asking.
    expect(await handle.db.select().from(bookings)).toHaveLength(1);
    const second = await store().book(await request('2026-11-23T10:00:00Z'));
    expect(second.ok && second.salesperson.name).toBe('Ana');
    expect(await store().hostFor(new Date('2026-11-23T10:00:00Z'), 'en')).toBeNull();
    expect(await store().hostFor(new Date('2026-11-23T09:07:00Z'), 'en')).toBeNull();
    // Moving a meeting: its own time counts as free for it.
    expect((await store().hostFor(new Date('2026-11-23T10:00:00Z'), 'en', first.booking))?.name).toBe('Lucía');
  });

  it('gives a Spanish page’s visitor the Spanish speaker when two are free, and anyone when no one free speaks it', async () => {
    await handle.db.insert(salespeople).values({ id: 2, name: 'Sam', nameEs: 'Samuel', email: 'sam@otailo.test', timeZone: 'Europe/Madrid', weekly: weekdays, noticeMinutes: 0, bufferMinutes: 0, languages: ['en', 'es'] });
    // Lucía (id 1, English only) would come first by id; the Spanish page's visitor gets Sam.
    expect((await store().hostFor(new Date('2026-11-23T09:00:00Z'), 'es'))?.name).toBe('Sam');
    expect((await store().hostFor(new Date('2026-11-23T09:00:00Z'), 'en'))?.name).toBe('Lucía');
    const spanish = await store().book({ ...(await request('2026-11-23T09:00:00Z')), locale: 'es' });
    expect(spanish.ok && spanish.salesperson.name).toBe('Sam');
    // Sam is busy then (and busier): the next Spanish visitor at the same time still books, with Lucía.
    const fallback = await store().book({ ...(await request('2026-11-23T09:00:00Z')), locale: 'es' });
    expect(fallback.ok && fallback.salesperson.name).toBe('Lucía');
    // The slot list knows who speaks which language.
    const offer = await store().offer('es', 1);
    expect([...offer.speakers]).toEqual([2]);
    expect([...(await store().offer('en', 1)).speakers].sort()).toEqual([1, 2]);
  });

  it('gives one demo request one meeting at a time', async () => {
    const first = await request('2026-11-23T09:00:00Z');
    expect((await store().book(first)).ok).toBe(true);
    expect(await store().book({ ...first, start: new Date('2026-11-23T10:00:00Z') })).toEqual({ ok: false, reason: 'has-booking' });
  });

  it('twenty visitors taking the last slot at the same moment: one booking, the others told it is taken', async () => {
    // Only 09:00 left on Monday: one slot a day, and a one-day window.
    await handle.db.update(salespeople).set({ weekly: { 1: [{ start: '09:00', end: '09:15' }] } });
    const requests = await Promise.all(Array.from({ length: 20 }, () => request('2026-11-23T08:00:00Z')));
    const results = await Promise.all(requests.map((r) => store().book(r)));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.reason)).toEqual(Array(19).fill('taken'));
    expect(await handle.db.select().from(bookings)).toHaveLength(1);
  });

  it('is held by the database itself: a second confirmed booking of a start cannot be written', async () => {
    const result = await store().book(await request('2026-11-23T09:00:00Z'));
    if (!result.ok) throw new Error(result.reason);
    const { id: _id, tokenHash: _hash, ...copy } = result.booking;
    await expect(handle.db.insert(bookings).values({ ...copy, leadId: await lead(), tokenHash: 'f'.repeat(64) })).rejects.toThrow();
    // A cancelled booking of the same start can.
    await handle.db.insert(bookings).values({ ...copy, leadId: await lead(), tokenHash: 'e'.repeat(64), status: 'cancelled' });
  });

  it('spreads meetings over the salespeople free at a slot', async () => {
    await handle.db.insert(salespeople).values({ id: 2, name: 'Sam', email: 'sam@otailo.test', timeZone: 'Europe/Madrid', weekly: weekdays, noticeMinutes: 0, bufferMinutes: 0 });
    const a = await store().book(await request('2026-11-24T09:00:00Z'));
    const b = await store().book(await request('2026-11-24T09:00:00Z'));
    const c = await store().book(await request('2026-11-24T09:00:00Z'));
    expect([a.ok && a.salesperson.id, b.ok && b.salesperson.id]).toEqual([1, 2]);
    expect(c).toEqual({ ok: false, reason: 'taken' });
  });

  it('cancels with the link, which frees the slot; reschedules to another, keeping the old one if that fails', async () => {
    const booked = await store().book(await request('2026-11-23T09:00:00Z'));
    if (!booked.ok) throw new Error(booked.reason);
    const other = await store().book(await request('2026-11-23T10:00:00Z'));
    if (!other.ok) throw new Error(other.reason);

    // To a taken slot: refused, the booking stands.
    expect(await store().reschedule(booked.token, new Date('2026-11-23T10:00:00Z'), 'Europe/Madrid')).toEqual({ ok: false, reason: 'taken' });
    expect((await store().byToken(booked.token))?.booking.status).toBe('confirmed');
    // To its own neighbour: its own buffer does not stand in the way.
    const moved = await store().reschedule(booked.token, new Date('2026-11-23T09:15:00Z'), 'Europe/Madrid');
    if (!moved.ok) throw new Error(moved.reason);
    expect(moved.booking).toMatchObject({ replaces: booked.booking.id, visitorTimeZone: 'Europe/Madrid', leadId: booked.booking.leadId });
    expect((await store().byToken(booked.token))?.booking.status).toBe('cancelled');
    expect(await store().reschedule(booked.token, new Date('2026-11-23T09:30:00Z'), 'Europe/Madrid')).toEqual({ ok: false, reason: 'not-found' });

    expect(await store().cancel(moved.token)).toMatchObject({ ok: true, changed: true });
    // Cancelling again is harmless, and says it changed nothing (so nothing is announced twice).
    expect(await store().cancel(moved.token)).toMatchObject({ ok: true, changed: false });
    expect((await store().freeSlots(1)).map((slot) => slot.start.toISOString())).toContain('2026-11-23T09:15:00.000Z');
    expect(await store().cancel('not-a-token')).toEqual({ ok: false, reason: 'not-found' });
  });

  it(`lets a meeting move ${MAX_MOVES} times online (each move mails both sides twice), then only be cancelled`, async () => {
    let booked: Awaited<ReturnType<ReturnType<typeof store>['reschedule']>> = await store().book(await request('2026-11-23T09:00:00Z'));
    const times = ['09:30', '10:00', '10:30', '11:00'];
    for (const time of times.slice(0, MAX_MOVES)) {
      if (!booked.ok) throw new Error(booked.reason);
      booked = await store().reschedule(booked.token, new Date(`2026-11-23T${time}:00Z`), 'Europe/Madrid');
    }
    if (!booked.ok) throw new Error(booked.reason);
    expect(await store().reschedule(booked.token, new Date(`2026-11-23T${times[MAX_MOVES]}:00Z`), 'Europe/Madrid')).toEqual({ ok: false, reason: 'moves' });
    expect((await store().byToken(booked.token))?.booking.status).toBe('confirmed');
    expect(await store().cancel(booked.token)).toMatchObject({ ok: true, changed: true });
  });
});
