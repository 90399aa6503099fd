/**
 * The analytics tables: the day's salt (created once, by whichever instance asks first), the
 * batched multi-row insert of events, the daily rollups and retention, and the dashboard's figures,
 * aggregated in SQL from the rollups of past days and the raw events of the days after them.
 */
import { lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/infra/db';
import { analyticsEvents, analyticsSalts } from './tables';
import { budgetRefusals, type BudgetRefusals } from '@/lib/infra/rate-limit/write-budget';
import { deleteRawBefore, deleteRollupsBefore, inPaths, rollUpClosedDays, rolledUpTo, SHAPES, type Metric, type Scope } from './rollup';
import { queryRows as rows } from '@/lib/infra/db/queries';
import { pageWithin } from '@/lib/infra/util/paging';
import { ANALYTICS_EVENTS, VITAL_NAMES, type AnalyticsEvent, type VitalName } from './shared/events';
import { newSalt } from './visitor';

export type EventRow = typeof analyticsEvents.$inferInsert;

/** A closed range of UTC days, `YYYY-MM-DD`; with `path`, only that page's figures (its landing visits for the funnel). */
export interface DayRange {
  from: string;
  to: string;
  path?: string;
}

export interface Totals {
  visitors: number;
  pageviews: number;
}
export interface DailyRow extends Totals {
  day: string;
}
export interface PageRow extends Totals {
  path: string;
  locale: string;
}
export interface SourceRow {
  path: string;
  locale: string;
  source: string;
  visitors: number;
}
/** Visitor-days that landed on a page (null: all pages of the language), and how many reached each step. */
export interface FunnelRow {
  path: string | null;
  locale: string;
  visitors: number;
  opened: number;
  sent: number;
  booked: number;
}
/** One event of the site: how many times it fired in the range, by how many visitor-days. */
export interface EventCountRow {
  name: AnalyticsEvent;
  events: number;
  visitors: number;
}

export interface VitalRow {
  path: string;
  /** The 75th percentile of each metric, and how many measurements it rests on. */
  p75: Partial<Record<VitalName, number>>;
  samples: Partial<Record<VitalName, number>>;
}

/** Visitors' countries (null: not known) or device classes (null: not said), with their visits. */
export interface CountryRow extends Totals {
  country: string | null;
}
export interface DeviceRow extends Totals {
  device: 'mobile' | 'tablet' | 'desktop' | null;
}
/** A path of the site's form that is no page, how often it was asked for, and the site that linked to it most. */
export interface NotFoundRow {
  path: string;
  locale: string;
  visitors: number;
  hits: number;
  referrer: string | null;
}

/** The rows a page of a dashboard table lists. */
export const TABLE_PAGE_SIZE = 50;

/**
 * A page of a dashboard table (`page` of `pageCount`, TABLE_PAGE_SIZE rows), how many rows it has in all,
 * and the sums of its counts over every row (not only this page's): the table's total row.
 */
export interface Listed<Row> {
  rows: Row[];
  total: number;
  page: number;
  pageCount: number;
  sums: { visitors: number; pageviews: number };
}

/** The name of the write budget of the analytics events (lib/infra/rate-limit/write-budget.ts). */
export const EVENT_BUDGET = 'analytics-events';

/** How long a day stays open after midnight UTC: events of a day reach the database within seconds of it. */
export const CLOSE_AFTER_MINUTES = 15;
/** The lock that lets one instance at a time roll days up (PostgreSQL advisory lock key). */
export const ROLLUP_LOCK = 7_204_151;

export interface Retention {
  /** Days raw events are kept (once rolled up). */
  rawDays: number;
  /** Days the daily rollups are kept. */
  keepDays: number;
}

export interface MaintainResult {
  rolledUp: string[];
  rawDeleted: number;
  rollupsDeleted: number;
}

export interface StoreOptions {
  /** Runs `task` while holding a cluster-wide lock (the database handle's `withLock`); alone when not given. */
  withLock?: <T>(key: number, task: () => Promise<T>) => Promise<T>;
  /**
   * After a maintenance run that changed something: on the embedded database, which has no
   * autovacuum, reclaims the deleted rows' space and refreshes the planner's statistics.
   */
  tidy?: (done: MaintainResult) => Promise<void>;
  /** Web Vitals measurements one p75 query reads at most (a batch of pages; tests make it small). */
  vitalBatchSamples?: number;
}

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const daysBefore = (day: string, days: number) => isoDay(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS);
const nextDay = (day: string) => daysBefore(day, -1);
const minDay = (a: string, b: string) => (a < b ? a : b);

/** Measurements a p75 query reads at most: a year's histograms of every page are read a few pages at a time. */
const VITAL_BATCH_SAMPLES = 20_000;

export function createAnalyticsStore(getDb: () => Promise<Database>, { withLock = (_key, task) => task(), tidy, vitalBatchSamples = VITAL_BATCH_SAMPLES }: StoreOptions = {}) {
  /** The last day rolled up, read once per store (a store serves one request). */
  let rolled: Promise<string | null> | undefined;
  const upTo = async () => (rolled ??= getDb().then(rolledUpTo));

  /**
   * One metric's rows over `range`: the rolled-up days from the rollups, the days after them
   * (today, and yesterday for a few minutes after midnight) from the raw events in the same shape.
   */
  async function source(metric: Metric, range: DayRange, scope: Exclude<Scope, 'rollup'>): Promise<SQL> {
    const through = await upTo();
    const parts: SQL[] = [];
    const rolledPart = through !== null && through >= range.from;
    if (rolledPart) {
      const onPath =
        typeof scope === 'object'
          ? sql` and ${inPaths(scope.paths)}`
          : metric === 'country' || metric === 'device' || metric === 'event'
            ? sql` and path = ''`
            : sql``;
      const histogram = metric === 'vital' ? sql`, vital_values, vital_counts` : sql``;
      parts.push(
        sql`select day, path, locale, key, visitors, hits${histogram} from analytics_rollups
            where metric = ${metric} and day between ${range.from} and ${minDay(range.to, through)}${onPath}`,
      );
    }
    const rawFrom = rolledPart ? nextDay(through) : range.from;
    if (rawFrom <= range.to) parts.push(SHAPES[metric](sql`day between ${rawFrom} and ${range.to}`, scope));
    if (parts.length === 0) {
      const histogram = metric === 'vital' ? sql`, null::float8[] as vital_values, null::int[] as vital_counts` : sql``;
      return sql`select null::date as day, ''::text as path, ''::text as locale, ''::text as key, 0 as visitors, 0 as hits${histogram} where false`;
    }
    return sql.join(parts, sql` union all `);
  }

  const pageScope = (path: string | undefined): Exclude<Scope, 'rollup'> => (path ? { paths: [path] } : 'all');
  /** Totals and days of one page come from its page rows, of the whole site from the day rows. */
  const viewsOf = (range: DayRange) => source(range.path ? 'page' : 'day', range, pageScope(range.path));

  return {
    /** The salt of `day`: created if no instance has yet (the first one's wins), then read. */
    async salt(day: string): Promise<string> {
      const db = await getDb();
      await db.insert(analyticsSalts).values({ day, salt: newSalt() }).onConflictDoNothing();
      const [row] = await rows<{ salt: string }>(db, sql`select salt from analytics_salts where day = ${day}`);
      return row!.salt;
    },

    /** Deletes the salts of days before `today`: their hashes can no longer be recomputed. */
    async forgetSaltsBefore(today: string): Promise<void> {
      await (await getDb()).delete(analyticsSalts).where(lt(analyticsSalts.day, today));
    },

    /**
     * One multi-row insert, its rows as one JSON parameter (json_populate_recordset): a batch of
     * 500 is one short statement, not 7,500 bound values.
     */
    async insert(events: readonly EventRow[]): Promise<void> {
      if (events.length === 0) return;
      const json = JSON.stringify(
        events.map((event) => ({
          at: (event.at ?? new Date()).toISOString(),
          day: event.day,
          kind: event.kind,
          name: event.name ?? '',
          value: event.value ?? null,
          visitor: event.visitor,
          path: event.path,
          locale: event.locale,
          referrer: event.referrer ?? null,
          utm_source: event.utmSource ?? null,
          utm_medium: event.utmMedium ?? null,
          utm_campaign: event.utmCampaign ?? null,
          country: event.country ?? null,
          device: event.device ?? null,
        })),
      );
      await (await getDb()).execute(
        sql`insert into analytics_events (at, day, kind, name, value, visitor, path, locale, referrer, utm_source, utm_medium, utm_campaign, country, device)
            select at, day, kind, name, value, visitor, path, locale, referrer, utm_source, utm_medium, utm_campaign, country, device
            from json_populate_recordset(null::analytics_events, ${json}::json)`,
      );
    },

    /**
     * The daily work, by one instance at a time: closed days rolled up, raw events past
     * `rawDays` (once rolled up) and rollups past `keepDays` deleted, a chunk at a time.
     */
    async maintain(today: string, retention: Retention, { now = new Date(), stop = (): boolean => false }: { now?: Date; stop?: () => boolean } = {}): Promise<MaintainResult> {
      const db = await getDb();
      const done = await inProcess(() => withLock(ROLLUP_LOCK, async () => {
        const closedBefore = isoDay(now.getTime() - CLOSE_AFTER_MINUTES * 60_000);
        const rolledUp = await rollUpClosedDays(db, minDay(closedBefore, today), { stop });
        const rawDeleted = stop() ? 0 : await deleteRawBefore(db, daysBefore(today, retention.rawDays), stop);
        const rollupsDeleted = stop() ? 0 : await deleteRollupsBefore(db, daysBefore(today, retention.keepDays), stop);
        return { rolledUp, rawDeleted, rollupsDeleted };
      }));
      rolled = undefined;
      if (done.rolledUp.length > 0 || done.rawDeleted > 0 || done.rollupsDeleted > 0) await tidy?.(done);
      return done;
    },

    /** The last day the dashboard reads from the rollups (null: none yet). */
    rolledUpTo: upTo,

    /** The days of the range on which the site-wide budget refused events (the dashboard says so). */
    async refusals({ from, to }: DayRange): Promise<BudgetRefusals[]> {
      return budgetRefusals(await getDb(), EVENT_BUDGET, from, to);
    },

    async totals(range: DayRange): Promise<Totals> {
      const [row] = await rows<Totals>(await getDb(), sql`select coalesce(sum(visitors), 0)::int as visitors, coalesce(sum(hits), 0)::int as pageviews from (${await viewsOf(range)}) s`);
      return { visitors: Number(row?.visitors ?? 0), pageviews: Number(row?.pageviews ?? 0) };
    },

    /** Every day of the range, with zeros for days without visits. */
    async daily(range: DayRange): Promise<DailyRow[]> {
      const found = await rows<DailyRow>(await getDb(), sql`select day::text as day, sum(visitors)::int as visitors, sum(hits)::int as pageviews from (${await viewsOf(range)}) s group by day`);
      const byDay = new Map(found.map((row) => [row.day, row]));
      const days: DailyRow[] = [];
      for (let at = Date.parse(`${range.from}T00:00:00Z`); at <= Date.parse(`${range.to}T00:00:00Z`); at += DAY_MS) {
        const day = isoDay(at);
        const row = byDay.get(day);
        days.push({ day, visitors: Number(row?.visitors ?? 0), pageviews: Number(row?.pageviews ?? 0) });
      }
      return days;
    },

    async pages(range: DayRange, page = 1): Promise<Listed<PageRow>> {
      const db = await getDb();
      const query = await source('page', range, pageScope(range.path));
      return pageOf(
        page,
        (offset) => rows<PageRow & Counted>(
          db,
          sql`select path, locale, sum(visitors)::int as visitors, sum(hits)::int as pageviews, ${counted}
              from (${query}) s
              group by path, locale order by pageviews desc, path, locale limit ${TABLE_PAGE_SIZE} offset ${offset}`,
        ),
        ({ path, locale, visitors, pageviews }) => ({ path, locale, visitors: Number(visitors), pageviews: Number(pageviews) }),
      );
    },

    /** Where visitors came from, per page and locale: the UTM source, else the referring host, else direct (empty). */
    async sources(range: DayRange, page = 1): Promise<Listed<SourceRow>> {
      const db = await getDb();
      const query = await source('source', range, pageScope(range.path));
      return pageOf(
        page,
        (offset) => rows<SourceRow & Counted>(
          db,
          sql`select path, locale, key as source, sum(visitors)::int as visitors, ${counted}
              from (${query}) s
              group by path, locale, key order by visitors desc, path, locale, source limit ${TABLE_PAGE_SIZE} offset ${offset}`,
        ),
        ({ path, locale, source, visitors }) => ({ path, locale, source, visitors: Number(visitors) }),
      );
    },

    /**
     * The funnel per landing page and per language: a visitor-day's landing page is its first page
     * view that day; each step counts the visitor-days (same hash, same day) that fired its event.
     */
    async funnel(range: DayRange, page = 1): Promise<Listed<FunnelRow>> {
      const db = await getDb();
      const step = (index: number) => sql`coalesce(sum(visitors) filter (where substr(key, ${index}, 1) = '1'), 0)::int`;
      const query = await source('funnel', range, pageScope(range.path));
      // The languages' rows (all pages, `grouped`) are the table's totals: on every page, before the landing pages of this one.
      return pageOf(
        page,
        (offset) => rows<FunnelRow & Counted & { grouped: number }>(
          db,
          sql`select * from (
                select g.*, (count(*) filter (where grouped = 0) over ())::int as total,
                       (sum(visitors) filter (where grouped = 1) over ())::int as sum_visitors, 0 as sum_pageviews,
                       row_number() over (partition by grouped order by visitors desc, path, locale) as position
                from (
                  select path, locale, grouping(path)::int as grouped, sum(visitors)::int as visitors,
                         ${step(1)} as opened, ${step(2)} as sent, ${step(3)} as booked
                  from (${query}) s
                  where true${range.path ? sql` and path = ${range.path}` : sql``}
                  group by grouping sets ((locale), (path, locale))
                ) g
              ) f
              where grouped = 1 or position between ${offset + 1} and ${offset + TABLE_PAGE_SIZE}
              order by grouped desc, visitors desc, path, locale`,
        ),
        ({ grouped, path, locale, visitors, opened, sent, booked }) => ({
        path: Number(grouped) === 1 ? null : path,
        locale,
        visitors: Number(visitors),
        opened: Number(opened),
        sent: Number(sent),
        booked: Number(booked),
      }));
    },

    /** Every event the site records (ANALYTICS_EVENTS, in that order), with zeros for those that did not fire. */
    async events(range: DayRange): Promise<EventCountRow[]> {
      const found = await rows<EventCountRow>(
        await getDb(),
        sql`select key as name, sum(hits)::int as events, sum(visitors)::int as visitors from (${await source('event', range, pageScope(range.path))}) s group by key`,
      );
      const byName = new Map(found.map((row) => [row.name, row]));
      return ANALYTICS_EVENTS.map((name) => ({ name, events: Number(byName.get(name)?.events ?? 0), visitors: Number(byName.get(name)?.visitors ?? 0) }));
    },

    /** Page views per visitor's country, unknown last. */
    async countries(range: DayRange, page = 1): Promise<Listed<CountryRow>> {
      const db = await getDb();
      const query = await source('country', range, pageScope(range.path));
      return pageOf(
        page,
        (offset) => rows<{ key: string; visitors: number; pageviews: number } & Counted>(
          db,
          sql`select key, sum(visitors)::int as visitors, sum(hits)::int as pageviews, ${counted}
              from (${query}) s
              group by key order by key = '', pageviews desc, key limit ${TABLE_PAGE_SIZE} offset ${offset}`,
        ),
        ({ key, visitors, pageviews }) => ({ country: key || null, visitors: Number(visitors), pageviews: Number(pageviews) }),
      );
    },

    /** Page views per device class (mobile, tablet, desktop), unknown last. */
    async devices(range: DayRange): Promise<DeviceRow[]> {
      const found = await rows<{ key: string; visitors: number; pageviews: number }>(
        await getDb(),
        sql`select key, sum(visitors)::int as visitors, sum(hits)::int as pageviews
            from (${await source('device', range, pageScope(range.path))}) s
            group by key order by key = '', pageviews desc, key`,
      );
      return found.map(({ key, visitors, pageviews }) => ({ device: (key || null) as DeviceRow['device'], visitors: Number(visitors), pageviews: Number(pageviews) }));
    },

    /**
     * Paths asked for that are no page (the collector's `notfound` rows), most visitors first (one
     * client repeating a path counts once a day), with the referring site that sent most of them
     * (ties: the first in order, as mode() chooses).
     */
    async notFound(range: DayRange, page = 1): Promise<Listed<NotFoundRow>> {
      const db = await getDb();
      const scope = pageScope(range.path);
      const [missing, referrers] = [await source('notfound', range, scope), await source('referrer', range, scope)];
      return pageOf(page, (offset) => rows<NotFoundRow & Counted>(
        db,
        sql`with found as (
              select path, locale, sum(visitors)::int as visitors, sum(hits)::int as hits, ${counted}
              from (${missing}) s
              group by path, locale order by visitors desc, hits desc, path, locale limit ${TABLE_PAGE_SIZE} offset ${offset}
            ), referred as (
              select distinct on (path, locale) path, locale, key as referrer
              from (${referrers}) r
              where (path, locale) in (select path, locale from found)
              group by path, locale, key order by path, locale, sum(hits) desc, key
            )
            select found.*, referred.referrer from found left join referred using (path, locale)
            order by visitors desc, hits desc, path, locale`,
      ), ({ path, locale, visitors, hits, referrer }) => ({ path, locale, visitors: Number(visitors), hits: Number(hits), referrer: referrer ?? null }));
    },

    /**
     * The 75th percentile of each Web Vital per page, by percentile_cont over every measured value
     * (each histogram value repeated its count: the same function over the same values as the raw
     * events give, so the same answer), as CrUX reports them. The pages with most LCP and TTFB
     * measurements first; their histograms read a batch of pages at a time (each query short).
     */
    async vitals(range: DayRange, page = 1): Promise<Listed<VitalRow>> {
      const db = await getDb();
      const scope = pageScope(range.path);
      const counts = await rows<{ path: string; name: VitalName; samples: number }>(
        db,
        sql`select path, key as name, sum(hits)::int as samples from (${await source('vital', range, scope)}) s group by path, key`,
      );
      const byPath = new Map<string, VitalRow>();
      for (const row of counts) {
        if (!VITAL_NAMES.includes(row.name)) continue;
        const entry = byPath.get(row.path) ?? { path: row.path, p75: {}, samples: {} };
        entry.samples[row.name] = Number(row.samples);
        byPath.set(row.path, entry);
      }
      const weight = (row: VitalRow) => (row.samples.LCP ?? 0) + (row.samples.TTFB ?? 0);
      const all = [...byPath.values()].sort((a, b) => weight(b) - weight(a) || a.path.localeCompare(b.path));
      const at = pageWithin(page, all.length, TABLE_PAGE_SIZE);
      const shown = all.slice(at.offset, at.offset + TABLE_PAGE_SIZE);
      const batches: string[][] = [];
      let size = Infinity;
      for (const row of shown) {
        const samples = Object.values(row.samples).reduce((sum, count) => sum + (count ?? 0), 0);
        if (size + samples > vitalBatchSamples) {
          batches.push([]);
          size = 0;
        }
        batches.at(-1)!.push(row.path);
        size += samples;
      }
      for (const paths of batches) {
        const found = await rows<{ path: string; name: VitalName; p75: number }>(
          db,
          sql`select s.path, s.key as name, percentile_cont(0.75) within group (order by measured.value) as p75
              from (${await source('vital', range, { paths })}) s
              cross join lateral unnest(${expandedValues}) as measured(value)
              group by s.path, s.key`,
        );
        for (const row of found) {
          const entry = byPath.get(row.path);
          if (entry && VITAL_NAMES.includes(row.name)) entry.p75[row.name] = Number(row.p75);
        }
      }
      const samples = all.reduce((sum, row) => sum + Object.values(row.samples).reduce((count, n) => count + (n ?? 0), 0), 0);
      return { rows: shown, total: all.length, page: at.page, pageCount: at.pageCount, sums: { visitors: 0, pageviews: samples } };
    },
  };
}

/**
 * A histogram row's measurements (the row is `s` in the query), each value repeated its count. Most
 * rows count every value once (values are kept to 1/1000 ms), and their array is that list already:
 * expanding only the others takes a fifth off a year's p75 (1,000,000 events: 560 → 440 ms of queries).
 */
const expandedValues = sql`case when s.hits = cardinality(s.vital_values) then s.vital_values
  else (select array_agg(value) from unnest(s.vital_values, s.vital_counts) as pair(value, times), generate_series(1, pair.times)) end`;

const MUTEX = Symbol.for('otailo.analytics.rollup');
type MutexHolder = { [MUTEX]?: Promise<unknown> };

/** One rollup at a time in this process too (the database's lock is per connection, and PGlite's does nothing). */
function inProcess<T>(task: () => Promise<T>): Promise<T> {
  const holder = globalThis as MutexHolder;
  const run = (holder[MUTEX] ?? Promise.resolve()).then(task, task);
  holder[MUTEX] = run.catch(() => undefined);
  return run;
}

/** What a page of a dashboard table carries besides its rows: the count and the sums over every row (window functions). */
interface Counted {
  total: number;
  sum_visitors: number;
  sum_pageviews: number;
}

/** The count and the sums of a grouped query's rows, all of them, beside each row of the page read. */
const counted = sql`count(*) over ()::int as total, (sum(sum(visitors)) over ())::int as sum_visitors, (sum(sum(hits)) over ())::int as sum_pageviews`;

/**
 * Reads page `page` of a table (`read(offset)`: TABLE_PAGE_SIZE rows from there, each with the counts); a page
 * past the end (an old link, a narrower range) reads the last one instead, after learning the count from the first.
 */
async function pageOf<Found extends Counted, Row>(page: number, read: (offset: number) => Promise<Found[]>, row: (found: Found) => Row): Promise<Listed<Row>> {
  let at = pageWithin(page, Number.MAX_SAFE_INTEGER, TABLE_PAGE_SIZE);
  let found = await read(at.offset);
  const totalOf = (rows: Found[]) => Number(rows[0]?.total ?? 0);
  if (at.page > 1 && (found.length === 0 || at.offset >= totalOf(found))) {
    at = pageWithin(page, found.length > 0 ? totalOf(found) : totalOf(await read(0)), TABLE_PAGE_SIZE);
    found = await read(at.offset);
  }
  const total = totalOf(found);
  return {
    rows: found.map(row),
    total,
    page: at.page,
    pageCount: pageWithin(at.page, total, TABLE_PAGE_SIZE).pageCount,
    sums: { visitors: Number(found[0]?.sum_visitors ?? 0), pageviews: Number(found[0]?.sum_pageviews ?? 0) },
  };
}

export type AnalyticsStore = ReturnType<typeof createAnalyticsStore>;
