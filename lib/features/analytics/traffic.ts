/**
 * One page's recent traffic, for an experiment's sample-size estimate (docs/experiments.md,
 * "Statistics"): the page's visitor-days a week over the last `days` complete UTC days, and the
 * share of them that reached a goal. Read as the dashboard reads (store.ts): the rolled-up days
 * from analytics_rollups, the days after them from the raw events in the same shapes (rollup.ts).
 *
 * The goal's rate: for the demo funnel's events (demo_opened, demo_sent, slot_booked), the
 * visitor-days that landed on the page and fired the event that day anywhere on the site (the
 * funnel rows); for the other events, the visitor-days that fired it on the page itself (the
 * per-page event rows), over the page's visitor-days.
 */
import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/infra/db';
import { queryRows } from '@/lib/infra/db/queries';
import { rolledUpTo, SHAPES, type Metric } from './rollup';
import type { AnalyticsEvent } from './shared/events';

export interface PageTraffic {
  /** The complete UTC days read (`from` … `to`, the last one yesterday). */
  days: number;
  from: string;
  to: string;
  /** Visitor-days on the page over those days. */
  visitors: number;
  visitorsPerWeek: number;
  /** How the rate is measured: visitor-days landing on the page (the funnel's events), or on the page (other events). */
  measure: 'landing' | 'page';
  /** The visitor-days the rate is over, and how many of them fired the goal. */
  base: number;
  converted: number;
  /** converted / base; null when there is no base yet. */
  rate: number | null;
}

/** The funnel's steps in the funnel rows' key (rollup.ts: opened, sent, booked as 0/1). */
const FUNNEL_STEP: Partial<Record<AnalyticsEvent, number>> = { demo_opened: 1, demo_sent: 2, slot_booked: 3 };

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** One metric's rows of `path` over the days: the rollups up to the last day rolled up, the raw events after it. */
function rowsOf(metric: Metric, path: string, from: string, to: string, through: string | null): SQL {
  const parts: SQL[] = [];
  const rolled = through !== null && through >= from;
  if (rolled) {
    parts.push(
      sql`select day, path, locale, key, visitors, hits from analytics_rollups
          where metric = ${metric} and path = ${path} and day between ${from} and ${through < to ? through : to}`,
    );
  }
  const rawFrom = rolled ? isoDay(Date.parse(`${through}T00:00:00Z`) + DAY_MS) : from;
  // The funnel's shape reads every landing page of its days (a visitor-day's first page view): filtered outside.
  if (rawFrom <= to) parts.push(sql`select day, path, locale, key, visitors, hits from (${SHAPES[metric](sql`day between ${rawFrom} and ${to}`, { paths: [path] })}) raw where path = ${path}`);
  if (parts.length === 0) return sql`select null::date as day, ''::text as path, ''::text as locale, ''::text as key, 0 as visitors, 0 as hits where false`;
  return sql.join(parts, sql` union all `);
}

/**
 * The page at `path` (as the analytics record it: `/es/sobre-nosotros`) over the last `days`
 * complete UTC days before `now`: its visitor-days a week, and the share that reached `goal`.
 */
export async function pageTraffic(db: Database, path: string, goal: AnalyticsEvent, days = 28, now = new Date()): Promise<PageTraffic> {
  const today = Date.parse(`${isoDay(now.getTime())}T00:00:00Z`);
  const to = isoDay(today - DAY_MS);
  const from = isoDay(today - days * DAY_MS);
  const through = await rolledUpTo(db);
  const [views] = await queryRows<{ visitors: number | string }>(db, sql`select coalesce(sum(visitors), 0)::int as visitors from (${rowsOf('page', path, from, to, through)}) s`);
  const visitors = Number(views?.visitors ?? 0);
  const step = FUNNEL_STEP[goal];
  let base: number;
  let converted: number;
  if (step !== undefined) {
    const [funnel] = await queryRows<{ landed: number | string; converted: number | string }>(
      db,
      sql`select coalesce(sum(visitors), 0)::int as landed, coalesce(sum(visitors) filter (where substr(key, ${step}, 1) = '1'), 0)::int as converted
          from (${rowsOf('funnel', path, from, to, through)}) s`,
    );
    base = Number(funnel?.landed ?? 0);
    converted = Number(funnel?.converted ?? 0);
  } else {
    const [fired] = await queryRows<{ visitors: number | string }>(db, sql`select coalesce(sum(visitors), 0)::int as visitors from (${rowsOf('event', path, from, to, through)}) s where key = ${goal}`);
    base = visitors;
    converted = Math.min(visitors, Number(fired?.visitors ?? 0));
  }
  return {
    days,
    from,
    to,
    visitors,
    visitorsPerWeek: (visitors * 7) / days,
    measure: step !== undefined ? 'landing' : 'page',
    base,
    converted,
    rate: base > 0 ? converted / base : null,
  };
}
