/** The mail outbox (lib/features/mail). */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { leadLocale } from '@/lib/infra/db/tables';

/**
 * Where a mail stands: `pending` and `retrying` are due once `next_attempt_at` has passed; `sent`
 * was accepted by the SMTP server; `failed` was refused for good (a 5xx) or ran out of attempts.
 */
/** `capped`: not sent, the recipient had their day's share of the site's mail (lib/features/mail/recipient-cap.ts). */
export const mailStatus = pgEnum('mail_status', ['pending', 'retrying', 'sent', 'failed', 'capped']);

/**
 * The mail outbox (lib/features/mail/outbox.ts): every mail the site sends is stored here first, then sent
 * by whichever instance holds its lease, retried with backoff, and never twice for one
 * `dedupe_key` (`lead:{id}`, `invite:{id}`, …).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dedupeKey: varchar('dedupe_key', { length: 200 }).notNull().unique(),
    /** What it is (`lead-notification`, `invitation`, …), for the admin's list. */
    kind: varchar('kind', { length: 40 }).notNull(),
    locale: leadLocale('locale').notNull(),
    toAddress: varchar('to_address', { length: 320 }).notNull(),
    /** The mailbox the address reaches (lower case, no +tag), which the per-recipient cap counts by. */
    recipientKey: varchar('recipient_key', { length: 320 }),
    subject: varchar('subject', { length: 300 }).notNull(),
    textBody: text('text_body').notNull(),
    /** The HTML alternative of the text, when the mail has one (the newsletter's digest). */
    htmlBody: text('html_body'),
    /** An iCalendar invitation to attach, when the mail carries one. */
    ics: text('ics'),
    /** Extra headers to send (`List-Unsubscribe`…), name to value; never From, To or Subject. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: mailStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    leaseOwner: varchar('lease_owner', { length: 200 }),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    messageId: varchar('message_id', { length: 300 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('mail_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} in ('pending', 'retrying')`),
    index('mail_outbox_created_idx').on(table.createdAt.desc()),
    index('mail_outbox_recipient_idx').on(table.recipientKey, table.createdAt),
  ],
);

export type MailRow = typeof mailOutbox.$inferSelect;
