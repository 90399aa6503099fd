/** The redirects table: reads for the admin screen and the in-memory table, writes that keep one hop at most. */
import 'server-only';
import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import type { Database } from '@/lib/infra/db/client';
import { redirects, type RedirectRow } from '@/lib/infra/db/schema';
import { isUniqueViolation } from '@/lib/infra/db/errors';
import type { RedirectStatus, RuleShape } from './shared/rules';

export type Redirect = RuleShape & { id: number; origin: 'manual' | 'auto'; updatedAt: Date };

const fromRow = (row: RedirectRow): Redirect => ({
  id: row.id,
  source: row.source,
  target: row.target,
  status: row.status as RedirectStatus,
  origin: row.origin === 'auto' ? 'auto' : 'manual',
  updatedAt: row.updatedAt,
});

export async function listRedirects(db: Database): Promise<Redirect[]> {
  return (await db.select().from(redirects).orderBy(asc(redirects.source))).map(fromRow);
}

export async function redirectById(db: Database, id: number): Promise<Redirect | null> {
  const [row] = await db.select().from(redirects).where(eq(redirects.id, id));
  return row ? fromRow(row) : null;
}

/**
 * A cheap fingerprint of the table, read by every instance's refresh loop: rows added or edited
 * move the newest update time, rows removed move the count.
 */
export async function redirectsSignature(db: Database): Promise<string> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, newest: sql<string | null>`max(${redirects.updatedAt})::text`, top: sql<number | null>`max(${redirects.id})` })
    .from(redirects);
  return `${row?.count ?? 0}:${row?.newest ?? ''}:${row?.top ?? 0}`;
}

/** Adds (`id` null) or changes a rule; 'taken' when another rule has that source, null when `id` is unknown. */
export async function saveRedirect(db: Database, id: number | null, rule: RuleShape, origin: 'manual' | 'auto' = 'manual'): Promise<Redirect | 'taken' | null> {
  const values = { source: rule.source, target: rule.status === 410 ? null : rule.target, status: rule.status, origin, updatedAt: new Date() };
  try {
    const [row] = id === null ? await db.insert(redirects).values(values).returning() : await db.update(redirects).set(values).where(eq(redirects.id, id)).returning();
    return row ? fromRow(row) : null;
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
}

export async function deleteRedirect(db: Database, id: number): Promise<Redirect | null> {
  const [row] = await db.delete(redirects).where(eq(redirects.id, id)).returning();
  return row ? fromRow(row) : null;
}

/**
 * A renamed page: `from` answers 308 to `to`. Rules that led to `from` now lead to `to` (no
 * second hop), and a rule on `to` itself (an earlier rename back) goes, or it would loop.
 */
export async function redirectRenamed(db: Database, from: string, to: string): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx.delete(redirects).where(eq(redirects.source, to));
    await tx.update(redirects).set({ target: to, updatedAt: now }).where(and(eq(redirects.target, from), ne(redirects.source, from)));
    await tx
      .insert(redirects)
      .values({ source: from, target: to, status: 308, origin: 'auto', updatedAt: now })
      .onConflictDoUpdate({ target: redirects.source, set: { target: to, status: 308, origin: 'auto', updatedAt: now } });
  });
}

/** A deleted page: `path` answers 410, and so do the rules that led to it. */
export async function markGone(db: Database, path: string): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx.update(redirects).set({ target: null, status: 410, updatedAt: now }).where(eq(redirects.target, path));
    await tx
      .insert(redirects)
      .values({ source: path, target: null, status: 410, origin: 'auto', updatedAt: now })
      .onConflictDoUpdate({ target: redirects.source, set: { target: null, status: 410, origin: 'auto', updatedAt: now } });
  });
}

/** A page published at `path`: an automatic rule or a 410 there would hide it, so it goes. */
export async function releasePath(db: Database, path: string): Promise<boolean> {
  const removed = await db
    .delete(redirects)
    .where(and(eq(redirects.source, path), or(eq(redirects.origin, 'auto'), eq(redirects.status, 410))))
    .returning({ id: redirects.id });
  return removed.length > 0;
}

/** An import: every rule added or, for a source already there, replaced, in one transaction. */
export async function importRedirects(db: Database, rules: readonly RuleShape[]): Promise<number> {
  const now = new Date();
  await db.transaction(async (tx) => {
    for (const rule of rules) {
      const values = { source: rule.source, target: rule.status === 410 ? null : rule.target, status: rule.status, origin: 'manual', updatedAt: now };
      await tx.insert(redirects).values(values).onConflictDoUpdate({ target: redirects.source, set: values });
    }
  });
  return rules.length;
}
