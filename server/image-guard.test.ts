import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pngHeaderOnly } from '../lib/infra/uploads/test-bombs.mjs';
import { images } from '../lib/infra/uploads/test-images';
import { PIXEL_BUDGETS } from '../lib/infra/uploads/image-budget.mjs';
import { createImageGuard, measureFile } from './image-guard.mjs';

const UUID = '0f8fad5b-d9cb-469f-a165-70867728950e';
let site: string;
let uploads: string;

beforeAll(async () => {
  site = mkdtempSync(join(tmpdir(), 'otailo-image-guard-'));
  uploads = join(site, 'data', 'uploads');
  mkdirSync(uploads, { recursive: true });
  mkdirSync(join(site, 'public', 'images', 'blog'), { recursive: true });
  writeFileSync(join(uploads, `${UUID}.png`), images.png);
  writeFileSync(join(uploads, 'a16383.png'), pngHeaderOnly(16383, 16383));
  writeFileSync(join(uploads, 'a30000.png'), pngHeaderOnly(30000, 30000));
  writeFileSync(join(uploads, 'notes.pdf'), '%PDF-1.7\n');
  // A photo over the logo budget and within the photo one, its frame header behind 180 kB of comments.
  const photo = await sharp({ create: { width: 4100, height: 1000, channels: 3, background: '#777' } }).jpeg().toBuffer();
  const comment = Buffer.concat([Buffer.from([0xff, 0xfe, 0xea, 0x62]), Buffer.alloc(60_000, 0x20)]);
  writeFileSync(join(site, 'public', 'images', 'blog', 'cover.jpg'), Buffer.concat([photo.subarray(0, 2), comment, comment, comment, photo.subarray(2)]));
});
afterAll(() => rmSync(site, { recursive: true, force: true }));

function request(source: string) {
  const req = { url: `/_next/image?url=${encodeURIComponent(source)}&w=3840&q=75`, method: 'GET', headers: { 'x-request-id': 'r1', accept: 'image/avif,image/webp,*/*' } } as unknown as IncomingMessage;
  const written: { status?: number; headers: Record<string, unknown>; body?: string } = { headers: {} };
  const res = {
    setHeader: (key: string, value: unknown) => void (written.headers[key.toLowerCase()] = value),
    set statusCode(status: number) {
      written.status = status;
    },
    end: (body?: string) => void (written.body = body),
  } as unknown as ServerResponse;
  return { req, res, written };
}

/** Runs the guard on a request for `source`: whether it was handed on, or what was answered. */
async function guard(source: string, guardImage = createImageGuard({ siteDir: site, env: { BUILD_DIR: '.next', DATA_DIR: join(site, 'data') }, headers: [{ key: 'X-Frame-Options', value: 'DENY' }] })) {
  const { req, res, written } = request(source);
  const next = vi.fn();
  guardImage(req, res, next);
  await vi.waitFor(() => expect(next.mock.calls.length > 0 || written.body !== undefined).toBe(true));
  return { handedOn: next.mock.calls.length > 0, ...written };
}

describe('the image optimizer guard', () => {
  it('hands Next.js a source within the budget, and anything that is not an optimizer request', async () => {
    expect(await guard(`/uploads/${UUID}.png`)).toMatchObject({ handedOn: true });
    expect(await guard('/images/blog/cover.jpg')).toMatchObject({ handedOn: true });
    // No such file: Next.js answers 404 itself.
    expect(await guard('/uploads/missing.png')).toMatchObject({ handedOn: true });
    const guardImage = createImageGuard({ siteDir: site, env: { BUILD_DIR: '.next', DATA_DIR: join(site, 'data') }, headers: [] });
    const next = vi.fn();
    guardImage({ url: '/en/blog', headers: {} } as IncomingMessage, {} as ServerResponse, next);
    expect(next).toHaveBeenCalledOnce();
  });

  it.each(['a16383.png', 'a30000.png', 'notes.pdf'])('refuses /uploads/%s with 422 and the site’s refusal, never handing it on', async (name) => {
    const answer = await guard(`/uploads/${name}`);
    expect(answer).toMatchObject({ handedOn: false, status: 422 });
    expect(answer.headers).toMatchObject({ 'cache-control': 'no-store', 'x-frame-options': 'DENY', 'x-request-id': 'r1' });
    expect(answer.body).toContain('Image Not Resized');
  });

  it('measures a file once, then keeps the verdict', async () => {
    const guardImage = createImageGuard({ siteDir: site, env: { BUILD_DIR: '.next', DATA_DIR: join(site, 'data') }, headers: [] });
    writeFileSync(join(uploads, 'once.png'), pngHeaderOnly(20000, 20000));
    expect(await guard('/uploads/once.png', guardImage)).toMatchObject({ handedOn: false, status: 422 });
    unlinkSync(join(uploads, 'once.png'));
    writeFileSync(join(uploads, 'once.png'), images.png);
    expect(await guard('/uploads/once.png', guardImage)).toMatchObject({ handedOn: false, status: 422 });
  });

  it('reads the uploads folder UPLOADS_DIR names', async () => {
    const guardImage = createImageGuard({ siteDir: site, env: { BUILD_DIR: '.next', DATA_DIR: '/nowhere', UPLOADS_DIR: uploads }, headers: [] });
    expect(await guard('/uploads/a30000.png', guardImage)).toMatchObject({ handedOn: false, status: 422 });
  });
});

describe('measureFile', () => {
  it('reads a JPEG whose frame header lies past the first 64 kB', async () => {
    expect(await measureFile(join(site, 'public', 'images', 'blog', 'cover.jpg'), PIXEL_BUDGETS.photo)).toEqual({ verdict: 'ok' });
    expect(await measureFile(join(site, 'public', 'images', 'blog', 'cover.jpg'), PIXEL_BUDGETS.logo)).toEqual({ verdict: 'over', width: 4100, height: 1000 });
    expect(await measureFile(join(site, 'nothing.png'), PIXEL_BUDGETS.photo)).toBeNull();
  });
});
