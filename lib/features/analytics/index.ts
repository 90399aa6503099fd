/** First-party analytics without cookies: the collector, its write buffer, and the dashboard's figures; the feature's door. */
import 'server-only';
import { getDatabase } from '@/lib/infra/db';
import { getEnv } from '@/lib/infra/env.mjs';
import { CLIENT_IP_HEADER } from '@/lib/infra/http/client-ip.mjs';
import { log } from '@/lib/infra/log.mjs';
import { addressKey, createRateLimiter, takePoint } from '@/lib/infra/rate-limit';
import { isBot } from './bots';
import { createCollector, type Collector, type VisitorContext } from './collector';
import { createPageCatalogue, type ContentPath, type PageCatalogue } from './pages';
import { handleCollect } from './request';
import type { AnalyticsEvent } from './shared/events';
import { createAnalyticsStore } from './store';

export { parseDayRange, parsePagePath, MAX_RANGE_DAYS, type ParsedRange } from './range';
export { ANALYTICS_TABLES, analyticsCsv, emptyAnalyticsData, type AnalyticsData, type AnalyticsTable } from './csv';
export { ANALYTICS_EVENTS, VITAL_GOOD, VITAL_NAMES, type AnalyticsEvent, type VitalName } from './shared/events';
export type { ContentPath } from './pages';
export type { CountryRow, DailyRow, DayRange, DeviceRow, EventCountRow, FunnelRow, NotFoundRow, PageRow, SourceRow, Totals, VitalRow } from './store';

/** The dashboard's figures on the site's database. */
export const analyticsStore = () => createAnalyticsStore(getDatabase);

/** Requests per minute one address may send: a busy reader sends a few. */
const COLLECT_POLICY = { name: 'analytics-collect', points: 120, durationSeconds: 60 } as const;

const KEY = Symbol.for('otailo.analytics');
type Holder = { [KEY]?: { collector: Collector; limiter: ReturnType<typeof createRateLimiter>; catalogue?: PageCatalogue } };

/** The process's collector (on globalThis: Next.js bundles route handlers and startup apart). */
function state() {
  const holder = globalThis as Holder;
  holder[KEY] ??= {
    collector: createCollector({
      store: analyticsStore(),
      siteHost: new URL(getEnv().SITE_URL).host,
      retentionDays: getEnv().ANALYTICS_RETENTION_DAYS,
      onError: (error, what) => log.error(`analytics: ${what}`, { error }),
    }),
    // In memory on every instance: the collector never waits on the database.
    limiter: createRateLimiter(COLLECT_POLICY),
  };
  return holder[KEY];
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
    allow: async (address) => (await takePoint(await state().limiter, addressKey(address))) === 0,
    clientIp: (headers) => headers.get(CLIENT_IP_HEADER) ?? 'unknown',
    countryHeader: getEnv().ANALYTICS_COUNTRY_HEADER,
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
    state().collector.accept({ k: 'event', n: name, u: path }, visitor);
  } catch (error) {
    log.error('analytics: server event not recorded', { error });
  }
}

const CLEAN_UP_EVERY_MS = 3_600_000;
let cleanUp: ReturnType<typeof setInterval> | undefined;

/**
 * The daily job: past salts and raw events older than ANALYTICS_RETENTION_DAYS deleted, checked at
 * start and every hour (done once per day per instance; the first write of a day does it too).
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
