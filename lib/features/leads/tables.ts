/** Leads, the CRM outbox they are, and every forwarding attempt (lib/features/leads). */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { LEAD_KINDS } from '@/lib/infra/db/values';
import { leadLocale } from '@/lib/infra/db/tables';

/** A lead's structured figures, for kinds that carry more than text (each kind's feature owns its shape). */
export type LeadDetails = { kind: string } & { [key: string]: unknown };

export const leadKind = pgEnum('lead_kind', LEAD_KINDS);

/**
 * Where a lead stands with the CRM. `pending` (never tried, or waiting for the CRM to be
 * configured) and `retrying` are due for forwarding once `next_attempt_at` has passed; `sent` was
 * accepted; `failed` was rejected by the CRM (a 4xx) or ran out of attempts; `spam` (honeypot, filled
 * too fast) is kept for the record and never forwarded.
 */
export const leadCrmStatus = pgEnum('lead_crm_status', ['pending', 'retrying', 'sent', 'failed', 'spam']);
export const leadAttemptOutcome = pgEnum('lead_attempt_outcome', ['sent', 'retry', 'rejected', 'error']);

/**
 * Demo requests and contact messages, stored before the visitor gets an answer. The row is also
 * the outbox entry: the forwarding worker claims due rows with a lease (`lease_owner`,
 * `lease_until`), so several server instances never send the same lead at the same time, and a
 * crashed instance's leads are taken over when its lease runs out.
 */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: leadKind('kind').notNull(),
    /** Sent with the form: a second submit of the same form is not a second lead. */
    idempotencyKey: varchar('idempotency_key', { length: 100 }).notNull().unique(),
    locale: leadLocale('locale').notNull(),
    firstName: varchar('first_name', { length: 200 }).notNull(),
    lastName: varchar('last_name', { length: 200 }).notNull(),
    email: varchar('email', { length: 320 }).notNull(),
    company: varchar('company', { length: 200 }),
    /** ISO 3166-1 alpha-2. */
    country: varchar('country', { length: 2 }),
    /** A key of lib/features/leads/shared/interests.ts. */
    interest: varchar('interest', { length: 64 }),
    message: text('message'),
    /** What the form computed, for kinds that carry more than text (`roi`: lib/features/roi/lead.ts). */
    details: jsonb('details').$type<LeadDetails>(),
    pageUri: varchar('page_uri', { length: 2048 }).notNull(),
    pageName: varchar('page_name', { length: 300 }).notNull(),
    /** The CRM's tracking cookie, when the visitor has one. */
    hutk: varchar('hutk', { length: 128 }),
    ipAddress: varchar('ip_address', { length: 64 }),
    userAgent: varchar('user_agent', { length: 512 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    crmStatus: leadCrmStatus('crm_status').notNull().default('pending'),
    /** Attempts in the current round (an admin's "retry" starts a new round). */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    leaseOwner: varchar('lease_owner', { length: 200 }),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    // The worker's query: due rows in order. Partial, so sent and failed leads cost it nothing.
    index('leads_due_idx')
      .on(table.nextAttemptAt, table.createdAt)
      .where(sql`${table.crmStatus} in ('pending', 'retrying')`),
    index('leads_created_idx').on(table.createdAt.desc()),
    index('leads_status_created_idx').on(table.crmStatus, table.createdAt.desc()),
  ],
);

/** Every call to the CRM for a lead, kept for the admin inbox. */
export const leadAttempts = pgTable(
  'lead_attempts',
  {
    id: serial('id').primaryKey(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    /** 1, 2, … over the lead's whole life. */
    attempt: integer('attempt').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    durationMs: integer('duration_ms').notNull(),
    /** Absent when no answer came (timeout, network error). */
    httpStatus: integer('http_status'),
    outcome: leadAttemptOutcome('outcome').notNull(),
    error: text('error'),
  },
  (table) => [index('lead_attempts_lead_idx').on(table.leadId, table.attempt)],
);

export type LeadRow = typeof leads.$inferSelect;
export type LeadAttemptRow = typeof leadAttempts.$inferSelect;
