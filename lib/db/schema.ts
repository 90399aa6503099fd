import { sql } from 'drizzle-orm';
import { bigint, char, check, date, index, integer, pgEnum, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';

export const postLanguage = pgEnum('post_language', ['en', 'es']);
export const postStatus = pgEnum('post_status', ['published', 'draft']);

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('posts_status_date_idx').on(table.status, table.date.desc(), table.id.desc()),
    index('posts_language_status_date_idx').on(table.language, table.status, table.date.desc(), table.id.desc()),
    index('posts_category_idx').on(table.category),
    uniqueIndex('posts_translation_language_unique').on(table.translationGroup, table.language),
  ],
);

export type PostRow = typeof posts.$inferSelect;
export type NewPostRow = typeof posts.$inferInsert;

export const leadKind = pgEnum('lead_kind', ['demo', 'contact']);
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
    /** A key of lib/leads/interests.ts. */
    interest: varchar('interest', { length: 64 }),
    message: text('message'),
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

/** `admin` may use the admin area; `user` is an account without that right. */
export const USER_ROLES = ['admin', 'user'] as const;

/** Admin-area accounts (lib/auth/users.ts). */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased, so that one address is one account whatever its spelling. */
    email: varchar('email', { length: 320 }).notNull().unique(),
    /** argon2id, PHC string format (lib/auth/password.ts). */
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: USER_ROLES }).notNull().default('user'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('users_email_lower', sql`${table.email} = lower(${table.email})`),
    check('users_role_check', sql`${table.role} in ('admin', 'user')`),
  ],
);

/**
 * Signed-in browsers (lib/auth/sessions.ts). Only the SHA-256 of the cookie's token is kept: the
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
 * Browsers that signed in to an account (the OWASP "device cookie", lib/auth/sign-in-trust.ts):
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
 * (lib/auth/sign-in-trust.ts). Kept in the clear: a hash of an IPv4 address is reversed by trying
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
 * Rate-limit counters shared by every instance (lib/rate-limit, lib/rate-limit/shared-token-bucket.ts),
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

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type TrustedDeviceRow = typeof trustedDevices.$inferSelect;
