// @ts-check
/**
 * The incremental cache of one server process, when there is no Redis (one instance, `npm start`)
 * and during `next build`: entries in memory, bounded by bytes (least recently used go first), and
 * the time each tag was last revalidated. The same rules as the Redis store (./handler.mjs): an
 * entry is a miss once one of its tags was revalidated at or after it was written, and an entry is
 * not stored while one of its tags was revalidated moments ago.
 *
 * One store per process, kept on globalThis: Next.js constructs a handler per request, and
 * Turbopack bundles a second copy of the handler into the proxy's chunk.
 */
import { gunzipSync, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';

/** @typedef {import('./handler.mjs').CacheEntry} CacheEntry */

/**
 * @typedef {object} LocalStore
 * @property {(key: string, extraTags: string[]) => { entry: CacheEntry, latest: number } | undefined} read
 *   the entry and the latest revalidation (ms) of its tags and `extraTags`
 * @property {(key: string, entry: CacheEntry, tags: string[], settleSince: number, ttlSeconds: number) => boolean} write
 *   stores the entry unless one of `tags` was revalidated at or after `settleSince`
 * @property {(tags: string[], at: number) => void} markRevalidated
 * @property {() => { entries: number, bytes: number }} size
 */

const STORE = Symbol.for('otailo.cache.localStore');

/**
 * The process's store, made with `maxBytes` the first time it is asked for.
 * @param {number} maxBytes
 * @returns {LocalStore}
 */
export function localStore(maxBytes) {
  const holder = /** @type {{ [STORE]?: LocalStore }} */ (globalThis);
  return (holder[STORE] ??= createLocalStore(maxBytes));
}

/**
 * @param {number} maxBytes
 * @returns {LocalStore}
 */
export function createLocalStore(maxBytes) {
  /** @type {LRUCache<string, { entry: CacheEntry, tags: string[] }>} */
  const entries = new LRUCache({
    maxSize: Math.max(1, maxBytes),
    sizeCalculation: ({ entry }) => Math.max(1, sizeOf(entry.value)),
  });
  /** Tag → when it was last revalidated (ms). */
  const revalidated = new Map();
  const latestOf = (/** @type {string[]} */ tags) => tags.reduce((latest, tag) => Math.max(latest, revalidated.get(tag) ?? 0), 0);

  return {
    read(key, extraTags) {
      const stored = entries.get(key);
      return stored && { entry: { ...stored.entry, value: unpacked(stored.entry.value) }, latest: latestOf([...stored.tags, ...extraTags]) };
    },
    write(key, entry, tags, settleSince, ttlSeconds) {
      if (latestOf(tags) >= settleSince) return false;
      // An entry larger than the whole store is refused by the cache (nothing else is evicted for it).
      entries.set(key, { entry: { ...entry, value: packed(entry.value) }, tags }, { ttl: ttlSeconds * 1000 });
      return true;
    },
    markRevalidated(tags, at) {
      for (const tag of tags) revalidated.set(tag, at);
    },
    size: () => ({ entries: entries.size, bytes: entries.calculatedSize }),
  };
}

/** Where a kept page's HTML waits, gzipped, in a stored value. */
const PACKED_HTML = Symbol('packedHtml');

/**
 * A value as kept: a page's HTML gzipped. Every page's HTML was held as a JavaScript string (two
 * bytes a character once a page has one character past Latin-1: an accent, a dash, a curly quote),
 * ~14 MB after a crawl of both languages, for a copy the page store (server/page-store.mjs) serves
 * and Next.js reads only when that store misses; client navigations read the React payload beside it.
 * @template T
 * @param {T} value
 * @returns {T}
 */
function packed(value) {
  const page = /** @type {{ kind?: unknown, html?: unknown }} */ (value);
  if (page?.kind !== 'APP_PAGE' || typeof page.html !== 'string') return value;
  const { html, ...rest } = page;
  return /** @type {T} */ ({ ...rest, [PACKED_HTML]: gzipSync(html, { level: 1 }) });
}

/**
 * A kept value as Next.js reads it: a fresh object, its HTML unpacked on first use only.
 * @template T
 * @param {T} value
 * @returns {T}
 */
function unpacked(value) {
  const page = /** @type {{ [PACKED_HTML]?: Buffer }} */ (value);
  const gzipped = page?.[PACKED_HTML];
  if (!gzipped) return value;
  const { [PACKED_HTML]: _packed, ...rest } = page;
  /** @type {string | undefined} */
  let html;
  return /** @type {T} */ (Object.defineProperty(rest, 'html', {
    enumerable: true,
    configurable: true,
    get: () => (html ??= gunzipSync(gzipped).toString()),
    set: (given) => {
      html = given;
    },
  }));
}

/**
 * About how many bytes a cache value holds: its strings and binary data (a page's HTML, React
 * payload and segments, a route's body, a data entry's JSON), a few levels deep.
 * @param {unknown} value
 * @param {number} [depth]
 * @returns {number}
 */
export function sizeOf(value, depth = 0) {
  if (typeof value === 'string') return value.length;
  if (value instanceof Uint8Array) return value.byteLength;
  if (!value || typeof value !== 'object' || depth > 5) return 8;
  const packedHtml = /** @type {{ [PACKED_HTML]?: Buffer }} */ (value)[PACKED_HTML];
  const parts = value instanceof Map ? [...value.values()] : Array.isArray(value) ? value : Object.values(value);
  if (packedHtml) parts.push(packedHtml);
  return parts.reduce((total, part) => total + sizeOf(part, depth + 1), 0);
}
