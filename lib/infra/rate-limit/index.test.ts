import { AsyncLocalStorage } from 'node:async_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import { freshDatabase, testBackends } from '@/test/databases';
import { createRateLimiter, RATE_LIMIT_TABLE, takePoint } from './index';

const policy = (name: string) => ({ name, points: 3, durationSeconds: 60 });

async function outcome(limiter: Awaited<ReturnType<typeof createRateLimiter>>, key: string): Promise<'allowed' | 'refused'> {
  try {
    await limiter.consume(key);
    return 'allowed';
  } catch {
    return 'refused';
  }
}

describe('takePoint', () => {
  it("tells a refusal by its shape: a limiter of another bundle's copy of the library is refused, not thrown (issue 51, finding 4)", async () => {
    // What a RateLimiterRes of another copy of rate-limiter-flexible looks like here: the same
    // fields, another class (`instanceof` was false, so the refusal was rethrown as an error: a 500).
    class ForeignRes {
      msBeforeNext = 41_500;
      remainingPoints = 0;
      consumedPoints = 121;
      isFirstInDuration = false;
    }
    const foreign = { consume: () => Promise.reject(new ForeignRes()) };
    expect(await takePoint(foreign, '10.0.0.1')).toBe(42);
    // A real failure still throws.
    await expect(takePoint({ consume: () => Promise.reject(new Error('store down')) }, '10.0.0.1')).rejects.toThrow('store down');
  });

  it('takes several points at once', async () => {
    const limiter = await createRateLimiter({ name: 'points-test', points: 10, durationSeconds: 60 });
    expect(await takePoint(limiter, 'k', 6)).toBe(0);
    expect(await takePoint(limiter, 'k', 4)).toBe(0);
    expect(await takePoint(limiter, 'k', 1)).toBeGreaterThan(0);
  });
});

describe('rate limiter in memory', () => {
  it('allows the policy points per window, then refuses', async () => {
    const limiter = await createRateLimiter(policy('memory-test'));
    const results = [];
    for (let i = 0; i < 4; i += 1) results.push(await outcome(limiter, '10.0.0.1'));
    expect(results).toEqual(['allowed', 'allowed', 'allowed', 'refused']);
    expect(await outcome(limiter, '10.0.0.2')).toBe('allowed');
  });

  it('keeps nothing of the request that counted a new visitor (its expiry timer runs outside it)', async () => {
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as () => void;
    const limiter = await createRateLimiter({ name: 'memory-context', points: 60, durationSeconds: 600 });
    const requestStore = new AsyncLocalStorage<{ response: Uint8Array }>();
    const responses: WeakRef<Uint8Array>[] = [];
    const request = async (i: number) => {
      const response = new Uint8Array(1024);
      responses.push(new WeakRef(response));
      await requestStore.run({ response }, () => takePoint(limiter, `10.1.0.${i}`));
    };
    for (let i = 0; i < 20; i += 1) await request(i);
    await requestStore.run({ response: new Uint8Array(1) }, () => new Promise((resolve) => setTimeout(resolve, 10)));
    gc();
    // Each key's 10-minute timer, made inside its request, used to hold that request's context.
    expect(responses.filter((ref) => ref.deref() !== undefined)).toHaveLength(0);
  });
});

describe.runIf(testBackends().includes('postgres'))('rate limiter in PostgreSQL', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await freshDatabase('postgres');
  });
  afterAll(() => handle?.close());

  it('counts one visitor across server instances', async () => {
    // Two limiters stand for two instances: they share only the database.
    const [a, b] = await Promise.all([createRateLimiter(policy('shared-test'), handle), createRateLimiter(policy('shared-test'), handle)]);
    expect(await outcome(a, '10.0.0.9')).toBe('allowed');
    expect(await outcome(b, '10.0.0.9')).toBe('allowed');
    expect(await outcome(a, '10.0.0.9')).toBe('allowed');
    expect(await outcome(b, '10.0.0.9')).toBe('refused');
    const { rows } = await handle.query(`SELECT points FROM ${RATE_LIMIT_TABLE} WHERE key = $1`, ['shared-test:10.0.0.9']);
    expect(Number(rows[0]?.points)).toBe(4);
  });

  it('falls back to memory when the database does not answer', async () => {
    const broken = { query: () => Promise.reject(new Error('connection refused')) };
    const limiter = await createRateLimiter(policy('broken-test'), broken);
    expect(await outcome(limiter, '10.0.0.10')).toBe('allowed');
  });
});
