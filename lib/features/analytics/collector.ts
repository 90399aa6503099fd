/**
 * The collector's write path: events accepted by `POST /api/collect` (or recorded by the server,
 * such as a booked slot) wait in a bounded memory buffer with the request's address and browser;
 * each flush takes its rows from the site-wide budget of events, hashes them into the day's visitor
 * id, drops the address, and writes one multi-row insert. Past the budget the rest of the batch is
 * dropped and, until the budget's window ends, requests are refused (429) before they are read.
 * Once a day each instance deletes past salts; every hour one instance rolls up the closed days and
 * applies the retention.
 */
import { outsideRequests } from '@/lib/infra/util/outside-requests.mjs';
import type { BudgetGrant } from '@/lib/infra/rate-limit/write-budget';
import { EventBuffer, type BufferStats } from './buffer';
import { countryFrom, deviceClass, pageFields, quantizeVital, referrerHost, type ParsedEvent } from './collect-schema';
import type { PageCheck } from './pages';
import type { AnalyticsStore, EventRow, Retention } from './store';
import { utcDay, visitorHash } from './visitor';

/** What a request tells about its sender; the address and browser live only until the next flush. */
export interface VisitorContext {
  address: string;
  userAgent: string;
  /** The proxy's country header's value, if any. */
  country?: string | null;
}

interface Pending {
  day: string;
  address: string;
  userAgent: string;
  row: Omit<EventRow, 'visitor' | 'day'>;
}

/** The site-wide budget of events (lib/infra/rate-limit/write-budget.ts, bound to the database). */
export interface EventBudget {
  spend(count: number): Promise<BudgetGrant>;
  /** Counts events refused before they reached the buffer. */
  refuse(count: number): Promise<void>;
}

export interface CollectorOptions {
  store: Pick<AnalyticsStore, 'salt' | 'forgetSaltsBefore' | 'insert' | 'maintain'>;
  /** The site's host, part of the hash (the same visitor on two sites gets two ids). */
  siteHost: string;
  retention: Retention;
  budget?: EventBudget;
  capacity?: number;
  batchSize?: number;
  intervalMs?: number;
  now?: () => Date;
  onError?: (error: unknown, what: string) => void;
}

/** How often refusals counted at the door are added to the budget's record. */
const REFUSALS_EVERY_MS = 5_000;

export function createCollector({ store, siteHost, retention, budget, capacity = 20_000, batchSize = 500, intervalMs = 1000, now = () => new Date(), onError = () => {} }: CollectorOptions) {
  /** The salts this instance has read, by day: today's, and yesterday's until it is no longer needed. */
  const salts = new Map<string, Promise<string>>();
  let maintainedDay = '';
  let housekeeping: Promise<void> | undefined;
  let stopping = false;
  /** Until when (ms) the budget is known to be spent: requests are refused without a look at the database. */
  let closedUntil = 0;
  let refusedAtDoor = 0;
  let refusalReport: ReturnType<typeof setTimeout> | undefined;

  async function saltOf(day: string, today: string): Promise<string | null> {
    const known = salts.get(day);
    if (known) return known.catch(() => null);
    // A past day's salt may already be deleted: its events are dropped, never hashed with a new one.
    if (day !== today) return null;
    const loading = store.salt(day);
    salts.set(day, loading);
    loading.catch(() => salts.delete(day));
    return loading;
  }

  /** Past salts deleted once the day changed (awaited by a write, so that none is deleted before its rows). */
  async function newDay(today: string): Promise<void> {
    if (maintainedDay === today) return;
    maintainedDay = today;
    for (const day of salts.keys()) if (day < today && salts.size > 2) salts.delete(day);
    try {
      await store.forgetSaltsBefore(today);
    } catch (error) {
      maintainedDay = '';
      onError(error, 'daily clean-up');
    }
    void houseKeep(today);
  }

  /** Rollups and retention (minutes on a first run over years of events): never awaited by a write, never two at once. */
  function houseKeep(today: string): Promise<void> {
    housekeeping ??= store
      .maintain(today, retention, { now: now(), stop: () => stopping })
      .then(
        () => undefined,
        (error: unknown) => onError(error, 'rollup and retention'),
      )
      .finally(() => {
        housekeeping = undefined;
      });
    return housekeeping;
  }

  async function write(batch: Pending[]): Promise<void> {
    const today = utcDay(now());
    const rows: EventRow[] = [];
    for (const item of batch) {
      const salt = await saltOf(item.day, today);
      if (salt === null) continue;
      rows.push({ ...item.row, day: item.day, visitor: visitorHash(salt, siteHost, item.address, item.userAgent) });
    }
    if (budget && rows.length > 0) {
      const grant = await budget.spend(rows.length);
      if (grant.granted < rows.length) {
        rows.length = grant.granted;
        closedUntil = now().getTime() + grant.retryAfter * 1000;
      }
    }
    await store.insert(rows);
    // After the insert: a salt deleted now was read before it.
    await newDay(today);
    for (const day of [...salts.keys()]) if (day < today) salts.delete(day);
  }

  const buffer = new EventBuffer<Pending>({ write, capacity, batchSize, intervalMs, onError: (error, lost) => onError(error, `${lost} events not written`) });

  /**
   * Queues one validated event; false when it names no path of the site, or the buffer is full.
   * With `check` (the browser's events), a page view of a path that is no page becomes a `notfound`
   * row and its Web Vitals are dropped; an event keeps its name (its path is shown nowhere).
   */
  function accept(event: ParsedEvent, visitor: VisitorContext, check?: PageCheck): boolean {
    const page = pageFields(event.u);
    if (!page) return false;
    const status = check && event.k !== 'event' ? check(page.path) : 'page';
    if (status === 'unsure' || (status === 'missing' && event.k === 'vital')) return false;
    const at = now();
    const row: Pending['row'] = {
      at,
      kind: status === 'missing' ? 'notfound' : event.k,
      name: event.k === 'pageview' ? '' : event.n,
      value: event.k === 'vital' ? quantizeVital(event.n, event.v) : null,
      path: page.path,
      locale: page.locale,
      referrer: event.k === 'pageview' ? referrerHost(event.r, siteHost) : null,
      utmSource: page.utmSource,
      utmMedium: page.utmMedium,
      utmCampaign: page.utmCampaign,
      country: countryFrom(visitor.country),
      device: event.k === 'vital' ? null : deviceClass(event.w),
    };
    return buffer.add({ day: utcDay(at), address: visitor.address, userAgent: visitor.userAgent, row });
  }

  /** Counts events refused at the door; added to the budget's record every few seconds (one write, not one per request). */
  function refuse(count: number): void {
    refusedAtDoor += count;
    if (refusalReport || !budget) return;
    refusalReport = outsideRequests(() =>
      setTimeout(() => {
        refusalReport = undefined;
        const count = refusedAtDoor;
        refusedAtDoor = 0;
        budget.refuse(count).catch((error: unknown) => onError(error, `${count} refusals not counted`));
      }, REFUSALS_EVERY_MS),
    );
    refusalReport.unref?.();
  }

  return {
    accept,
    /** Seconds until the site-wide budget of events takes events again (0: it does now). */
    closedFor: () => Math.max(0, Math.ceil((closedUntil - now().getTime()) / 1000)),
    refuse,
    /** The hourly work: past salts, closed days rolled up, the retention (one run at a time). */
    maintain: async () => {
      const today = utcDay(now());
      await newDay(today);
      await houseKeep(today);
    },
    flush: () => buffer.flush(),
    /** Writes what waits; a rollup under way stops after its current statement. */
    close: async () => {
      stopping = true;
      await buffer.close();
      await housekeeping;
    },
    get stats(): BufferStats {
      return buffer.stats;
    },
  };
}

export type Collector = ReturnType<typeof createCollector>;
