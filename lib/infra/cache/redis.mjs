// @ts-check
/**
 * The process's one Redis connection, when `REDIS_URL` is set (see docs/deploying.md).
 *
 * Next.js loads the cache handler (lib/infra/cache/handler.mjs) outside the application bundles, while
 * route handlers such as /api/health run inside them: the client lives on `globalThis` under a
 * registered symbol so that both reach the same connection.
 *
 * Commands never queue while Redis is away (`disableOfflineQueue`): a caller gets an error at once
 * and decides what that means (the cache treats it as a miss, the health check as "down").
 */
import { createClient } from 'redis';
import { log } from '../log.mjs';

const KEY = Symbol.for('otailo.redis');

/** @typedef {ReturnType<typeof createClient>} RedisClient */

/** @returns {{ client?: RedisClient, ready?: Promise<RedisClient> }} */
function slot() {
  const store = /** @type {Record<symbol, { client?: RedisClient, ready?: Promise<RedisClient> }>} */ (
    /** @type {unknown} */ (globalThis)
  );
  return (store[KEY] ??= {});
}

/** The Redis URL this process uses, or undefined for "no Redis" (single-instance mode). */
export function redisUrl() {
  const value = process.env.REDIS_URL?.trim();
  return value ? value : undefined;
}

/**
 * The connected client, or null when `REDIS_URL` is unset. Rejects if the first connection fails;
 * later calls try again.
 * @returns {Promise<RedisClient | null>}
 */
export function getRedis() {
  const url = redisUrl();
  if (!url) return Promise.resolve(null);
  const state = slot();
  if (!state.ready) {
    const client = createClient({
      url,
      disableOfflineQueue: true,
      socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000) },
    });
    let lastReported = 0;
    client.on('error', (/** @type {Error} */ error) => {
      // A lost connection emits an error per reconnection attempt: report at most one per 10 s.
      const now = Date.now();
      if (now - lastReported < 10_000) return;
      lastReported = now;
      log.error('redis connection error', { error: { name: error.name, message: error.message } });
    });
    state.client = client;
    state.ready = client.connect().then(
      () => client,
      (/** @type {unknown} */ error) => {
        state.ready = undefined;
        state.client = undefined;
        void client.destroy();
        throw error;
      },
    );
  }
  return state.ready;
}

/** Closes the connection (graceful shutdown, tests). Safe to call without one. */
export async function closeRedis() {
  const state = slot();
  const client = state.client;
  state.client = undefined;
  state.ready = undefined;
  if (client?.isOpen) await client.close().catch(() => client.destroy());
}
