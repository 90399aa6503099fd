/**
 * Daily rollups: each closed UTC day's raw events aggregated into `analytics_rollups`, the rows the
 * dashboard reads (docs/analytics.md, "Storage"). Every figure of the dashboard is a sum over days
 * of a per-day figure — visitors are per day since the salt changes daily, the funnel is per
 * visitor-day, a p75 is read from the histogram of measured values — so the sums of these rows give
 * exactly what the raw events give. The same shapes aggregate the raw events of the days not rolled
 * up yet (today, and yesterday for a few minutes), so a figure is always one query over both.
 * Each shape's rows are (day, path, locale, key, visitors, hits); the Web Vitals' add their
 * histogram (vital_values ascending, vital_counts).
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows as rows } from '@/lib/infra/db/queries';
import type { Database } from '@/lib/infra/db';

export const METRICS = ['day', 'page', 'source', 'country', 'device', 'event', 'notfound', 'referrer', 'funnel', 'vital'] as const;
export type Metric = (typeof METRICS)[number];

/**
 * Rows kept per metric, day and visitor range for what a client chooses freely (a UTM source, a
 * referring host, a made-up address, a country header): the most visited. A flood of distinct
 * values would otherwise make its day's rollup as large as its raw events, and keep it 25 months.
 */
export const ROLLUP_KEEP = 2_000;
const CAPPED: ReadonlySet<Metric> = new Set(['source', 'country', 'notfound', 'referrer']);

/** Raw events per rollup statement at most: a bigger day is rolled up in visitor ranges (a visitor-day never spans two). */
export const EVENTS_PER_PART = 20_000;
const MAX_PARTS = 256;

/** Day (and visitor range) of the raw events a shape reads. */
export type RawWhere = SQL;
/**
 * How a shape groups by page: `rollup` writes both the rows of each page and, for country, device
 * and event, those of every page together (path ''); `all` only the latter; `{ paths }` only those
 * pages' (the dashboard's page filter, a batch of Web Vitals, pushed down to the raw events).
 */
export type Scope = 'rollup' | 'all' | { paths: readonly string[] };

/** `path in (…)`, for a scope of pages. */
export const inPaths = (paths: readonly string[]) => sql`path in (${sql.join(paths.map((path) => sql`${path}`), sql`, `)})`;
const pageOnly = (scope: Scope) => (typeof scope === 'object' ? sql` and ${inPaths(scope.paths)}` : sql``);

/** Rows of metrics keyed by something besides the page (country, device, event): every page's, one page's, or both. */
function perKey(kind: string, key: SQL, scope: Scope, where: RawWhere): SQL {
  const counts = sql`count(distinct visitor)::int as visitors, count(*)::int as hits`;
  if (scope === 'all') {
    return sql`select day, ''::text as path, ''::text as locale, ${key}::text as key, ${counts}
               from analytics_events where kind = ${kind} and ${where} group by day, ${key}`;
  }
  if (typeof scope === 'object') {
    return sql`select day, path::text, ''::text as locale, ${key}::text as key, ${counts}
               from analytics_events where kind = ${kind} and ${where}${pageOnly(scope)} group by day, path, ${key}`;
  }
  return sql`select day, coalesce(path, '')::text as path, ''::text as locale, ${key}::text as key, ${counts}
             from analytics_events where kind = ${kind} and ${where} group by grouping sets ((day, ${key}), (day, path, ${key}))`;
}

/**
 * Each metric as rows (day, path, locale, key, visitors, hits[, vital_values, vital_counts]) of the raw events matching
 * `where`: what a day's rollup stores, and how the days not rolled up yet are read.
 */
export const SHAPES: Record<Metric, (where: RawWhere, scope: Scope) => SQL> = {
  day: (where, scope) =>
    sql`select day, ''::text as path, ''::text as locale, ''::text as key, count(distinct visitor)::int as visitors, count(*)::int as hits
        from analytics_events where kind = 'pageview' and ${where}${pageOnly(scope)} group by day`,
  page: (where, scope) =>
    sql`select day, path::text, locale::text, ''::text as key, count(distinct visitor)::int as visitors, count(*)::int as hits
        from analytics_events where kind = 'pageview' and ${where}${pageOnly(scope)} group by day, path, locale`,
  source: (where, scope) =>
    sql`select day, path::text, locale::text, coalesce(utm_source, referrer, '')::text as key, count(distinct visitor)::int as visitors, count(*)::int as hits
        from analytics_events where kind = 'pageview' and ${where}${pageOnly(scope)} group by day, path, locale, coalesce(utm_source, referrer, '')`,
  country: (where, scope) => perKey('pageview', sql`coalesce(country, '')`, scope, where),
  device: (where, scope) => perKey('pageview', sql`coalesce(device, '')`, scope, where),
  event: (where, scope) => perKey('event', sql`name`, scope, where),
  notfound: (where, scope) =>
    sql`select day, path::text, locale::text, ''::text as key, count(distinct visitor)::int as visitors, count(*)::int as hits
        from analytics_events where kind = 'notfound' and ${where}${pageOnly(scope)} group by day, path, locale`,
  // The referring hosts of each not-found path, for its most frequent one (mode() ignores direct hits).
  referrer: (where, scope) =>
    sql`select day, path::text, locale::text, referrer::text as key, 0 as visitors, count(*)::int as hits
        from analytics_events where kind = 'notfound' and referrer is not null and ${where}${pageOnly(scope)} group by day, path, locale, referrer`,
  // A visitor-day's landing page is its first page view that day. The steps are nested: a later step
  // implies the earlier ones (a booking needs a request, a request an open form, even where no script
  // reported them: a form sent without JavaScript), so each step is a subset of the one before and
  // no rate passes 100%. The language is that of the page of the visitor-day's furthest step (a
  // visitor landing in English who books on a Spanish page is counted in Spanish), else the landing page's.
  funnel: (where) =>
    sql`select l.day, l.path::text, coalesce(s.locale, l.locale)::text as locale,
               (case when s.opened or s.sent or s.booked then '1' else '0' end || case when s.sent or s.booked then '1' else '0' end || case when s.booked then '1' else '0' end) as key,
               count(*)::int as visitors, 0 as hits
        from (select distinct on (day, visitor) day, visitor, path, locale from analytics_events
              where kind = 'pageview' and ${where} order by day, visitor, at, id) l
        left join (select day, visitor, bool_or(name = 'demo_opened') as opened, bool_or(name = 'demo_sent') as sent, bool_or(name = 'slot_booked') as booked,
                          (array_agg(locale order by case name when 'slot_booked' then 3 when 'demo_sent' then 2 else 1 end desc, at desc, id desc)
                             filter (where name in ('demo_opened', 'demo_sent', 'slot_booked')))[1] as locale
                   from analytics_events where kind = 'event' and ${where} group by day, visitor) s on s.day = l.day and s.visitor = l.visitor
        group by 1, 2, 3, 4`,
  // One row per page and metric: its measurements' histogram (each value, ascending, and how many times).
  vital: (where, scope) =>
    sql`select day, path::text, ''::text as locale, name::text as key, 0 as visitors, sum(n)::int as hits,
               array_agg(value order by value) as vital_values, array_agg(n order by value) as vital_counts
        from (select day, path, name, value, count(*)::int as n from analytics_events
              where kind = 'vital' and ${where}${pageOnly(scope)} group by day, path, name, value) measured
        group by day, path, name`,
};

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The visitor ranges of a day of `events` raw events: bounds on the hash's first two hex digits. */
export function visitorRanges(events: number, perPart = EVENTS_PER_PART): { from?: string; to?: string }[] {
  let parts = 1;
  while (parts < MAX_PARTS && events / parts > perPart) parts *= 2;
  const bound = (index: number) => ((index * 256) / parts).toString(16).padStart(2, '0');
  return Array.from({ length: parts }, (_, index) => ({ from: index === 0 ? undefined : bound(index), to: index === parts - 1 ? undefined : bound(index + 1) }));
}

/**
 * Rolls up one day: its earlier partial rows (a run cut short) deleted, then each metric inserted
 * per visitor range — short statements, so that no query holds the database for long — and the day
 * marked done. The caller holds the rollup lock (one instance at a time).
 */
export async function rollUpDay(db: Database, day: string, perPart = EVENTS_PER_PART): Promise<number> {
  const [counted] = await rows<{ events: number }>(db, sql`select count(*)::int as events from analytics_events where day = ${day}`);
  const events = Number(counted?.events ?? 0);
  for (const metric of METRICS) await db.execute(sql`delete from analytics_rollups where metric = ${metric} and day = ${day}`);
  const ranges = visitorRanges(events, perPart);
  for (const range of ranges) {
    const where = sql.join([sql`day = ${day}`, ...(range.from ? [sql`visitor >= ${range.from}`] : []), ...(range.to ? [sql`visitor < ${range.to}`] : [])], sql` and `);
    for (const metric of METRICS) {
      const keep = CAPPED.has(metric) ? sql` order by visitors desc, hits desc, path, key limit ${ROLLUP_KEEP}` : sql``;
      const histogram = metric === 'vital' ? sql`, vital_values, vital_counts` : sql``;
      await db.execute(
        sql`insert into analytics_rollups (day, metric, path, locale, key, visitors, hits${histogram})
            select day, ${metric}, path, locale, key, visitors, hits${histogram} from (${SHAPES[metric](where, 'rollup')}) shaped${keep}`,
      );
    }
  }
  await db.execute(sql`insert into analytics_rollup_days (day, events, parts) values (${day}, ${events}, ${ranges.length}) on conflict (day) do nothing`);
  return events;
}

/** The last day rolled up (every earlier day with events is too), or null. */
export async function rolledUpTo(db: Database): Promise<string | null> {
  const [row] = await rows<{ day: string | null }>(db, sql`select max(day)::text as day from analytics_rollup_days`);
  return row?.day ?? null;
}

/**
 * Rolls up, oldest first, every day before `closedBefore` that has raw events and no rollup, at
 * most `maxDays` (the rest next time). Returns the days rolled up.
 */
export async function rollUpClosedDays(
  db: Database,
  closedBefore: string,
  { maxDays = Infinity, perPart = EVENTS_PER_PART, stop = (): boolean => false }: { maxDays?: number; perPart?: number; stop?: () => boolean } = {},
): Promise<string[]> {
  const done: string[] = [];
  while (done.length < maxDays && !stop()) {
    const after = await rolledUpTo(db);
    const [next] = await rows<{ day: string | null }>(db, sql`select min(day)::text as day from analytics_events where day > ${after ?? '0001-01-01'}`);
    const day = next?.day;
    if (!day || day >= closedBefore) break;
    await rollUpDay(db, day, perPart);
    done.push(day);
  }
  return done;
}

/** Rows a retention statement deletes at most, so that none holds the database for long. */
export const DELETE_CHUNK = 5_000;

/**
 * Deletes raw events of days before `before` that are rolled up (never one that is not: an
 * upgraded site rolls its history up first), a chunk at a time. Returns how many.
 */
export async function deleteRawBefore(db: Database, before: string, stop: () => boolean = () => false): Promise<number> {
  const upTo = await rolledUpTo(db);
  if (!upTo) return 0;
  const cutoff = before <= upTo ? before : nextDay(upTo);
  let total = 0;
  for (;;) {
    const deleted = await rows<{ id: number }>(
      db,
      sql`delete from analytics_events where id in (select id from analytics_events where day < ${cutoff} limit ${DELETE_CHUNK}) returning id`,
    );
    total += deleted.length;
    if (deleted.length < DELETE_CHUNK || stop()) return total;
  }
}

/** Deletes rollups (and their day marks) of days before `before`, a chunk at a time. */
export async function deleteRollupsBefore(db: Database, before: string, stop: () => boolean = () => false): Promise<number> {
  let total = 0;
  for (const metric of METRICS) {
    for (;;) {
      const deleted = await rows<{ day: string }>(
        db,
        sql`delete from analytics_rollups where ctid in (select ctid from analytics_rollups where metric = ${metric} and day < ${before} limit ${DELETE_CHUNK}) returning day`,
      );
      total += deleted.length;
      if (deleted.length < DELETE_CHUNK || stop()) break;
    }
  }
  await db.execute(sql`delete from analytics_rollup_days where day < ${before}`);
  return total;
}
