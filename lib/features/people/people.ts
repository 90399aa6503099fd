/**
 * The People page's store: the team's accounts, their roles, deactivation (which ends every
 * session at once), and invitations — one-time links, valid INVITE_LIFETIME_MS, to set a password.
 */
import 'server-only';
import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '@/lib/infra/db/client';
import { sessions, users } from './tables';
import { readPage, type Paged } from '@/lib/infra/util/paging';
import type { Locale } from '@/lib/infra/routing/locales';
import type { Role } from './shared/types';
import { accept, invite, lookUpInvite, pendingInvites, resend, revoke, type AcceptResult, type AssignableRole, type InviteLookup, type InviteResult, type PendingInvite, type ResendResult } from './invitations';

export { CLOSED_KEPT_MS, INVITE_LIFETIME_MS, INVITE_SENDS_PER_DAY, PENDING_SHOWN } from './invitations';
export type { AcceptResult, AssignableRole, ClosedInvite, InviteLookup, InviteResult, PendingInvite, ResendResult } from './invitations';

export interface Person {
  id: number;
  email: string;
  role: Role;
  deactivated: boolean;
  createdAt: string;
  /** The language their mails are written in (users.locale); null: the site's default. */
  locale: Locale | null;
}

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

    /**
     * Records the language of the admin screen a person signed in or saved from (their mails follow
     * it). Writes only when it changed; returns whether it did.
     */
    async rememberLocale(userId: number, locale: Locale): Promise<boolean> {
      const db = await database();
      const changed = await db
        .update(users)
        .set({ locale })
        .where(and(eq(users.id, userId), sql`${users.locale} is distinct from ${locale}`))
        .returning({ id: users.id });
      return changed.length > 0;
    },

    /** Invitations not yet used or withdrawn (expired ones for 30 days), the newest first, at most PENDING_SHOWN. */
    pendingInvites(): Promise<{ rows: PendingInvite[]; total: number }> {
      return pendingInvites(database, now);
    },

    /**
     * A new invitation; the token is returned once (only its hash is kept). It replaces any unused
     * invitation to the address: one open link per address, the latest (with the latest role).
     */
    invite(email: string, role: AssignableRole, createdBy: number): Promise<InviteResult> {
      return invite(database, now, email, role, createdBy);
    },

    /** A new link (and lifetime) for a pending invitation; the old link says it was replaced. */
    resend(inviteId: number): Promise<ResendResult> {
      return resend(database, now, inviteId);
    },

    /** Withdraws a pending invitation: its link stops working and says so. */
    revoke(inviteId: number) {
      return revoke(database, now, inviteId);
    },

    /** What a token opens, or why it no longer works. */
    lookUp(token: string): Promise<InviteLookup> {
      return lookUpInvite(database, now, token);
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

const toPerson = (row: typeof users.$inferSelect): Person => ({ id: row.id, email: row.email, role: row.role, deactivated: row.deactivatedAt !== null, createdAt: row.createdAt.toISOString(), locale: row.locale ?? null });

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
