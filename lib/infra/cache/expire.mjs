// @ts-check
/**
 * Expiring cache tags outside a request (the publication clock: a scheduled post goes public with
 * nobody's action to call `updateTag` from). Next.js's own functions need a request, so the cache
 * handler (handler.mjs) leaves its `revalidateTag` here each time Next.js constructs it.
 */
import { noteRevalidation } from './generation.mjs';

const EXPIRE = Symbol.for('otailo.cache.expireTags');

/** @typedef {(tags: string[]) => Promise<void>} ExpireTags */

/** @param {ExpireTags} expire */
export function registerTagExpiry(expire) {
  /** @type {{ [EXPIRE]?: ExpireTags }} */ (globalThis)[EXPIRE] = expire;
}

/**
 * Marks the tags revalidated as `updateTag` would: in Redis for every instance, or in this
 * process's memory. Before the first request no handler exists and nothing of this process is
 * cached, but pages kept by server/page-store.mjs are still told to render afresh.
 * @param {string[]} tags
 */
export async function expireTagsOutsideRequest(tags) {
  const expire = /** @type {{ [EXPIRE]?: ExpireTags }} */ (globalThis)[EXPIRE];
  if (expire) await expire(tags);
  else noteRevalidation();
}

