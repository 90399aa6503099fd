import 'server-only';
import { and, count, eq, gt, inArray, isNull, lt, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/infra/db/client';
import { leadAttempts, leads } from './tables';
import type { CrmClient, SubmitResult } from './crm';
import { attemptsToSpan, exponentialBackoff } from '@/lib/infra/util/backoff';
import { log as logger } from '@/lib/infra/log.mjs';
import { systemClock, type Clock } from '@/lib/infra/util/clock';
import type { TokenBucket } from '@/lib/infra/rate-limit/token-bucket';
import type { AttemptOutcome, CrmStatus, LeadKind, LeadRow } from './types';

/**
 * The durable outbox: leads are stored first (store.ts), then forwarded to the CRM by `runOnce`,
 * which any number of instances may run at once; a lead is sent only by the instance holding its
 * lease. The protocol, step by step: docs/leads.md, "The outbox".
 */

export interface OutboxOptions {
  getDb: () => Promise<Database>;
  /** Null when no CRM is configured: nothing is sent, due leads are counted as skipped. */
  crm: CrmClient | null;
  /** Keeps this instance under the CRM's rate limit; paused by a 429. */
  bucket: TokenBucket;
  /** Names this instance in `lease_owner` (host, pid and a random part). */
  owner: string;
  clock?: Clock;
  /** Default 60 s; must be at least twice the CRM timeout. */
  leaseMs?: number;
  /** Leads claimed at a time, default 20. */
  batchSize?: number;
  /** Default 10 s and one hour. */
  retryBaseMs?: number;
  retryCapMs?: number;
  /** Attempts before a lead is marked failed; default: as many as span about a day. */
  maxAttempts?: number;
  /** Pause after a 429 that names no Retry-After. Default 10 s (the CRM's rate-limit window). */
  rateLimitPauseMs?: number;
  random?: () => number;
  log?: (message: string, fields?: Record<string, unknown>) => void;
}

export interface OutboxRun {
  sent: number;
  /** Tried and scheduled again (CRM down, slow, or rate limiting). */
  retried: number;
  /** Refused by the CRM, or out of attempts: they stay stored with the CRM's message. */
  failed: number;
  /** Due, but no CRM form is configured for their kind. */
  skipped: number;
  /** A full batch went through without a transient failure: more leads may be due right now. */
  more: boolean;
}

export interface Outbox {
  runOnce(): Promise<OutboxRun>;
}

const DUE_STATUSES: CrmStatus[] = ['pending', 'retrying'];
const DAY_MS = 24 * 60 * 60 * 1000;

/** `now() + ms` in the database's clock, which every instance shares. */
const nowPlus = (ms: number) => sql`now() + make_interval(secs => ${Math.max(0, ms) / 1000})`;

interface Decision {
  outcome: AttemptOutcome;
  status: CrmStatus;
  httpStatus: number | null;
  error: string | null;
  /** For `retrying`. */
  delayMs?: number;
}

export function createOutbox(options: OutboxOptions): Outbox {
  const { getDb, crm, bucket, owner, clock = systemClock, leaseMs = 60_000, batchSize = 20, rateLimitPauseMs = 10_000 } = options;
  const log = options.log ?? ((message: string, fields?: Record<string, unknown>) => logger.warn(`leads: ${message}`, fields));
  const retry: RetryPolicy = {
    baseMs: options.retryBaseMs ?? 10_000,
    capMs: options.retryCapMs ?? 3_600_000,
    random: options.random ?? Math.random,
    maxAttempts: 0,
  };
  retry.maxAttempts = options.maxAttempts ?? attemptsToSpan(DAY_MS, retry);
  if (crm && leaseMs < 2 * crm.timeoutMs) throw new RangeError('outbox: the lease must be at least twice the CRM timeout');
  const queue = leaseQueries({ owner, leaseMs, batchSize, kinds: crm ? [...crm.kinds] : [] });

  /** Sends one lead and records the attempt. */
  async function forward(db: Database, lead: LeadRow, client: CrmClient): Promise<Decision> {
    const startedAt = clock.now();
    let result: AttemptResult;
    try {
      result = await client.submit(lead);
    } catch (error) {
      result = { kind: 'error', error: error instanceof Error ? error.message : String(error) };
    }
    const durationMs = Math.max(0, Math.round(clock.now() - startedAt));
    if (result.kind === 'retry' && result.status === 429) bucket.pauseUntil(clock.now() + (result.retryAfterMs ?? rateLimitPauseMs));
    const decision = decideAttempt(lead.attempts + 1, result, retry);
    const recorded = await recordAttempt(db, lead, decision, { startedAt, durationMs, held: queue.held(lead.id) });
    if (!recorded) log('lost the lease on a lead during its CRM call', { leadId: lead.id, outcome: decision.outcome });
    return decision;
  }

  return {
    async runOnce() {
      const db = await getDb();
      const run: OutboxRun = { sent: 0, retried: 0, failed: 0, skipped: await queue.countSkipped(db), more: false };
      // While the CRM asks us to wait, claiming leads would only hold them.
      if (!crm || crm.kinds.length === 0 || bucket.pausedFor() > 0) return run;

      const claimed = await queue.claim(db);
      run.more = claimed.length === batchSize;
      for (const [index, { id }] of claimed.entries()) {
        await bucket.take();
        const lead = await queue.renew(db, id);
        if (!lead) continue;
        const { status, outcome } = await forward(db, lead, crm);
        if (status === 'sent') run.sent += 1;
        else if (status === 'failed') run.failed += 1;
        else run.retried += 1;
        if (outcome === 'retry' || outcome === 'error') {
          // The CRM is down, slow or limiting us: one probe per run until it recovers, instead of
          // the whole batch (the others keep their place in the queue).
          await queue.release(db, claimed.slice(index + 1).map((lead) => lead.id));
          run.more = false;
          break;
        }
      }
      return run;
    },
  };
}

type AttemptResult = SubmitResult | { kind: 'error'; error: string };

/** How failed attempts are spaced, and how many a lead gets. */
export interface RetryPolicy {
  baseMs: number;
  capMs: number;
  random: () => number;
  maxAttempts: number;
}

/**
 * What becomes of a lead after its attempt number `attempt`: sent, refused for good, or retried
 * after an exponential backoff (at least the CRM's Retry-After) until the attempts run out.
 */
export function decideAttempt(attempt: number, result: AttemptResult, retry: RetryPolicy): Decision {
  switch (result.kind) {
    case 'sent':
      return { outcome: 'sent', status: 'sent', httpStatus: result.status, error: null };
    case 'rejected':
      return { outcome: 'rejected', status: 'failed', httpStatus: result.status, error: result.error };
    case 'retry':
    case 'error': {
      const outcome = result.kind === 'retry' ? 'retry' : 'error';
      const httpStatus = result.kind === 'retry' ? (result.status ?? null) : null;
      if (attempt >= retry.maxAttempts) {
        // The inbox says it gave up (status Failed, the attempts counted) in the admin's language; the error stays the CRM's.
        return { outcome, status: 'failed', httpStatus, error: result.error };
      }
      const backoff = exponentialBackoff(attempt, retry);
      const retryAfter = result.kind === 'retry' ? (result.retryAfterMs ?? 0) : 0;
      return { outcome, status: 'retrying', httpStatus, error: result.error, delayMs: Math.max(backoff, retryAfter) };
    }
  }
}

/**
 * The attempt's row (always: the call happened whatever became of the lease) and the lead's new
 * state (only where `held`, this instance's lease, still matches). False when the lease was lost.
 */
async function recordAttempt(
  db: Database,
  lead: LeadRow,
  decision: Decision,
  { startedAt, durationMs, held }: { startedAt: number; durationMs: number; held: SQL | undefined },
): Promise<boolean> {
  const updated = await db.transaction(async (tx) => {
    await tx.insert(leadAttempts).values({
      leadId: lead.id,
      attempt: sql`(select coalesce(max(${leadAttempts.attempt}), 0) + 1 from ${leadAttempts} where ${leadAttempts.leadId} = ${lead.id})`,
      startedAt: new Date(startedAt),
      durationMs,
      httpStatus: decision.httpStatus,
      outcome: decision.outcome,
      error: decision.error,
    });
    return tx
      .update(leads)
      .set({
        crmStatus: decision.status,
        attempts: lead.attempts + 1,
        lastError: decision.error,
        leaseOwner: null,
        leaseUntil: null,
        ...(decision.status === 'sent' ? { sentAt: sql`now()` } : {}),
        ...(decision.delayMs !== undefined ? { nextAttemptAt: nowPlus(decision.delayMs) } : {}),
      })
      .where(held)
      .returning({ id: leads.id });
  });
  return updated.length > 0;
}

/** The statements that share the queue between instances: claim, renew and release leases. */
function leaseQueries({ owner, leaseMs, batchSize, kinds }: { owner: string; leaseMs: number; batchSize: number; kinds: LeadKind[] }) {
  const due = () => and(inArray(leads.crmStatus, DUE_STATUSES), lte(leads.nextAttemptAt, sql`now()`));
  const held = (id: string) => and(eq(leads.id, id), eq(leads.leaseOwner, owner));
  return {
    held,
    /** Due leads of a kind no CRM form takes. */
    async countSkipped(db: Database): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(leads)
        .where(and(due(), kinds.length ? notInArray(leads.kind, kinds) : undefined));
      return Number(row?.n ?? 0);
    },
    /** Leases up to a batch of due leads no one holds, oldest due first. */
    async claim(db: Database): Promise<LeadRow[]> {
      const candidates = db
        .select({ id: leads.id })
        .from(leads)
        .where(and(due(), inArray(leads.kind, kinds), or(isNull(leads.leaseUntil), lt(leads.leaseUntil, sql`now()`))))
        .orderBy(leads.nextAttemptAt, leads.createdAt)
        .limit(batchSize)
        .for('update', { skipLocked: true });
      const rows = await db
        .update(leads)
        .set({ leaseOwner: owner, leaseUntil: nowPlus(leaseMs) })
        .where(inArray(leads.id, candidates))
        .returning();
      return rows.sort((a, b) => +a.nextAttemptAt - +b.nextAttemptAt || +a.createdAt - +b.createdAt);
    },
    /** The lead, freshly read, if this instance still holds it and it is still to be sent. */
    async renew(db: Database, id: string): Promise<LeadRow | undefined> {
      const [row] = await db
        .update(leads)
        .set({ leaseUntil: nowPlus(leaseMs) })
        .where(and(held(id), gt(leads.leaseUntil, sql`now()`), inArray(leads.crmStatus, DUE_STATUSES)))
        .returning();
      return row;
    },
    async release(db: Database, ids: string[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(leads)
        .set({ leaseOwner: null, leaseUntil: null })
        .where(and(inArray(leads.id, ids), eq(leads.leaseOwner, owner)));
    },
  };
}
