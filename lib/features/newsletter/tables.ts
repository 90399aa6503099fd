/** The newsletter: subscribers, consents and digests (lib/features/newsletter). */
import { sql } from 'drizzle-orm';
import { char, index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { TRUST_SUBSCRIBER_STATUSES } from '@/lib/infra/db/values';
import { leadLocale } from '@/lib/infra/db/tables';
import { keyOf } from '@/lib/infra/db/references';
import { mailingListTables } from '@/lib/infra/subscriptions/tables';

export const newsletterSubscriberStatus = pgEnum('newsletter_subscriber_status', TRUST_SUBSCRIBER_STATUSES);
export const newsletterTokenPurpose = pgEnum('newsletter_token_purpose', ['confirm', 'unsubscribe']);

/** The newsletter's subscribers (lib/features/newsletter): double opt-in, as the trust center's alerts. */
export const newsletterMailingList = mailingListTables('newsletter', newsletterSubscriberStatus, newsletterTokenPurpose);
export const newsletterSubscribers = newsletterMailingList.subscribers;
export const newsletterSubscriberTokens = newsletterMailingList.tokens;

/**
 * The consent record of each confirmed sign-up, kept when the subscriber leaves: which address, in
 * which language, the exact sentence shown beside the form (and its version and SHA-256), when it
 * was asked for and when the mailed link confirmed it.
 */
export const newsletterConsents = pgTable(
  'newsletter_consents',
  {
    id: serial('id').primaryKey(),
    subscriberId: integer('subscriber_id').references(() => newsletterSubscribers.id, { onDelete: 'set null' }),
    email: varchar('email', { length: 320 }).notNull(),
    locale: leadLocale('locale').notNull(),
    consentText: varchar('consent_text', { length: 500 }).notNull(),
    consentVersion: varchar('consent_version', { length: 40 }).notNull(),
    /** Hex SHA-256 of `consent_text`. */
    consentHash: char('consent_hash', { length: 64 }).notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('newsletter_consents_subscriber_idx').on(table.subscriberId)],
);

export interface NewsletterDigestPost {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
}

/** What an editor wrote for one language of the next issue; empty texts take the defaults. */
export interface DigestDraftText {
  subject: string;
  preheader: string;
  intro: string;
  /** The posts chosen among the automatic selection, or null for all of it (new posts included). */
  postIds: number[] | null;
}

/**
 * The next issue of the newsletter, prepared by editors: subject, preheader and introduction per
 * language and the posts it lists; an admin sends it or schedules it (`scheduled_at`, sent by the
 * mail loop's producer once due). One open draft at a time (`sent_at` null); `version` grows with
 * every change, so a confirmation given for an older version sends nothing.
 */
export const newsletterDigestDrafts = pgTable('newsletter_digest_drafts', {
  id: serial('id').primaryKey(),
  content: jsonb('content').$type<Record<'en' | 'es', DigestDraftText>>().notNull(),
  version: integer('version').notNull().default(1),
  updatedByEmail: varchar('updated_by_email', { length: 320 }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
  scheduledBy: integer('scheduled_by').references(() => keyOf('users'), { onDelete: 'set null' }),
  scheduledByEmail: varchar('scheduled_by_email', { length: 320 }),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

/**
 * Each digest sent: one language, the posts it announced, who sent it and when. Its mails are
 * queued by the mail loop in batches (`cursor`: the last subscriber queued), one per subscriber
 * confirmed before it (dedupe key: digest and subscriber); `completed_at` once all are stored.
 */
export const newsletterDigests = pgTable(
  'newsletter_digests',
  {
    id: serial('id').primaryKey(),
    locale: leadLocale('locale').notNull(),
    posts: jsonb('posts').$type<NewsletterDigestPost[]>().notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    /** The line mail clients show after the subject; empty for digests sent before drafts. */
    preheader: varchar('preheader', { length: 300 }).notNull().default(''),
    intro: text('intro').notNull().default(''),
    /** The issue it belongs to (one digest per language of a draft). */
    draftId: integer('draft_id').references(() => newsletterDigestDrafts.id, { onDelete: 'set null' }),
    sentBy: integer('sent_by').references(() => keyOf('users'), { onDelete: 'set null' }),
    sentByEmail: varchar('sent_by_email', { length: 320 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cursor: integer('cursor').notNull().default(0),
    queued: integer('queued').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [index('newsletter_digests_locale_idx').on(table.locale, table.createdAt.desc()), index('newsletter_digests_open_idx').on(table.id).where(sql`${table.completedAt} is null`)],
);

export type NewsletterSubscriberRow = typeof newsletterSubscribers.$inferSelect;
export type NewsletterDigestRow = typeof newsletterDigests.$inferSelect;
export type NewsletterDigestDraftRow = typeof newsletterDigestDrafts.$inferSelect;
