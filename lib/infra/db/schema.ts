import { sql } from 'drizzle-orm';
import { LEAD_KINDS, TRUST_CHANGE_KINDS, TRUST_COMPLIANCE_STATUSES, TRUST_SUBSCRIBER_STATUSES, USER_ROLES } from './values';
import { type PgEnum, bigint, bigserial, boolean, char, check, customType, date, doublePrecision, index, integer, jsonb, pgEnum, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';

export const postLanguage = pgEnum('post_language', ['en', 'es']);
/**
 * Where a post stands in the editorial workflow (lib/features/posts/shared/workflow.ts): `draft` and `review` (an
 * author asks an editor to publish) are private; `scheduled` waits for `published_at`, when the
 * publication clock (lib/features/posts/publication-clock.ts) makes it `published`.
 */
export const postStatus = pgEnum('post_status', ['published', 'draft', 'review', 'scheduled']);

/**
 * Blog posts: the legacy platform's BlogPost fields plus language and status, translation links,
 * SEO fields and the read time. A post belongs to one language; posts that translate each other
 * share a translation group, which holds at most one post per language.
 */
export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 200 }).notNull().unique(),
    title: varchar('title', { length: 300 }).notNull(),
    excerpt: text('excerpt').notNull(),
    category: varchar('category', { length: 100 }).notNull(),
    author: varchar('author', { length: 120 }).notNull().default('Otailo Team'),
    /** Publication date (a calendar day, no time). */
    date: date('date', { mode: 'string' }).notNull().default(sql`CURRENT_DATE`),
    /** Minutes the editor set; when null, pages estimate them from `word_count`. */
    readMinutes: integer('read_minutes'),
    /** Words of the body, counted at every save. */
    wordCount: integer('word_count').notNull().default(0),
    image: text('image').notNull(),
    imageCredit: text('image_credit'),
    fullContent: text('full_content').notNull(),
    language: postLanguage('language').notNull().default('en'),
    status: postStatus('status').notNull().default('published'),
    translationGroup: uuid('translation_group'),
    /** For search results and shares; the title and excerpt stand in when null. */
    seoTitle: varchar('seo_title', { length: 300 }),
    seoDescription: varchar('seo_description', { length: 500 }),
    /** The image shared on social networks: null for the generated card, 'cover' for the cover image. */
    socialImage: text('social_image').$type<'cover'>(),
    /** When the post went public, or for a scheduled post when it will (UTC); null for drafts. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Raised by every save: a save made from an older version is refused (optimistic concurrency). */
    version: integer('version').notNull().default(1),
    /** The account that created the post: an author may edit only their own. */
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The publication clock's query. Not partial on 'scheduled': a migration's transaction cannot use
    // an enum value it adds.
    index('posts_status_published_idx').on(table.status, table.publishedAt),
    index('posts_status_date_idx').on(table.status, table.date.desc(), table.id.desc()),
    index('posts_language_status_date_idx').on(table.language, table.status, table.date.desc(), table.id.desc()),
    index('posts_category_idx').on(table.category),
    uniqueIndex('posts_translation_language_unique').on(table.translationGroup, table.language),
  ],
);

export type PostRow = typeof posts.$inferSelect;
export type NewPostRow = typeof posts.$inferInsert;

/** A lead's structured figures, for kinds that carry more than text (each kind's feature owns its shape). */
export type LeadDetails = { kind: string } & { [key: string]: unknown };

export const leadKind = pgEnum('lead_kind', LEAD_KINDS);
export const leadLocale = pgEnum('lead_locale', ['en', 'es']);
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

/**
 * `admin`: everything (people, leads, audit log); `editor`: every post, publish and schedule;
 * `author`: their own drafts, submitted for review; `user`: an account without admin-area rights.
 * What each may do is in lib/features/people/shared/permissions.ts.
 */
export { USER_ROLES };

/** Admin-area accounts (lib/features/people/users.ts). */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased, so that one address is one account whatever its spelling. */
    email: varchar('email', { length: 320 }).notNull().unique(),
    /** argon2id, PHC string format (lib/features/people/password.ts). */
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: USER_ROLES }).notNull().default('user'),
    /** Set when an admin deactivates the account: it cannot sign in, and its sessions are gone. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('users_email_lower', sql`${table.email} = lower(${table.email})`),
    check('users_role_check', sql`${table.role} in (${sql.raw(USER_ROLES.map((role) => `'${role}'`).join(', '))})`),
  ],
);

/**
 * One-time links an admin hands to a new member to set a password (lib/auth/invites.ts). Only the
 * SHA-256 of the token is kept.
 */
export const userInvites = pgTable(
  'user_invites',
  {
    id: serial('id').primaryKey(),
    tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
    email: varchar('email', { length: 320 }).notNull(),
    role: text('role', { enum: USER_ROLES }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('user_invites_email_idx').on(table.email)],
);

/**
 * What a post looked like after a save of a published or scheduled post, or a restore
 * (lib/features/posts/revisions.ts); the last 50 of each post are kept.
 */
export const postRevisions = pgTable(
  'post_revisions',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    /** The post's version this revision holds. */
    version: integer('version').notNull(),
    /** The edited fields (PostInput) as saved. */
    snapshot: jsonb('snapshot').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as it was: the account may be renamed or gone. */
    userEmail: varchar('user_email', { length: 320 }),
    /** `save`, `restore` or `publish` (the publication clock). */
    reason: varchar('reason', { length: 20 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('post_revisions_post_idx').on(table.postId, table.id.desc())],
);

/**
 * Who did what in the admin area, when and from where (lib/features/audit/log.ts). Append only: nothing
 * updates or deletes a row.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id'),
    actorEmail: varchar('actor_email', { length: 320 }),
    /** One of AUDIT_ACTIONS (lib/audit/actions.ts). */
    action: varchar('action', { length: 40 }).notNull(),
    /** What it was done to: `post:12`, `user:3`, `lead:<uuid>`. */
    target: varchar('target', { length: 200 }),
    detail: jsonb('detail'),
    ip: varchar('ip', { length: 64 }),
  },
  (table) => [index('audit_log_at_idx').on(table.at.desc()), index('audit_log_action_at_idx').on(table.action, table.at.desc())],
);

/**
 * Signed-in browsers (lib/features/people/sessions.ts). Only the SHA-256 of the cookie's token is kept: the
 * table alone does not let anyone sign in.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    /** Hex SHA-256 of the token in the cookie. */
    tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Moves with use (at most once a minute); the idle timeout counts from here. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The absolute end: `created_at` plus the absolute lifetime, however active the session is. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 512 }),
  },
  (table) => [index('sessions_user_idx').on(table.userId), index('sessions_expires_idx').on(table.expiresAt)],
);

/**
 * Browsers that signed in to an account (the OWASP "device cookie", lib/features/people/sign-in-trust.ts):
 * their sign-in attempts are not held back by failures from elsewhere. Only the SHA-256 of the
 * cookie's token is kept, as for sessions.
 */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    id: serial('id').primaryKey(),
    /** Hex SHA-256 of the token in the device cookie. */
    tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('trusted_devices_user_idx').on(table.userId), index('trusted_devices_expires_idx').on(table.expiresAt)],
);

/**
 * Client addresses (an IPv6 /64 as one) an account signed in from, and when last
 * (lib/features/people/sign-in-trust.ts). Kept in the clear: a hash of an IPv4 address is reversed by trying
 * all 2^32, and the sessions table holds the same addresses already.
 */
export const trustedAddresses = pgTable(
  'trusted_addresses',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: varchar('address', { length: 64 }).notNull(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.address] }), index('trusted_addresses_last_idx').on(table.lastSignInAt)],
);

/**
 * Rate-limit counters shared by every instance (lib/infra/rate-limit, lib/infra/rate-limit/shared-token-bucket.ts),
 * in the layout rate-limiter-flexible reads and writes. Created here rather than by the library at
 * first use: instances starting together would race to create it, and the loser would count in
 * memory only.
 */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  /** Milliseconds since the epoch; null for a key without expiry. */
  expire: bigint('expire', { mode: 'number' }),
});

/**
 * Site-wide budgets of anonymous writes (lib/infra/rate-limit/write-budget.ts): rows written and
 * refused per budget and UTC hour (`period` 2026-03-01T14) or day (2026-03-01), shared by every
 * instance.
 */
export const writeBudgets = pgTable(
  'write_budgets',
  {
    name: varchar('name', { length: 40 }).notNull(),
    period: varchar('period', { length: 13 }).notNull(),
    used: bigint('used', { mode: 'number' }).notNull().default(0),
    refused: bigint('refused', { mode: 'number' }).notNull().default(0),
    firstRefusedAt: timestamp('first_refused_at', { withTimezone: true }),
    lastRefusedAt: timestamp('last_refused_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.name, table.period] })],
);

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type TrustedDeviceRow = typeof trustedDevices.$inferSelect;
export type PostRevisionRow = typeof postRevisions.$inferSelect;
export type AuditRow = typeof auditLog.$inferSelect;

/**
 * Expiring, revocable links that show a post as its public page will look to someone without an
 * account (lib/features/posts/preview-links.ts). Only the SHA-256 of the token is kept.
 */
export const previewLinks = pgTable(
  'preview_links',
  {
    id: serial('id').primaryKey(),
    tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
    // One of these per link: the entry it shows, of whichever kind (post, story, opening) (lib/features/publishing/preview-links.ts).
    postId: integer('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    storyId: integer('story_id').references(() => customerStories.id, { onDelete: 'cascade' }),
    openingId: integer('opening_id').references(() => jobOpenings.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('preview_links_post_idx').on(table.postId),
    index('preview_links_story_idx').on(table.storyId),
    index('preview_links_opening_idx').on(table.openingId),
    check('preview_links_one_subject', sql`num_nonnulls(${table.postId}, ${table.storyId}, ${table.openingId}) = 1`),
  ],
);

/** A headline figure of a customer story: "−22%" and "return rate". */
export type StoryResult = { value: string; label: string };

/**
 * Customer stories (lib/features/stories): the same workflow states, languages and translation
 * groups as posts (the enums are the shared content mechanism's). An anonymized story names the
 * customer by a description ("A European footwear brand") and never shows a logo.
 */
export const customerStories = pgTable(
  'customer_stories',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 200 }).notNull().unique(),
    language: postLanguage('language').notNull(),
    status: postStatus('status').notNull().default('draft'),
    translationGroup: uuid('translation_group'),
    title: varchar('title', { length: 300 }).notNull(),
    summary: varchar('summary', { length: 500 }).notNull(),
    customer: varchar('customer', { length: 120 }).notNull(),
    anonymized: boolean('anonymized').notNull().default(false),
    logo: text('logo'),
    logoAlt: varchar('logo_alt', { length: 200 }),
    /** Keys of the industry, platform (an integration) and solution lists (lib/features/stories/shared/taxonomy.ts). */
    industry: varchar('industry', { length: 40 }).notNull(),
    platform: varchar('platform', { length: 40 }),
    region: varchar('region', { length: 80 }),
    solutions: text('solutions').array().notNull().default(sql`'{}'::text[]`),
    results: jsonb('results').$type<StoryResult[]>().notNull(),
    quote: text('quote'),
    quoteName: varchar('quote_name', { length: 120 }),
    quoteRole: varchar('quote_role', { length: 120 }),
    challenge: text('challenge').notNull(),
    solution: text('solution').notNull(),
    outcome: text('outcome').notNull(),
    cover: text('cover'),
    coverAlt: varchar('cover_alt', { length: 200 }),
    /** Shown on the home page (the newest featured one). */
    featured: boolean('featured').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('customer_stories_status_published_idx').on(table.status, table.publishedAt),
    index('customer_stories_language_status_idx').on(table.language, table.status, table.publishedAt.desc()),
    uniqueIndex('customer_stories_translation_language_unique').on(table.translationGroup, table.language),
  ],
);

export type StoryRow = typeof customerStories.$inferSelect;

/**
 * The people demos are booked with, and when they can take them (lib/features/booking/slots.ts reads these
 * fields as an `Availability`). Optionally an admin-area account, for their own bookings page.
 */
export const salespeople = pgTable(
  'salespeople',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    email: varchar('email', { length: 320 }).notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('salespeople_notice_check', sql`${table.noticeMinutes} between 0 and 20160`),
    check('salespeople_buffer_check', sql`${table.bufferMinutes} between 0 and 240`),
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
      .references(() => leads.id, { onDelete: 'cascade' }),
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
      .references(() => leads.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('booking_tickets_lead_idx').on(table.leadId)],
);

export type SalespersonRow = typeof salespeople.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;

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

/**
 * A mailing list with double opt-in (lib/infra/subscriptions): its subscribers, `pending` until the
 * link in the confirmation mail is used, and the links mailed to them — a confirmation (expires) or
 * an unsubscribe link (one per mail, never expires, RFC 8058), only the SHA-256 of each token kept.
 * One shape for every list (the trust center's change alerts, the newsletter), so one module serves
 * them; `prefix` names the tables, their indexes and their enums.
 */
function mailingListTables(prefix: string, status: PgEnum<['pending', 'confirmed', 'unsubscribed']>, purpose: PgEnum<['confirm', 'unsubscribe']>) {
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

/**
 * Editor-managed redirects (lib/features/redirects): an exact site path answered with a redirect
 * to `target`, or with 410 Gone when `target` is null. Loaded into every instance's memory; the
 * requests never read this table.
 */
export const redirects = pgTable(
  'redirects',
  {
    id: serial('id').primaryKey(),
    /** Normalized site path (`/en/blog/old`), unique. */
    source: varchar('source', { length: 500 }).notNull(),
    /** A site path or an absolute https URL; null for 410 Gone. */
    target: varchar('target', { length: 2000 }),
    /** 301, 302, 308 or 410. */
    status: integer('status').notNull(),
    /** `manual` (the admin screen, CSV) or `auto` (a renamed or deleted post or story). */
    origin: varchar('origin', { length: 10 }).notNull().default('manual'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('redirects_source_idx').on(table.source),
    // Where a target lands (store.ts, `landingSql`): an import's check reads the rules landing on its sources by it.
    index('redirects_landing_idx').on(sql`lower(rtrim(split_part(${table.target}, '?', 1), '/'))`),
    check('redirects_status_known', sql`${table.status} in (301, 302, 308, 410)`),
  ],
);

export type RedirectRow = typeof redirects.$inferSelect;

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

/**
 * Job openings (lib/features/openings): the careers page's roles, with the workflow states,
 * languages and translation groups of every published kind. An opening leaves the site at
 * `valid_through` by itself (the publication clock expires the pages then).
 */
export const jobOpenings = pgTable(
  'job_openings',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 200 }).notNull().unique(),
    language: postLanguage('language').notNull(),
    status: postStatus('status').notNull().default('draft'),
    translationGroup: uuid('translation_group'),
    title: varchar('title', { length: 200 }).notNull(),
    team: varchar('team', { length: 120 }).notNull(),
    /** remote or region (lib/features/openings/shared/types.ts). */
    locationType: varchar('location_type', { length: 10 }).notNull(),
    /** As shown: "Remote (US)", "Madrid or remote in Spain". */
    location: varchar('location', { length: 200 }).notNull(),
    /** ISO 3166 countries an applicant may live in (JobPosting applicantLocationRequirements). */
    countries: text('countries').array().notNull().default(sql`'{}'::text[]`),
    /** schema.org employmentType: FULL_TIME, PART_TIME, CONTRACTOR, TEMPORARY, INTERN. */
    employmentType: varchar('employment_type', { length: 20 }).notNull(),
    summary: varchar('summary', { length: 600 }).notNull(),
    responsibilities: text('responsibilities').array().notNull(),
    requirements: text('requirements').array().notNull(),
    benefits: text('benefits').array().notNull().default(sql`'{}'::text[]`),
    /** One of the two: where applications go. */
    applyEmail: varchar('apply_email', { length: 320 }),
    applyUrl: text('apply_url'),
    validThrough: timestamp('valid_through', { withTimezone: true }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('job_openings_language_status_idx').on(table.language, table.status, table.validThrough),
    uniqueIndex('job_openings_translation_language_unique').on(table.translationGroup, table.language),
  ],
);

export type OpeningRow = typeof jobOpenings.$inferSelect;

/**
 * Integrations (lib/features/integrations): one record per partner system, its copy in both
 * languages side by side (`copy`: en and es) since a connector is one product under one name.
 * `availability` is the Live / Coming soon badge; `status` is the editorial state (draft or
 * published: only published ones are on the site).
 */
export const integrations = pgTable(
  'integrations',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 200 }).notNull().unique(),
    name: varchar('name', { length: 120 }).notNull(),
    /** ecommerce, shipping, oms or fraud (lib/features/integrations/shared/types.ts). */
    category: varchar('category', { length: 20 }).notNull(),
    /** live or comingSoon. */
    availability: varchar('availability', { length: 20 }).notNull().default('live'),
    status: varchar('status', { length: 20 }).notNull().default('draft'),
    /** The card's mark: a simple-icons slug, or a wordmark drawn in the brand's colour. */
    mark: jsonb('mark').notNull(),
    /** An uploaded logo (`/uploads/…`, lib/infra/uploads/logo-upload.ts) shown instead of the mark, or null. */
    logo: text('logo'),
    /** Per language: description, syncs in each direction, setup steps, requirements. */
    copy: jsonb('copy').notNull(),
    docsUrl: text('docs_url'),
    /** The directory's order within a category (the spec's order for the samples). */
    position: integer('position').notNull().default(0),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('integrations_status_idx').on(table.status, table.category, table.position)],
);

export type IntegrationRow = typeof integrations.$inferSelect;

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
    sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
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

/** Raw bytes (PostgreSQL `bytea`): a resource's PDF. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * The resource library (lib/features/resources): guides, reports, templates and checklists, one
 * row per language with the workflow states and translation groups of every published kind. A
 * gated resource is downloaded through a mailed link (`resource_download_tokens`); `downloads`
 * counts every file served.
 */
export const resources = pgTable(
  'resources',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 200 }).notNull().unique(),
    language: postLanguage('language').notNull(),
    status: postStatus('status').notNull().default('draft'),
    translationGroup: uuid('translation_group'),
    title: varchar('title', { length: 200 }).notNull(),
    summary: varchar('summary', { length: 600 }).notNull(),
    /** guide, report, template or checklist (lib/features/resources/shared/types.ts). */
    type: varchar('type', { length: 20 }).notNull(),
    /** What's inside: the bullet list of the resource's page. */
    inside: text('inside').array().notNull().default(sql`'{}'::text[]`),
    /** Behind the lead form (true) or a direct download. */
    gated: boolean('gated').notNull().default(true),
    downloads: integer('downloads').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('resources_language_status_idx').on(table.language, table.status, table.publishedAt),
    uniqueIndex('resources_translation_language_unique').on(table.translationGroup, table.language),
  ],
);

export type ResourceRow = typeof resources.$inferSelect;

/** A resource's PDF, checked by its bytes before it is stored; read only to serve it. */
export const resourceFiles = pgTable('resource_files', {
  resourceId: integer('resource_id')
    .primaryKey()
    .references(() => resources.id, { onDelete: 'cascade' }),
  bytes: bytea('bytes').notNull(),
  size: integer('size').notNull(),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A gated resource's download link: only the SHA-256 of its random token is kept, valid until `expires_at`. */
export const resourceDownloadTokens = pgTable(
  'resource_download_tokens',
  {
    tokenHash: char('token_hash', { length: 64 }).primaryKey(),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    leadId: uuid('lead_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('resource_download_tokens_expires_idx').on(table.expiresAt)],
);

/**
 * First-party analytics (lib/features/analytics, docs/analytics.md): one row per page view, event
 * or Web Vitals measurement. No cookie, address or cross-site identifier: `visitor` is a truncated
 * hash of the day's salt, the site's host, the address and the browser, which cannot be recomputed
 * once the salt is deleted after its day. Raw rows are deleted after ANALYTICS_RETENTION_DAYS.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The UTC day of `at`: the hash's day, and the unit of visitors and funnels. */
    day: date('day', { mode: 'string' }).notNull(),
    /** pageview, event or vital. */
    kind: varchar('kind', { length: 10 }).notNull(),
    /** The event's name (demo_opened…) or the metric's (LCP, INP, CLS, TTFB); empty for a page view. */
    name: varchar('name', { length: 24 }).notNull().default(''),
    /** A metric's value (ms, or unitless for CLS). */
    value: doublePrecision('value'),
    /** 16 hex digits of the day's visitor hash. */
    visitor: char('visitor', { length: 16 }).notNull(),
    path: varchar('path', { length: 200 }).notNull(),
    locale: varchar('locale', { length: 5 }).notNull(),
    /** The referring site's host, never its URL; null for direct visits and the site's own pages. */
    referrer: varchar('referrer', { length: 253 }),
    utmSource: varchar('utm_source', { length: 100 }),
    utmMedium: varchar('utm_medium', { length: 100 }),
    utmCampaign: varchar('utm_campaign', { length: 100 }),
    country: char('country', { length: 2 }),
    /** mobile, tablet or desktop, from the viewport's width. */
    device: varchar('device', { length: 8 }),
  },
  // No index on `at` alone: the retention deletes by day (each index costs every one of these rows).
  (table) => [index('analytics_events_day_kind_idx').on(table.day, table.kind), index('analytics_events_day_visitor_idx').on(table.day, table.visitor, table.at)],
);

/**
 * The dashboard's figures per UTC day, rolled up from the raw events once the day is over
 * (lib/features/analytics/rollup.ts) and kept after the raw rows are deleted. One row per day,
 * metric and key; visitors are per day (the salt changes daily), so the sums over days are the
 * dashboard's "visitor-days" exactly. `metric`: day, page, source, country, device, event,
 * notfound, referrer (a not-found path's referring host), funnel (`key`: opened/sent/booked as
 * 0/1, `path` the landing page), vital (`key` the metric, `hits` its measurements, and their
 * histogram: each value measured, ascending, and how many times).
 */
export const analyticsRollups = pgTable(
  'analytics_rollups',
  {
    day: date('day', { mode: 'string' }).notNull(),
    metric: varchar('metric', { length: 10 }).notNull(),
    /** The page (for country, device and event rows, '' stands for every page). */
    path: varchar('path', { length: 200 }).notNull().default(''),
    locale: varchar('locale', { length: 5 }).notNull().default(''),
    /** The source, country, device, event or metric name ('' for none or unknown). */
    key: varchar('key', { length: 253 }).notNull().default(''),
    visitors: integer('visitors').notNull().default(0),
    hits: integer('hits').notNull().default(0),
    vitalValues: doublePrecision('vital_values').array(),
    vitalCounts: integer('vital_counts').array(),
  },
  (table) => [index('analytics_rollups_metric_day_idx').on(table.metric, table.day)],
);

/** The days rolled up (the dashboard reads these from analytics_rollups, later ones from the raw events). */
export const analyticsRollupDays = pgTable('analytics_rollup_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  /** Raw events the day held, and in how many visitor ranges it was rolled up. */
  events: integer('events').notNull(),
  parts: integer('parts').notNull(),
  rolledAt: timestamp('rolled_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The day's random salt of the visitor hash, shared by every instance; deleted once its day is over. */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: varchar('salt', { length: 64 }).notNull(),
});
