/** The admin's view of the newsletter's subscribers: counts per language and state, a paged table, the CSV export. */
import 'server-only';
import { count, desc } from 'drizzle-orm';
import type { Database } from '@/lib/infra/db';
import { newsletterSubscribers } from './tables';
import { csvDocument } from '@/lib/infra/util/csv';
import { readPage } from '@/lib/infra/util/paging';
import type { ListLocale } from '@/lib/infra/subscriptions/mailing-list';
import { SUBSCRIBERS_PER_PAGE } from './shared/consent';

export type SubscriberState = 'pending' | 'confirmed' | 'unsubscribed';
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
  email: newsletterSubscribers.email,
  locale: newsletterSubscribers.locale,
  status: newsletterSubscribers.status,
  requestedAt: newsletterSubscribers.requestedAt,
  confirmedAt: newsletterSubscribers.confirmedAt,
  unsubscribedAt: newsletterSubscribers.unsubscribedAt,
};

/** One page of subscribers, newest first (`page` from 1; past the end: the last page), counted and read in SQL. */
export async function subscriberPage(db: Database, page: number) {
  return readPage(
    page,
    SUBSCRIBERS_PER_PAGE,
    async () => (await db.select({ count: count() }).from(newsletterSubscribers))[0]?.count ?? 0,
    (limit, offset) => db.select(columns).from(newsletterSubscribers).orderBy(desc(newsletterSubscribers.requestedAt), desc(newsletterSubscribers.id)).limit(limit).offset(offset),
  );
}

/** Every subscriber as CSV (cells a spreadsheet would run as formulas defused, lib/infra/util/csv). */
export async function subscribersCsv(db: Database): Promise<{ csv: string; count: number }> {
  const rows = await db.select(columns).from(newsletterSubscribers).orderBy(newsletterSubscribers.id);
  const csv = csvDocument(
    ['email', 'language', 'status', 'requested_at', 'confirmed_at', 'unsubscribed_at'],
    rows.map((row) => [row.email, row.locale, row.status, row.requestedAt, row.confirmedAt, row.unsubscribedAt]),
  );
  return { csv, count: rows.length };
}
