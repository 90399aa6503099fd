/** The tables of a mailing list with double opt-in (lib/infra/subscriptions). */
import { sql } from 'drizzle-orm';
import { type PgEnum, char, check, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { leadLocale } from '@/lib/infra/db/tables';

/**
 * A mailing list with double opt-in (lib/infra/subscriptions): its subscribers, `pending` until the
 * link in the confirmation mail is used, and the links mailed to them — a confirmation (expires) or
 * an unsubscribe link (one per mail, never expires, RFC 8058), only the SHA-256 of each token kept.
 * One shape for every list (the trust center's change alerts, the newsletter), so one module serves
 * them; `prefix` names the tables, their indexes and their enums.
 */
export function mailingListTables(prefix: string, status: PgEnum<['pending', 'confirmed', 'unsubscribed']>, purpose: PgEnum<['confirm', 'unsubscribe']>) {
  const subscribers = pgTable(
    `${prefix}_subscribers`,
    {
      id: serial('id').primaryKey(),
      /** Lower case: one address, one subscription. */
      email: varchar('email', { length: 320 }).notNull().unique(),
      locale: leadLocale('locale').notNull(),
      status: status('status').notNull().default('pending'),
      /** The sentence beside the form when the address was typed, in the visitor's language. */
      consentText: varchar('consent_text', { length: 500 }).notNull(),
      requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
      confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
      unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    },
    (table) => [check(`${prefix}_subscribers_email_lower`, sql`${table.email} = lower(${table.email})`), index(`${prefix}_subscribers_status_idx`).on(table.status, table.confirmedAt)],
  );
  const tokens = pgTable(
    `${prefix}_subscriber_tokens`,
    {
      tokenHash: char('token_hash', { length: 64 }).primaryKey(),
      subscriberId: integer('subscriber_id')
        .notNull()
        .references(() => subscribers.id, { onDelete: 'cascade' }),
      purpose: purpose('purpose').notNull(),
      expiresAt: timestamp('expires_at', { withTimezone: true }),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (table) => [index(`${prefix}_subscriber_tokens_subscriber_idx`).on(table.subscriberId)],
  );
  return { subscribers, tokens };
}

export type MailingListTables = ReturnType<typeof mailingListTables>;
