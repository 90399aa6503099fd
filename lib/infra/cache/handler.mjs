// @ts-check
/**
 * Next.js's incremental cache through the public `cacheHandler` interface: in Redis with
 * `REDIS_URL` (shared by every instance), else in this process's memory (./local-store.mjs). The
 * house rules are in docs/architecture.md, the Redis keys in docs/deploying.md.
 */
import { createHash } from 'node:crypto';
import { declaredStatus } from '../http/document-status.mjs';
import { log } from '../log.mjs';
import { cacheKeyPrefix, generationKey, noteRevalidation } from './generation.mjs';
import { localStore } from './local-store.mjs';
import { registerTagExpiry } from './expire.mjs';
import { getRedis, redisUrl } from './redis.mjs';

/**
 * What Next.js stores, as far as this handler reads it: the entry's kind, a page's or route's
 * status, HTML and headers (its tags are in `x-next-cache-tags`), a data entry's tags and lifetime.
 * @typedef {({ kind?: string, status?: number, html?: unknown, headers?: Record<string, unknown>, tags?: string[], revalidate?: number | false } & Record<string, unknown>) | null} CacheValue
 * @typedef {{ revalidate?: number | false, expire?: number }} CacheControl
 * @typedef {{ lastModified: number, value: CacheValue, cacheControl?: CacheControl }} CacheEntry
 * @typedef {{ serverDistDir?: string, maxMemoryCacheSize?: number } & Record<string, unknown>} HandlerContext
 * @typedef {{ kind?: string, tags?: string[], softTags?: string[] } & Record<string, unknown>} GetContext
 * @typedef {{ tags?: string[], fetchCache?: boolean, cacheControl?: CacheControl } & Record<string, unknown>} SetContext
 * @typedef {import('./redis.mjs').RedisClient} RedisClient
 */

/** The memory store's bound when next.config sets none (Next.js's own default). */
const DEFAULT_MEMORY_BYTES = 50 * 1024 * 1024;
/** Longest wait for Redis (connection included) before a call counts as failed. */
const REDIS_TIMEOUT_MS = 500;
/** How long calls skip Redis after one timed out. */
const PAUSE_MS = 2_000;
/** Entries live a few revalidate periods (an idle page then renders afresh), within these bounds. */
const TTL_REVALIDATE_FACTOR = 4;
const MIN_TTL_SECONDS = 60;
export const MAX_TTL_SECONDS = 2 * 24 * 3600;
/** Longer than any render takes: how long after a revalidation its tags' entries are not stored. */
export const SETTLE_MS = 5_000;
/** Next.js lists a page's or route's cache tags in this stored header (NEXT_CACHE_TAGS_HEADER). */
const TAGS_HEADER = 'x-next-cache-tags';

// KEYS[1] the entry, KEYS[2] the tags hash, ARGV the caller's tags (FETCH tags, soft tags).
// Returns nil for a missing entry, else { entry JSON, latest revalidation ms of any of its tags }.
const READ_SCRIPT = luaScript(`
local entry = redis.call('HMGET', KEYS[1], 'data', 'tags')
if not entry[1] then return false end
local tags = entry[2] and cjson.decode(entry[2]) or {}
for i = 1, #ARGV do tags[#tags + 1] = ARGV[i] end
local latest = 0
if #tags > 0 then
  for _, at in ipairs(redis.call('HMGET', KEYS[2], unpack(tags))) do
    local ms = tonumber(at)
    if ms and ms > latest then latest = ms end
  end
end
return { entry[1], latest }
`);

// KEYS[1] the entry, KEYS[2] the tags hash; ARGV: data, tags JSON, ttl seconds, settle-since ms,
// then the entry's tags. Stores the entry unless one of its tags was revalidated since then.
const WRITE_SCRIPT = luaScript(`
if #ARGV > 4 then
  for _, at in ipairs(redis.call('HMGET', KEYS[2], unpack(ARGV, 5))) do
    local ms = tonumber(at)
    if ms and ms >= tonumber(ARGV[4]) then return 0 end
  end
end
redis.call('HSET', KEYS[1], 'data', ARGV[1], 'tags', ARGV[2])
redis.call('EXPIRE', KEYS[1], tonumber(ARGV[3]))
return 1
`);

export default class CacheHandler {
  /** @param {HandlerContext} ctx */
  constructor(ctx) {
    this.building = process.env.NEXT_PHASE === 'phase-production-build';
    /** This process's store, when entries do not go to Redis. */
    this.local = redisUrl() && !this.building ? undefined : localStore(memoryBytes(ctx.maxMemoryCacheSize));
    this.prefix = cacheKeyPrefix(ctx.serverDistDir);
    if (!this.building) registerTagExpiry((tags) => this.revalidateTag(tags));
  }

  /**
   * @param {string} key
   * @param {GetContext} [ctx]
   * @returns {Promise<CacheEntry | null>}
   */
  async get(key, ctx = {}) {
    // Data lookups name their tags and the page's implicit (soft) tags; a page or route entry
    // carries its own tags (stored with it).
    const extraTags = [...(ctx.tags ?? []), ...(ctx.softTags ?? [])];
    const found = this.local ? this.local.read(key, extraTags) : await this.readRedis(key, extraTags);
    // `>=`: a revalidation in the entry's own millisecond may have come after its data was read.
    if (!found || found.latest >= found.entry.lastModified) return null;
    return found.entry;
  }

  /**
   * @param {string} key
   * @param {CacheValue} data
   * @param {SetContext} [ctx]
   */
  async set(key, data, ctx = {}) {
    if (!this.building && isErrorPage(data)) return;
    const tags = entryTags(data, ctx);
    const now = Date.now();
    const cacheControl = !ctx.fetchCache ? ctx.cacheControl : undefined;
    /** @type {CacheEntry} */
    const entry = { lastModified: now, value: data, cacheControl };
    const ttl = ttlSeconds(data?.kind === 'FETCH' ? data.revalidate : cacheControl?.revalidate, cacheControl?.expire);
    if (this.local) this.local.write(key, entry, tags, now - SETTLE_MS, ttl);
    else await this.writeRedis(key, entry, tags, now - SETTLE_MS, ttl);
  }

  /**
   * Marks the tags revalidated now: every entry written before carrying one of them is a miss from
   * here on, on every instance. Next.js passes `durations` for stale-while-revalidate profiles;
   * this site only expires at once (`updateTag`), so every call is treated as immediate.
   * @param {string | string[]} tags
   */
  async revalidateTag(tags) {
    noteRevalidation();
    const list = typeof tags === 'string' ? [tags] : tags;
    if (list.length === 0) return;
    const now = Date.now();
    if (this.local) return this.local.markRevalidated(list, now);
    const tagsKey = this.tagsKey();
    try {
      // The hash outlives every entry it can still expire: each revalidation pushes its expiry to
      // the longest entry lifetime, and any entry older than that is gone already.
      await withRedis((redis) =>
        redis
          .multi()
          .hSet(tagsKey, Object.fromEntries(list.map((tag) => [tag, String(now)])))
          .expire(tagsKey, MAX_TTL_SECONDS)
          // Kept pages compare this count (generation.mjs); it never expires, so it never repeats.
          .incr(generationKey(this.prefix))
          .exec(),
      );
    } catch (error) {
      warn('cache revalidateTag failed; other instances may serve the old content', error, { tags: list });
    }
  }

  resetRequestCache() {}

  /**
   * @param {string} key
   * @param {string[]} extraTags
   * @returns {Promise<{ entry: CacheEntry, latest: number } | undefined>}
   */
  async readRedis(key, extraTags) {
    try {
      const reply = /** @type {[string, number] | null} */ (
        await withRedis((redis) => runScript(redis, READ_SCRIPT, [this.entryKey(key), this.tagsKey()], extraTags))
      );
      return reply ? { entry: /** @type {CacheEntry} */ (deserialize(reply[0])), latest: Number(reply[1]) } : undefined;
    } catch (error) {
      warn('cache get failed; treated as a miss', error, { key }, true);
      return undefined;
    }
  }

  /**
   * @param {string} key
   * @param {CacheEntry} entry
   * @param {string[]} tags
   * @param {number} settleSince
   * @param {number} ttl seconds
   */
  async writeRedis(key, entry, tags, settleSince, ttl) {
    try {
      await withRedis((redis) =>
        runScript(redis, WRITE_SCRIPT, [this.entryKey(key), this.tagsKey()], [serialize(entry), JSON.stringify(tags), String(ttl), String(settleSince), ...tags]),
      );
    } catch (error) {
      warn('cache set failed', error, { key });
    }
  }

  /** @param {string} key */
  entryKey(key) {
    return `${this.prefix}entry:${key}`;
  }

  tagsKey() {
    return `${this.prefix}tags`;
  }
}

/**
 * The tags an entry answers to: a FETCH entry's own (unstable_cache's `tags`), a page's or
 * route's from its tags header.
 * @param {CacheValue} data
 * @param {SetContext} ctx
 * @returns {string[]}
 */
function entryTags(data, ctx) {
  if (data?.kind === 'FETCH') {
    const fromContext = Array.isArray(ctx.tags) ? ctx.tags : [];
    return [...new Set([...fromContext, ...(data.tags ?? [])])];
  }
  if (data?.kind === 'APP_PAGE' || data?.kind === 'APP_ROUTE' || data?.kind === 'PAGES') {
    const header = data.headers?.[TAGS_HEADER];
    return typeof header === 'string' && header ? header.split(',') : [];
  }
  return [];
}

/**
 * A page rendered with an error status, Next.js's own or one the document declares (see
 * lib/infra/http/document-status.mjs), or a route handler's error answer (a social card of no post).
 * @param {CacheValue} data
 */
function isErrorPage(data) {
  if (data?.kind === 'APP_ROUTE') return (data.status ?? 200) >= 400;
  if (data?.kind !== 'APP_PAGE') return false;
  return (data.status ?? 200) >= 400 || (typeof data.html === 'string' && declaredStatus(data.html) !== undefined);
}

/** @param {number | undefined} configured next.config's `cacheMaxMemorySize`, in bytes */
function memoryBytes(configured) {
  return typeof configured === 'number' && configured > 0 ? configured : DEFAULT_MEMORY_BYTES;
}

/**
 * @param {number | false | undefined} revalidate seconds until the entry is stale
 * @param {number | undefined} expire seconds after which Next.js will not serve it anyway
 */
function ttlSeconds(revalidate, expire) {
  let ttl = typeof revalidate === 'number' && revalidate > 0 ? revalidate * TTL_REVALIDATE_FACTOR : MAX_TTL_SECONDS;
  if (typeof expire === 'number' && expire > 0) ttl = Math.min(ttl, expire);
  return Math.ceil(Math.min(Math.max(ttl, MIN_TTL_SECONDS), MAX_TTL_SECONDS));
}

/** Until when calls skip Redis after one timed out (see withRedis). */
let pausedUntil = 0;

/**
 * Runs `run` with the connected client, failing after REDIS_TIMEOUT_MS whatever Redis does.
 * A lost connection fails at once, but a server that cannot connect at all (Redis down at boot)
 * keeps its first connection pending: after a timeout, calls fail at once for PAUSE_MS so that
 * requests are not each delayed by the timeout.
 * @template T
 * @param {(redis: RedisClient) => Promise<T>} run
 * @returns {Promise<T>}
 */
async function withRedis(run) {
  if (Date.now() < pausedUntil) throw new Error('Redis timed out moments ago; not waiting for it again yet');
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => {
      pausedUntil = Date.now() + PAUSE_MS;
      reject(new Error(`no answer from Redis within ${REDIS_TIMEOUT_MS} ms`));
    }, REDIS_TIMEOUT_MS);
  });
  const work = getRedis().then((redis) => {
    if (!redis) throw new Error('REDIS_URL is not set');
    // While it reconnects, a MULTI would wait in the client rather than fail: fail at once.
    if (!redis.isReady) throw new Error('Redis is not connected');
    return run(redis);
  });
  try {
    return /** @type {T} */ (await Promise.race([work, timeout]));
  } finally {
    clearTimeout(timer);
  }
}

/** @typedef {{ source: string, sha: string }} LuaScript */

/** @param {string} source @returns {LuaScript} */
function luaScript(source) {
  return { source, sha: createHash('sha1').update(source).digest('hex') };
}

/**
 * EVALSHA, falling back to EVAL (which also caches the script in Redis) the first time a Redis
 * server sees it.
 * @param {RedisClient} redis
 * @param {LuaScript} script
 * @param {string[]} keys
 * @param {string[]} args
 */
async function runScript(redis, script, keys, args) {
  const options = { keys, arguments: args };
  try {
    return await redis.evalSha(script.sha, options);
  } catch (error) {
    if (!(error instanceof Error && error.message.startsWith('NOSCRIPT'))) throw error;
    return redis.eval(script.source, options);
  }
}

// Entries hold Buffers (a page's RSC payload, a route's body) and a Map (a page's segment data):
// JSON keeps them as tagged objects. The replacer reads `this[key]` because JSON.stringify has
// already turned a Buffer into `{ type, data }` (its toJSON) by the time it calls the replacer.
const BUFFER = '$otailoBuffer';
const MAP = '$otailoMap';

/** @param {unknown} entry */
function serialize(entry) {
  return JSON.stringify(entry, function (key, value) {
    const raw = /** @type {Record<string, unknown>} */ (this)[key];
    if (raw instanceof Uint8Array) return { [BUFFER]: Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString('base64') };
    if (raw instanceof Map) return { [MAP]: [...raw] };
    return value;
  });
}

/** @param {string} json */
function deserialize(json) {
  return JSON.parse(json, (_key, value) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      if (typeof value[BUFFER] === 'string') return Buffer.from(value[BUFFER], 'base64');
      if (Array.isArray(value[MAP])) return new Map(value[MAP]);
    }
    return value;
  });
}

/** @type {number} when a failed read was last reported (reads fail on every request while Redis is away) */
let lastReadWarning = 0;

/**
 * One warn line on stderr (lib/infra/log.mjs): `{"time","level":"warn","msg":"cache …","error":{…},…}`.
 * @param {string} msg
 * @param {unknown} error
 * @param {Record<string, unknown>} details
 * @param {boolean} [throttle] report at most one per 10 s
 */
function warn(msg, error, details, throttle = false) {
  if (throttle) {
    const now = Date.now();
    if (now - lastReadWarning < 10_000) return;
    lastReadWarning = now;
  }
  log.warn(msg, { error, ...details });
}
