/** The redirects table: reads for the admin screen and the in-memory table, writes that keep one hop at most. */
import 'server-only';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, asc, eq, gt, ilike, inArray, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/infra/db/client';
import { redirects, type RedirectRow } from './tables';
import { isUniqueViolation } from '@/lib/infra/db/errors';
import { readPage, type Paged } from '@/lib/infra/util/paging';
import type { RedirectStatus, RuleShape } from './shared/rules';
import { containsPattern } from '@/lib/infra/db/queries';

export type Redirect = RuleShape & { id: number; origin: 'manual' | 'auto'; updatedAt: Date };

const fromRow = (row: RedirectRow): Redirect => ({
  id: row.id,
  source: row.source,
  target: row.target,
  status: row.status as RedirectStatus,
  origin: row.origin === 'auto' ? 'auto' : 'manual',
  updatedAt: row.updatedAt,
});

/** Every rule (tests; the screen, the export and the live table read the table in pages). */
export async function listRedirects(db: Database): Promise<Redirect[]> {
  return (await db.select().from(redirects).orderBy(asc(redirects.source))).map(fromRow);
}

export async function countRedirects(db: Database): Promise<number> {
  return (await redirectsSize(db)).count;
}

/** How many rules, and how many characters their sources and targets hold (MAX_REDIRECTS, MAX_REDIRECT_TEXT). */
export async function redirectsSize(db: Database): Promise<{ count: number; text: number }> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, text: sql<number>`coalesce(sum(length(${redirects.source}) + coalesce(length(${redirects.target}), 0)), 0)::int` })
    .from(redirects);
  return { count: row?.count ?? 0, text: row?.text ?? 0 };
}

/** What the admin screen filters by: words in the source or target, and the answer. */
export interface RedirectFilter {
  q?: string;
  status?: RedirectStatus;
}


function filterSql({ q, status }: RedirectFilter): SQL | undefined {
  const words = q?.trim();
  let encoded = words;
  try {
    encoded = words && encodeURI(words);
  } catch {
    // a lone surrogate: searched as typed only
  }
  const patterns = [...new Set([words, encoded].filter((text): text is string => Boolean(text)).map(containsPattern))];
  const matches = patterns.flatMap((pattern) => [ilike(redirects.source, pattern), ilike(redirects.target, pattern)]);
  return and(matches.length > 0 ? or(...matches) : undefined, status === undefined ? undefined : eq(redirects.status, status));
}

/** One page of the rules in source order, filtered; counted and read in SQL. */
export async function redirectsPage(db: Database, filter: RedirectFilter, page: number, pageSize: number): Promise<Paged<Redirect>> {
  const where = filterSql(filter);
  return readPage(
    page,
    pageSize,
    async () => (await db.select({ count: sql<number>`count(*)::int` }).from(redirects).where(where))[0]?.count ?? 0,
    async (limit, offset) => (await db.select().from(redirects).where(where).orderBy(asc(redirects.source)).limit(limit).offset(offset)).map(fromRow),
  );
}

/** The rules after `source` in source order, `limit` of them: the export reads the table this way. */
export async function redirectsAfter(db: Database, source: string | null, limit: number): Promise<RuleShape[]> {
  const rows = await db
    .select({ source: redirects.source, target: redirects.target, status: redirects.status })
    .from(redirects)
    .where(source === null ? undefined : gt(redirects.source, source))
    .orderBy(asc(redirects.source))
    .limit(limit);
  return rows.map((row) => ({ ...row, status: row.status as RedirectStatus }));
}

/** The rules after `id`, `limit` of them, in id order: the live table is reloaded this way. */
export async function liveRowsAfter(db: Database, id: number, limit: number): Promise<(RuleShape & { id: number })[]> {
  const rows = await db
    .select({ id: redirects.id, source: redirects.source, target: redirects.target, status: redirects.status })
    .from(redirects)
    .where(gt(redirects.id, id))
    .orderBy(asc(redirects.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, status: row.status as RedirectStatus }));
}

/** The rules at `sources`, in id order (the order a reload meets them in). */
export async function liveRowsAt(db: Database, sources: readonly string[]): Promise<(RuleShape & { id: number })[]> {
  const found: (RuleShape & { id: number })[] = [];
  for (let at = 0; at < sources.length; at += 1_000) {
    const rows = await db
      .select({ id: redirects.id, source: redirects.source, target: redirects.target, status: redirects.status })
      .from(redirects)
      .where(inArray(redirects.source, sources.slice(at, at + 1_000)));
    for (const row of rows) found.push({ ...row, status: row.status as RedirectStatus });
  }
  return found.sort((a, b) => a.id - b.id);
}

/** How many rules other than those at `sources` were updated after `newest` (a timestamp as the signature gives it; '' for none). */
export async function updatedBesides(db: Database, newest: string, sources: readonly string[]): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(redirects)
    .where(and(newest === '' ? undefined : gt(redirects.updatedAt, sql`${newest}::timestamptz`), sources.length === 0 ? undefined : notInArray(redirects.source, [...sources])));
  return row?.count ?? 0;
}

/**
 * Where a stored target lands among the site's paths, in SQL: what `siteKeyOf` computes (the path
 * before any query, lower case, no trailing slash). An https target never equals a source.
 */
const landingSql = sql<string>`lower(rtrim(split_part(${redirects.target}, '?', 1), '/'))`;

/**
 * The rules a check of new rules needs (shared/rules.ts): those at `sources` or `landings` (the
 * paths the new rules' targets land on), and, for each source, one rule that lands on it and is not
 * being replaced (not at one of `sources`, not `exceptId`, the rule being edited). Indexed reads and
 * one pass over the targets; at most one row for each path given, whatever the table holds.
 */
export async function rulesAround(
  db: Database,
  { sources, landings, exceptId }: { sources: readonly string[]; landings: readonly string[]; exceptId?: number },
): Promise<Redirect[]> {
  const paths = [...new Set([...sources, ...landings])];
  if (paths.length === 0) return [];
  const at = await db.select().from(redirects).where(inArray(redirects.source, paths));
  const leading =
    sources.length === 0
      ? []
      : await db
          .selectDistinctOn([landingSql])
          .from(redirects)
          .where(and(inArray(landingSql, [...sources]), notInArray(redirects.source, [...sources]), exceptId === undefined ? undefined : ne(redirects.id, exceptId)))
          .orderBy(landingSql, asc(redirects.id));
  const read = new Set(at.map((row) => row.id));
  return [...at, ...leading.filter((row) => !read.has(row.id))].map(fromRow);
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

/** Rows an import writes per statement: other queries (visitors', the health check) run between two. */
export const IMPORT_CHUNK = 250;

/**
 * An import (already checked as a whole): every rule added or, for a source already there,
 * replaced, IMPORT_CHUNK rules per statement, each statement its own transaction, so no query
 * waits behind the whole file. Replacements are written first: a crash part-way leaves the
 * replacements done and some additions, a table with one hop at most (every part of a table
 * without chains has none), and importing the same file again completes it.
 */
export async function importRedirects(db: Database, rules: readonly RuleShape[]): Promise<number> {
  const now = new Date();
  const present = new Set<string>();
  for (let at = 0; at < rules.length; at += IMPORT_CHUNK * 4) {
    const sources = rules.slice(at, at + IMPORT_CHUNK * 4).map((rule) => rule.source);
    for (const row of await db.select({ source: redirects.source }).from(redirects).where(inArray(redirects.source, sources))) present.add(row.source);
  }
  const ordered = [...rules.filter((rule) => present.has(rule.source)), ...rules.filter((rule) => !present.has(rule.source))];
  for (let at = 0; at < ordered.length; at += IMPORT_CHUNK) {
    // Building each chunk's values is this thread's work: a turn of the event loop between two
    // statements lets requests in, however quickly the database (its own thread, or PostgreSQL) answers.
    if (at > 0) await nextTurn();
    const values = ordered.slice(at, at + IMPORT_CHUNK).map((rule) => ({ source: rule.source, target: rule.status === 410 ? null : rule.target, status: rule.status, origin: 'manual', updatedAt: now }));
    await db
      .insert(redirects)
      .values(values)
      .onConflictDoUpdate({
        target: redirects.source,
        set: { target: sql`excluded.target`, status: sql`excluded.status`, origin: sql`excluded.origin`, updatedAt: sql`excluded.updated_at` },
      });
  }
  return rules.length;
}
