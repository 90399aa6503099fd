/** First-party analytics without cookies: the collector, its write buffer, and the dashboard's figures; the feature's door. */
import 'server-only';
import { getDatabase, getDatabaseHandle } from '@/lib/infra/db';
import { getEnv } from '@/lib/infra/env.mjs';
import { CLIENT_IP_HEADER } from '@/lib/infra/http/client-ip.mjs';
import { log } from '@/lib/infra/log.mjs';
import { addressKey, createRateLimiter, takePoint } from '@/lib/infra/rate-limit';
import { recordSiteRefusals, spendSiteBudget } from '@/lib/infra/rate-limit/site-budgets';
import { isBot } from './bots';
import { createCollector, type Collector, type VisitorContext } from './collector';
import { createPageCatalogue, type ContentPath, type PageCatalogue } from './pages';
import { handleCollect, type ObservedEvent } from './request';
import type { AnalyticsEvent } from './shared/events';
import { emptyAnalyticsData, type AnalyticsData, type AnalyticsTable } from './csv';
import { createAnalyticsStore, type DayRange } from './store';

export { parseDayRange, parsePagePath, MAX_RANGE_DAYS, type ParsedRange } from './range';
export { ANALYTICS_TABLES, analyticsCsv, emptyAnalyticsData, type AnalyticsData, type AnalyticsTable } from './csv';
export { ANALYTICS_EVENTS, VITAL_GOOD, VITAL_NAMES, type AnalyticsEvent, type VitalName } from './shared/events';
export type { ContentPath } from './pages';
export type { CountryRow, DailyRow, DayRange, DeviceRow, EventCountRow, FunnelRow, Listed, NotFoundRow, PageRow, SourceRow, Totals, VitalRow } from './store';
export type { BudgetRefusals } from '@/lib/infra/rate-limit/write-budget';
export { TABLE_PAGE_SIZE } from './store';
export { pageTraffic, type PageTraffic } from './traffic';
export type { ObservedEvent } from './request';

/** Another feature told of each kept page view and event, with the request's headers. */
export type AnalyticsObserver = (events: readonly ObservedEvent[], headers: Pick<Headers, 'get'>) => void;

/**
 * The dashboard's figures on the site's database (one store per request: it reads once which days
 * are rolled up). Rollups run under the database's cluster-wide lock, one instance at a time.
 */
export const analyticsStore = () =>
  createAnalyticsStore(getDatabase, {
    withLock: async (key, task) => (await getDatabaseHandle()).withLock(key, task),
    tidy: async ({ rawDeleted }) => {
      const handle = await getDatabaseHandle();
      // PostgreSQL's autovacuum does this; the embedded database has none. A small sample keeps ANALYZE short.
      if (handle.kind !== 'pglite') return;
      if (rawDeleted > 0) await handle.exec('VACUUM analytics_events');
      await handle.exec('SET default_statistics_target = 10; ANALYZE analytics_events; ANALYZE analytics_rollups; RESET default_statistics_target');
    },
  });

/** One table of the dashboard, as rows (the CSV export). */
export async function analyticsTable(table: AnalyticsTable, range: DayRange): Promise<AnalyticsData> {
  const found = await analyticsStore()[table](range);
  return { ...emptyAnalyticsData(), [table]: Array.isArray(found) ? found : found.rows };
}

/** Requests per minute one address may send: a busy reader sends a few. */
const COLLECT_POLICY = { name: 'analytics-collect', points: 120, durationSeconds: 60 } as const;

const KEY = Symbol.for('otailo.analytics');
type Holder = { [KEY]?: { collector: Collector; limiter: ReturnType<typeof createRateLimiter>; catalogue?: PageCatalogue; observers?: AnalyticsObserver[] } };

/** The process's collector (on globalThis: Next.js bundles route handlers and startup apart). */
function state() {
  const holder = globalThis as Holder;
  holder[KEY] ??= {
    collector: createCollector({
      store: analyticsStore(),
      siteHost: new URL(getEnv().SITE_URL).host,
      retention: { rawDays: getEnv().ANALYTICS_RAW_RETENTION_DAYS, keepDays: getEnv().ANALYTICS_RETENTION_DAYS },
      budget: { spend: (count) => spendSiteBudget('analyticsEvents', count), refuse: (count) => recordSiteRefusals('analyticsEvents', count) },
      onError: (error, what) => log.error(`analytics: ${what}`, { error }),
    }),
    // In memory on every instance: the collector never waits on the database.
    limiter: createRateLimiter(COLLECT_POLICY),
  };
  return holder[KEY];
}

/** Tells `observer` of every page view and event kept from now on (the composition root wires it: lib/startup.ts). */
export function observeAnalytics(observer: AnalyticsObserver): void {
  (state().observers ??= []).push(observer);
}

function notify(events: readonly ObservedEvent[], headers: Pick<Headers, 'get'>): void {
  for (const observer of state().observers ?? []) {
    try {
      observer(events, headers);
    } catch (error) {
      log.error('analytics: an observer failed', { error });
    }
  }
}

/**
 * `POST /api/collect`. `contentPages` lists the published entries' pages (the app knows the content
 * features; this one may not import them): read once, then again at most every minute, or every
 * 5 s while visitors' beacons name a page it does not know.
 */
export function collect(request: Request, contentPages: () => Promise<Iterable<ContentPath>>): Promise<Response> {
  const held = state();
  held.catalogue ??= createPageCatalogue({ load: contentPages, onError: (error) => log.error('analytics: published pages not read', { error }) });
  const catalogue = held.catalogue;
  return handleCollect(request, {
    accept: (event, visitor, check) => held.collector.accept(event, visitor, check),
    pages: (paths) => catalogue.check(paths),
    allow: async (address) => takePoint(await held.limiter, addressKey(address)),
    budget: { closedFor: () => held.collector.closedFor(), refuse: (count) => held.collector.refuse(count) },
    clientIp: (headers) => headers.get(CLIENT_IP_HEADER) ?? 'unknown',
    countryHeader: getEnv().ANALYTICS_COUNTRY_HEADER,
    observe: notify,
  });
}

/**
 * Records an event the server witnessed (a booked slot) for the visitor of the current request:
 * the same hash as the browser's events of that day. Never throws, never waits on the database.
 */
export function recordServerEvent(name: AnalyticsEvent, path: string, headers: Pick<Headers, 'get'>): void {
  try {
    if (isBot(headers.get('user-agent')) || headers.get('sec-gpc') === '1' || headers.get('dnt') === '1') return;
    const visitor: VisitorContext = {
      address: headers.get(CLIENT_IP_HEADER) ?? 'unknown',
      userAgent: headers.get('user-agent') ?? '',
      country: headers.get(getEnv().ANALYTICS_COUNTRY_HEADER),
    };
    if (!state().collector.accept({ k: 'event', n: name, u: path }, visitor)) return;
    notify([{ kind: 'event', name, path, locale: path.startsWith('/es') ? 'es' : 'en', device: null }], headers);
  } catch (error) {
    log.error('analytics: server event not recorded', { error });
  }
}

const CLEAN_UP_EVERY_MS = 3_600_000;
let cleanUp: ReturnType<typeof setInterval> | undefined;

/**
 * The hourly job, at start and then every hour: past salts deleted, closed days rolled up, raw
 * events past ANALYTICS_RAW_RETENTION_DAYS and rollups past ANALYTICS_RETENTION_DAYS deleted.
 */
export function startAnalytics(): void {
  const run = () => void state().collector.maintain();
  run();
  cleanUp ??= setInterval(run, CLEAN_UP_EVERY_MS);
  cleanUp.unref?.();
}

/** Writes what waits (shutdown). */
export async function stopAnalytics(): Promise<void> {
  if (cleanUp) clearInterval(cleanUp);
  cleanUp = undefined;
  await (globalThis as Holder)[KEY]?.collector.close();
}
