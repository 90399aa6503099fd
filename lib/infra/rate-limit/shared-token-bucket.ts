import { RateLimiterPostgres } from 'rate-limiter-flexible';
import { isRefusal } from './refusal';
import { log as logger } from '@/lib/infra/log.mjs';
import { RATE_LIMIT_TABLE, type SqlClient } from '@/lib/infra/rate-limit';
import { systemClock, type Clock } from '@/lib/infra/util/clock';
import type { TokenBucket } from './token-bucket';

/**
 * The CRM's rate budget shared by every server instance through PostgreSQL, behind the same
 * `TokenBucket` interface as the in-process bucket: a call needs a token from both. The slicing
 * arithmetic and what happens when the store fails: docs/leads.md, "The CRM's rate budget".
 */
export interface SharedTokenBucketOptions {
  /** The PostgreSQL database every instance shares (a `DatabaseHandle` will do); opened on first use. */
  getSql: () => Promise<SqlClient>;
  /** Names the shared counter: every instance sending to the same CRM account must use the same. */
  key?: string;
  /** Calls allowed, across all instances, in any `windowMs`. At least 2. */
  budget: number;
  windowMs: number;
  /** Short windows the budget is counted in; default: the count up to 10 with the best sustained rate. */
  slices?: number;
  /** This process's bucket: taken first on every call, and alone while the store fails. */
  local: TokenBucket;
  /** Sleeps (the windows themselves are timed by `Date.now()`, in the library). */
  clock?: Clock;
  /** A store that has not answered by then counts as failed. Default 2 s. */
  storeTimeoutMs?: number;
  /** After a failure, the store is left alone this long. Default `windowMs`. */
  retryStoreMs?: number;
  log?: Pick<typeof logger, 'warn' | 'info'>;
}

export interface BudgetSlices {
  slices: number;
  /** Points per slice. */
  points: number;
  sliceMs: number;
}

/**
 * How to count `budget` per `windowMs` in fixed slices so that no `windowMs` ever sees more: with
 * `slices` slices of at least `windowMs / slices`, a window overlaps at most `slices + 1` of them.
 */
export function sliceBudget(budget: number, windowMs: number, slices?: number): BudgetSlices {
  if (!(Number.isInteger(budget) && budget >= 2 && windowMs > 0)) throw new RangeError('shared token bucket: bad budget or window');
  let best = slices;
  if (best === undefined) {
    let bestRate = 0;
    for (let k = 1; k <= 10 && Math.floor(budget / (k + 1)) >= 1; k += 1) {
      const rate = k * Math.floor(budget / (k + 1));
      if (rate > bestRate) [best, bestRate] = [k, rate];
    }
  }
  if (!(best !== undefined && Number.isInteger(best) && best >= 1 && Math.floor(budget / (best + 1)) >= 1)) {
    throw new RangeError('shared token bucket: bad number of slices for this budget');
  }
  let sliceMs = Math.ceil(windowMs / best);
  // The library works in seconds and multiplies back: keep that exact (its `expire` is a bigint).
  while ((sliceMs / 1000) * 1000 !== sliceMs) sliceMs += 1;
  return { slices: best, points: Math.floor(budget / (best + 1)), sliceMs };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    timer.unref?.();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The shared budget's settings and its store's state. */
interface SharedBudget {
  readonly getSql: () => Promise<SqlClient>;
  readonly key: string;
  readonly points: number;
  readonly sliceMs: number;
  readonly local: TokenBucket;
  readonly clock: Clock;
  readonly storeTimeoutMs: number;
  readonly retryStoreMs: number;
  readonly log: Pick<typeof logger, 'warn' | 'info'>;
  limiter?: Promise<RateLimiterPostgres>;
  /** The store is left alone until then after a failure. */
  retryStoreAt: number;
  degraded: boolean;
}

export function createSharedTokenBucket(options: SharedTokenBucketOptions): TokenBucket {
  const budget = sharedBudget(options);
  const { local } = options;
  return {
    /** This process's share only: the shared budget cannot be asked synchronously. The outbox uses `take()`. */
    tryTake: () => local.tryTake(),
    take: () => take(budget),
    pauseUntil: (time) => local.pauseUntil(time),
    pausedFor: () => local.pausedFor(),
  };
}

function sharedBudget(options: SharedTokenBucketOptions): SharedBudget {
  const { getSql, key = 'crm-hubspot', budget, windowMs, local, clock = systemClock, storeTimeoutMs = 2_000, retryStoreMs = windowMs, log = logger } = options;
  const { points, sliceMs } = sliceBudget(budget, windowMs, options.slices);
  return { getSql, key, points, sliceMs, local, clock, storeTimeoutMs, retryStoreMs, log, retryStoreAt: 0, degraded: false };
}

/** A local token, then a shared one, waiting for the next slice while the budget is spent. */
async function take(budget: SharedBudget): Promise<void> {
  const { local, clock } = budget;
  await local.take();
  for (let wait = await takeShared(budget); wait; wait = await takeShared(budget)) {
    await clock.sleep(wait);
    // A 429 while waiting pauses this process: wait for that too.
    if (local.pausedFor() > 0) await local.take();
  }
}

/** 0 when a shared token was taken, the wait in ms when the budget is spent, null when the store failed. */
async function takeShared(budget: SharedBudget): Promise<number | null> {
  if (budget.degraded && budget.clock.now() < budget.retryStoreAt) return null;
  try {
    const store = await withTimeout(openLimiter(budget), budget.storeTimeoutMs);
    await withTimeout(store.consume(budget.key), budget.storeTimeoutMs);
    storeWorks(budget);
    return 0;
  } catch (error) {
    if (isRefusal(error)) {
      storeWorks(budget);
      // A row without an expiry (not ours) would mean forever: ask again after a slice.
      return error.msBeforeNext < 0 ? budget.sliceMs : Math.min(budget.sliceMs, Math.max(1, error.msBeforeNext));
    }
    storeFailed(budget, error);
    return null;
  }
}

function openLimiter(budget: SharedBudget): Promise<RateLimiterPostgres> {
  budget.limiter ??= (async () => {
    const sql = await budget.getSql();
    // The library speaks node-postgres' `query({ text, values })`, as a pool (nothing to release).
    const storeClient = { query: ({ text, values }: { text: string; values?: unknown[] }) => sql.query(text, values) };
    // No insurance limiter: a failure must reach us, to fall back to the local bucket. The table
    // comes from the migrations (0003), so nothing is created here.
    return new RateLimiterPostgres({
      keyPrefix: '',
      points: budget.points,
      duration: budget.sliceMs / 1000,
      storeClient,
      storeType: 'pool',
      tableName: RATE_LIMIT_TABLE,
      tableCreated: true,
      clearExpiredByTimeout: true,
    });
  })().catch((error: unknown) => {
    budget.limiter = undefined;
    throw error;
  });
  return budget.limiter;
}

function storeFailed(budget: SharedBudget, error: unknown) {
  budget.retryStoreAt = budget.clock.now() + budget.retryStoreMs;
  if (budget.degraded) return;
  budget.degraded = true;
  budget.log.warn('leads: the shared CRM rate budget is unavailable, this instance counts on its own', { key: budget.key, error });
}

function storeWorks(budget: SharedBudget) {
  if (!budget.degraded) return;
  budget.degraded = false;
  budget.log.info('leads: the shared CRM rate budget works again', { key: budget.key });
}
