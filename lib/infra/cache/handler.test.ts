import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from 'redis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { freePort } from '@/scripts/postgres-server.mjs';
import { startRedis } from '@/scripts/redis-server.mjs';
import { expireTagsNow } from './expire-now.mjs';
import { cacheKeyPrefix, generationReader } from './generation.mjs';
import CacheHandler, { MAX_TTL_SECONDS, SETTLE_MS } from './handler.mjs';
import { closeRedis } from './redis.mjs';

type Handler = InstanceType<typeof CacheHandler>;
type GetContext = Parameters<Handler['get']>[1];
type SetValue = Parameters<Handler['set']>[1];
type SetContext = Parameters<Handler['set']>[2];

let redis: Awaited<ReturnType<typeof startRedis>>;
// The test's own connection, to look into Redis independently of the handler's.
let observer: ReturnType<typeof createClient>;
const savedEnv = { REDIS_URL: process.env.REDIS_URL, NEXT_PHASE: process.env.NEXT_PHASE, CACHE_KEY_PREFIX: process.env.CACHE_KEY_PREFIX };
const tempDirs: string[] = [];

/** A build folder with BUILD_ID and server/, as `next build` leaves it; returns its server dir. */
function buildDir(buildId: string) {
  const root = mkdtempSync(join(tmpdir(), 'cache-handler-'));
  tempDirs.push(root);
  writeFileSync(join(root, 'BUILD_ID'), buildId);
  mkdirSync(join(root, 'server'));
  return join(root, 'server');
}

/** What Next.js's IncrementalCache passes a cache handler on a production server (among other things). */
function handler(serverDistDir: string, maxMemoryCacheSize?: number): Handler {
  return new CacheHandler({ serverDistDir, flushToDisk: true, revalidatedTags: [], maxMemoryCacheSize });
}

/** Starts the next handler on a new, empty memory store (one per process otherwise). */
const LOCAL_STORE = Symbol.for('otailo.cache.localStore');
const freshMemory = () => delete (globalThis as Record<symbol, unknown>)[LOCAL_STORE];

const fetchValue = (body: string): SetValue => ({
  kind: 'FETCH' as never,
  data: { headers: { 'content-type': 'application/json' }, body, url: '', status: 200 },
  tags: ['posts'],
  revalidate: 3600,
});
// unstable_cache(read, ['posts', name], { tags: ['posts'], revalidate: 3600 }) inside a blog page.
const fetchSet: SetContext = { fetchCache: true, tags: ['posts'] };
const fetchGet = (softTags = ['_N_T_/layout', '_N_T_/en/blog']): GetContext => ({
  kind: 'FETCH' as never,
  tags: ['posts'],
  softTags,
  revalidate: 3600,
});

const rsc = Buffer.from([0x00, 0xff, 0xfe, 0x80, 0x0a, 0x31]);
const pageValue = (html: string, tags = '_N_T_/layout,_N_T_/en/blog,posts'): SetValue => ({
  kind: 'APP_PAGE' as never,
  html,
  rscData: rsc,
  status: 200,
  postponed: undefined,
  headers: { 'x-next-cache-tags': tags, 'x-custom': ['a', 'b'] },
  segmentData: new Map([
    ['/_tree', Buffer.from([0xff, 0x00, 0x01])],
    ['/_full', Buffer.from('segment ✓')],
  ]),
});
const pageSet: SetContext = { cacheControl: { revalidate: 3600, expire: 31536000 }, isRoutePPREnabled: false, isFallback: false };
const pageGet: GetContext = { kind: 'APP_PAGE' as never, isFallback: false, isRoutePPREnabled: false };
const PAGE_KEY = '/route-cache/APP_PAGE/0123abcd/$/en/blog';

const tick = () => new Promise((resolve) => setTimeout(resolve, 3));
/** Moves Date.now() past the window in which recently revalidated tags' entries are not stored. */
function pastSettling() {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(Date.now() + SETTLE_MS + 1);
}

beforeAll(async () => {
  redis = await startRedis();
  observer = createClient({ url: redis.url });
  await observer.connect();
});

beforeEach(async () => {
  process.env.REDIS_URL = redis.url;
  delete process.env.NEXT_PHASE;
  delete process.env.CACHE_KEY_PREFIX;
  await observer.flushAll();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

afterAll(async () => {
  await closeRedis();
  await observer?.close();
  await redis?.stop();
  for (const [name, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

describe('with REDIS_URL', () => {
  it('round-trips a FETCH (unstable_cache) entry, stored with its tags and an expiry', async () => {
    const cache = handler(buildDir('build-1'));
    const before = Date.now();
    await cache.set('f1', fetchValue('{"posts":[1,2]}'), fetchSet);

    const hit = await cache.get('f1', fetchGet());
    expect(hit?.value).toEqual(fetchValue('{"posts":[1,2]}'));
    expect(hit?.lastModified).toBeGreaterThanOrEqual(before);

    const key = cache.entryKey('f1');
    expect(key).toBe('otailo:next:build-1:entry:f1');
    expect(JSON.parse((await observer.hGet(key, 'tags'))!)).toEqual(['posts']);
    // Four revalidate periods.
    expect(await observer.ttl(key)).toBeGreaterThan(4 * 3600 - 5);
    expect(await observer.ttl(key)).toBeLessThanOrEqual(4 * 3600);
    expect(await cache.get('missing', fetchGet())).toBeNull();
  });

  it('round-trips an APP_PAGE entry with its Buffers, segment Map and cache control intact', async () => {
    const cache = handler(buildDir('build-1'));
    await cache.set(PAGE_KEY, pageValue('<html>é ✓</html>'), pageSet);

    const hit = await cache.get(PAGE_KEY, pageGet);
    expect(hit?.cacheControl).toEqual({ revalidate: 3600, expire: 31536000 });
    const value = hit?.value as (NonNullable<SetValue> & { rscData?: Buffer; segmentData?: Map<string, Buffer> }) | null | undefined;
    if (value?.kind !== 'APP_PAGE') throw new Error(`expected an APP_PAGE entry, got ${value?.kind}`);
    expect(value.html).toBe('<html>é ✓</html>');
    expect(Buffer.isBuffer(value.rscData)).toBe(true);
    expect(value.rscData!.equals(rsc)).toBe(true);
    expect(value.segmentData).toBeInstanceOf(Map);
    expect([...value.segmentData!.keys()]).toEqual(['/_tree', '/_full']);
    expect(value.segmentData!.get('/_tree')!.equals(Buffer.from([0xff, 0x00, 0x01]))).toBe(true);
    expect(value.segmentData!.get('/_full')!.toString()).toBe('segment ✓');
    expect(value.headers).toEqual({ 'x-next-cache-tags': '_N_T_/layout,_N_T_/en/blog,posts', 'x-custom': ['a', 'b'] });
    expect(value.status).toBe(200);
    expect(JSON.parse((await observer.hGet(cache.entryKey(PAGE_KEY), 'tags'))!)).toEqual(['_N_T_/layout', '_N_T_/en/blog', 'posts']);
  });

  it('round-trips an APP_ROUTE entry (feed.xml) with its body Buffer', async () => {
    const cache = handler(buildDir('build-1'));
    const body = Buffer.from('<?xml version="1.0"?><rss>ü</rss>');
    const route: SetValue = { kind: 'APP_ROUTE' as never, body, status: 200, headers: { 'content-type': 'application/rss+xml', 'x-next-cache-tags': 'posts' } };
    await cache.set('/route-cache/APP_ROUTE/ff/$/en/feed.xml', route, { cacheControl: { revalidate: 3600, expire: undefined } });

    const hit = await cache.get('/route-cache/APP_ROUTE/ff/$/en/feed.xml', { kind: 'APP_ROUTE' as never, isFallback: false });
    if (hit?.value?.kind !== 'APP_ROUTE') throw new Error('expected an APP_ROUTE entry');
    expect(Buffer.isBuffer(hit.value.body)).toBe(true);
    expect((hit.value.body as Buffer).equals(body)).toBe(true);
    await cache.revalidateTag('posts');
    expect(await cache.get('/route-cache/APP_ROUTE/ff/$/en/feed.xml', { kind: 'APP_ROUTE' as never, isFallback: false })).toBeNull();
  });

  it('stores no page that answers with an error status, whatever made-up address it was asked for', async () => {
    const cache = handler(buildDir('build-1'));
    const declared = '<html><head><meta name="otailo-http-status" content="404"/></head><body>Post Not Found</body></html>';
    await cache.set('/route-cache/APP_PAGE/0123abcd/$/en/blog/made-up-1', pageValue(declared), pageSet);
    await cache.set('/route-cache/APP_PAGE/0123abcd/$/en/blog/made-up-2', { ...pageValue('<p>gone</p>'), status: 404 } as SetValue, pageSet);
    const card: SetValue = { kind: 'APP_ROUTE' as never, body: Buffer.from('Not found'), status: 404, headers: { 'content-type': 'text/plain' } };
    await cache.set('/route-cache/APP_ROUTE/ff/$/en/blog/made-up-3/social.png', card, { cacheControl: { revalidate: 3600, expire: undefined } });
    expect(await observer.dbSize()).toBe(0);
    expect(await cache.get('/route-cache/APP_PAGE/0123abcd/$/en/blog/made-up-1', pageGet)).toBeNull();
  });

  it('a tag revalidated through one server is a miss on the other; a later entry is a hit again', async () => {
    const dir = buildDir('build-1');
    const serverA = handler(dir);
    const serverB = handler(dir);
    await serverA.set('posts-list', fetchValue('old'), fetchSet);
    await serverB.set(PAGE_KEY, pageValue('<p>old</p>'), pageSet);
    expect((await serverB.get('posts-list', fetchGet()))?.value).toEqual(fetchValue('old'));
    expect(await serverA.get(PAGE_KEY, pageGet)).not.toBeNull();

    // An admin save on A: updateTag('posts'). The count the page store compares moves on B too.
    const generationOnB = generationReader({ prefix: cacheKeyPrefix(dir) });
    const before = await generationOnB();
    await serverA.revalidateTag(['posts']);
    const after = await generationOnB();
    expect(before).toMatch(/^redis:\d+$/);
    expect(after).not.toBe(before);
    expect(await serverB.get('posts-list', fetchGet())).toBeNull();
    expect(await serverB.get(PAGE_KEY, pageGet)).toBeNull();
    expect(await serverA.get('posts-list', fetchGet())).toBeNull();

    // A render that read the data before the save and ends after it is not stored: requests
    // render afresh until the window has passed.
    await tick();
    await serverB.set('posts-list', fetchValue('read before the save'), fetchSet);
    await serverB.set(PAGE_KEY, pageValue('<p>read before the save</p>'), pageSet);
    expect(await serverA.get('posts-list', fetchGet())).toBeNull();
    expect(await serverA.get(PAGE_KEY, pageGet)).toBeNull();

    // After it, B re-renders and stores the new data; both servers now serve it.
    pastSettling();
    await serverB.set('posts-list', fetchValue('new'), fetchSet);
    await serverB.set(PAGE_KEY, pageValue('<p>new</p>'), pageSet);
    expect((await serverA.get('posts-list', fetchGet()))?.value).toEqual(fetchValue('new'));
    const page = await serverA.get(PAGE_KEY, pageGet);
    expect(page?.value?.kind === 'APP_PAGE' && page.value.html).toBe('<p>new</p>');

    // The tags hash lives as long as the longest entry can.
    expect(await observer.hGet(serverA.tagsKey(), 'posts')).toMatch(/^\d{13}$/);
    expect(await observer.ttl(serverA.tagsKey())).toBeGreaterThan(MAX_TTL_SECONDS - 5);
  });

  it("checks a FETCH entry against the lookup's soft tags (revalidatePath) as well as its own", async () => {
    const cache = handler(buildDir('build-1'));
    await cache.set('f-soft', fetchValue('data'), fetchSet);
    await cache.revalidateTag('_N_T_/en/blog');

    expect(await cache.get('f-soft', fetchGet(['_N_T_/layout', '_N_T_/en/blog']))).toBeNull();
    expect(await cache.get('f-soft', fetchGet(['_N_T_/layout', '_N_T_/en/about']))).not.toBeNull();
    // And against tags given only at lookup time.
    await cache.revalidateTag('extra');
    expect(await cache.get('f-soft', { kind: 'FETCH' as never, tags: ['posts', 'extra'], softTags: [] })).toBeNull();
  });

  it('expires a page through the tags in its x-next-cache-tags header only', async () => {
    const cache = handler(buildDir('build-1'));
    await cache.set(PAGE_KEY, pageValue('<p>blog</p>', '_N_T_/layout,_N_T_/en/blog,posts'), pageSet);
    await cache.set('/route-cache/APP_PAGE/0123abcd/$/en/pricing', pageValue('<p>pricing</p>', '_N_T_/layout,_N_T_/en/pricing'), pageSet);

    await cache.revalidateTag(['leads', '_N_T_/en/about']);
    expect(await cache.get(PAGE_KEY, pageGet)).not.toBeNull();

    await cache.revalidateTag('posts');
    expect(await cache.get(PAGE_KEY, pageGet)).toBeNull();
    expect(await cache.get('/route-cache/APP_PAGE/0123abcd/$/en/pricing', pageGet)).not.toBeNull();

    await cache.revalidateTag('_N_T_/layout'); // revalidatePath('/', 'layout')
    expect(await cache.get('/route-cache/APP_PAGE/0123abcd/$/en/pricing', pageGet)).toBeNull();
  });

  it('keeps builds apart: another build id (or CACHE_KEY_PREFIX) neither reads nor expires the entries', async () => {
    const oldBuild = handler(buildDir('build-old'));
    const newBuild = handler(buildDir('build-new'));
    await oldBuild.set('shared-key', fetchValue('old build'), fetchSet);
    await oldBuild.set(PAGE_KEY, pageValue('<p>old build</p>'), pageSet);

    expect(await newBuild.get('shared-key', fetchGet())).toBeNull();
    expect(await newBuild.get(PAGE_KEY, pageGet)).toBeNull();
    await newBuild.revalidateTag('posts');
    expect((await oldBuild.get('shared-key', fetchGet()))?.value).toEqual(fetchValue('old build'));

    process.env.CACHE_KEY_PREFIX = 'staging';
    const staging = handler(buildDir('build-old'));
    expect(await staging.get('shared-key', fetchGet())).toBeNull();
    await staging.set('shared-key', fetchValue('staging'), fetchSet);
    expect((await observer.keys('*')).sort()).toEqual([
      'otailo:next:build-new:generation',
      'otailo:next:build-new:tags',
      `otailo:next:build-old:entry:${PAGE_KEY}`,
      'otailo:next:build-old:entry:shared-key',
      'staging:build-old:entry:shared-key',
    ]);
  });

  it('bounds entry lifetimes: a few revalidate periods, at least a minute, at most two days', async () => {
    const cache = handler(buildDir('build-1'));
    await cache.set('short', { ...(fetchValue('x') as object), revalidate: 1 } as SetValue, fetchSet);
    await cache.set('/route-cache/APP_PAGE/aa/$/en', pageValue('<p>static</p>', '_N_T_/layout'), {
      cacheControl: { revalidate: false, expire: undefined },
    });
    expect(await observer.ttl(cache.entryKey('short'))).toBe(60);
    expect(await observer.ttl(cache.entryKey('/route-cache/APP_PAGE/aa/$/en'))).toBeGreaterThan(MAX_TTL_SECONDS - 5);
  });

  it('treats an unreadable entry as a miss', async () => {
    const cache = handler(buildDir('build-1'));
    await observer.set(cache.entryKey('wrong-type'), 'not a hash');
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    await expect(cache.get('wrong-type', fetchGet())).resolves.toBeNull();
  });
});

describe('when Redis is away', () => {
  afterEach(async () => {
    await closeRedis(); // the next test connects to the shared test server again
  });

  it('misses quickly and keeps going when Redis stops', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // lib/infra/cache/redis.mjs's connection errors
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const doomed = await startRedis();
    try {
      await closeRedis();
      process.env.REDIS_URL = doomed.url;
      const cache = handler(buildDir('build-1'));
      await cache.set('k', fetchValue('cached'), fetchSet);
      expect(await cache.get('k', fetchGet())).not.toBeNull();

      await doomed.stop();
      let started = performance.now();
      await expect(cache.get('k', fetchGet())).resolves.toBeNull();
      expect(performance.now() - started).toBeLessThan(1_500);

      // Writes fail at once too (no waiting for the timeout while the client reconnects).
      started = performance.now();
      await expect(cache.set('k', fetchValue('new'), fetchSet)).resolves.toBeUndefined();
      await expect(cache.revalidateTag('posts')).resolves.toBeUndefined();
      expect(performance.now() - started).toBeLessThan(200);
      // The page store cannot know whether its pages are current: it renders instead.
      await expect(generationReader({ prefix: cacheKeyPrefix(undefined), timeoutMs: 300 })()).resolves.toBeNull();

      const warnings = stderr.mock.calls
        .map(([line]) => (typeof line === 'string' && line.startsWith('{') ? JSON.parse(line) : null))
        .filter((entry) => entry?.level === 'warn');
      expect(warnings.map((entry) => entry.msg)).toEqual(
        expect.arrayContaining(['cache set failed', expect.stringMatching(/^cache revalidateTag failed/)]),
      );
      for (const entry of warnings) {
        expect(entry).toMatchObject({ time: expect.any(String), level: 'warn', msg: expect.stringMatching(/^cache /), error: { message: expect.any(String) } });
      }
      expect(warnings.find((entry) => entry.msg.startsWith('cache revalidateTag'))?.tags).toEqual(['posts']);
    } finally {
      await doomed.stop();
    }
  });

  it('misses quickly when nothing answers at REDIS_URL from the start', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    await closeRedis();
    process.env.REDIS_URL = `redis://127.0.0.1:${await freePort()}`;
    const cache = handler(buildDir('build-1'));
    let started = performance.now();
    await expect(cache.get('k', fetchGet())).resolves.toBeNull();
    expect(performance.now() - started).toBeLessThan(1_500);
    // After a timeout, the next calls do not wait for Redis again at once.
    started = performance.now();
    await expect(cache.set('k', fetchValue('x'), fetchSet)).resolves.toBeUndefined();
    await expect(cache.get('k', fetchGet())).resolves.toBeNull();
    expect(performance.now() - started).toBeLessThan(100);
  });
});

describe('without REDIS_URL: this process\'s memory', () => {
  beforeEach(() => {
    delete process.env.REDIS_URL;
    freshMemory();
  });

  it('keeps entries in memory (nothing to Redis) with the same rules: tags, settling, no error pages', async () => {
    const serverDir = buildDir('build-1');
    const cache = handler(serverDir);
    await cache.set('mem-key', fetchValue('in memory'), fetchSet);
    await cache.set(PAGE_KEY, pageValue('<p>in memory</p>'), pageSet);
    expect((await cache.get('mem-key', fetchGet()))?.value).toEqual(fetchValue('in memory'));
    // Another handler of the process (Next.js makes one per request) sees the same entries.
    const page = await handler(serverDir).get(PAGE_KEY, pageGet);
    expect(page?.value?.html).toBe('<p>in memory</p>');
    expect(await observer.dbSize()).toBe(0);

    // An error page is not kept.
    const madeUp = '/route-cache/APP_PAGE/0123abcd/$/en/blog/made-up';
    await cache.set(madeUp, pageValue('<head><meta name="otailo-http-status" content="404"/></head>'), pageSet);
    expect(await cache.get(madeUp, pageGet)).toBeNull();

    // Revalidating a tag expires its entries, by their own tags or the lookup's soft tags, and
    // moves this process's count for the page store.
    await tick();
    const generation = generationReader({ prefix: cacheKeyPrefix(serverDir) });
    const before = await generation();
    await cache.revalidateTag('posts');
    expect(before).toMatch(/^local:\d+$/);
    expect(await generation()).not.toBe(before);
    expect(await cache.get('mem-key', fetchGet())).toBeNull();
    expect(await cache.get(PAGE_KEY, pageGet)).toBeNull();
    await tick();
    await cache.set('soft', { ...fetchValue('x'), tags: [] } as SetValue, { fetchCache: true, tags: [] });
    expect(await cache.get('soft', fetchGet(['_N_T_/en/about']))).not.toBeNull();
    await tick();
    await cache.revalidateTag('_N_T_/en/about');
    expect(await cache.get('soft', fetchGet(['_N_T_/en/about']))).toBeNull();

    // A render that ends just after the revalidation may have read the old data: not stored.
    await cache.set('mem-key', fetchValue('read before the save'), fetchSet);
    expect(await cache.get('mem-key', fetchGet())).toBeNull();
    pastSettling();
    await cache.set('mem-key', fetchValue('read after the save'), fetchSet);
    expect((await cache.get('mem-key', fetchGet()))?.value).toEqual(fetchValue('read after the save'));
    expect(await observer.dbSize()).toBe(0);
  });

  it('expireTagsNow (beside updateTag in a server action) has expired the tag before it returns: the answer cannot outrun it', async () => {
    const serverDir = buildDir('build-1');
    const cache = handler(serverDir);
    await cache.set('mem-key', fetchValue('before the save'), fetchSet);
    await tick();
    const generation = generationReader({ prefix: cacheKeyPrefix(serverDir) });
    const before = await generation();
    expireTagsNow(['posts']); // not awaited
    expect(await generation()).not.toBe(before);
    expect(await cache.get('mem-key', fetchGet())).toBeNull();
  });

  it("is bounded by next.config's cacheMaxMemorySize: the least recently used entries go first", async () => {
    const cache = handler(buildDir('build-1'), 3_000);
    // Pages are kept gzipped: random text, so that each costs about what its length says (~1.2 kB).
    const kB = (n: number) => pageValue(randomBytes(1_200).toString('hex') + n);
    await cache.set('/a', kB(1), pageSet);
    await cache.set('/b', kB(2), pageSet);
    expect(await cache.get('/a', pageGet)).not.toBeNull(); // /a is now more recent than /b
    await cache.set('/c', kB(3), pageSet);
    expect(await cache.get('/b', pageGet)).toBeNull();
    expect(await cache.get('/a', pageGet)).not.toBeNull();
    expect(await cache.get('/c', pageGet)).not.toBeNull();
    // An entry larger than the whole bound is not kept, and evicts nothing.
    await cache.set('/huge', pageValue(randomBytes(6_000).toString('hex')), pageSet);
    expect(await cache.get('/huge', pageGet)).toBeNull();
    expect(await cache.get('/a', pageGet)).not.toBeNull();
  });

  it("keeps a page's HTML gzipped, and gives it back whole, as a string, however it is read", async () => {
    const cache = handler(buildDir('build-1'));
    const html = `<!DOCTYPE html><html lang="es"><p>${'Devoluciones — reventa y reparación, sin papeles. '.repeat(2_000)}</p></html>`;
    await cache.set(PAGE_KEY, pageValue(html), pageSet);
    const kept = (globalThis as Record<symbol, { size: () => { bytes: number } }>)[LOCAL_STORE]!.size();
    expect(kept.bytes).toBeLessThan(html.length / 20);
    const page = (await handler(buildDir('build-1')).get(PAGE_KEY, pageGet))!.value as Record<string, unknown>;
    expect(page.html).toBe(html);
    expect({ ...page }).toMatchObject({ kind: 'APP_PAGE', html, status: 200, rscData: rsc });
    expect(Object.keys(page)).toContain('html');
    // Each read is its own object: one reader's change is not another's.
    page.html = '<p>changed</p>';
    expect(page.html).toBe('<p>changed</p>');
    expect(((await cache.get(PAGE_KEY, pageGet))!.value as Record<string, unknown>).html).toBe(html);
    // Other kinds are kept as they are.
    await cache.set('mem-key', fetchValue('plain'), fetchSet);
    expect((await cache.get('mem-key', fetchGet()))?.value).toEqual(fetchValue('plain'));
  });

  it('is used during `next build`, even with REDIS_URL set, and keeps the build\'s own error pages', async () => {
    process.env.REDIS_URL = redis.url;
    process.env.NEXT_PHASE = 'phase-production-build';
    const cache = handler(buildDir('build-1'));
    await cache.set('build-key', fetchValue('prerendered'), fetchSet);
    expect((await cache.get('build-key', fetchGet()))?.value).toEqual(fetchValue('prerendered'));
    // The build renders its own error pages (the not-found page) like any other.
    await cache.set(PAGE_KEY, { ...pageValue('<p>not found</p>'), status: 404 } as SetValue, pageSet);
    expect(await cache.get(PAGE_KEY, pageGet)).not.toBeNull();
    expect(await observer.dbSize()).toBe(0);
  });
});
