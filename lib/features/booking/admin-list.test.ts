import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import { bookings, salespeople } from './tables';
import { leads } from '@/test/tables';
import { createLeadStore } from '@/lib/features/leads';
import { freshDatabase, testBackends } from '@/test/databases';
import { newLead } from '@/test/leads';
import { BOOKINGS_PAGE_SIZE, bookingListHref, bookingListQuery, createBookingList } from './admin-list';

const weekly = { 1: [{ start: '09:00', end: '17:00' }] };
const NOW = new Date('2026-11-23T12:00:00Z');
let tokens = 0;

describe.each(testBackends())('bookings for the admin on %s', (backend) => {
  let handle: DatabaseHandle;
  const database = async () => handle.db;
  const list = () => createBookingList(database, () => NOW);
  const lead = async (firstName = 'Ada') => (await createLeadStore(database).capture(newLead({ firstName }))).id;

  /** A booking written as the booking store would leave it. */
  async function booking(leadId: string, salespersonId: number, start: string, status: 'confirmed' | 'cancelled' = 'confirmed', createdAt = new Date(start)) {
    tokens += 1;
    const startsAt = new Date(start);
    const [row] = await handle.db
      .insert(bookings)
      .values({
        leadId,
        salespersonId,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 15 * 60_000),
        visitorTimeZone: 'America/New_York',
        locale: 'en',
        status,
        tokenHash: tokens.toString(16).padStart(64, '0'),
        createdAt,
        cancelledAt: status === 'cancelled' ? createdAt : null,
      })
      .returning();
    return row!;
  }

  beforeAll(async () => {
    handle = await freshDatabase(backend);
  });
  afterAll(() => handle?.close());
  beforeEach(async () => {
    await handle.db.delete(bookings);
    await handle.db.delete(salespeople);
    await handle.db.delete(leads);
    await handle.db.insert(salespeople).values([
      { id: 1, name: 'Lucía', email: 'lucia@otailo.test', timeZone: 'Europe/Madrid', weekly },
      { id: 2, name: 'Ana', email: 'ana@otailo.test', timeZone: 'America/Mexico_City', weekly },
    ]);
  });

  it('lists upcoming meetings earliest first, past ones latest first, and cancelled ones apart, with lead and salesperson', async () => {
    const later = await booking(await lead('Later'), 1, '2026-11-25T10:00:00Z');
    const sooner = await booking(await lead('Sooner'), 2, '2026-11-24T10:00:00Z');
    const now = await booking(await lead('Now'), 1, NOW.toISOString());
    const yesterday = await booking(await lead('Yesterday'), 1, '2026-11-22T10:00:00Z');
    const lastWeek = await booking(await lead('LastWeek'), 2, '2026-11-16T10:00:00Z');
    const cancelled = await booking(await lead('Cancelled'), 1, '2026-11-26T10:00:00Z', 'cancelled');

    const upcoming = await list().list({ view: 'upcoming' });
    expect(upcoming.bookings.map((row) => row.id)).toEqual([now.id, sooner.id, later.id]);
    expect(upcoming.hasMore).toBe(false);
    expect(upcoming.bookings[1]).toEqual({
      id: sooner.id,
      startsAt: sooner.startsAt,
      endsAt: sooner.endsAt,
      status: 'confirmed',
      visitorTimeZone: 'America/New_York',
      cancelledAt: null,
      lead: { id: sooner.leadId, firstName: 'Sooner', lastName: 'Lovelace', email: expect.stringMatching(/@example\.com$/), company: 'Analytical Engines Ltd' },
      salesperson: { id: 2, name: 'Ana', email: 'ana@otailo.test', timeZone: 'America/Mexico_City' },
    });
    expect((await list().list({ view: 'past' })).bookings.map((row) => row.id)).toEqual([yesterday.id, lastWeek.id]);
    expect((await list().list({ view: 'cancelled' })).bookings.map((row) => row.id)).toEqual([cancelled.id]);
  });

  it('filters by salesperson', async () => {
    await booking(await lead(), 1, '2026-11-25T10:00:00Z');
    const ana = await booking(await lead(), 2, '2026-11-24T10:00:00Z');
    expect((await list().list({ view: 'upcoming', salespersonId: 2 })).bookings.map((row) => row.id)).toEqual([ana.id]);
    expect((await list().list({ view: 'upcoming', salespersonId: 99 })).bookings).toEqual([]);
  });

  it(`pages by ${BOOKINGS_PAGE_SIZE}`, async () => {
    const start = Date.parse('2026-11-24T00:00:00Z');
    for (let n = 0; n < BOOKINGS_PAGE_SIZE + 3; n += 1) await booking(await lead(), 1 + (n % 2), new Date(start + n * 3_600_000).toISOString());
    const first = await list().list({ view: 'upcoming' });
    const second = await list().list({ view: 'upcoming', page: 2 });
    expect([first.bookings.length, first.hasMore, second.bookings.length, second.hasMore]).toEqual([BOOKINGS_PAGE_SIZE, true, 3, false]);
    expect(second.bookings[0]!.startsAt.getTime()).toBe(start + BOOKINGS_PAGE_SIZE * 3_600_000);
  });

  it('gives each lead its confirmed booking, else its latest cancelled one', async () => {
    const [rescheduled, gaveUp, none] = [await lead(), await lead(), await lead()];
    await booking(rescheduled, 1, '2026-11-24T10:00:00Z', 'cancelled', new Date('2026-11-20T10:00:00Z'));
    const current = await booking(rescheduled, 2, '2026-11-24T11:00:00Z', 'confirmed', new Date('2026-11-19T10:00:00Z'));
    await booking(gaveUp, 1, '2026-11-25T10:00:00Z', 'cancelled', new Date('2026-11-20T10:00:00Z'));
    const latest = await booking(gaveUp, 1, '2026-11-26T10:00:00Z', 'cancelled', new Date('2026-11-21T10:00:00Z'));
    const byLead = await list().bookingsForLeads([rescheduled, gaveUp, none]);
    expect([...byLead.keys()].sort()).toEqual([rescheduled, gaveUp].sort());
    expect(byLead.get(rescheduled)?.id).toBe(current.id);
    expect(byLead.get(gaveUp)?.id).toBe(latest.id);
    expect(await list().bookingsForLeads([])).toEqual(new Map());
  });
});

describe('the Bookings page’s address', () => {
  it('reads the view, salesperson and page, anything else meaning the default', () => {
    expect(bookingListQuery({})).toEqual({ view: 'upcoming', salespersonId: undefined, page: 1 });
    expect(bookingListQuery({ view: 'past', salesperson: '3', page: '2' })).toEqual({ view: 'past', salespersonId: 3, page: 2 });
    expect(bookingListQuery({ view: 'all', salesperson: ['3', '4'], page: '-1' })).toEqual({ view: 'upcoming', salespersonId: undefined, page: 1 });
    expect(bookingListQuery({ salesperson: '0', page: '99999999' })).toEqual({ view: 'upcoming', salespersonId: undefined, page: 10_000 });
  });

  it('writes it back, defaults left out', () => {
    expect(bookingListHref({ view: 'upcoming' })).toBe('/manage/bookings');
    expect(bookingListHref({ view: 'cancelled', salespersonId: 3, page: 2 })).toBe('/manage/bookings?view=cancelled&salesperson=3&page=2');
  });
});
