/** The admin's view of the newsletter's subscribers: counts per language and state, a paged table, the CSV export. */
import 'server-only';
import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '@/lib/infra/db/queries';
import type { Database } from '@/lib/infra/db';
import { newsletterSubscribers } from './tables';
import { csvDocument } from '@/lib/infra/util/csv';
import { readPage } from '@/lib/infra/util/paging';
import type { ListLocale } from '@/lib/infra/subscriptions/mailing-list';
import { SUBSCRIBERS_PER_PAGE } from './shared/consent';
import type { SubscriberQuery, SubscriberState } from './shared/list-spec';

export type { SubscriberState };
export type SubscriberCounts = Record<ListLocale, Record<SubscriberState, number>>;

export async function subscriberCounts(db: Database): Promise<SubscriberCounts> {
  const rows = await db
    .select({ locale: newsletterSubscribers.locale, status: newsletterSubscribers.status, n: count() })
    .from(newsletterSubscribers)
    .groupBy(newsletterSubscribers.locale, newsletterSubscribers.status);
  const counts: SubscriberCounts = { en: { pending: 0, confirmed: 0, unsubscribed: 0 }, es: { pending: 0, confirmed: 0, unsubscribed: 0 } };
  for (const row of rows) counts[row.locale][row.status] = Number(row.n);
  return counts;
}

const columns = {
  id: newsletterSubscribers.id,
  email: newsletterSubscribers.email,
  locale: newsletterSubscribers.locale,
  status: newsletterSubscribers.status,
  requestedAt: newsletterSubscribers.requestedAt,
  confirmedAt: newsletterSubscribers.confirmedAt,
  unsubscribedAt: newsletterSubscribers.unsubscribedAt,
};

/** The admin list's filters, in SQL. */
function listFilters(query: SubscriberQuery): SQL | undefined {
  const term = query.search?.trim();
  return and(
    query.status ? eq(newsletterSubscribers.status, query.status) : undefined,
    query.language ? eq(newsletterSubscribers.locale, query.language) : undefined,
    query.ids ? (query.ids.length > 0 ? inArray(newsletterSubscribers.id, [...query.ids]) : sql`false`) : undefined,
    term ? ilike(newsletterSubscribers.email, containsPattern(term)) : undefined,
  );
}

/** The admin list's order (newest sign-up first by default); the id last, so a page boundary never shows a row twice. */
function listOrder(query: SubscriberQuery): SQL[] {
  const by = query.dir === 'asc' ? asc : desc;
  const column = query.sort === 'email' ? newsletterSubscribers.email : newsletterSubscribers.requestedAt;
  return [by(column), by(newsletterSubscribers.id)];
}

/** One page of subscribers, searched, filtered and ordered (`page` from 1; past the end: the last page), counted and read in SQL. */
export async function subscriberPage(db: Database, page: number, query: SubscriberQuery = {}, pageSize: number = SUBSCRIBERS_PER_PAGE) {
  const where = listFilters(query);
  return readPage(
    page,
    pageSize,
    async () => (await db.select({ count: count() }).from(newsletterSubscribers).where(where))[0]?.count ?? 0,
    (limit, offset) => db.select(columns).from(newsletterSubscribers).where(where).orderBy(...listOrder(query)).limit(limit).offset(offset),
  );
}

export type SubscriberListRow = Awaited<ReturnType<typeof subscriberPage>>['rows'][number];

/** These subscribers (a bulk selection, at most MAX_BULK_IDS), in the order of `ids`; unknown ids left out. */
export async function subscribersByIds(db: Database, ids: readonly number[]): Promise<SubscriberListRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.select(columns).from(newsletterSubscribers).where(inArray(newsletterSubscribers.id, [...ids]));
  const found = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => found.get(id) ?? []);
}

/**
 * Deletes these subscribers (a bulk selection): their tokens go with them; their consent records
 * stay (the proof of what was agreed), no longer linked. Returns the addresses deleted.
 */
export async function deleteSubscribers(db: Database, ids: readonly number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.delete(newsletterSubscribers).where(inArray(newsletterSubscribers.id, [...ids])).returning({ email: newsletterSubscribers.email });
  return rows.map((row) => row.email);
}

/** The most subscribers one filtered export holds (read a page at a time). */
const MAX_EXPORT = 100_000;

/**
 * Subscribers as CSV (cells a spreadsheet would run as formulas defused, lib/infra/util/csv): a
 * selection (`ids`), or the list as filtered by `query` (everyone when it asks nothing).
 */
export async function subscribersCsv(db: Database, query: SubscriberQuery = {}): Promise<{ csv: string; count: number }> {
  const rows: SubscriberListRow[] = [];
  if (query.ids) rows.push(...(await subscribersByIds(db, query.ids)));
  else {
    for (let page = 1; rows.length < MAX_EXPORT; page += 1) {
      const found = await subscriberPage(db, page, query, 100);
      rows.push(...found.rows);
      if (found.page >= found.pageCount) break;
    }
  }
  const csv = csvDocument(
    ['email', 'language', 'status', 'requested_at', 'confirmed_at', 'unsubscribed_at'],
    rows.map((row) => [row.email, row.locale, row.status, row.requestedAt, row.confirmedAt, row.unsubscribedAt]),
  );
  return { csv, count: rows.length };
}
