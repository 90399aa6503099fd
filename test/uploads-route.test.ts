import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { UPLOAD_CONTENT_SECURITY_POLICY } from '../lib/infra/uploads/headers.mjs';
import { saveUpload } from '../lib/infra/uploads/store';
import { images, notImages } from '../lib/infra/uploads/test-images';

// The route reads DATA_DIR through getEnv(), which parses the environment once per test file.
const dataDir = mkdtempSync(join(tmpdir(), 'otailo-uploads-route-'));
vi.stubEnv('DATA_DIR', dataDir);
const { GET } = await import('@/app/uploads/[name]/route');

const get = (name: string, headers: Record<string, string> = {}) => GET(new Request(`http://localhost/uploads/${encodeURIComponent(name)}`, { headers }), { params: Promise.resolve({ name }) });

describe('GET /uploads/[name]', () => {
  let url: string;
  beforeAll(async () => {
    const saved = await saveUpload(new Blob([images.webp]), { dataDir });
    if (!saved.ok) throw new Error(saved.reason);
    url = saved.url;
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves a stored image with its type and locked-down headers', async () => {
    const response = await get(url.slice('/uploads/'.length));
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'image/webp',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-security-policy': "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox",
      'accept-ranges': 'bytes',
    });
    expect(UPLOAD_CONTENT_SECURITY_POLICY).toBe(response.headers.get('content-security-policy'));
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(images.webp);
  });

  it('serves a video whole or in parts (a player seeks), and says when a part is past its end', async () => {
    const saved = await saveUpload(new Blob([notImages.MP4]), { dataDir }, ['mp4']);
    if (!saved.ok) throw new Error(saved.reason);
    const name = saved.url.slice('/uploads/'.length);
    const whole = await get(name);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(notImages.MP4);
    const part = await get(name, { range: 'bytes=4-7' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 4-7/${notImages.MP4.length}`);
    expect(new TextDecoder().decode(await part.arrayBuffer())).toBe('ftyp');
    const past = await get(name, { range: `bytes=${notImages.MP4.length}-` });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${notImages.MP4.length}`);
    expect((await get(name, { range: 'bytes=0-1,4-5' })).status).toBe(200);
  });

  it('serves a stored PDF (the trust center’s DPA) as a download, never as a page of the site', async () => {
    const saved = await saveUpload(new Blob([notImages.pdf]), { dataDir }, ['pdf']);
    if (!saved.ok) throw new Error(saved.reason);
    const response = await get(saved.url.slice('/uploads/'.length));
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({ 'content-type': 'application/pdf', 'content-disposition': 'attachment', 'x-content-type-options': 'nosniff' });
  });

  it.each(['0f8fad5b-d9cb-469f-a165-70867728950e.png', '../pglite.pid', 'x.svg', ''])('answers %j with a JSON 404', async (name) => {
    const response = await get(name);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ error: 'Not found' });
  });
});

describe('next.config.mjs', () => {
  it('sets the upload policy after the site-wide one, since Next.js keeps config headers over a route’s', async () => {
    const { default: config } = await import('@/next.config.mjs');
    const rules = (await (await config('phase-production-server')).headers?.()) ?? [];
    const policies = rules
      .filter((rule) => rule.source === '/:path*' || rule.source === '/uploads/:name')
      .map((rule) => rule.headers.find((header) => header.key === 'Content-Security-Policy')?.value);
    expect(policies).toHaveLength(2);
    expect(policies[0]).toContain("default-src 'self'");
    expect(policies[1]).toBe(UPLOAD_CONTENT_SECURITY_POLICY);
  });

  it("applies next-intl's bundler plugin when building, and leaves it (and SWC) out of the production server", async () => {
    const { default: config } = await import('@/next.config.mjs');
    const built = await config('phase-production-build');
    expect(built.turbopack?.resolveAlias).toMatchObject({ 'next-intl/config': './i18n/request.ts' });
    const served = await config('phase-production-server');
    expect(served.turbopack).toBeUndefined();
    const { turbopack: _bundler, webpack: _webpack, output: _output, headers: _headers, ...rest } = built;
    expect(served).toMatchObject(rest);
  });
});
