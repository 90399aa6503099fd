// @ts-check
/**
 * A count of revalidations, which the page store (server/page-store.mjs) compares to know whether
 * a page it kept may be out of date: a page is sent from the store only while the count is the one
 * read before the page was rendered. Without Redis the count lives in this process; with Redis it
 * is one key, raised by the cache handler in the same transaction as the revalidated tags, so
 * every instance sees an edit made on any of them on its next request.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getRedis, redisUrl } from './redis.mjs';

const LOCAL = Symbol.for('otailo.revalidations');
/** Longest wait for Redis before the store is skipped for that request (the page renders). */
const READ_TIMEOUT_MS = 500;

/** @returns {{ count: number }} shared by every copy of this module in the process (see redis.mjs) */
function local() {
  const store = /** @type {Record<symbol, { count: number }>} */ (/** @type {unknown} */ (globalThis));
  return (store[LOCAL] ??= { count: 0 });
}

/** Called by the cache handler on every revalidation, with or without Redis. */
export function noteRevalidation() {
  local().count += 1;
}

/** @type {Map<string, string>} build id by server folder (read once) */
const buildIds = new Map();

/**
 * Every Redis key of a build starts with this, so that a new deployment never reads what an older
 * build wrote: `<CACHE_KEY_PREFIX or "otailo:next">:<build id>:`.
 * @param {string | undefined} serverDistDir the build's `server` folder
 */
export function cacheKeyPrefix(serverDistDir) {
  const base = process.env.CACHE_KEY_PREFIX?.trim() || 'otailo:next';
  const dir = serverDistDir ?? '';
  let buildId = buildIds.get(dir);
  if (buildId === undefined) {
    try {
      buildId = readFileSync(join(dir, '..', 'BUILD_ID'), 'utf8').trim() || 'unknown-build';
    } catch {
      buildId = 'unknown-build'; // `next dev`, or a handler built without a build folder
    }
    buildIds.set(dir, buildId);
  }
  return `${base}:${buildId}:`;
}

/** @param {string} prefix from cacheKeyPrefix */
export const generationKey = (prefix) => `${prefix}generation`;

/**
 * Reads the current count: a string to compare, or null when it cannot be known now (Redis slow or
 * away), in which case the caller renders instead of trusting a kept page. With Redis, requests
 * that arrive while a read is on its way share the next one: one round trip at a time, whatever
 * the load, and never an answer read before the request came.
 * @param {{ prefix: string, timeoutMs?: number }} options
 * @returns {() => Promise<string | null>}
 */
export function generationReader({ prefix, timeoutMs = READ_TIMEOUT_MS }) {
  if (!redisUrl()) return () => Promise.resolve(`local:${local().count}`);
  const key = generationKey(prefix);
  /** @type {Promise<string | null> | undefined} */
  let current;
  /** @type {Promise<string | null> | undefined} */
  let queued;

  const send = () => {
    const sent = readRedis(key, timeoutMs).finally(() => {
      if (current === sent) current = undefined;
    });
    current = sent;
    return sent;
  };
  return () => {
    if (!current) return send();
    queued ??= current.then(() => {
      queued = undefined;
      return send();
    });
    return queued;
  };
}

/**
 * @param {string} key
 * @param {number} timeoutMs
 * @returns {Promise<string | null>}
 */
async function readRedis(key, timeoutMs) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const timeout = new Promise((resolve) => {
    timer = setTimeout(resolve, timeoutMs, null);
  });
  const read = getRedis().then(async (redis) => `redis:${(await redis?.get(key)) ?? 0}`);
  try {
    return /** @type {string | null} */ (await Promise.race([read, timeout]));
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
    read.catch(() => {}); // a read that lost the race may still fail later
  }
}
