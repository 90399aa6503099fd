/**
 * Invitations: one-time links, valid INVITE_LIFETIME_MS, to set a password and join with a role.
 * One open link per address (a new invitation or a resend replaces the last); a link that stops
 * working keeps its row, so the join page can say why (expired, withdrawn, replaced, used).
 */
import 'server-only';
import { aliasedTable, and, count, desc, eq, gt, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '@/lib/infra/db/client';
import { hashToken, isWellFormedToken, newToken } from '@/lib/infra/util/tokens';
import { userInvites, users } from './tables';
import { hashPassword } from './password';
import type { ASSIGNABLE_ROLES } from './shared/permissions';
import type { Role } from './shared/types';
import { emailProblem, normalizeEmail, passwordProblem } from './users';
import { INVITE_SENDS_PER_DAY } from './shared/invite-limits';

export const INVITE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
export { INVITE_SENDS_PER_DAY };
/** How long an expired invitation stays on People, to be resent or withdrawn. */
const EXPIRED_SHOWN_MS = 30 * 24 * 60 * 60 * 1000;
/** The most pending invitations People lists (the newest first); the count says how many there are. */
export const PENDING_SHOWN = 100;
/** The first key of the advisory lock that makes invitations to one address take turns (the second is the address's hash). */
const INVITE_LOCK = 38;
const DAY_MS = 86_400_000;
/**
 * Closed invitations (used, withdrawn, replaced, or expired) are kept this long, so an old link says
 * why it stopped working; each new invitation deletes the older ones (a link past it reads "not valid").
 */
export const CLOSED_KEPT_MS = 90 * DAY_MS;

export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export interface PendingInvite {
  id: number;
  email: string;
  role: Role;
  /** Who invited (null once that account is gone). */
  invitedBy: string | null;
  sentAt: string;
  expiresAt: string;
  expired: boolean;
}

/** Why an invitation's link does not work: unknown, or which way it closed. */
export type ClosedInvite = 'invalid-token' | 'expired' | 'revoked' | 'replaced' | 'used';
export type InviteLookup = { open: true; invite: { id: number; email: string; role: Role; expiresAt: string } } | { open: false; reason: ClosedInvite };

/** `replaced`: an open invitation to the same address existed; its link no longer works. */
export type InviteResult = { ok: true; token: string; email: string; role: AssignableRole; expiresAt: Date; replaced: boolean } | { ok: false; reason: 'invalid-email' | 'exists' | 'rate-limited' };
export type ResendResult = InviteResult | { ok: false; reason: 'not-found' };
export type AcceptResult = { ok: true; user: { id: number; email: string; role: Role } } | { ok: false; reason: ClosedInvite | 'weak-password'; problem?: string };

type OpenDatabase = () => Promise<Database>;
type Clock = () => Date;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Unused, unwithdrawn invitations (expired ones included). */
const notClosed = and(isNull(userInvites.usedAt), isNull(userInvites.revokedAt));

/** The invitations People lists: open, or expired in the last 30 days; the newest first. */
export async function pendingInvites(database: OpenDatabase, now: Clock): Promise<{ rows: PendingInvite[]; total: number }> {
  const db = await database();
  const at = now();
  const shown = and(notClosed, gt(userInvites.expiresAt, new Date(at.getTime() - EXPIRED_SHOWN_MS)));
  const inviter = aliasedTable(users, 'inviter');
  const [rows, [counted]] = await Promise.all([
    db
      .select({ invite: userInvites, invitedBy: inviter.email })
      .from(userInvites)
      .leftJoin(inviter, eq(inviter.id, userInvites.createdBy))
      .where(shown)
      .orderBy(desc(userInvites.createdAt), desc(userInvites.id))
      .limit(PENDING_SHOWN),
    db.select({ count: count() }).from(userInvites).where(shown),
  ]);
  return {
    total: counted?.count ?? 0,
    rows: rows.map(({ invite, invitedBy }) => ({
      id: invite.id,
      email: invite.email,
      role: invite.role,
      invitedBy,
      sentAt: invite.createdAt.toISOString(),
      expiresAt: invite.expiresAt.toISOString(),
      expired: invite.expiresAt <= at,
    })),
  };
}

/**
 * A new invitation; the token is returned once (only its hash is kept). It replaces any unused
 * invitation to the address: one open link per address, the latest (with the latest role).
 */
export async function invite(database: OpenDatabase, now: Clock, email: string, role: AssignableRole, createdBy: number): Promise<InviteResult> {
  if (emailProblem(email)) return { ok: false, reason: 'invalid-email' };
  const db = await database();
  return db.transaction((tx) => issue(tx, now, normalizeEmail(email), role, createdBy));
}

/**
 * A new link for a pending (or recently expired) invitation, with a new lifetime; the old link
 * stops working ("replaced"). The invitation keeps its inviter and role.
 */
export async function resend(database: OpenDatabase, now: Clock, inviteId: number): Promise<ResendResult> {
  const db = await database();
  const [row] = await db.select().from(userInvites).where(and(eq(userInvites.id, inviteId), notClosed)).limit(1);
  if (!row || row.role === 'user') return { ok: false, reason: 'not-found' };
  const { email, role, createdBy } = row;
  return db.transaction(async (tx) => {
    await lockAddress(tx, email);
    // Used, withdrawn or replaced while the admin looked at it: nothing to resend.
    const [still] = await tx.select({ id: userInvites.id }).from(userInvites).where(and(eq(userInvites.id, inviteId), notClosed)).limit(1);
    return still ? issue(tx, now, email, role, createdBy) : ({ ok: false, reason: 'not-found' } as const);
  });
}

/** Withdraws an invitation: its link stops working at once and says so. */
export async function revoke(database: OpenDatabase, now: Clock, inviteId: number): Promise<{ ok: true; email: string } | { ok: false; reason: 'not-found' }> {
  const db = await database();
  const [row] = await db
    .update(userInvites)
    .set({ revokedAt: now(), revokeReason: 'revoked' })
    .where(and(eq(userInvites.id, inviteId), notClosed))
    .returning({ email: userInvites.email });
  return row ? { ok: true, email: row.email } : { ok: false, reason: 'not-found' };
}

/** Two invitations to one address at once take turns: the second replaces the first (the lock is re-entrant). */
async function lockAddress(tx: Transaction, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${INVITE_LOCK}, hashtext(${email}))`);
}

/**
 * Issues a link to `email` under the address's lock: refused when the address has an account or
 * had its day's invitations; replaces the unused ones.
 */
async function issue(tx: Transaction, now: Clock, email: string, role: AssignableRole, createdBy: number | null): Promise<InviteResult> {
  await lockAddress(tx, email);
  const at = now();
  const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (existing) return { ok: false, reason: 'exists' };
  const [sent] = await tx
    .select({ count: count() })
    .from(userInvites)
    .where(and(eq(userInvites.email, email), gt(userInvites.createdAt, new Date(at.getTime() - DAY_MS))));
  if ((sent?.count ?? 0) >= INVITE_SENDS_PER_DAY) return { ok: false, reason: 'rate-limited' };
  const replaced = await tx
    .update(userInvites)
    .set({ revokedAt: at, revokeReason: 'replaced' })
    .where(and(eq(userInvites.email, email), notClosed))
    .returning({ expiresAt: userInvites.expiresAt });
  const token = newToken();
  const expiresAt = new Date(at.getTime() + INVITE_LIFETIME_MS);
  await tx.insert(userInvites).values({ tokenHash: hashToken(token), email, role, createdBy, createdAt: at, expiresAt });
  const kept = new Date(at.getTime() - CLOSED_KEPT_MS);
  await tx.delete(userInvites).where(and(lt(userInvites.createdAt, kept), or(isNotNull(userInvites.usedAt), isNotNull(userInvites.revokedAt), lte(userInvites.expiresAt, at))));
  return { ok: true, token, email, role, expiresAt, replaced: replaced.some((old) => old.expiresAt > at) };
}

/** What a token opens: its invitation while unused, unexpired and not withdrawn; else why not. */
export async function lookUpInvite(database: OpenDatabase, now: Clock, token: string): Promise<InviteLookup> {
  if (!isWellFormedToken(token)) return { open: false, reason: 'invalid-token' };
  const db = await database();
  const [row] = await db.select().from(userInvites).where(eq(userInvites.tokenHash, hashToken(token))).limit(1);
  if (!row) return { open: false, reason: 'invalid-token' };
  if (row.usedAt) return { open: false, reason: 'used' };
  if (row.revokeReason) return { open: false, reason: row.revokeReason };
  if (row.expiresAt <= now()) return { open: false, reason: 'expired' };
  return { open: true, invite: { id: row.id, email: row.email, role: row.role, expiresAt: row.expiresAt.toISOString() } };
}

/** Unused, unwithdrawn and unexpired invitations, matched by their token's hash. */
const openInvite = (token: string, at: Date) => and(eq(userInvites.tokenHash, hashToken(token)), notClosed, gt(userInvites.expiresAt, at));

/**
 * Sets the password and creates the account. The invitation is marked used in the same
 * transaction (a second use, even at the same moment, finds it used).
 */
export async function accept(database: OpenDatabase, now: Clock, token: string, password: string): Promise<AcceptResult> {
  const problem = passwordProblem(password);
  if (problem) return { ok: false, reason: 'weak-password', problem };
  // Checked before hashing: a made-up token costs a lookup, not an argon2 hash.
  const found = await lookUpInvite(database, now, token);
  if (!found.open) return { ok: false, reason: found.reason };
  const passwordHash = await hashPassword(password);
  const db = await database();
  return db.transaction(async (tx) => {
    const [used] = await tx.update(userInvites).set({ usedAt: now() }).where(openInvite(token, now())).returning();
    if (!used) return { ok: false, reason: 'used' } as const;
    const [user] = await tx
      .insert(users)
      .values({ email: used.email, passwordHash, role: used.role })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id, email: users.email, role: users.role });
    if (!user) return { ok: false, reason: 'used' } as const;
    return { ok: true, user } as const;
  });
}
