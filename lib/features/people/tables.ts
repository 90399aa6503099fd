/** Accounts, invitations, sessions and the sign-in trust of browsers and addresses (lib/features/people). */
import { sql } from 'drizzle-orm';
import { char, check, index, integer, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { USER_ROLES } from '@/lib/infra/db/values';
import { locales } from '@/lib/infra/routing/locales';

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
    /**
     * The language of the admin screens the person last signed in or saved from: their mails (review
     * notices) are written in it. Null until then (the site's default language).
     */
    locale: text('locale', { enum: locales }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('users_email_lower', sql`${table.email} = lower(${table.email})`),
    check('users_locale_check', sql`${table.locale} is null or ${table.locale} in (${sql.raw(locales.map((locale) => `'${locale}'`).join(', '))})`),
    check('users_role_check', sql`${table.role} in (${sql.raw(USER_ROLES.map((role) => `'${role}'`).join(', '))})`),
  ],
);

/** Why an invitation's link stopped working before use: an admin withdrew it, or a newer invitation replaced it. */
export const INVITE_REVOKE_REASONS = ['revoked', 'replaced'] as const;

/**
 * One-time links an admin hands to a new member to set a password (lib/features/people/people.ts). Only the
 * SHA-256 of the token is kept; closed rows stay, so an old link can say why it no longer works.
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
    /** Set when the link stops working before use: withdrawn by an admin, or replaced by a newer invitation (a resend). */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason', { enum: INVITE_REVOKE_REASONS }),
  },
  (table) => [
    index('user_invites_email_idx').on(table.email),
    check('user_invites_revoke_reason_check', sql`${table.revokeReason} is null or ${table.revokeReason} in ('revoked', 'replaced')`),
  ],
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

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type TrustedDeviceRow = typeof trustedDevices.$inferSelect;
