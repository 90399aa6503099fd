/** First-party analytics: events, daily roll-ups and salts (lib/features/analytics). */
import { bigserial, char, date, doublePrecision, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * First-party analytics (lib/features/analytics, docs/analytics.md): one row per page view, event
 * or Web Vitals measurement. No cookie, address or cross-site identifier: `visitor` is a truncated
 * hash of the day's salt, the site's host, the address and the browser, which cannot be recomputed
 * once the salt is deleted after its day. Raw rows are deleted after ANALYTICS_RETENTION_DAYS.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The UTC day of `at`: the hash's day, and the unit of visitors and funnels. */
    day: date('day', { mode: 'string' }).notNull(),
    /** pageview, event or vital. */
    kind: varchar('kind', { length: 10 }).notNull(),
    /** The event's name (demo_opened…) or the metric's (LCP, INP, CLS, TTFB); empty for a page view. */
    name: varchar('name', { length: 24 }).notNull().default(''),
    /** A metric's value (ms, or unitless for CLS). */
    value: doublePrecision('value'),
    /** 16 hex digits of the day's visitor hash. */
    visitor: char('visitor', { length: 16 }).notNull(),
    path: varchar('path', { length: 200 }).notNull(),
    locale: varchar('locale', { length: 5 }).notNull(),
    /** The referring site's host, never its URL; null for direct visits and the site's own pages. */
    referrer: varchar('referrer', { length: 253 }),
    utmSource: varchar('utm_source', { length: 100 }),
    utmMedium: varchar('utm_medium', { length: 100 }),
    utmCampaign: varchar('utm_campaign', { length: 100 }),
    country: char('country', { length: 2 }),
    /** mobile, tablet or desktop, from the viewport's width. */
    device: varchar('device', { length: 8 }),
  },
  // No index on `at` alone: the retention deletes by day (each index costs every one of these rows).
  (table) => [index('analytics_events_day_kind_idx').on(table.day, table.kind), index('analytics_events_day_visitor_idx').on(table.day, table.visitor, table.at)],
);

/**
 * The dashboard's figures per UTC day, rolled up from the raw events once the day is over
 * (lib/features/analytics/rollup.ts) and kept after the raw rows are deleted. One row per day,
 * metric and key; visitors are per day (the salt changes daily), so the sums over days are the
 * dashboard's "visitor-days" exactly. `metric`: day, page, source, country, device, event,
 * notfound, referrer (a not-found path's referring host), funnel (`key`: opened/sent/booked as
 * 0/1, `path` the landing page), vital (`key` the metric, `hits` its measurements, and their
 * histogram: each value measured, ascending, and how many times).
 */
export const analyticsRollups = pgTable(
  'analytics_rollups',
  {
    day: date('day', { mode: 'string' }).notNull(),
    metric: varchar('metric', { length: 10 }).notNull(),
    /** The page (for country, device and event rows, '' stands for every page). */
    path: varchar('path', { length: 200 }).notNull().default(''),
    locale: varchar('locale', { length: 5 }).notNull().default(''),
    /** The source, country, device, event or metric name ('' for none or unknown). */
    key: varchar('key', { length: 253 }).notNull().default(''),
    visitors: integer('visitors').notNull().default(0),
    hits: integer('hits').notNull().default(0),
    vitalValues: doublePrecision('vital_values').array(),
    vitalCounts: integer('vital_counts').array(),
  },
  (table) => [
    index('analytics_rollups_metric_day_idx').on(table.metric, table.day),
    // A page's rows without reading every page's: the Web Vitals' p75, a few pages at a time.
    index('analytics_rollups_metric_path_day_idx').on(table.metric, table.path, table.day),
  ],
);

/** The days rolled up (the dashboard reads these from analytics_rollups, later ones from the raw events). */
export const analyticsRollupDays = pgTable('analytics_rollup_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  /** Raw events the day held, and in how many visitor ranges it was rolled up. */
  events: integer('events').notNull(),
  parts: integer('parts').notNull(),
  rolledAt: timestamp('rolled_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The day's random salt of the visitor hash, shared by every instance; deleted once its day is over. */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: varchar('salt', { length: 64 }).notNull(),
});
