import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@/lib/infra/db/client';
import { RATE_LIMIT_TABLE, type SqlClient } from '@/lib/infra/rate-limit';
import { freshDatabase, testBackends } from '@/test/databases';
import { createSharedTokenBucket, sliceBudget, type SharedTokenBucketOptions } from './shared-token-bucket';
import { createTokenBucket, type TokenBucket } from './token-bucket';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quietLog = () => ({ warn: vi.fn(), info: vi.fn() });
/** Never the limit in these tests, unless they say so. */
const roomyLocal = () => createTokenBucket({ capacity: 1_000, refill: 1_000, intervalMs: 1_000 });

/** Takes tokens as fast as the bucket gives them for `ms`; the times they came. */
async function drain(bucket: TokenBucket, ms: number): Promise<number[]> {
  const times: number[] = [];
  const end = Date.now() + ms;
  while (Date.now() < end) {
    await bucket.take();
    times.push(Date.now());
  }
  return times;
}

/** The most tokens granted in any `windowMs` (each window starting at a grant). */
function mostInAnyWindow(times: number[], windowMs: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  return Math.max(0, ...sorted.map((start, i) => sorted.slice(i).filter((t) => t < start + windowMs).length));
}

describe('sliceBudget', () => {
  it('never lets a window see more than the budget, and keeps most of it', () => {
    expect(sliceBudget(45, 10_000)).toEqual({ slices: 8, points: 5, sliceMs: 1_250 });
    expect(sliceBudget(5, 1_000)).toEqual({ slices: 4, points: 1, sliceMs: 250 });
    expect(sliceBudget(50, 10_000, 1)).toEqual({ slices: 1, points: 25, sliceMs: 10_000 });
    for (const budget of [2, 3, 7, 45, 50, 100]) {
      const { slices, points, sliceMs } = sliceBudget(budget, 10_000);
      expect(points * (slices + 1)).toBeLessThanOrEqual(budget);
      expect(sliceMs * slices).toBeGreaterThanOrEqual(10_000);
      expect(Number.isInteger((sliceMs / 1000) * 1000)).toBe(true);
    }
  });

  it('rejects budgets it cannot keep', () => {
    expect(() => sliceBudget(1, 1_000)).toThrow(RangeError);
    expect(() => sliceBudget(5, 0)).toThrow(RangeError);
    expect(() => sliceBudget(5, 1_000, 5)).toThrow(RangeError);
  });
});

describe('shared token bucket without its store', () => {
  const broken: SqlClient = { query: () => Promise.reject(new Error('connection refused')) };

  it('falls back to the local bucket, at its rate, and says so once', async () => {
    const log = quietLog();
    const local = createTokenBucket({ capacity: 2, refill: 2, intervalMs: 500 });
    const bucket = createSharedTokenBucket({ getSql: async () => broken, budget: 5, windowMs: 1_000, local, log });
    const times = await drain(bucket, 1_000);
    // 2 at once, then 4 per second.
    expect(times.length).toBeGreaterThanOrEqual(5);
    expect(times.length).toBeLessThanOrEqual(7);
    expect(mostInAnyWindow(times, 500)).toBeLessThanOrEqual(4);
    expect(log.warn).toHaveBeenCalledTimes(1);
  });

  it('does not wait for a store that does not answer', async () => {
    const log = quietLog();
    const hanging: SqlClient = { query: () => new Promise(() => {}) };
    const bucket = createSharedTokenBucket({ getSql: async () => hanging, budget: 5, windowMs: 1_000, local: roomyLocal(), storeTimeoutMs: 50, log });
    const started = Date.now();
    for (let i = 0; i < 5; i += 1) await bucket.take();
    // Only the first call waits for the store; the next ones skip it until retryStoreMs.
    expect(Date.now() - started).toBeLessThan(500);
    expect(log.warn).toHaveBeenCalledTimes(1);
  });

  it('keeps the pause of a 429 in the local bucket', () => {
    const bucket = createSharedTokenBucket({ getSql: async () => broken, budget: 5, windowMs: 1_000, local: roomyLocal(), log: quietLog() });
    bucket.pauseUntil(Date.now() + 60_000);
    expect(bucket.pausedFor()).toBeGreaterThan(59_000);
    expect(bucket.tryTake()).toBeGreaterThan(59_000);
  });
});

describe.runIf(testBackends().includes('postgres'))('shared token bucket on PostgreSQL', () => {
  let handle: DatabaseHandle;
  /** A second connection pool to the same database: the other instance. */
  let other: DatabaseHandle;

  beforeAll(async () => {
    handle = await freshDatabase('postgres');
    const { rows } = await handle.query('SELECT current_database() AS name');
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${String(rows[0]?.name)}`;
    other = await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 2 });
  });
  afterAll(async () => {
    await other?.close();
    await handle?.close();
  });

  const shared = (sql: SqlClient, options: Partial<SharedTokenBucketOptions> = {}) =>
    createSharedTokenBucket({ getSql: async () => sql, budget: 5, windowMs: 1_000, local: roomyLocal(), log: quietLog(), ...options });

  it('keeps two instances together within the budget in any window', async () => {
    const [a, b] = [shared(handle, { key: 'two-instances' }), shared(other, { key: 'two-instances' })];
    const [timesA, timesB] = await Promise.all([drain(a, 2_000), drain(b, 2_000)]);
    const all = [...timesA, ...timesB];
    expect(mostInAnyWindow(all, 1_000)).toBeLessThanOrEqual(5);
    // Both asked all the time: together they got about the sustained rate (4 per second here), not
    // each its own.
    expect(all.length).toBeGreaterThanOrEqual(6);
    expect(all.length).toBeLessThanOrEqual(12);
    const { rows } = await handle.query(`SELECT key FROM ${RATE_LIMIT_TABLE} WHERE key = $1`, ['two-instances']);
    expect(rows).toHaveLength(1);
  });

  it('is separate per key', async () => {
    const [a, b] = [shared(handle, { key: 'key-a', windowMs: 300, slices: 1 }), shared(other, { key: 'key-b', windowMs: 300, slices: 1 })];
    // slices: 1 → 2 points per window each, at once.
    const [timesA, timesB] = await Promise.all([drain(a, 100), drain(b, 100)]);
    expect(timesA.length).toBeGreaterThanOrEqual(2);
    expect(timesB.length).toBeGreaterThanOrEqual(2);
  });

  it('falls back while the store fails, and shares again once it works', async () => {
    const log = quietLog();
    let failing = true;
    const flaky: SqlClient = {
      query: (text, values) => (failing ? Promise.reject(new Error('connection refused')) : handle.query(text, values)),
    };
    const local = createTokenBucket({ capacity: 3, refill: 3, intervalMs: 1_000 });
    const bucket = shared(flaky, { key: 'flaky', local, retryStoreMs: 200, log });
    const times = await drain(bucket, 600);
    // The local rate (3 at once, 3 per second), not the shared one (1 per 250 ms).
    expect(times.length).toBeGreaterThanOrEqual(4);
    expect(times.filter((t) => t < times[0]! + 50).length).toBe(3);
    expect(log.warn).toHaveBeenCalledTimes(1);

    failing = false;
    await sleep(200);
    await bucket.take();
    expect(log.info).toHaveBeenCalledTimes(1);
    const { rows } = await handle.query(`SELECT points FROM ${RATE_LIMIT_TABLE} WHERE key = $1`, ['flaky']);
    expect(Number(rows[0]?.points)).toBeGreaterThanOrEqual(1);
  });
});
