/**
 * Database sessions. The browser holds a random token (32 bytes, base64url); the database holds its
 * SHA-256 only, so a leaked table or backup does not let anyone sign in. A session ends after
 * SESSION_IDLE_TIMEOUT_MS without use, or SESSION_ABSOLUTE_TIMEOUT_MS after sign-in, whichever
 * comes first.
 */
import 'server-only';
import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '@/lib/infra/db/client';
import { getDatabase } from '@/lib/infra/db';
import { sessions, users } from './tables';
import { hashToken, isWellFormedToken, newToken } from '@/lib/infra/util/tokens';
import type { AuthUser } from './shared/types';

/** Idle timeout: 2 hours without a request ends the session. */
export const SESSION_IDLE_TIMEOUT_MS = 2 * 60 * 60 * 1000;
/** Absolute lifetime: 12 hours after sign-in the session ends, however active (also the cookie's max age). */
export const SESSION_ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
/**
 * `last_seen_at` moves at most this often, so that a page with many requests does not write for
 * each. The idle timeout is therefore exact to within this interval.
 */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;

export const hashSessionToken = hashToken;

export interface SessionInfo {
  id: number;
  userId: number;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  ip: string | null;
  userAgent: string | null;
}

export interface ValidSession {
  user: AuthUser;
  session: SessionInfo;
}

export interface SessionStore {
  /** A new session for the user; returns the raw token for the cookie (not stored anywhere). */
  createSession(userId: number, client: { ip?: string | null; userAgent?: string | null }): Promise<string>;
  /** The session's user, or null when the token is unknown, malformed or expired (an expired session is deleted). */
  validateSession(token: string | null | undefined): Promise<ValidSession | null>;
  /** Ends one session; false when there was none. */
  revokeSession(token: string | null | undefined): Promise<boolean>;
  /** Ends every session of a user (password change, removed access); returns how many. */
  revokeUserSessions(userId: number): Promise<number>;
  /** Deletes every expired session; returns how many. */
  purgeExpiredSessions(): Promise<number>;
}

export interface SessionStoreOptions {
  /** The clock (tests move it). */
  now?: () => Date;
}

const clip = (value: string | null | undefined, length: number) => (value ? value.slice(0, length) : null);

const later = (date: Date, ms: number) => new Date(date.getTime() + ms);

type OpenDatabase = () => Promise<Database>;
type Now = () => Date;

export function createSessionStore(getDb: OpenDatabase, options: SessionStoreOptions = {}): SessionStore {
  const now = options.now ?? (() => new Date());
  return {
    createSession: (userId, client) => createSession(getDb, now, userId, client),
    validateSession: (token) => validateSession(getDb, now, token),
    revokeSession: (token) => revokeSession(getDb, token),
    revokeUserSessions: (userId) => revokeUserSessions(getDb, userId),
    purgeExpiredSessions: () => purgeExpiredSessions(getDb, now),
  };
}

async function createSession(getDb: OpenDatabase, now: Now, userId: number, client: { ip?: string | null; userAgent?: string | null }): Promise<string> {
  const db = await getDb();
  // Sign-ins are rare: a good moment to clear what has expired since the last one.
  await purgeExpiredSessions(getDb, now);
  const token = newToken();
  const at = now();
  await db.insert(sessions).values({
    tokenHash: hashSessionToken(token),
    userId,
    createdAt: at,
    lastSeenAt: at,
    expiresAt: later(at, SESSION_ABSOLUTE_TIMEOUT_MS),
    ip: clip(client.ip, 64),
    userAgent: clip(client.userAgent, 512),
  });
  return token;
}

async function validateSession(getDb: OpenDatabase, now: Now, token: string | null | undefined): Promise<ValidSession | null> {
  if (!isWellFormedToken(token)) return null;
  const db = await getDb();
  const [row] = await db
    .select({ session: sessions, user: { id: users.id, email: users.email, role: users.role, locale: users.locale } })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashSessionToken(token)), isNull(users.deactivatedAt)))
    .limit(1);
  if (!row) return null;

  const at = now();
  const { tokenHash: _, ...session } = row.session;
  if (session.expiresAt <= at || later(session.lastSeenAt, SESSION_IDLE_TIMEOUT_MS) <= at) {
    await db.delete(sessions).where(eq(sessions.id, session.id));
    return null;
  }
  if (at.getTime() - session.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, session.id));
    session.lastSeenAt = at;
  }
  return { user: row.user, session };
}

async function revokeSession(getDb: OpenDatabase, token: string | null | undefined): Promise<boolean> {
  if (!isWellFormedToken(token)) return false;
  const db = await getDb();
  const deleted = await db
    .delete(sessions)
    .where(eq(sessions.tokenHash, hashSessionToken(token)))
    .returning({ id: sessions.id });
  return deleted.length > 0;
}

async function revokeUserSessions(getDb: OpenDatabase, userId: number): Promise<number> {
  const db = await getDb();
  const deleted = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return deleted.length;
}

async function purgeExpiredSessions(getDb: OpenDatabase, now: Now): Promise<number> {
  const db = await getDb();
  const deleted = await db.delete(sessions).where(expired(now())).returning({ id: sessions.id });
  return deleted.length;
}

const expired = (at: Date) =>
  or(lte(sessions.expiresAt, at), lte(sessions.lastSeenAt, later(at, -SESSION_IDLE_TIMEOUT_MS)));

/** The session store on the site's database (opened on first use). */
export function sessionStore(): SessionStore {
  return createSessionStore(getDatabase);
}
