/**
 * Bookings as the admin area reads them: the Bookings page's views (upcoming, past, cancelled;
 * optionally one salesperson's), a page at a time, and the booking shown on each lead's row in the
 * inbox. Each booking comes with its lead (read through leads' door) and salesperson.
 */
import 'server-only';
import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { getDatabase } from '@/lib/infra/db';
import type { Database } from '@/lib/infra/db/client';
import { bookings, salespeople } from './tables';
import { createLeadStore, type LeadContact } from '@/lib/features/leads';

export const BOOKING_VIEWS = ['upcoming', 'past', 'cancelled'] as const;
export type BookingView = (typeof BOOKING_VIEWS)[number];
export const BOOKINGS_PAGE_SIZE = 50;

export interface AdminBooking {
  id: string;
  startsAt: Date;
  endsAt: Date;
  status: 'confirmed' | 'cancelled';
  visitorTimeZone: string;
  cancelledAt: Date | null;
  lead: LeadContact;
  salesperson: { id: number; name: string; email: string; timeZone: string };
}

export interface BookingListQuery {
  view: BookingView;
  salespersonId?: number;
  /** 1 and up. */
  page?: number;
}

const columns = {
  id: bookings.id,
  startsAt: bookings.startsAt,
  endsAt: bookings.endsAt,
  status: bookings.status,
  visitorTimeZone: bookings.visitorTimeZone,
  cancelledAt: bookings.cancelledAt,
  leadId: bookings.leadId,
  salesperson: { id: salespeople.id, name: salespeople.name, email: salespeople.email, timeZone: salespeople.timeZone },
};

function viewOf(view: BookingView, now: Date): { where: SQL; order: SQL[] } {
  if (view === 'upcoming') return { where: and(eq(bookings.status, 'confirmed'), gte(bookings.startsAt, now))!, order: [asc(bookings.startsAt)] };
  if (view === 'past') return { where: and(eq(bookings.status, 'confirmed'), lt(bookings.startsAt, now))!, order: [desc(bookings.startsAt)] };
  return { where: eq(bookings.status, 'cancelled'), order: [sql`${bookings.cancelledAt} desc nulls last`, desc(bookings.startsAt)] };
}

export function createBookingList(database: () => Promise<Database>, now: () => Date = () => new Date()) {
  const joined = (db: Database) => db.select(columns).from(bookings).innerJoin(salespeople, eq(salespeople.id, bookings.salespersonId));

  /** The rows with their leads, which leads reads (every booking has one: the foreign key cascades). */
  async function withLeads<Row extends { leadId: string }>(rows: Row[]): Promise<(Omit<Row, 'leadId'> & { lead: LeadContact })[]> {
    const contacts = await createLeadStore(database).contacts(rows.map((row) => row.leadId));
    return rows.flatMap(({ leadId, ...row }) => {
      const lead = contacts.get(leadId);
      return lead ? [{ ...row, lead }] : [];
    });
  }

  return {
    /** One page of a view; `hasMore` when another page follows. */
    async list({ view, salespersonId, page = 1 }: BookingListQuery): Promise<{ bookings: AdminBooking[]; hasMore: boolean }> {
      const { where, order } = viewOf(view, now());
      const rows = await joined(await database())
        .where(and(where, salespersonId === undefined ? undefined : eq(bookings.salespersonId, salespersonId)))
        .orderBy(...order, asc(bookings.id))
        .limit(BOOKINGS_PAGE_SIZE + 1)
        .offset((Math.max(1, Math.floor(page)) - 1) * BOOKINGS_PAGE_SIZE);
      return { bookings: await withLeads(rows.slice(0, BOOKINGS_PAGE_SIZE)), hasMore: rows.length > BOOKINGS_PAGE_SIZE };
    },

    /** Each lead's booking: its confirmed one, else its latest cancelled one. Leads without any are absent. */
    async bookingsForLeads(leadIds: readonly string[]): Promise<Map<string, AdminBooking>> {
      if (leadIds.length === 0) return new Map();
      const rows = await joined(await database())
        .where(inArray(bookings.leadId, [...leadIds]))
        .orderBy(sql`case when ${bookings.status} = 'confirmed' then 0 else 1 end`, desc(bookings.createdAt));
      const byLead = new Map<string, AdminBooking>();
      for (const row of await withLeads(rows)) if (!byLead.has(row.lead.id)) byLead.set(row.lead.id, row);
      return byLead;
    },
  };
}

/** The bookings on the site's database. */
export const bookingList = () => createBookingList(getDatabase);

type Params = Record<string, string | string[] | undefined>;

const positiveInt = (value: string | string[] | undefined) => {
  const number = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : 0;
  return number > 0 ? number : undefined;
};

/** The Bookings page's view, salesperson and page from its query string; anything else means the default. */
export function bookingListQuery(params: Params): Required<Pick<BookingListQuery, 'view' | 'page'>> & Pick<BookingListQuery, 'salespersonId'> {
  return {
    view: BOOKING_VIEWS.find((view) => view === params.view) ?? 'upcoming',
    salespersonId: positiveInt(params.salesperson),
    page: Math.min(positiveInt(params.page) ?? 1, 10_000),
  };
}

/** The Bookings page's address (after the locale) for a query. */
export function bookingListHref({ view, salespersonId, page = 1 }: BookingListQuery): string {
  const query = new URLSearchParams();
  if (view !== 'upcoming') query.set('view', view);
  if (salespersonId !== undefined) query.set('salesperson', String(salespersonId));
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return `/manage/bookings${text ? `?${text}` : ''}`;
}
