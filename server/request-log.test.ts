import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import compression from 'compression';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessEntry, countBodyBytes, requestIdFrom } from './request-log.mjs';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('requestIdFrom', () => {
  it("keeps a proxy's id: nginx's 32 hex characters, a UUID, a token with dots and colons", () => {
    for (const id of ['0f8e2a3c9b1d4e5f6a7b8c9d0e1f2a3b', '3b241101-e2bb-4255-8caf-4136c566a962', 'lb:1-abc.def_42']) {
      expect(requestIdFrom(id)).toBe(id);
    }
  });

  it('replaces a missing, short, long, repeated or odd id with a new UUID', () => {
    const odd = [undefined, '', 'short', 'x'.repeat(129), 'has space in it', 'new\nline-injected', '<script>alert(1)</script>', ['aaaaaaaa1', 'bbbbbbbb2']];
    for (const header of odd) expect(requestIdFrom(header)).toMatch(UUID);
    expect(requestIdFrom(undefined)).not.toBe(requestIdFrom(undefined));
  });
});

describe('accessEntry', () => {
  const base = { method: 'GET', status: 200, durationMs: 12.345, bytes: 512, ip: '203.0.113.7' };

  it('logs method, path without the query string, status, duration, bytes and address at info', () => {
    expect(accessEntry({ ...base, url: '/en/blog?search=secret%40example.com' })).toEqual({
      level: 'info',
      fields: { method: 'GET', path: '/en/blog', status: 200, durationMs: 12.3, bytes: 512, ip: '203.0.113.7' },
    });
  });

  it('keeps static assets and health probes to debug', () => {
    expect(accessEntry({ ...base, url: '/_next/static/chunks/app.js' }).level).toBe('debug');
    expect(accessEntry({ ...base, url: '/api/health' }).level).toBe('debug');
    expect(accessEntry({ ...base, url: '/api/health?probe=lb' }).level).toBe('debug');
    expect(accessEntry({ ...base, url: '/api/healthy' }).level).toBe('info');
    expect(accessEntry({ ...base, url: '/_next/image?url=x' }).level).toBe('info');
  });

  it('leaves out bytes when unknown or when no body is sent (HEAD, 204, 304)', () => {
    expect(accessEntry({ ...base, url: '/', bytes: undefined }).fields).not.toHaveProperty('bytes');
    expect(accessEntry({ ...base, url: '/', method: 'HEAD' }).fields).not.toHaveProperty('bytes');
    expect(accessEntry({ ...base, url: '/', status: 304 }).fields).not.toHaveProperty('bytes');
    expect(accessEntry({ ...base, url: '/', status: 204 }).fields).not.toHaveProperty('bytes');
  });

  it('marks a request whose client left before the answer was sent', () => {
    expect(accessEntry({ ...base, url: '/', completed: false }).fields).toMatchObject({ aborted: true });
    expect(accessEntry({ ...base, url: '/' }).fields).not.toHaveProperty('aborted');
  });

  it('caps a very long path', () => {
    expect((accessEntry({ ...base, url: '/' + 'a'.repeat(5000) }).fields.path as string).length).toBe(512);
  });
});

describe('countBodyBytes', () => {
  let server: Server;
  let base: string;
  const counted: number[] = [];
  const page = '<p>' + 'é'.repeat(3000) + '</p>';

  beforeAll(async () => {
    const compress = compression();
    // Wrapped before compression, as server/index.mjs does: the bytes that go out are counted.
    server = createServer((req, res) => {
      const bytes = countBodyBytes(res);
      res.once('close', () => counted.push(bytes()));
      compress(req as never, res as never, () => {
        res.setHeader('Content-Type', req.url === '/text' ? 'text/html; charset=utf-8' : 'application/octet-stream');
        if (req.url === '/text') {
          res.write(page.slice(0, 100));
          res.end(page.slice(100), 'utf8');
        } else {
          res.end(Buffer.alloc(300));
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

  it('counts the compressed body when the response is compressed', async () => {
    // node:http rather than fetch, which would decompress: the bytes on the wire are compared.
    const raw = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
      get(`${base}/text`, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
    await settle();
    expect(raw.encoding).toBe('gzip');
    expect(gunzipSync(raw.body).toString()).toBe(page);
    expect(counted.at(-1)).toBe(raw.body.length);
    expect(raw.body.length).toBeLessThan(Buffer.byteLength(page));
  });

  it('counts the body as written when it is not compressed', async () => {
    await (await fetch(`${base}/text`, { headers: { 'Accept-Encoding': 'identity' } })).arrayBuffer();
    await settle();
    expect(counted.at(-1)).toBe(Buffer.byteLength(page));
    await (await fetch(`${base}/binary`)).arrayBuffer();
    await settle();
    expect(counted.at(-1)).toBe(300);
  });
});
