/**
 * The collector's write path: events accepted by `POST /api/collect` (or recorded by the server,
 * such as a booked slot) wait in a bounded memory buffer with the request's address and browser;
 * each flush hashes them into the day's visitor id, drops the address, and writes one multi-row
 * insert. Once a day each instance also deletes past salts and raw events past the retention.
 */
import { EventBuffer, type BufferStats } from './buffer';
import { countryFrom, deviceClass, pageFields, referrerHost, type ParsedEvent } from './collect-schema';
import type { PageCheck } from './pages';
import type { AnalyticsStore, EventRow } from './store';
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

export interface CollectorOptions {
  store: AnalyticsStore;
  /** The site's host, part of the hash (the same visitor on two sites gets two ids). */
  siteHost: string;
  retentionDays: number;
  capacity?: number;
  batchSize?: number;
  intervalMs?: number;
  now?: () => Date;
  onError?: (error: unknown, what: string) => void;
}

export function createCollector({ store, siteHost, retentionDays, capacity = 20_000, batchSize = 500, intervalMs = 1000, now = () => new Date(), onError = () => {} }: CollectorOptions) {
  /** The salts this instance has read, by day: today's, and yesterday's until it is no longer needed. */
  const salts = new Map<string, Promise<string>>();
  let maintainedDay = '';

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

  async function maintain(today: string): Promise<void> {
    if (maintainedDay === today) return;
    maintainedDay = today;
    for (const day of salts.keys()) if (day < today && salts.size > 2) salts.delete(day);
    try {
      await store.forgetSaltsBefore(today);
      await store.deleteOlderThan(retentionDays);
    } catch (error) {
      maintainedDay = '';
      onError(error, 'daily clean-up');
    }
  }

  async function write(batch: Pending[]): Promise<void> {
    const today = utcDay(now());
    const rows: EventRow[] = [];
    for (const item of batch) {
      const salt = await saltOf(item.day, today);
      if (salt === null) continue;
      rows.push({ ...item.row, day: item.day, visitor: visitorHash(salt, siteHost, item.address, item.userAgent) });
    }
    await store.insert(rows);
    // After the insert: a salt deleted now was read before it.
    await maintain(today);
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
      value: event.k === 'vital' ? event.v : null,
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

  return {
    accept,
    /** The daily clean-up, if this instance has not done it today (a timer calls it too). */
    maintain: () => maintain(utcDay(now())),
    flush: () => buffer.flush(),
    close: () => buffer.close(),
    get stats(): BufferStats {
      return buffer.stats;
    },
  };
}

export type Collector = ReturnType<typeof createCollector>;
