import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from './errors';
import { PgliteThread } from './pglite-thread';

/** A statement that keeps PostgreSQL busy for a few seconds on this machine. */
const SLOW = 'SELECT count(*)::int AS n FROM generate_series(1, 2000000) AS s(i) WHERE i % 7 = 3';

/** The longest this thread's event loop went without running a timer, while `work` ran. */
async function longestStall(work: Promise<unknown>): Promise<number> {
  let longest = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 10);
  try {
    await work;
  } finally {
    clearInterval(timer);
  }
  return longest;
}

describe('the embedded database on its own thread', () => {
  let thread: PgliteThread;
  beforeAll(async () => {
    thread = await PgliteThread.start({ settings: [] });
    await thread.exec('CREATE TABLE t (id int PRIMARY KEY, label text)');
  }, 60_000);
  afterAll(() => thread.close());

  it('runs a long statement without holding the server thread', async () => {
    const started = performance.now();
    const stall = await longestStall(thread.query(SLOW));
    const took = performance.now() - started;
    expect(took).toBeGreaterThan(300); // really slow…
    // …and the timers kept running (on the same thread, one would have waited the whole statement;
    // a loaded machine delays timers a little anyway)
    expect(stall).toBeLessThan(Math.max(100, took / 4));
  }, 60_000);

  it("keeps PostgreSQL's error fields (a unique violation is recognised as one)", async () => {
    await thread.query('INSERT INTO t VALUES ($1, $2)', [1, 'one']);
    const error = await thread.query('INSERT INTO t VALUES ($1, $2)', [1, 'again']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(isUniqueViolation(error)).toBe(true);
    expect(error).toMatchObject({ code: '23505', constraint: 't_pkey' });
  });

  it('holds every other statement until a transaction ends, and rolls back when its task throws', async () => {
    const order: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = thread.transaction(async (tx) => {
      await tx.query('INSERT INTO t VALUES (2, $1)', ['two']);
      order.push('inserted');
      await held;
      order.push('committing');
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const outside = thread.query<{ n: number }>('SELECT count(*)::int AS n FROM t').then((result) => {
      order.push('outside read');
      return result.rows[0]?.n;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    await transaction;
    expect(await outside).toBe(2);
    expect(order).toEqual(['inserted', 'committing', 'outside read']);

    const failed = thread.transaction(async (tx) => {
      await tx.query("INSERT INTO t VALUES (3, 'three')");
      throw new Error('changed my mind');
    });
    await expect(failed).rejects.toThrow('changed my mind');
    expect((await thread.query('SELECT id FROM t WHERE id = 3')).rows).toEqual([]);
  });

  it("reads Drizzle's raw types as PostgreSQL's text, in rows as arrays", async () => {
    const result = await thread.query("SELECT date '2026-11-28' AS d, 5 AS n", [], { rowMode: 'array', parsers: { 1082: (value: string) => value } });
    expect(result.rows).toEqual([['2026-11-28', 5]]);
  });
});

describe('a database thread that stops answering', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pglite-thread-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is replaced by a new one on the same folder, with the data committed before', async () => {
    const thread = await PgliteThread.start({ directory: dataDir, settings: [], stallMs: 1_500 });
    try {
      await thread.exec("CREATE TABLE kept (v text); INSERT INTO kept VALUES ('before')");
      // Stuck for longer than stallMs: the thread is stopped, and this statement fails.
      await expect(thread.query(SLOW.replace('2000000', '400000000'))).rejects.toThrow(/thread/);
      expect((await thread.query('SELECT v FROM kept')).rows).toEqual([{ v: 'before' }]);
    } finally {
      await thread.close();
    }
  }, 120_000);
});
