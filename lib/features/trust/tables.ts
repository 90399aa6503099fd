/** The trust center (lib/features/trust). */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgEnum, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { TRUST_CHANGE_KINDS, TRUST_COMPLIANCE_STATUSES, TRUST_SUBSCRIBER_STATUSES } from '@/lib/infra/db/values';
import { mailingListTables } from '@/lib/infra/subscriptions/tables';

export const trustComplianceStatus = pgEnum('trust_compliance_status', TRUST_COMPLIANCE_STATUSES);
export const trustChangeKind = pgEnum('trust_change_kind', TRUST_CHANGE_KINDS);
export const trustSubscriberStatus = pgEnum('trust_subscriber_status', TRUST_SUBSCRIBER_STATUSES);

/** The trust center's certifications and frameworks (lib/features/trust), each with where it stands and since when. */
export const trustComplianceItems = pgTable('trust_compliance_items', {
  id: serial('id').primaryKey(),
  nameEn: varchar('name_en', { length: 120 }).notNull(),
  nameEs: varchar('name_es', { length: 120 }).notNull(),
  status: trustComplianceStatus('status').notNull(),
  /** The day the status was set or last checked (a calendar day). */
  statusDate: date('status_date', { mode: 'string' }).notNull(),
  noteEn: varchar('note_en', { length: 500 }).notNull().default(''),
  noteEs: varchar('note_es', { length: 500 }).notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The services that process customers' personal data on Otailo's behalf, as the trust center lists them. */
export const trustSubprocessors = pgTable('trust_subprocessors', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull(),
  purposeEn: varchar('purpose_en', { length: 300 }).notNull(),
  purposeEs: varchar('purpose_es', { length: 300 }).notNull(),
  locationEn: varchar('location_en', { length: 120 }).notNull(),
  locationEs: varchar('location_es', { length: 120 }).notNull(),
  dataEn: varchar('data_en', { length: 300 }).notNull(),
  dataEs: varchar('data_es', { length: 300 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The fields of a subprocessor as a change recorded them (after the change; before it, for a removal). */
export interface TrustSubprocessorSnapshot {
  name: string;
  purposeEn: string;
  purposeEs: string;
  locationEn: string;
  locationEs: string;
  dataEn: string;
  dataEs: string;
}

/**
 * Every change to the subprocessors list, dated: the trust center's "Changes" section, its feed,
 * and the mails to confirmed subscribers (sent once `notified_at` is set, one per subscriber).
 */
export const trustChanges = pgTable(
  'trust_changes',
  {
    id: serial('id').primaryKey(),
    kind: trustChangeKind('kind').notNull(),
    /** The subprocessor's id when it was changed (no reference: a removed one is gone). */
    subprocessorId: integer('subprocessor_id'),
    snapshot: jsonb('snapshot').$type<TrustSubprocessorSnapshot>().notNull(),
    /** For `changed`: which fields (`name`, `purpose`, `location`, `data`). */
    fields: jsonb('fields').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When its mails were queued for every subscriber confirmed before it. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (table) => [
    index('trust_changes_created_idx').on(table.createdAt.desc()),
    index('trust_changes_unnotified_idx').on(table.id).where(sql`${table.notifiedAt} is null`),
  ],
);

export const trustTokenPurpose = pgEnum('trust_token_purpose', ['confirm', 'unsubscribe']);

/**
 * People who asked to hear of subprocessor changes ("Notify me of changes"), with double opt-in.
 * The consent record is the request's time and wording and the confirmation's time.
 */
export const trustMailingList = mailingListTables('trust', trustSubscriberStatus, trustTokenPurpose);
export const trustSubscribers = trustMailingList.subscribers;
export const trustSubscriberTokens = trustMailingList.tokens;

/** The trust center's one row of settings: the DPA file, and whether the sample content was added. */
export const trustSettings = pgTable(
  'trust_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** `/uploads/<uuid>.pdf`, or null when no DPA was uploaded. */
    dpaUrl: varchar('dpa_url', { length: 200 }),
    dpaBytes: integer('dpa_bytes'),
    dpaUploadedAt: timestamp('dpa_uploaded_at', { withTimezone: true }),
    seededAt: timestamp('seeded_at', { withTimezone: true }),
  },
  (table) => [check('trust_settings_one_row', sql`${table.id} = 1`)],
);

export type TrustComplianceRow = typeof trustComplianceItems.$inferSelect;
export type TrustSubprocessorRow = typeof trustSubprocessors.$inferSelect;
export type TrustChangeRow = typeof trustChanges.$inferSelect;
export type TrustSubscriberRow = typeof trustSubscribers.$inferSelect;
export type TrustSettingsRow = typeof trustSettings.$inferSelect;
