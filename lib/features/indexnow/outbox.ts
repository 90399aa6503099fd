/**
 * IndexNow's outbox: changed URLs are stored as a row first (the editor's save never waits for a
 * search engine), then a loop claims the due rows with a lease, sends their URLs as one POST, and
 * retries with backoff while the endpoint is away, busy or failing (429, 5xx). The POST goes to the
 * configured endpoint only: a redirect is not followed (it would hand the key and the URL list to
 * whatever address it names) but logged and retried as a failure.
 */
import 'server-only';
import { and, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '@/lib/infra/db/client';
import { indexNowPings, type IndexNowPingRow } from './tables';
import { log } from '@/lib/infra/log.mjs';
import { exponentialBackoff } from '@/lib/infra/util/backoff';

/** The protocol's limit for one POST is 10,000 URLs; a batch stays far below it. */
const MAX_URLS = 1_000;
const BATCH_ROWS = 50;
const MAX_ATTEMPTS = 8;
const LEASE_MS = 60_000;
const TIMEOUT_MS = 10_000;

export interface IndexNowTarget {
  endpoint: string;
  key: string;
  /** The site's origin (`https://www.otailo.com`): its host and the key file's address come from it. */
  siteUrl: string;
  retryBaseMs: number;
}

export async function enqueuePing(db: Database, urls: readonly string[]): Promise<void> {
  const unique = [...new Set(urls)].slice(0, MAX_URLS);
  if (unique.length > 0) await db.insert(indexNowPings).values({ urls: unique });
}

export async function recentPings(db: Database, limit = 20): Promise<IndexNowPingRow[]> {
  return db.select().from(indexNowPings).orderBy(desc(indexNowPings.createdAt), desc(indexNowPings.id)).limit(limit);
}

/**
 * Takes the due rows (none another instance holds) for LEASE_MS. Due by the database's clock unless
 * a test gives its own: a row queued at `now()` carries microseconds, which a JavaScript Date of
 * the same instant rounds away, leaving the row "not yet due".
 */
async function claimDue(db: Database, now: Date | undefined): Promise<IndexNowPingRow[]> {
  const clock = now ?? sql`now()`;
  const leaseUntil = now ? new Date(now.getTime() + LEASE_MS) : sql`now() + make_interval(secs => ${LEASE_MS / 1000})`;
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: indexNowPings.id })
      .from(indexNowPings)
      .where(and(eq(indexNowPings.status, 'pending'), lte(indexNowPings.nextAttemptAt, clock), or(isNull(indexNowPings.leaseUntil), lt(indexNowPings.leaseUntil, clock))))
      .orderBy(indexNowPings.id)
      .limit(BATCH_ROWS)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(indexNowPings)
      .set({ leaseUntil, attempts: sql`${indexNowPings.attempts} + 1` })
      .where(inArray(indexNowPings.id, due.map((row) => row.id)))
      .returning();
  });
}

type Outcome = { kind: 'sent'; status: number } | { kind: 'retry' | 'refused'; status: number | null; error: string };

async function post(target: IndexNowTarget, urls: string[], fetcher: typeof fetch): Promise<Outcome> {
  const site = new URL(target.siteUrl);
  const body = { host: site.host, key: target.key, keyLocation: `${site.origin}/${target.key}.txt`, urlList: urls };
  try {
    const response = await fetcher(target.endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body: JSON.stringify(body),
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.ok) return { kind: 'sent', status: response.status };
    if (response.status >= 300 && response.status < 400) {
      const location = (response.headers.get('location') ?? '').slice(0, 200);
      log.warn('indexnow: the endpoint answered with a redirect, not followed', { endpoint: target.endpoint, status: response.status, location });
      return { kind: 'retry', status: response.status, error: `HTTP ${response.status} redirect to ${location || '(no Location)'}, not followed` };
    }
    const retry = response.status === 429 || response.status >= 500;
    return { kind: retry ? 'retry' : 'refused', status: response.status, error: `HTTP ${response.status}` };
  } catch (error) {
    return { kind: 'retry', status: null, error: (error as Error).message.slice(0, 300) };
  }
}

/** One run: the due rows' URLs in one POST, then each row marked sent, due again later, or failed. */
export async function deliverDuePings(
  db: Database,
  target: IndexNowTarget,
  { fetcher = fetch, now }: { fetcher?: typeof fetch; now?: Date } = {},
): Promise<{ sent: number; more: boolean }> {
  const rows = await claimDue(db, now);
  if (rows.length === 0) return { sent: 0, more: false };
  const urls = [...new Set(rows.flatMap((row) => row.urls))].slice(0, MAX_URLS);
  const outcome = await post(target, urls, fetcher);
  const ids = rows.map((row) => row.id);
  if (outcome.kind === 'sent') {
    await db.update(indexNowPings).set({ status: 'sent', sentAt: new Date(), responseStatus: outcome.status, lastError: null, leaseUntil: null }).where(inArray(indexNowPings.id, ids));
    return { sent: rows.length, more: rows.length === BATCH_ROWS };
  }
  for (const row of rows) {
    const giveUp = outcome.kind === 'refused' || row.attempts >= MAX_ATTEMPTS;
    const next = new Date((now ?? new Date()).getTime() + exponentialBackoff(row.attempts, { baseMs: target.retryBaseMs, capMs: 3_600_000 }));
    await db
      .update(indexNowPings)
      .set({ status: giveUp ? 'failed' : 'pending', nextAttemptAt: next, responseStatus: outcome.status, lastError: outcome.error, leaseUntil: null })
      .where(eq(indexNowPings.id, row.id));
  }
  return { sent: 0, more: false };
}
