import { createHash } from 'node:crypto';
import { createServer, get, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import compression from 'compression';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loaderScript } from './defer-scripts.mjs';
import { ERROR_CACHE_CONTROL } from '../lib/infra/http/document-status.mjs';
import { finishHtmlResponses } from './finish-html.mjs';

const POLICY = "default-src 'self'; script-src 'self'; frame-ancestors 'none'";
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** Scripts shaped as the framework emits them (server/own-scripts.mjs), and imitations of them. */
const FLIGHT_A = 'self.__next_f.push([1,"a"])';
const FLIGHT_B = 'self.__next_f.push([1,"b"])';
const INJECTED = 'self.__next_f.push([1,"x"]);alert(1)';

const DOCUMENT = '<html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body></body></html>';

type Handler = (res: ServerResponse) => void;
const routes: Record<string, Handler> = {
  // Streams a document in pieces, the way the App Router renderer does.
  '/streamed': (res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Content-Security-Policy', POLICY);
    res.write(`<!DOCTYPE html><html><head><script>${FLIGHT_A}</script>`);
    res.write(Buffer.from('</head><body><p>' + 'x'.repeat(4000) + '</p><script>alert(1)</script>'));
    res.end(`<script>${INJECTED}</script><script>${FLIGHT_B}</script></body></html>`);
  },
  // A document with Next.js's chunk scripts in its head.
  '/with-chunks': (res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 's-maxage=60');
    res.setHeader('Content-Security-Policy', POLICY);
    res.setHeader('Content-Length', 150);
    res.end('<html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body><p>ok</p></body></html>');
  },
  // A document another server already compressed, as a proxied response arrives.
  '/precompressed': (res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Content-Security-Policy', POLICY);
    res.setHeader('Content-Encoding', 'gzip');
    res.end(gzipSync(DOCUMENT));
  },
  // An ISR page's not-found screen, with the page's Cache-Control.
  '/declared-404': (res) => {
    res.writeHead(200, { 'Content-Type': 'text/html', 'Content-Security-Policy': POLICY, 'Cache-Control': 's-maxage=3600, stale-while-revalidate=31532400' });
    res.end('<html><head><meta name="otailo-http-status" content="404"/></head><body>gone</body></html>');
  },
  '/sized': (res) => {
    const body = `<html><script>${FLIGHT_A}</script></html>`;
    res.setHeader('Content-Type', 'text/html');
    res.setHeader('Content-Security-Policy', POLICY);
    res.setHeader('Content-Length', Buffer.byteLength(body));
    res.end(body);
  },
  '/not-modified': (res) => {
    res.statusCode = 304;
    res.setHeader('Content-Type', 'text/html');
    res.setHeader('Content-Security-Policy', POLICY);
    res.setHeader('ETag', '"abc"');
    res.end();
  },
  '/not-modified-head': (res) => {
    res.setHeader('Content-Security-Policy', POLICY);
    res.writeHead(304, { ETag: '"abc"' });
    res.end();
  },
  '/json': (res) => {
    res.setHeader('Content-Type', 'application/json');
    res.setHeader('Content-Security-Policy', POLICY);
    res.end('{"ok":true}');
  },
};

let server: Server;
let base: string;

beforeAll(async () => {
  const compress = compression();
  server = createServer((req, res) =>
    compress(req as never, res as never, () => {
      finishHtmlResponses(req, res);
      routes[req.url ?? '']?.(res);
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('finishHtmlResponses', () => {
  it('allows exactly the site’s own inline scripts of a streamed document, then compresses it', async () => {
    const response = await fetch(`${base}/streamed`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('content-security-policy')).toBe(
      `default-src 'self'; script-src 'self' ${sha(FLIGHT_A)} ${sha(FLIGHT_B)}; frame-ancestors 'none'`,
    );
    expect(await response.text()).toContain(`<script>${FLIGHT_B}</script></body></html>`);
  });

  it('sends the document with its chunk scripts deferred, and allows the loader that starts them', async () => {
    const response = await fetch(`${base}/with-chunks`, { headers: { 'Accept-Encoding': 'identity' } });
    const body = await response.text();
    const loader = loaderScript(['/_next/static/chunks/a.js']);
    expect(body).toBe(`<html><head></head><body><p>ok</p>${loader}</body></html>`);
    expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(body));
    expect(response.headers.get('content-security-policy')).toContain(sha(loader.slice('<script>'.length, -'</script>'.length)));
  });

  it('passes a body that is already encoded through unchanged, with its policy as it was', async () => {
    // fetch would decode the body itself: read the raw bytes the server sent.
    const response = await new Promise<IncomingMessage>((resolve, reject) =>
      get(`${base}/precompressed`, { headers: { 'Accept-Encoding': 'identity' } }, resolve).on('error', reject),
    );
    const bytes = Buffer.concat(await response.toArray());
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-security-policy']).toBe(POLICY);
    expect(gunzipSync(bytes).toString()).toBe(DOCUMENT);
  });

  it('applies the status a document declares, and lets no cache keep that answer', async () => {
    const response = await fetch(`${base}/declared-404`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('gone');
    expect(response.headers.get('cache-control')).toBe(ERROR_CACHE_CONTROL);
  });

  it('leaves the Cache-Control of a page that declares no status', async () => {
    const response = await fetch(`${base}/with-chunks`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('s-maxage=60');
  });

  it('keeps Content-Length right', async () => {
    const response = await fetch(`${base}/sized`, { headers: { 'Accept-Encoding': 'identity' } });
    const body = await response.text();
    expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(body));
    expect(response.headers.get('content-security-policy')).toContain(sha(FLIGHT_A));
  });

  it('sends no policy with a 304, so the stored, hashed one stays in force', async () => {
    for (const path of ['/not-modified', '/not-modified-head']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(304);
      expect(response.headers.get('etag')).toBe('"abc"');
      expect(response.headers.has('content-security-policy')).toBe(false);
    }
  });

  it('passes other content types through untouched', async () => {
    const response = await fetch(`${base}/json`);
    expect(response.headers.get('content-security-policy')).toBe(POLICY);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('passes HEAD requests through', async () => {
    const response = await fetch(`${base}/streamed`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe(POLICY);
  });
});
