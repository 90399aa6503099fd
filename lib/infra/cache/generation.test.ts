import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis } from '@/scripts/redis-server.mjs';
import { cacheKeyPrefix, generationKey, generationReader } from './generation.mjs';
import { closeRedis, getRedis } from './redis.mjs';

let redis: Awaited<ReturnType<typeof startRedis>>;
const savedUrl = process.env.REDIS_URL;

beforeAll(async () => {
  redis = await startRedis();
  process.env.REDIS_URL = redis.url;
}, 30_000);

afterAll(async () => {
  await closeRedis();
  await redis?.stop();
  if (savedUrl === undefined) delete process.env.REDIS_URL;
  else process.env.REDIS_URL = savedUrl;
});

describe('the revalidation count, read from Redis', () => {
  it('shares one round trip among the requests that arrive while it is on its way, never an older one', async () => {
    const prefix = cacheKeyPrefix('/nowhere/server');
    const client = (await getRedis())!;
    const read = generationReader({ prefix });
    expect(await read()).toBe('redis:0');

    // Counting GETs through Redis's own statistics.
    const gets = async () => Number(/cmdstat_get:calls=(\d+)/.exec(await client.info('commandstats'))?.[1] ?? 0);
    const before = await gets();
    const first = read();
    // Raised after the first read left: the requests that come now must see it.
    await client.incr(generationKey(prefix));
    const later = Array.from({ length: 50 }, () => read());
    expect(await first).toMatch(/^redis:[01]$/);
    expect(new Set(await Promise.all(later))).toEqual(new Set(['redis:1']));
    expect((await gets()) - before).toBe(2);
  });
});
