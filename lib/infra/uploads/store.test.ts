import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isUploadName, MAX_UPLOAD_BYTES, readUpload, saveUpload, uploadOptionsFromEnv } from './store';
import { pngHeaderOnly } from './test-bombs.mjs';
import { images, notImages } from './test-images';
import { CAPTION_TYPES, VIDEO_TYPES } from './sniff';

const UUID = '0f8fad5b-d9cb-469f-a165-70867728950e';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'otailo-uploads-'));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

const nameOf = (url: string) => url.slice('/uploads/'.length);

describe('saveUpload', () => {
  it.each([
    ['png', 'png', 'image/png'],
    ['jpeg', 'jpg', 'image/jpeg'],
    ['webp', 'webp', 'image/webp'],
    ['avif', 'avif', 'image/avif'],
  ] as const)('stores a %s under a random .%s name and reads it back as %s', async (type, extension, contentType) => {
    const bytes = images[type];
    const result = await saveUpload(new File([bytes], 'photo.bin', { type: 'application/octet-stream' }), { dataDir });
    expect(result).toEqual({ ok: true, url: expect.stringMatching(new RegExp(`^/uploads/[0-9a-f-]{36}\\.${extension}$`)), bytes: bytes.length });
    if (!result.ok) return;
    expect(isUploadName(nameOf(result.url))).toBe(true);
    expect(new Uint8Array(readFileSync(join(dataDir, 'uploads', nameOf(result.url))))).toEqual(bytes);
    expect(await readUpload(nameOf(result.url), { dataDir })).toEqual({ bytes, contentType });
  });

  it('takes a PDF only where the caller accepts one, and serves it back as a PDF', async () => {
    expect(await saveUpload(new File([notImages.pdf], 'dpa.pdf', { type: 'application/pdf' }), { dataDir })).toEqual({ ok: false, reason: 'unsupported-type' });
    const pdf = await saveUpload(new File([notImages.pdf], 'dpa.png', { type: 'image/png' }), { dataDir }, ['pdf']);
    expect(pdf).toEqual({ ok: true, url: expect.stringMatching(/^\/uploads\/[0-9a-f-]{36}\.pdf$/), bytes: notImages.pdf.length });
    if (!pdf.ok) return;
    expect(await readUpload(nameOf(pdf.url), { dataDir })).toEqual({ bytes: notImages.pdf, contentType: 'application/pdf' });
    // An image is not a PDF, whatever it is called.
    expect(await saveUpload(new Blob([images.png]), { dataDir }, ['pdf'])).toEqual({ ok: false, reason: 'unsupported-type' });
    writeFileSync(join(dataDir, 'uploads', `${UUID}.pdf`), images.png);
    expect(await readUpload(`${UUID}.pdf`, { dataDir })).toBeNull();
  });

  it('takes a video or captions only where the caller accepts them; captions are bounded apart', async () => {
    expect(await saveUpload(new Blob([notImages.MP4]), { dataDir })).toEqual({ ok: false, reason: 'unsupported-type' });
    const video = await saveUpload(new File([notImages.MP4], 'clip.mov', { type: 'video/quicktime' }), { dataDir }, VIDEO_TYPES);
    expect(video).toMatchObject({ ok: true, url: expect.stringMatching(/^\/uploads\/[0-9a-f-]{36}\.mp4$/) });
    if (!video.ok) return;
    expect(await readUpload(nameOf(video.url), { dataDir })).toEqual({ bytes: notImages.MP4, contentType: 'video/mp4' });
    const captions = new TextEncoder().encode('WEBVTT\n\n00:00.000 --> 00:02.000\nEvery return, graded.\n');
    const saved = await saveUpload(new Blob([captions]), { dataDir }, CAPTION_TYPES);
    expect(saved).toMatchObject({ ok: true, url: expect.stringMatching(/\.vtt$/) });
    if (saved.ok) expect((await readUpload(nameOf(saved.url), { dataDir }))?.contentType).toBe('text/vtt; charset=utf-8');
    const long = new TextEncoder().encode(`WEBVTT\n\n${'00:00.000 --> 00:02.000\nWords.\n\n'.repeat(20_000)}`);
    expect(await saveUpload(new Blob([long]), { dataDir }, CAPTION_TYPES)).toEqual({ ok: false, reason: 'too-large' });
  });

  it('names files by their bytes, whatever the uploader called them or declared', async () => {
    const png = await saveUpload(new File([images.png], 'cat.gif', { type: 'image/gif' }), { dataDir });
    expect(png).toMatchObject({ ok: true, url: expect.stringMatching(/\.png$/) });
    const svg = await saveUpload(new File([notImages.svg], 'cat.png', { type: 'image/png' }), { dataDir });
    expect(svg).toEqual({ ok: false, reason: 'unsupported-type' });
  });

  it.each([
    [16383, 16383],
    [30000, 30000],
    [8193, 100],
  ])('refuses a PNG declaring %i×%i pixels from its header, with the figures, and stores nothing', async (width, height) => {
    expect(await saveUpload(new Blob([pngHeaderOnly(width, height)]), { dataDir })).toEqual({
      ok: false,
      reason: 'too-many-pixels',
      pixels: { width, height, maxSide: 8192, maxPixels: 40_000_000 },
    });
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('does not serve an image over the budget stored before it existed', async () => {
    mkdirSync(join(dataDir, 'uploads'));
    writeFileSync(join(dataDir, 'uploads', `${UUID}.png`), pngHeaderOnly(30000, 30000));
    expect(await readUpload(`${UUID}.png`, { dataDir })).toBeNull();
  });

  it('refuses an image whose header does not say its size', async () => {
    // A JPEG whose image data begins before any frame header.
    expect(await saveUpload(new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 2, 0xff, 0xda, 0, 2])]), { dataDir })).toEqual({ ok: false, reason: 'unsupported-type' });
  });

  it('gives every upload its own name, also for the same bytes', async () => {
    const results = await Promise.all([1, 2, 3].map(() => saveUpload(new Blob([images.webp]), { dataDir })));
    const urls = results.map((result) => (result.ok ? result.url : ''));
    expect(new Set(urls).size).toBe(3);
    expect(readdirSync(join(dataDir, 'uploads')).sort()).toEqual(urls.map(nameOf).sort());
  });

  it('creates the uploads folder, also under a data folder that does not exist yet', async () => {
    const nested = join(dataDir, 'not', 'yet');
    const result = await saveUpload(new Blob([images.png]), { dataDir: nested });
    expect(result.ok).toBe(true);
    expect(readdirSync(join(nested, 'uploads'))).toHaveLength(1);
  });

  it('uses UPLOADS_DIR, a folder shared by every instance, instead of DATA_DIR/uploads', async () => {
    const shared = join(dataDir, 'shared-volume');
    const options = uploadOptionsFromEnv({ DATA_DIR: join(dataDir, 'instance-a'), UPLOADS_DIR: shared });
    const result = await saveUpload(new Blob([images.webp]), options);
    if (!result.ok) throw new Error('upload refused');
    expect(readdirSync(shared)).toEqual([nameOf(result.url)]);
    // Another instance, with its own DATA_DIR, serves the same file.
    const other = uploadOptionsFromEnv({ DATA_DIR: join(dataDir, 'instance-b'), UPLOADS_DIR: shared });
    expect(await readUpload(nameOf(result.url), other)).toEqual({ bytes: images.webp, contentType: 'image/webp' });
    expect(await readUpload(nameOf(result.url), { dataDir: join(dataDir, 'instance-b') })).toBeNull();
  });

  it.each(Object.entries(notImages).filter(([what]) => what !== 'empty'))('refuses %s', async (_what, bytes) => {
    expect(await saveUpload(new Blob([bytes]), { dataDir })).toEqual({ ok: false, reason: 'unsupported-type' });
  });

  it('refuses an empty file', async () => {
    expect(await saveUpload(new Blob([]), { dataDir })).toEqual({ ok: false, reason: 'empty' });
    expect(await saveUpload(new File([], 'empty.png', { type: 'image/png' }), { dataDir })).toEqual({ ok: false, reason: 'empty' });
  });

  it('accepts exactly MAX_UPLOAD_BYTES and refuses one byte more', async () => {
    expect(MAX_UPLOAD_BYTES).toBe(5 * 1024 * 1024);
    const largest = new Uint8Array(MAX_UPLOAD_BYTES);
    largest.set(images.jpeg);
    expect(await saveUpload(new Blob([largest]), { dataDir })).toMatchObject({ ok: true, bytes: MAX_UPLOAD_BYTES });
    expect(await saveUpload(new Blob([largest, new Uint8Array(1)]), { dataDir })).toEqual({ ok: false, reason: 'too-large' });
  });

  it('refuses an oversized file from its size, without reading it', async () => {
    const arrayBuffer = vi.fn();
    const huge = { size: 50 * 1024 * 1024, type: 'image/png', arrayBuffer } as unknown as Blob;
    expect(await saveUpload(huge, { dataDir })).toEqual({ ok: false, reason: 'too-large' });
    expect(arrayBuffer).not.toHaveBeenCalled();
  });

  it('writes nothing for a refused file and leaves no temporary file behind', async () => {
    await saveUpload(new Blob([notImages.html]), { dataDir });
    await saveUpload(new Blob([new Uint8Array(MAX_UPLOAD_BYTES + 1)]), { dataDir });
    await saveUpload(new Blob([images.png]), { dataDir });
    const files = readdirSync(join(dataDir, 'uploads'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^[0-9a-f-]{36}\.png$/);
  });
});

describe('readUpload', () => {
  const store = (name: string, bytes: Uint8Array) => {
    mkdirSync(join(dataDir, 'uploads'), { recursive: true });
    writeFileSync(join(dataDir, 'uploads', name), bytes);
  };

  it('serves a stored file with the type its bytes have', async () => {
    store(`${UUID}.jpg`, images.jpeg);
    expect(await readUpload(`${UUID}.jpg`, { dataDir })).toEqual({ bytes: images.jpeg, contentType: 'image/jpeg' });
  });

  it('returns null for a well-formed name with no file, and when there is no uploads folder', async () => {
    expect(await readUpload(`${UUID}.png`, { dataDir })).toBeNull();
    expect(await readUpload(`${UUID}.png`, { dataDir: join(dataDir, 'missing') })).toBeNull();
  });

  it.each([
    '',
    'photo.png',
    `${UUID}`,
    `${UUID}.PNG`,
    `${UUID}.jpeg`,
    `${UUID}.svg`,
    `${UUID}.gif`,
    `${UUID}.png.html`,
    `${UUID.toUpperCase()}.png`,
    `.${UUID}.tmp`,
    `${'-'.repeat(36)}.png`,
    `${UUID}.png\0`,
    ` ${UUID}.png`,
    `${UUID}.png/`,
  ])('refuses the name %j', async (name) => {
    expect(isUploadName(name)).toBe(false);
    expect(await readUpload(name, { dataDir })).toBeNull();
  });

  it('never leaves the uploads folder', async () => {
    // Files a traversal would reach, each with a name that would otherwise pass for an upload.
    writeFileSync(join(dataDir, `${UUID}.png`), images.png);
    writeFileSync(join(dataDir, 'secret.png'), images.png);
    store(`${UUID}.webp`, images.webp);
    for (const name of [
      `../${UUID}.png`,
      '../secret.png',
      `..%2F${UUID}.png`,
      `..\\${UUID}.png`,
      `uploads/../${UUID}.png`,
      `./${UUID}.webp`,
      `/${UUID}.webp`,
      join(dataDir, 'uploads', `${UUID}.webp`),
      `${UUID}.webp/../../${UUID}.png`,
      '../../../../etc/passwd',
      '%2e%2e%2fsecret.png',
    ]) {
      expect(await readUpload(name, { dataDir }), name).toBeNull();
    }
  });

  it('refuses a file whose bytes do not match its extension', async () => {
    store(`${UUID}.png`, notImages.svg);
    store(`${UUID}.jpg`, images.png);
    store(`${UUID}.webp`, new Uint8Array(0));
    expect(await readUpload(`${UUID}.png`, { dataDir })).toBeNull();
    expect(await readUpload(`${UUID}.jpg`, { dataDir })).toBeNull();
    expect(await readUpload(`${UUID}.webp`, { dataDir })).toBeNull();
  });

  it('refuses anything that is not a regular file', async () => {
    mkdirSync(join(dataDir, 'uploads', `${UUID}.png`), { recursive: true });
    expect(await readUpload(`${UUID}.png`, { dataDir })).toBeNull();
  });

  it('follows no link, even to an image', async () => {
    writeFileSync(join(dataDir, 'elsewhere.png'), images.png);
    mkdirSync(join(dataDir, 'uploads'));
    symlinkSync(join(dataDir, 'elsewhere.png'), join(dataDir, 'uploads', `${UUID}.png`));
    expect(await readUpload(`${UUID}.png`, { dataDir })).toBeNull();
  });
});
