/**
 * The analytics tables: the day's salt (created once, by whichever instance asks first), the
 * batched multi-row insert of events, the retention, and the dashboard's figures, aggregated in SQL.
 */
import { and, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/infra/db';
import { analyticsEvents, analyticsSalts } from '@/lib/infra/db/schema';
import { ANALYTICS_EVENTS, VITAL_NAMES, type AnalyticsEvent, type VitalName } from './shared/events';
import { newSalt } from './visitor';

export type EventRow = typeof analyticsEvents.$inferInsert;

/** A closed range of UTC days, `YYYY-MM-DD`; with `path`, only that page's figures (its landing visits for the funnel). */
export interface DayRange {
  from: string;
  to: string;
  path?: string;
}

/** The page filter as a condition on `column` (nothing without one). */
const onPage = (path: string | undefined, column = sql`path`) => (path ? sql` and ${column} = ${path}` : sql``);

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

/** The most rows a table of the dashboard lists. */
export const TABLE_LIMIT = 200;

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  // postgres.js answers with the rows themselves, PGlite with an object holding them.
  const result = (await db.execute(query)) as unknown as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}

export function createAnalyticsStore(getDb: () => Promise<Database>) {
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

    /** Deletes raw events older than `days` days; returns how many. */
    async deleteOlderThan(days: number): Promise<number> {
      const db = await getDb();
      const deleted = await db
        .delete(analyticsEvents)
        .where(and(lt(analyticsEvents.at, sql`now() - make_interval(days => ${days})`)))
        .returning({ id: analyticsEvents.id });
      return deleted.length;
    },

    async totals({ from, to, path }: DayRange): Promise<Totals> {
      const [row] = await rows<Totals>(
        await getDb(),
        sql`select count(distinct (day, visitor))::int as visitors, count(*)::int as pageviews
            from analytics_events where kind = 'pageview' and day between ${from} and ${to}${onPage(path)}`,
      );
      return { visitors: Number(row?.visitors ?? 0), pageviews: Number(row?.pageviews ?? 0) };
    },

    /** Every day of the range, with zeros for days without visits. */
    async daily({ from, to, path }: DayRange): Promise<DailyRow[]> {
      const found = await rows<DailyRow>(
        await getDb(),
        sql`select day::text as day, count(distinct visitor)::int as visitors, count(*)::int as pageviews
            from analytics_events where kind = 'pageview' and day between ${from} and ${to}${onPage(path)}
            group by day order by day`,
      );
      const byDay = new Map(found.map((row) => [row.day, row]));
      const days: DailyRow[] = [];
      for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += 86_400_000) {
        const day = new Date(at).toISOString().slice(0, 10);
        const row = byDay.get(day);
        days.push({ day, visitors: Number(row?.visitors ?? 0), pageviews: Number(row?.pageviews ?? 0) });
      }
      return days;
    },

    async pages({ from, to, path }: DayRange): Promise<PageRow[]> {
      const found = await rows<PageRow>(
        await getDb(),
        sql`select path, locale, count(distinct (day, visitor))::int as visitors, count(*)::int as pageviews
            from analytics_events where kind = 'pageview' and day between ${from} and ${to}${onPage(path)}
            group by path, locale order by pageviews desc, path, locale limit ${TABLE_LIMIT}`,
      );
      return found.map((row) => ({ ...row, visitors: Number(row.visitors), pageviews: Number(row.pageviews) }));
    },

    /** Where visitors came from, per page and locale: the UTM source, else the referring host, else direct (empty). */
    async sources({ from, to, path }: DayRange): Promise<SourceRow[]> {
      const found = await rows<SourceRow>(
        await getDb(),
        sql`select path, locale, coalesce(utm_source, referrer, '') as source, count(distinct (day, visitor))::int as visitors
            from analytics_events where kind = 'pageview' and day between ${from} and ${to}${onPage(path)}
            group by 1, 2, 3 order by visitors desc, path, locale, source limit ${TABLE_LIMIT}`,
      );
      return found.map((row) => ({ ...row, visitors: Number(row.visitors) }));
    },

    /**
     * The funnel per landing page and per language: a visitor-day's landing page is its first page
     * view that day; each step counts the visitor-days (same hash, same day) that fired its event.
     */
    async funnel({ from, to, path }: DayRange): Promise<FunnelRow[]> {
      const found = await rows<FunnelRow & { grouped: number }>(
        await getDb(),
        sql`with landing as (
              select distinct on (day, visitor) day, visitor, path, locale
              from analytics_events where kind = 'pageview' and day between ${from} and ${to}
              order by day, visitor, at, id
            ), steps as (
              select day, visitor,
                     bool_or(name = 'demo_opened') as opened, bool_or(name = 'demo_sent') as sent, bool_or(name = 'slot_booked') as booked
              from analytics_events where kind = 'event' and day between ${from} and ${to}
              group by day, visitor
            )
            select l.path, l.locale, grouping(l.path)::int as grouped, count(*)::int as visitors,
                   count(*) filter (where s.opened)::int as opened, count(*) filter (where s.sent)::int as sent,
                   count(*) filter (where s.booked)::int as booked
            from landing l left join steps s on s.day = l.day and s.visitor = l.visitor
            where true${onPage(path, sql`l.path`)}
            group by grouping sets ((l.locale), (l.path, l.locale))
            order by grouping(l.path) desc, visitors desc, l.path, l.locale limit ${TABLE_LIMIT}`,
      );
      return found.map(({ grouped, ...row }) => ({
        ...row,
        path: Number(grouped) === 1 ? null : row.path,
        visitors: Number(row.visitors),
        opened: Number(row.opened),
        sent: Number(row.sent),
        booked: Number(row.booked),
      }));
    },

    /** Every event the site records (ANALYTICS_EVENTS, in that order), with zeros for those that did not fire. */
    async events({ from, to, path }: DayRange): Promise<EventCountRow[]> {
      const found = await rows<EventCountRow>(
        await getDb(),
        sql`select name, count(*)::int as events, count(distinct (day, visitor))::int as visitors
            from analytics_events where kind = 'event' and day between ${from} and ${to}${onPage(path)}
            group by name`,
      );
      const byName = new Map(found.map((row) => [row.name, row]));
      return ANALYTICS_EVENTS.map((name) => ({ name, events: Number(byName.get(name)?.events ?? 0), visitors: Number(byName.get(name)?.visitors ?? 0) }));
    },

    /** Page views per visitor's country, unknown last. */
    async countries({ from, to, path }: DayRange): Promise<CountryRow[]> {
      const found = await rows<CountryRow>(
        await getDb(),
        sql`select country, count(distinct (day, visitor))::int as visitors, count(*)::int as pageviews
            from analytics_events where kind = 'pageview' and day between ${from} and ${to}${onPage(path)}
            group by country order by country is null, pageviews desc, country limit ${TABLE_LIMIT}`,
      );
      return found.map((row) => ({ country: row.country, visitors: Number(row.visitors), pageviews: Number(row.pageviews) }));
    },

    /** Page views per device class (mobile, tablet, desktop), unknown last. */
    async devices({ from, to, path }: DayRange): Promise<DeviceRow[]> {
      const found = await rows<DeviceRow>(
        await getDb(),
        sql`select device, count(distinct (day, visitor))::int as visitors, count(*)::int as pageviews
            from analytics_events where kind = 'pageview' and day between ${from} and ${to}${onPage(path)}
            group by device order by device is null, pageviews desc, device`,
      );
      return found.map((row) => ({ device: row.device, visitors: Number(row.visitors), pageviews: Number(row.pageviews) }));
    },

    /**
     * Paths asked for that are no page (the collector's `notfound` rows), most visitors first (one
     * client repeating a path counts once a day), with the referring site that sent most of them.
     */
    async notFound({ from, to, path }: DayRange): Promise<NotFoundRow[]> {
      const found = await rows<NotFoundRow>(
        await getDb(),
        sql`select path, locale, count(distinct (day, visitor))::int as visitors, count(*)::int as hits,
                   mode() within group (order by referrer) as referrer
            from analytics_events where kind = 'notfound' and day between ${from} and ${to}${onPage(path)}
            group by path, locale order by visitors desc, hits desc, path, locale limit ${TABLE_LIMIT}`,
      );
      return found.map((row) => ({ path: row.path, locale: row.locale, visitors: Number(row.visitors), hits: Number(row.hits), referrer: row.referrer ?? null }));
    },

    /** The 75th percentile of each Web Vital per page (percentile_cont, as CrUX reports them). */
    async vitals({ from, to, path }: DayRange): Promise<VitalRow[]> {
      const found = await rows<{ path: string; name: VitalName; p75: number; samples: number }>(
        await getDb(),
        sql`select path, name, percentile_cont(0.75) within group (order by value) as p75, count(*)::int as samples
            from analytics_events where kind = 'vital' and day between ${from} and ${to}${onPage(path)}
            group by path, name order by path, name`,
      );
      const byPath = new Map<string, VitalRow>();
      for (const row of found) {
        if (!VITAL_NAMES.includes(row.name)) continue;
        const entry = byPath.get(row.path) ?? { path: row.path, p75: {}, samples: {} };
        entry.p75[row.name] = Number(row.p75);
        entry.samples[row.name] = Number(row.samples);
        byPath.set(row.path, entry);
      }
      return [...byPath.values()].sort((a, b) => (b.samples.LCP ?? 0) + (b.samples.TTFB ?? 0) - ((a.samples.LCP ?? 0) + (a.samples.TTFB ?? 0)) || a.path.localeCompare(b.path)).slice(0, TABLE_LIMIT);
    },
  };
}

export type AnalyticsStore = ReturnType<typeof createAnalyticsStore>;
