import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageStore, etagMatches, identityOf, keepSeconds, pageKey, recordResponse, sendPage, wantsFresh, type FinishedDocument } from './page-store.mjs';

const html = (text: string) => Buffer.from(`<!DOCTYPE html><html><body>${text.repeat(200)}</body></html>`);

/** A finished public page as Next.js and finish-html.mjs leave it. */
const documentOf = (body: Buffer, headers: FinishedDocument['headers'] = {}): FinishedDocument => ({
  status: 200,
  body,
  headers: {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 's-maxage=31536000',
    'content-security-policy': "script-src 'self' 'sha256-abc'",
    'strict-transport-security': 'max-age=63072000',
    vary: 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch',
    etag: '"abc123"',
    'x-request-id': 'one-request',
    'x-nextjs-cache': 'HIT',
    ...headers,
  },
});

const request = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({ url, method, headers }) as unknown as IncomingMessage;

describe('which requests the store may answer', () => {
  it('takes GET and HEAD of a path, nothing else', () => {
    expect(pageKey(request('/en/about'))).toBe('/en/about');
    expect(pageKey(request('/en/about', {}, 'HEAD'))).toBe('/en/about');
    expect(pageKey(request('/en/about', {}, 'POST'))).toBeUndefined();
    expect(pageKey(request('/en/blog?page=2'))).toBeUndefined();
    expect(pageKey(request('/en/about?_rsc=1x2'))).toBeUndefined();
    expect(pageKey(request('http://elsewhere/en'))).toBeUndefined();
  });

  it("leaves the router's requests, server actions and draft mode to Next.js", () => {
    for (const name of ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-action', 'next-url']) {
      expect(pageKey(request('/en/about', { [name]: '1' })), name).toBeUndefined();
    }
    expect(pageKey(request('/en/blog/x', { cookie: 'a=1; __prerender_bypass=secret' }))).toBeUndefined();
    expect(pageKey(request('/en/blog/x', { cookie: 'otailo_locale=es' }))).toBe('/en/blog/x');
  });

  it('renders afresh when the client asks for no-cache', () => {
    expect(wantsFresh({ 'cache-control': 'no-cache' })).toBe(true);
    expect(wantsFresh({ pragma: 'no-cache' })).toBe(true);
    expect(wantsFresh({ 'cache-control': 'max-age=0' })).toBe(false);
  });
});

describe('which documents the store keeps, and for how long', () => {
  it('keeps a shared page, sitemap, feed or robots.txt for its s-maxage', () => {
    expect(keepSeconds(documentOf(html('a')))).toBe(31536000);
    for (const type of ['application/xml', 'application/rss+xml; charset=utf-8', 'text/plain']) {
      expect(keepSeconds(documentOf(html('a'), { 'content-type': type })), type).toBe(31536000);
    }
    expect(keepSeconds(documentOf(html('a'), { 'cache-control': 's-maxage=3600, stale-while-revalidate=31532400' }))).toBe(3600);
  });

  it('keeps no private, stale, cookie-setting, error or non-HTML answer', () => {
    const refused: FinishedDocument[] = [
      documentOf(html('a'), { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }),
      documentOf(html('a'), { 'cache-control': 'max-age=60' }),
      documentOf(html('a'), { 'x-nextjs-cache': 'STALE' }),
      documentOf(html('a'), { 'set-cookie': ['otailo_locale=es'] }),
      documentOf(html('a'), { 'content-type': 'application/json' }),
      documentOf(html('a'), { 'content-type': 'image/png' }),
      documentOf(html('a'), { 'content-encoding': 'gzip' }),
      { ...documentOf(html('a')), status: 404 },
    ];
    for (const document of refused) expect(keepSeconds(document), JSON.stringify(document.headers)).toBe(0);
  });
});

describe('conditional requests', () => {
  it('matches ETags weakly, in lists and with *', () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", "abc"', '"abc"')).toBe(true);
    expect(etagMatches('*', '"abc"')).toBe(true);
    expect(etagMatches('"abcd"', '"abc"')).toBe(false);
    expect(etagMatches(undefined, '"abc"')).toBe(false);
  });
});

/** A kept page's document as text, or undefined when none is kept. */
const text = (page: Parameters<typeof identityOf>[0] | undefined) => (page ? identityOf(page).toString() : undefined);

describe('the store', () => {
  it('answers while the revalidation count is the one read before the render, until the page expires', async () => {
    let clock = 1_000_000;
    const store = createPageStore({ maxBytes: 1 << 20, now: () => clock });
    await store.keep('/en/blog', 'local:3', documentOf(html('list'), { 'cache-control': 's-maxage=60' }));
    expect(text(store.get('/en/blog', 'local:3'))).toContain('list');
    // A revalidation anywhere: not sent any more.
    expect(store.get('/en/blog', 'local:4')).toBeUndefined();

    await store.keep('/en/blog', 'local:4', documentOf(html('new list'), { 'cache-control': 's-maxage=60' }));
    clock += 59_000;
    expect(text(store.get('/en/blog', 'local:4'))).toContain('new list');
    clock += 1_000;
    expect(store.get('/en/blog', 'local:4')).toBeUndefined();
    expect(store.stats().pages).toBe(1);
  });

  it('takes the same page rendered again at a new count without compressing it again', async () => {
    const store = createPageStore({ maxBytes: 1 << 20 });
    await store.keep('/en/about', 'local:1', documentOf(html('about')));
    const first = store.get('/en/about', 'local:1')!;
    await store.keep('/en/about', 'local:2', documentOf(html('about')));
    const again = store.get('/en/about', 'local:2')!;
    expect(again.br).toBe(first.br); // the very buffer: no new compression
    await store.keep('/en/about', 'local:3', documentOf(html('about, edited')));
    expect(store.get('/en/about', 'local:3')!.br).not.toBe(first.br);
    expect(store.stats().pages).toBe(1);
  });

  it('keeps the page its encodings and headers, without the ones about one exchange', async () => {
    const store = createPageStore({ maxBytes: 1 << 20 });
    const body = html('héllo');
    await store.keep('/en', 'g', documentOf(body));
    const page = store.get('/en', 'g')!;
    expect(brotliDecompressSync(page.br).equals(body)).toBe(true);
    expect(gunzipSync(page.gzip).equals(body)).toBe(true);
    const names = page.headers.map(([name]) => name);
    expect(names).toEqual(expect.arrayContaining(['content-type', 'cache-control', 'content-security-policy', 'strict-transport-security']));
    for (const name of ['x-request-id', 'x-nextjs-cache', 'etag', 'set-cookie', 'content-length']) expect(names).not.toContain(name);
    expect(page.etag).toBe('"abc123"');
    expect(Object.fromEntries(page.headers).vary).toMatch(/, Accept-Encoding$/);
  });

  it('counts and keeps only the compressed copies: a page costs a fraction of its size', async () => {
    const store = createPageStore({ maxBytes: 1 << 20 });
    const big = html(`<p>${'Returns, recalls and resale. '.repeat(20)}</p>`);
    await store.keep('/en/big', 'g', documentOf(big));
    const page = store.get('/en/big', 'g')!;
    expect(Object.values(page).some((value) => Buffer.isBuffer(value) && value.byteLength >= big.byteLength)).toBe(false);
    expect(store.stats().bytes).toBeLessThan(big.byteLength / 10);
    expect(identityOf(page).equals(big)).toBe(true);
    expect(page.identityBytes).toBe(big.byteLength);
  });

  it('stays within its bytes, dropping the least recently used page first', async () => {
    const one = createPageStore({ maxBytes: 1 << 20 });
    await one.keep('/a', 'g', documentOf(html('a')));
    const size = one.stats().bytes;

    const store = createPageStore({ maxBytes: Math.floor(size * 2.5) });
    await store.keep('/a', 'g', documentOf(html('a')));
    await store.keep('/b', 'g', documentOf(html('b')));
    store.get('/a', 'g'); // /a used since: /b is now the oldest
    await store.keep('/c', 'g', documentOf(html('c')));
    expect(store.get('/b', 'g')).toBeUndefined();
    expect(store.get('/a', 'g')).toBeDefined();
    expect(store.get('/c', 'g')).toBeDefined();
    expect(store.stats().bytes).toBeLessThanOrEqual(Math.floor(size * 2.5));

    const off = createPageStore({ maxBytes: 0 });
    expect(off.enabled).toBe(false);
    await off.keep('/a', 'g', documentOf(html('a')));
    expect(off.stats().pages).toBe(0);
  });
});

describe('sending a kept page', () => {
  let server: Server;
  let base: string;
  const body = html('sent');

  beforeAll(async () => {
    const store = createPageStore({ maxBytes: 1 << 20 });
    await store.keep('/en', 'g', documentOf(body));
    // `x-trial`: a page under experiment, its answer private (cookies set) or shared (server/trials.mjs).
    server = createServer((req, res) => {
      const trial = req.headers['x-trial'];
      const list = ['CDN-Cache-Control', 'private', ...(trial === 'private' ? ['Set-Cookie', 'otailo_variant=1.b; Path=/', 'Set-Cookie', 'otailo_exp=x; Path=/'] : [])];
      sendPage(req, res, store.get('/en', 'g')!, trial ? { list, private: trial === 'private' } : undefined);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** Raw bytes, not decoded by fetch. */
  async function get(headers: Record<string, string>, method = 'GET') {
    const { request: send } = await import('node:http');
    return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      const req = send(`${base}/en`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    });
  }

  it('sends the encoding the client accepts, with its length', async () => {
    const br = await get({ 'accept-encoding': 'gzip, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.body.byteLength);
    expect(brotliDecompressSync(br.body).equals(body)).toBe(true);
    expect(br.headers['content-security-policy']).toContain('sha256-abc');
    expect(br.headers['x-cache']).toBe('HIT');

    const gz = await get({ 'accept-encoding': 'gzip' });
    expect(gunzipSync(gz.body).equals(body)).toBe(true);
    const plain = await get({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(body)).toBe(true);
    expect(Number(plain.headers['content-length'])).toBe(body.byteLength);
    const plainHead = await get({}, 'HEAD');
    expect(Number(plainHead.headers['content-length'])).toBe(body.byteLength);
  });

  it("names the request's id, when it has one, in the kept page's single header list", async () => {
    const tagged = await get({ 'accept-encoding': 'gzip', 'x-request-id': 'req-from-proxy-1' });
    expect(tagged.headers['x-request-id']).toBe('req-from-proxy-1');
    expect(tagged.headers['content-encoding']).toBe('gzip');
    expect(Number(tagged.headers['content-length'])).toBe(tagged.body.byteLength);
    const notModified = await get({ 'if-none-match': '"abc123"', 'x-request-id': 'req-from-proxy-2' });
    expect(notModified.headers['x-request-id']).toBe('req-from-proxy-2');
    expect(notModified.headers['content-type']).toBeUndefined();
    expect((await get({})).headers['x-request-id']).toBeUndefined();
  });

  it("adds a page under experiment's headers: a private answer sets the visitor's cookies and keeps no shared copy", async () => {
    const shared = await get({ 'accept-encoding': 'gzip', 'x-trial': 'shared' });
    expect(shared.headers['cdn-cache-control']).toBe('private');
    expect(shared.headers['cache-control']).toBe('s-maxage=31536000');
    expect(shared.headers['set-cookie']).toBeUndefined();
    const own = await get({ 'accept-encoding': 'gzip', 'x-trial': 'private' });
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.headers['set-cookie']).toEqual(['otailo_variant=1.b; Path=/', 'otailo_exp=x; Path=/']);
    expect(gunzipSync(own.body).equals(body)).toBe(true);
    // The kept page's own list is untouched for the next visitor.
    expect((await get({ 'accept-encoding': 'gzip' })).headers['cache-control']).toBe('s-maxage=31536000');
  });

  it('answers HEAD with the headers only and a current copy with 304', async () => {
    const head = await get({ 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.byteLength).toBe(0);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);

    const notModified = await get({ 'if-none-match': 'W/"abc123"' });
    expect(notModified.status).toBe(304);
    expect(notModified.body.byteLength).toBe(0);
    expect(notModified.headers.etag).toBe('"abc123"');
    expect(notModified.headers['content-security-policy']).toBeUndefined();
    expect((await get({ 'if-none-match': '"other"' })).status).toBe(200);
  });
});

describe('recording a response', () => {
  it('hands over the status, headers and bytes as sent, once it has ended', async () => {
    const recorded: FinishedDocument[] = [];
    const server = createServer((req, res) => {
      // As compression does: its Content-Encoding joins the headers only as they are sent.
      const { writeHead } = res;
      res.writeHead = ((...args: Parameters<typeof res.writeHead>) => {
        res.setHeader('content-encoding', 'identity');
        return writeHead.apply(res, args);
      }) as typeof res.writeHead;
      recordResponse(res, (document) => recorded.push(document));
      res.setHeader('content-type', 'application/xml');
      res.writeHead(200, { 'cache-control': 's-maxage=3600' });
      res.write('<?xml version="1.0"?>');
      res.write(Buffer.from('<urlset>ü'));
      res.end('</urlset>', 'utf8');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/sitemap.xml`);
      expect(await response.text()).toBe('<?xml version="1.0"?><urlset>ü</urlset>');
      expect(recorded).toHaveLength(1);
      expect(recorded[0]!.status).toBe(200);
      expect(recorded[0]!.body.toString()).toBe('<?xml version="1.0"?><urlset>ü</urlset>');
      expect(recorded[0]!.headers).toMatchObject({ 'content-type': 'application/xml', 'cache-control': 's-maxage=3600' });
      expect(recorded[0]!.headers['content-encoding']).toBeUndefined();
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
