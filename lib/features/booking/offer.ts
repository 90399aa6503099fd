/**
 * The slots on offer, computed for the whole team once a minute and reused while the team and its
 * confirmed meetings stay as they are. Every read first asks the database for a fingerprint of both
 * (one small query), so a booking or an edit made on any instance shows at once; the booking itself
 * checks its one start again under its salesperson's lock (store.ts).
 */
import 'server-only';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from '@/lib/infra/db/client';
import { bookings, salespeople, type SalespersonRow } from './tables';
import { anyFreeSlot, BOOKING_DAYS, freeSlots, SLOT_MINUTES, type Availability, type Busy, type Slot } from './slots';
import { canonicalTimeZone } from './zoned-time';
import type { SalesLanguage } from './shared/languages';

const DAY_MS = 86_400_000;
/** A buffer reaches at most this far around a meeting (the column's check allows 240 minutes). */
const MAX_BUFFER_MS = 240 * 60_000;

/** Database or transaction: both read the same way. */
type Reader = Pick<Database, 'select'>;

export const availabilityOf = (row: SalespersonRow): Availability => ({
  salespersonId: row.id,
  timeZone: canonicalTimeZone(row.timeZone) ?? row.timeZone,
  weekly: row.weekly,
  noticeMinutes: row.noticeMinutes,
  bufferMinutes: row.bufferMinutes,
  daysOff: row.daysOff,
});

/** Confirmed meetings close enough to touch a slot starting in [from, to). */
const meetingsNear = (from: number, to: number) =>
  and(eq(bookings.status, 'confirmed'), gt(bookings.endsAt, new Date(from - MAX_BUFFER_MS)), lt(bookings.startsAt, new Date(to + SLOT_MINUTES * 60_000 + MAX_BUFFER_MS)));

/** The active salespeople and the meetings that bear on slots starting in [from, to), without `except` (a booking being moved). */
export async function readTeam(db: Reader, from: number, to: number, except?: string): Promise<{ rows: SalespersonRow[]; busy: Busy[] }> {
  const rows = await db.select().from(salespeople).where(eq(salespeople.active, true));
  const busy = await db
    .select({ salespersonId: bookings.salespersonId, start: bookings.startsAt, end: bookings.endsAt })
    .from(bookings)
    .where(and(meetingsNear(from, to), except ? ne(bookings.id, except) : undefined));
  return { rows, busy };
}

/** The active team's hours and languages, hashed by the database (one row per query: an aggregate). */
const teamHash = sql<string | null>`md5(string_agg(concat_ws('|', ${salespeople.id}, ${salespeople.timeZone}, ${salespeople.weekly}::text, ${salespeople.noticeMinutes}, ${salespeople.bufferMinutes}, ${salespeople.daysOff}::text, ${salespeople.languages}::text), ',' order by ${salespeople.id}))`;
const meetingsHash = (from: number, to: number) =>
  sql<string | null>`(select md5(string_agg(concat_ws('|', ${bookings.salespersonId}, ${bookings.startsAt}, ${bookings.endsAt}), ',' order by ${bookings.salespersonId}, ${bookings.startsAt})) from ${bookings} where ${meetingsNear(from, to)})`;

/** What the slots from `from` to `to` depend on: the active team's hours and the meetings near the window. */
async function fingerprint(db: Reader, from: number, to: number): Promise<string> {
  const [row] = await db
    .select({ team: teamHash, meetings: meetingsHash(from, to) })
    .from(salespeople)
    .where(eq(salespeople.active, true));
  return `${row?.team ?? '-'}:${row?.meetings ?? '-'}`;
}

interface Offer {
  slots: Slot[];
  /** The languages each salesperson holds demos in. */
  languages: Map<number, readonly SalesLanguage[]>;
  /** Each salesperson's notice (ms), and the longest. */
  notice: Map<number, number>;
  longestNotice: number;
}

// A few entries (a minute's list per window length), each the whole team's slots once for every reader.
const offers = new LRUCache<string, Promise<Offer>>({ max: 8 });

const keyOf = (minute: number, days: number, print: string) => `${minute}:${days}:${print}`;

/** The team's slots from the start of a minute, with the fingerprint of what they were computed from (read together). */
async function computeOffer(db: Database, minute: number, days: number): Promise<{ offer: Offer; print: string }> {
  const to = minute + days * DAY_MS;
  const { print, rows, busy } = await db.transaction(async (tx) => ({ print: await fingerprint(tx, minute, to), ...(await readTeam(tx, minute, to)) }), {
    isolationLevel: 'repeatable read',
  });
  const slots = freeSlots({ availabilities: rows.map(availabilityOf), busy, now: new Date(minute), days });
  const notice = new Map(rows.map((row) => [row.id, row.noticeMinutes * 60_000]));
  const languages = new Map(rows.map((row) => [row.id, row.languages]));
  return { offer: { slots, languages, notice, longestNotice: Math.max(0, ...notice.values()) }, print };
}

/**
 * A minute's list as it stands at `at`: within the minute, each salesperson's notice is counted
 * from `at` again (slots at the far end of the window may show a minute late).
 */
function slotsAt({ slots, notice, longestNotice }: Offer, at: Date): Slot[] {
  const now = at.getTime();
  let settled = 0;
  while (settled < slots.length && slots[settled]!.start.getTime() < now + longestNotice) settled += 1;
  const early = slots
    .slice(0, settled)
    .map((slot) => ({ start: slot.start, salespersonIds: slot.salespersonIds.filter((id) => slot.start.getTime() >= now + (notice.get(id) ?? 0)) }))
    .filter((slot) => slot.salespersonIds.length > 0);
  return settled === 0 ? slots : [...early, ...slots.slice(settled)];
}

/** The slots on offer at `at` for `days` days, earliest first (shared: callers must not change them). */
export async function offeredSlots(db: Database, at: Date, days = BOOKING_DAYS): Promise<Slot[]> {
  return (await offerAt(db, at, days)).slots;
}

/** The slots on offer at `at` for `days` days and the salespeople who speak `language` (shared: callers must not change them). */
export async function offerAt(db: Database, at: Date, days: number, language?: SalesLanguage): Promise<{ slots: Slot[]; speakers: ReadonlySet<number> }> {
  const offer = await currentOffer(db, at, days);
  const speakers = new Set([...offer.languages].filter(([, spoken]) => language !== undefined && spoken.includes(language)).map(([id]) => id));
  return { slots: slotsAt(offer, at), speakers };
}

/** The minute's offer, computed once for every reader while the fingerprint holds. */
async function currentOffer(db: Database, at: Date, days: number): Promise<Offer> {
  const minute = Math.floor(at.getTime() / 60_000) * 60_000;
  const print = await fingerprint(db, minute, minute + days * DAY_MS);
  const key = keyOf(minute, days, print);
  let offer = offers.get(key);
  if (!offer) {
    const computed = computeOffer(db, minute, days);
    const pending = computed.then((result) => result.offer);
    offers.set(key, pending);
    computed.then(
      ({ print: seen }) => {
        if (seen === print) return;
        // Read after a change this fingerprint had not seen: kept under the one it was computed from.
        offers.delete(key);
        offers.set(keyOf(minute, days, seen), pending);
      },
      () => offers.delete(key),
    );
    offer = pending;
  }
  return offer;
}

/** Whether anyone is free in the window: the minute's list when there is one, else a scan that stops at the first free slot. */
export async function anySlotOffered(db: Database, at: Date): Promise<boolean> {
  const minute = Math.floor(at.getTime() / 60_000) * 60_000;
  const to = minute + BOOKING_DAYS * DAY_MS;
  const offer = offers.get(keyOf(minute, BOOKING_DAYS, await fingerprint(db, minute, to)));
  if (offer) return slotsAt(await offer, at).length > 0;
  const { rows, busy } = await readTeam(db, at.getTime(), to);
  return anyFreeSlot({ availabilities: rows.map(availabilityOf), busy, now: at });
}
