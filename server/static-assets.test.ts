import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../scripts/build/precompress.mjs';
import { precompressedAssets, preferredEncoding } from './static-assets.mjs';

describe('preferredEncoding', () => {
  it('prefers Brotli, then gzip, honouring refusals', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding('gzip;q=0')).toBeNull();
    // Also the page store's choice (page-store.mjs): null sends the page unencoded.
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('*;q=0, identity')).toBeNull();
  });

  it('answers alike from its memory, and right after a client has sent hundreds of odd values', () => {
    for (let i = 0; i < 400; i += 1) expect(preferredEncoding(`x-${i}, gzip;q=0.${(i % 9) + 1}`)).toBe('gzip');
    for (let i = 0; i < 3; i += 1) {
      expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
      expect(preferredEncoding('br;q=0, gzip;q=0')).toBeNull();
      expect(preferredEncoding(`${'gzip;q=0, '.repeat(20)}br`)).toBe('br');
    }
  });
});

describe('precompressedAssets', () => {
  const script = `//# allFunctionsCalledOnLoad\n${'globalThis.value = "otailo";\n'.repeat(100)}`;
  let root = '';
  let server: Server;
  let base = '';
  const headers = [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Content-Security-Policy', value: "default-src 'self'" },
  ];

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'assets-'));
    const staticDir = join(root, 'static');
    mkdirSync(join(staticDir, 'chunks'), { recursive: true });
    writeFileSync(join(staticDir, 'chunks', 'app.js'), script);
    writeFileSync(join(staticDir, 'chunks', 'small.js'), 'console.log(1)');
    writeFileSync(join(root, 'secret.js'), script);
    writeFileSync(join(root, 'secret.js.br'), 'not for the public');
    precompress(staticDir);
    const send = precompressedAssets({ staticDir, headers });
    // Whatever the assets leave goes to "Next.js": here, a 418 that says so.
    server = createServer((req, res) => {
      if (!send(req, res)) res.writeHead(418).end('next');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(root, { recursive: true, force: true });
  });

  /** A raw request (fetch would decode the body and hide what was sent). */
  function get(path: string, acceptEncoding?: string, method = 'GET') {
    return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      const req = request(`${base}${path}`, { method, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    });
  }

  it('sends the Brotli copy to a browser that takes it, with the common headers and a year of caching', async () => {
    const response = await get('/_next/static/chunks/app.js?dpl=1', 'gzip, deflate, br');
    expect(response.status).toBe(200);
    expect(response.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'application/javascript; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept-Encoding',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'self'",
    });
    expect(brotliDecompressSync(response.body).toString()).toBe(script);
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
  });

  it('sends gzip where Brotli is not taken, and only headers to HEAD', async () => {
    const gzip = await get('/_next/static/chunks/app.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);
    const head = await get('/_next/static/chunks/app.js', 'br', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
  });

  it('leaves to Next.js what it has no copy for, browsers that take no compression, and paths outside the folder', async () => {
    expect((await get('/_next/static/chunks/small.js', 'br')).status).toBe(418);
    expect((await get('/_next/static/chunks/missing.js', 'br')).status).toBe(418);
    expect((await get('/_next/static/chunks/app.js')).status).toBe(418);
    expect((await get('/_next/static/chunks/app.js', 'br', 'POST')).status).toBe(418);
    expect((await get('/_next/static/..%2Fsecret.js', 'br')).status).toBe(418);
    expect((await get('/_next/static/chunks/%2E%2E/%2E%2E/secret.js', 'br')).status).toBe(418);
    expect((await get('/_next/static/chunks/app.js', 'br')).status).toBe(200);
    expect(readFileSync(join(root, 'secret.js.br'), 'utf8')).toBe('not for the public');
  });

  it('keeps no trace of the paths it had no copy for (any path a client makes up would be one more)', async () => {
    expect((await get('/_next/static/chunks/late.js', 'br')).status).toBe(418);
    writeFileSync(join(root, 'static', 'chunks', 'late.js.br'), 'late');
    expect((await get('/_next/static/chunks/late.js', 'br')).status).toBe(200);
  });
});
