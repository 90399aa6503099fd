/** IndexNow pings (lib/features/indexnow). */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * IndexNow pings waiting to be sent or already sent (lib/features/indexnow): one row per batch of
 * changed URLs, retried with backoff by whichever instance holds its lease.
 */
export const indexNowPings = pgTable(
  'indexnow_pings',
  {
    id: serial('id').primaryKey(),
    urls: jsonb('urls').$type<string[]>().notNull(),
    /** pending, sent or failed (gave up). */
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** The endpoint's last HTTP status, when it answered. */
    responseStatus: integer('response_status'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('indexnow_pings_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    index('indexnow_pings_created_idx').on(table.createdAt.desc()),
  ],
);

export type IndexNowPingRow = typeof indexNowPings.$inferSelect;
