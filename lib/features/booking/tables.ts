/** Salespeople, demo bookings and the tickets that lead to them (lib/features/booking). */
import { sql } from 'drizzle-orm';
import { boolean, char, check, index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { leadLocale } from '@/lib/infra/db/tables';
import { keyOf } from '@/lib/infra/db/references';
import type { SalesLanguage } from './shared/languages';

/**
 * The people demos are booked with, and when they can take them (lib/features/booking/slots.ts reads these
 * fields as an `Availability`). Optionally an admin-area account, for their own bookings page.
 */
export const salespeople = pgTable(
  'salespeople',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    /** The name Spanish pages, mails and calendar files show (a team's name reads in the visitor's language); none: `name`. */
    nameEs: varchar('name_es', { length: 120 }),
    email: varchar('email', { length: 320 }).notNull().unique(),
    userId: integer('user_id').references(() => keyOf('users'), { onDelete: 'set null' }),
    /** IANA zone of the weekly hours and days off. */
    timeZone: varchar('time_zone', { length: 64 }).notNull(),
    /** Working intervals per weekday 0 (Sunday) – 6: `{ "1": [{ "start": "09:00", "end": "12:00" }] }`. */
    weekly: jsonb('weekly').$type<Partial<Record<number, { start: string; end: string }[]>>>().notNull(),
    noticeMinutes: integer('notice_minutes').notNull().default(240),
    bufferMinutes: integer('buffer_minutes').notNull().default(15),
    /** `YYYY-MM-DD` in the salesperson's zone. */
    daysOff: jsonb('days_off').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    active: boolean('active').notNull().default(true),
    /** Where their demos happen: an https link to their video room, or none (the mails then say the link follows). */
    meetingUrl: varchar('meeting_url', { length: 500 }),
    /** The languages they hold a demo in: a visitor is offered the slots of those who speak the page's language first. */
    languages: text('languages').array().$type<SalesLanguage[]>().notNull().default(sql`'{en}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('salespeople_notice_check', sql`${table.noticeMinutes} between 0 and 20160`),
    check('salespeople_buffer_check', sql`${table.bufferMinutes} between 0 and 240`),
    check('salespeople_languages_check', sql`cardinality(${table.languages}) between 1 and 2 and ${table.languages} <@ array['en', 'es']::text[]`),
  ],
);

export const bookingStatus = pgEnum('booking_status', ['confirmed', 'cancelled']);

/**
 * Demo meetings. A confirmed booking holds its salesperson's start: the partial unique index is
 * what stops two visitors taking one slot at the same moment (the second insert fails, whatever
 * the checks before it saw). Cancelling (or rescheduling, which cancels and books anew) frees it.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => keyOf('leads', 'uuid'), { onDelete: 'cascade' }),
    salespersonId: integer('salesperson_id')
      .notNull()
      .references(() => salespeople.id, { onDelete: 'restrict' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The zone the visitor picked the slot in: their confirmation speaks in it. */
    visitorTimeZone: varchar('visitor_time_zone', { length: 64 }).notNull(),
    locale: leadLocale('locale').notNull(),
    status: bookingStatus('status').notNull().default('confirmed'),
    /** SHA-256 of the secret in the visitor's reschedule / cancel link. */
    tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
    /** The booking this one replaced, when the visitor rescheduled. */
    replaces: uuid('replaces'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('bookings_salesperson_start_unique').on(table.salespersonId, table.startsAt).where(sql`${table.status} = 'confirmed'`),
    // One meeting per demo request at a time.
    uniqueIndex('bookings_lead_confirmed_unique').on(table.leadId).where(sql`${table.status} = 'confirmed'`),
    index('bookings_starts_idx').on(table.startsAt),
    check('bookings_ends_after_start', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

/**
 * The visitor's pass from a demo request to its booking page: a random token (only its SHA-256
 * stored) handed out with the form's success answer, valid for a few days. No secret key needed,
 * and revoked with its lead.
 */
export const bookingTickets = pgTable(
  'booking_tickets',
  {
    tokenHash: char('token_hash', { length: 64 }).primaryKey(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => keyOf('leads', 'uuid'), { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('booking_tickets_lead_idx').on(table.leadId)],
);

export type SalespersonRow = typeof salespeople.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;
