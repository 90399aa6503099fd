/**
 * Bookings on the site's database: the free slots, booking one, and cancelling or rescheduling with
 * the visitor's link. Why none is lost or doubled (a row lock, a partial unique index): docs/booking.md.
 */
import 'server-only';
import { and, count, eq, gt, gte, lt, ne, sql } from 'drizzle-orm';
import { hashToken, isWellFormedToken, newToken } from '@/lib/infra/util/tokens';
import type { Database } from '@/lib/infra/db/client';
import { isUniqueViolation } from '@/lib/infra/db/errors';
import { bookings, salespeople, type BookingRow, type SalespersonRow } from './tables';
import { anySlotOffered, availabilityOf, offerAt, offeredSlots, readTeam } from './offer';
import { BOOKING_DAYS, freeSlots, SLOT_MINUTES, type Slot } from './slots';
import { canonicalTimeZone } from './zoned-time';

export type BookingLocale = 'en' | 'es';

export interface BookingRequest {
  leadId: string;
  start: Date;
  /** The zone the visitor chose the slot in (an IANA name). */
  visitorTimeZone: string;
  locale: BookingLocale;
}

export type BookResult =
  | { ok: true; booking: BookingRow; salesperson: SalespersonRow; /** The secret of the reschedule / cancel link (stored hashed). */ token: string }
  /** `taken`: someone else got the slot (or it is no longer offered); `has-booking`: this lead already has a meeting. */
  | { ok: false; reason: 'taken' | 'has-booking' | 'invalid' };

/** Moves of one demo request's meeting a visitor can make online: each mails both sides twice. */
export const MAX_MOVES = 3;

export { availabilityOf };

type OpenDatabase = () => Promise<Database>;
/** Database or transaction: both read the same way. */
type Reader = Pick<Database, 'select'>;

export type CancelResult =
  | { ok: true; booking: BookingRow; salesperson: SalespersonRow; /** This call cancelled it (not an earlier or simultaneous one). */ changed: boolean }
  | { ok: false; reason: 'not-found' };

export type RescheduleResult = BookResult | { ok: false; reason: 'not-found' | 'moves' };

export function createBookingStore(database: OpenDatabase, now: () => Date = () => new Date()) {
  return {
    /** The slots on offer now, earliest first. */
    async freeSlots(days = BOOKING_DAYS): Promise<Slot[]> {
      return offeredSlots(await database(), now(), days);
    },

    /** The slots on offer now and who of the team speaks `language` (the slot list puts their times first). */
    async offer(language: BookingLocale, days = BOOKING_DAYS): Promise<{ slots: Slot[]; speakers: ReadonlySet<number> }> {
      return offerAt(await database(), now(), days, language);
    },

    /** Whether anyone is free in the next days (the demo form's question, cheaper than the list). */
    async hasFreeSlot(): Promise<boolean> {
      return anySlotOffered(await database(), now());
    },

    book: (request: BookingRequest) => book(database, now, request),

    /**
     * Who a booking of `start` in `language` would be with now (the confirm step's summary), the
     * meeting `moving` not holding its own time; null when the time is not on offer. A booking made
     * a moment later may still go to another free salesperson: the confirmation names the one it got.
     */
    async hostFor(start: Date, language: BookingLocale, moving?: BookingRow): Promise<SalespersonRow | null> {
      const db = await database();
      const at = now();
      const { slot, people } = await freeAt(db, at, start, moving);
      if (!slot) return null;
      const [first] = hostsInOrder(slot, people, language, await upcomingCounts(db, at));
      return first === undefined ? null : (people.get(first) ?? null);
    },

    byToken: (token: string) => bookingByToken(database, token),

    /** Frees the slot. Idempotent: a cancelled booking stays cancelled. */
    cancel(token: string): Promise<CancelResult> {
      return cancelBooking(database, now, token);
    },

    /**
     * Moves a confirmed booking to another free slot: the old one is cancelled and the new one
     * booked in one transaction (if the new slot is taken, the old booking stands). The new
     * booking has a new link; the old link then shows it cancelled.
     */
    reschedule(token: string, start: Date, visitorTimeZone: string): Promise<RescheduleResult> {
      return rescheduleBooking(database, now, token, start, visitorTimeZone);
    },
  };
}

/** Books `candidate` with the least busy salesperson free at its start, moving `replaces` when given. */
async function book(database: OpenDatabase, now: () => Date, candidate: BookingRequest, replaces?: BookingRow): Promise<BookResult> {
  const visitorTimeZone = canonicalTimeZone(candidate.visitorTimeZone);
  if (!visitorTimeZone || Number.isNaN(candidate.start.getTime())) return { ok: false, reason: 'invalid' };
  const request = { ...candidate, visitorTimeZone };
  const db = await database();
  const at = now();
  const { slot, people } = await freeAt(db, at, request.start, replaces);
  // A time on the slot grid within the window was on offer and someone took it; anything else never was.
  if (!slot) return { ok: false, reason: onGrid(request.start, at) ? 'taken' : 'invalid' };
  const order = hostsInOrder(slot, people, request.locale, await upcomingCounts(db, at));
  for (const id of order) {
    const salesperson = people.get(id)!;
    const token = newToken();
    try {
      const booking = await tryBook(db, now, request, salesperson, token, replaces);
      if (booking) return { ok: true, booking, salesperson, token };
    } catch (error) {
      if (error instanceof BookingGoneError) return { ok: false, reason: 'invalid' };
      if (!isUniqueViolation(error)) throw error;
      // Either this start was taken at the same moment (try the next free salesperson), or the
      // lead already holds a meeting.
      const held = await confirmedMeetingOf(db, request.leadId);
      if (held && held !== replaces?.id) return { ok: false, reason: 'has-booking' };
    }
  }
  return { ok: false, reason: 'taken' };
}

/**
 * The salespeople free in `slot` in the order a booking tries them: those who speak the visitor's
 * language first, then the one with the fewest meetings ahead (spreading the demos), then the lowest id.
 */
function hostsInOrder(slot: Slot, people: ReadonlyMap<number, SalespersonRow>, language: BookingLocale, counts: ReadonlyMap<number, number>): number[] {
  const foreign = (id: number) => (people.get(id)?.languages.includes(language) ? 0 : 1);
  return [...slot.salespersonIds].sort((a, b) => foreign(a) - foreign(b) || (counts.get(a) ?? 0) - (counts.get(b) ?? 0) || a - b);
}

/** Who is free at exactly `start` (the booking `moving` not holding its time), and their rows. */
async function freeAt(db: Database, at: Date, start: Date, moving?: BookingRow): Promise<{ slot: Slot | undefined; people: Map<number, SalespersonRow> }> {
  const { rows, busy } = await readTeam(db, start.getTime(), start.getTime() + 1, moving?.id);
  const [slot] = freeSlots({ availabilities: rows.map(availabilityOf), busy, now: at, range: { from: start, to: new Date(start.getTime() + 1) } });
  return { slot, people: new Map(rows.map((row) => [row.id, row])) };
}

/** Confirmed meetings ahead per salesperson, to spread new ones. */
async function upcomingCounts(db: Database, at: Date): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: bookings.salespersonId, n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(and(eq(bookings.status, 'confirmed'), gte(bookings.startsAt, at)))
    .groupBy(bookings.salespersonId);
  return new Map(rows.map((row) => [row.id, Number(row.n)]));
}

/** The id of the lead's confirmed meeting, if it has one. */
async function confirmedMeetingOf(db: Database, leadId: string): Promise<string | undefined> {
  const [held] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.leadId, leadId), eq(bookings.status, 'confirmed')))
    .limit(1);
  return held?.id;
}

/** Books `request` with `salesperson` in one transaction; null when their time is taken after all. */
async function tryBook(db: Database, now: () => Date, request: BookingRequest, salesperson: SalespersonRow, token: string, replaces?: BookingRow) {
  const start = request.start.getTime();
  const end = start + SLOT_MINUTES * 60_000;
  return db.transaction(async (tx) => {
    // One booking at a time per salesperson: the check below then sees every committed meeting.
    await tx.select({ id: salespeople.id }).from(salespeople).where(eq(salespeople.id, salesperson.id)).for('update');
    if (await clashes(tx, salesperson, start, end, replaces)) return null;
    if (replaces) {
      const cancelled = await tx
        .update(bookings)
        .set({ status: 'cancelled', cancelledAt: now() })
        .where(and(eq(bookings.id, replaces.id), eq(bookings.status, 'confirmed')))
        .returning({ id: bookings.id });
      if (cancelled.length === 0) throw new BookingGoneError();
    }
    const [row] = await tx
      .insert(bookings)
      .values({
        leadId: request.leadId,
        salespersonId: salesperson.id,
        startsAt: new Date(start),
        endsAt: new Date(end),
        visitorTimeZone: request.visitorTimeZone,
        locale: request.locale,
        tokenHash: hashToken(token),
        replaces: replaces?.id ?? null,
      })
      .returning();
    return row ?? null;
  });
}

/** Whether a confirmed meeting of `salesperson` other than `replaces` lies within their buffer of [start, end). */
async function clashes(db: Reader, salesperson: SalespersonRow, start: number, end: number, replaces?: BookingRow): Promise<boolean> {
  const buffer = salesperson.bufferMinutes * 60_000;
  const clash = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.salespersonId, salesperson.id),
        eq(bookings.status, 'confirmed'),
        lt(bookings.startsAt, new Date(end + buffer)),
        gt(bookings.endsAt, new Date(start - buffer)),
        replaces ? ne(bookings.id, replaces.id) : undefined,
      ),
    )
    .limit(1);
  return clash.length > 0;
}

async function bookingByToken(database: OpenDatabase, token: string): Promise<{ booking: BookingRow; salesperson: SalespersonRow } | null> {
  if (!isWellFormedToken(token)) return null;
  const db = await database();
  const [row] = await db
    .select({ booking: bookings, salesperson: salespeople })
    .from(bookings)
    .innerJoin(salespeople, eq(salespeople.id, bookings.salespersonId))
    .where(eq(bookings.tokenHash, hashToken(token)))
    .limit(1);
  return row ?? null;
}

async function cancelBooking(database: OpenDatabase, now: () => Date, token: string): Promise<CancelResult> {
  const found = await bookingByToken(database, token);
  if (!found) return { ok: false, reason: 'not-found' };
  if (found.booking.status === 'cancelled') return { ok: true, booking: found.booking, salesperson: found.salesperson, changed: false };
  const db = await database();
  const [row] = await db
    .update(bookings)
    .set({ status: 'cancelled', cancelledAt: now() })
    .where(and(eq(bookings.id, found.booking.id), eq(bookings.status, 'confirmed')))
    .returning();
  return { ok: true, booking: row ?? { ...found.booking, status: 'cancelled' }, salesperson: found.salesperson, changed: Boolean(row) };
}

async function rescheduleBooking(database: OpenDatabase, now: () => Date, token: string, start: Date, visitorTimeZone: string): Promise<RescheduleResult> {
  const found = await bookingByToken(database, token);
  if (!found || found.booking.status !== 'confirmed') return { ok: false, reason: 'not-found' };
  const { booking } = found;
  if ((await bookingsOfLead(await database(), booking.leadId)) > MAX_MOVES) return { ok: false, reason: 'moves' };
  return book(database, now, { leadId: booking.leadId, start, visitorTimeZone, locale: booking.locale }, booking);
}

/** Every booking a lead has had: the first and each move (a move cancels one and adds one). */
async function bookingsOfLead(db: Database, leadId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(bookings).where(eq(bookings.leadId, leadId));
  return Number(row?.n ?? 0);
}

/** On a quarter hour, ahead, and within the booking window: a time that could have been on offer. */
export function onGrid(start: Date, now: Date): boolean {
  const ms = start.getTime();
  return ms % (SLOT_MINUTES * 60_000) === 0 && ms > now.getTime() && ms <= now.getTime() + (BOOKING_DAYS + 1) * 86_400_000;
}

/** The booking being rescheduled was cancelled meanwhile (by its other link, or twice at once). */
class BookingGoneError extends Error {}

export type BookingStore = ReturnType<typeof createBookingStore>;
