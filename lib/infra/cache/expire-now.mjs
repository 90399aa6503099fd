// @ts-check
/**
 * Inside a server action, beside `updateTag`: the same expiry started at once, through the cache
 * handler's `revalidateTag` that expire.mjs registers (Next.js applies `updateTag` only after the
 * action's answer when the action renders no page). Without Redis it is done before this returns
 * (the handler's memory store is synchronous); with Redis the command is sent before the answer.
 * No imports on purpose: every feature's public reads import this, so it is part of every route's
 * server code, and expire.mjs would bring the Redis client along into each of them (~40 MB more
 * resident memory once a crawl has loaded every route).
 */
const EXPIRE = Symbol.for('otailo.cache.expireTags');

/** @param {string[]} tags */
export function expireTagsNow(tags) {
  const expire = /** @type {{ [EXPIRE]?: (tags: string[]) => Promise<void> }} */ (globalThis)[EXPIRE];
  if (expire) void expire(tags).catch(() => {});
}
