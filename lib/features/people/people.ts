/**
 * The People page's store: the team's accounts, their roles, deactivation (which ends every
 * session at once), and invitations — one-time links, valid INVITE_LIFETIME_MS, to set a password.
 */
import 'server-only';
import { and, asc, count, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '@/lib/infra/db/client';
import { sessions, userInvites, users } from './tables';
import { hashPassword } from './password';
import type { ASSIGNABLE_ROLES } from './shared/permissions';
import { readPage, type Paged } from '@/lib/infra/util/paging';
import { hashToken, isWellFormedToken, newToken } from '@/lib/infra/util/tokens';
import type { Role } from './shared/types';
import { emailProblem, normalizeEmail, passwordProblem } from './users';

export const INVITE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export interface Person {
  id: number;
  email: string;
  role: Role;
  deactivated: boolean;
  createdAt: string;
}

export interface PendingInvite {
  id: number;
  email: string;
  role: Role;
  expiresAt: string;
}

/** `replaced`: an open invitation to the same address existed; its link no longer works. */
export type InviteResult = { ok: true; token: string; expiresAt: Date; replaced: boolean } | { ok: false; reason: 'invalid-email' | 'exists' };
export type AcceptResult = { ok: true; user: { id: number; email: string; role: Role } } | { ok: false; reason: 'invalid-token' | 'weak-password'; problem?: string };
/** The first key of the advisory lock that makes invitations to one address take turns (the second is the address's hash). */
const INVITE_LOCK = 38;

/** `last-admin`: the change would leave no active admin, and nobody could manage people any more. */
export type ChangeResult = { ok: true } | { ok: false; reason: 'not-found' | 'last-admin' };

type OpenDatabase = () => Promise<Database>;

export function createPeopleStore(database: OpenDatabase, now: () => Date = () => new Date()) {
  return {
    list(): Promise<Person[]> {
      return listPeople(database);
    },

    /** A page of the accounts in email order, counted and read in SQL. */
    page(page: number, pageSize: number): Promise<Paged<Person>> {
      return pageOfPeople(database, page, pageSize);
    },

    pendingInvites(): Promise<PendingInvite[]> {
      return pendingInvites(database, now);
    },

    /**
     * A new invitation; the token is returned once (only its hash is kept). It replaces any unused
     * invitation to the address: one open link per address, the latest (with the latest role).
     */
    invite(email: string, role: AssignableRole, createdBy: number): Promise<InviteResult> {
      return invite(database, now, email, role, createdBy);
    },

    /** The invitation a token opens, while it is unused and unexpired. */
    inviteFor(token: string): Promise<PendingInvite | null> {
      return inviteFor(database, now, token);
    },

    /**
     * Sets the password and creates the account. The invitation is marked used in the same
     * transaction (a second use, even at the same moment, finds it used).
     */
    accept(token: string, password: string): Promise<AcceptResult> {
      return accept(database, now, token, password);
    },

    setRole(userId: number, role: AssignableRole): Promise<ChangeResult> {
      return setRole(database, now, userId, role);
    },

    /** Deactivated: no sign-in, and every session ends now. Reactivated: may sign in again. */
    setActive(userId: number, active: boolean): Promise<ChangeResult> {
      return setActive(database, now, userId, active);
    },
  };
}

const toPerson = (row: typeof users.$inferSelect): Person => ({ id: row.id, email: row.email, role: row.role, deactivated: row.deactivatedAt !== null, createdAt: row.createdAt.toISOString() });

async function listPeople(database: OpenDatabase): Promise<Person[]> {
  const db = await database();
  return (await db.select().from(users).orderBy(asc(users.email))).map(toPerson);
}

async function pageOfPeople(database: OpenDatabase, page: number, pageSize: number): Promise<Paged<Person>> {
  const db = await database();
  return readPage(
    page,
    pageSize,
    async () => (await db.select({ count: count() }).from(users))[0]?.count ?? 0,
    async (limit, offset) => (await db.select().from(users).orderBy(asc(users.email), asc(users.id)).limit(limit).offset(offset)).map(toPerson),
  );
}

async function pendingInvites(database: OpenDatabase, now: () => Date): Promise<PendingInvite[]> {
  const db = await database();
  const rows = await db
    .select()
    .from(userInvites)
    .where(and(isNull(userInvites.usedAt), gt(userInvites.expiresAt, now())))
    .orderBy(asc(userInvites.email));
  return rows.map((row) => ({ id: row.id, email: row.email, role: row.role, expiresAt: row.expiresAt.toISOString() }));
}

async function invite(database: OpenDatabase, now: () => Date, email: string, role: AssignableRole, createdBy: number): Promise<InviteResult> {
  if (emailProblem(email)) return { ok: false, reason: 'invalid-email' };
  const normalized = normalizeEmail(email);
  const token = newToken();
  const expiresAt = new Date(now().getTime() + INVITE_LIFETIME_MS);
  const db = await database();
  return db.transaction(async (tx) => {
    // Two invitations to one address at once take turns: the second replaces the first.
    await tx.execute(sql`select pg_advisory_xact_lock(${INVITE_LOCK}, hashtext(${normalized}))`);
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, normalized)).limit(1);
    if (existing) return { ok: false, reason: 'exists' } as const;
    const dropped = await tx
      .delete(userInvites)
      .where(and(eq(userInvites.email, normalized), isNull(userInvites.usedAt)))
      .returning({ expiresAt: userInvites.expiresAt });
    await tx.insert(userInvites).values({ tokenHash: hashToken(token), email: normalized, role, createdBy, expiresAt });
    return { ok: true, token, expiresAt, replaced: dropped.some((invite) => invite.expiresAt > now()) } as const;
  });
}

/** Unused and unexpired invitations, matched by their token's hash. */
const openInvite = (token: string, at: Date) =>
  and(eq(userInvites.tokenHash, hashToken(token)), isNull(userInvites.usedAt), gt(userInvites.expiresAt, at));

async function inviteFor(database: OpenDatabase, now: () => Date, token: string): Promise<PendingInvite | null> {
  if (!isWellFormedToken(token)) return null;
  const db = await database();
  const [row] = await db.select().from(userInvites).where(openInvite(token, now())).limit(1);
  return row ? { id: row.id, email: row.email, role: row.role, expiresAt: row.expiresAt.toISOString() } : null;
}

async function accept(database: OpenDatabase, now: () => Date, token: string, password: string): Promise<AcceptResult> {
  const problem = passwordProblem(password);
  if (problem) return { ok: false, reason: 'weak-password', problem };
  if (!isWellFormedToken(token)) return { ok: false, reason: 'invalid-token' };
  // Checked before hashing: a made-up token costs a lookup, not an argon2 hash.
  if (!(await inviteFor(database, now, token))) return { ok: false, reason: 'invalid-token' };
  const passwordHash = await hashPassword(password);
  const db = await database();
  return db.transaction(async (tx) => {
    const [used] = await tx.update(userInvites).set({ usedAt: now() }).where(openInvite(token, now())).returning();
    if (!used) return { ok: false, reason: 'invalid-token' } as const;
    const [user] = await tx
      .insert(users)
      .values({ email: used.email, passwordHash, role: used.role })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id, email: users.email, role: users.role });
    if (!user) return { ok: false, reason: 'invalid-token' } as const;
    return { ok: true, user } as const;
  });
}

async function setRole(database: OpenDatabase, now: () => Date, userId: number, role: AssignableRole): Promise<ChangeResult> {
  const db = await database();
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return { ok: false, reason: 'not-found' };
  if (user.role === 'admin' && role !== 'admin' && (await otherActiveAdmins(db, userId)) === 0) return { ok: false, reason: 'last-admin' };
  await db.update(users).set({ role, updatedAt: now() }).where(eq(users.id, userId));
  return { ok: true };
}

async function setActive(database: OpenDatabase, now: () => Date, userId: number, active: boolean): Promise<ChangeResult> {
  const db = await database();
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return { ok: false, reason: 'not-found' };
  if (!active && user.role === 'admin' && (await otherActiveAdmins(db, userId)) === 0) return { ok: false, reason: 'last-admin' };
  await db.transaction(async (tx) => {
    await tx.update(users).set({ deactivatedAt: active ? null : now(), updatedAt: now() }).where(eq(users.id, userId));
    if (!active) await tx.delete(sessions).where(eq(sessions.userId, userId));
  });
  return { ok: true };
}

/** Active admins other than `userId`: a change that would leave none is refused. */
async function otherActiveAdmins(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.deactivatedAt), ne(users.id, userId)));
  return Number(row?.n ?? 0);
}

export type PeopleStore = ReturnType<typeof createPeopleStore>;
