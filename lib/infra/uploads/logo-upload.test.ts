import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveLogoUpload } from './logo-upload';
import { detectImageType } from './sniff';
import { MAX_UPLOAD_BYTES } from './store';
import { pngHeaderOnly, svgEmbedding } from './test-bombs.mjs';
import { images, notImages } from './test-images';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'otailo-logos-'));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

const stored = (url: string) => new Uint8Array(readFileSync(join(dataDir, 'uploads', url.slice('/uploads/'.length))));
const file = (bytes: Uint8Array<ArrayBuffer>, name: string, type: string) => new File([bytes], name, { type });
const text = (value: string) => new Uint8Array(Buffer.from(value, 'utf8'));
const LOGO = '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40"><rect width="120" height="40" fill="#0a6"/></svg>';

describe('saveLogoUpload', () => {
  it('stores a raster logo as it is, whatever it is called', async () => {
    const result = await saveLogoUpload(file(images.png, 'logo.svg', 'image/svg+xml'), { dataDir });
    expect(result).toEqual({ ok: true, url: expect.stringMatching(/^\/uploads\/[0-9a-f-]{36}\.png$/), bytes: images.png.length });
    if (result.ok) expect(stored(result.url)).toEqual(images.png);
  });

  it('draws an SVG into a PNG and stores only the PNG', async () => {
    const result = await saveLogoUpload(file(text(LOGO), 'logo.png', 'image/png'), { dataDir });
    if (!result.ok) throw new Error(result.reason);
    expect(result.url).toMatch(/\.png$/);
    expect(detectImageType(stored(result.url))).toBe('png');
  });

  it('keeps no script of a hostile SVG: what is stored is pixels', async () => {
    const hostile = text('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"><script>alert(document.cookie)</script><rect width="5" height="5"/></svg>');
    const result = await saveLogoUpload(file(hostile, 'logo.svg', 'image/svg+xml'), { dataDir });
    if (!result.ok) throw new Error(result.reason);
    const bytes = stored(result.url);
    expect(detectImageType(bytes)).toBe('png');
    expect(Buffer.from(bytes).toString('latin1')).not.toContain('alert');
  });

  it('refuses a raster logo past the logo budget, with the figures', async () => {
    expect(await saveLogoUpload(file(pngHeaderOnly(5000, 1000), 'logo.png', 'image/png'), { dataDir })).toEqual({
      ok: false,
      reason: 'too-many-pixels',
      pixels: { width: 5000, height: 1000, maxSide: 4096, maxPixels: 4_000_000 },
    });
  });

  it.each([16000, 30000])('refuses an SVG logo embedding a %i² PNG before drawing it, and stores nothing', async (side) => {
    const result = await saveLogoUpload(file(svgEmbedding(pngHeaderOnly(side, side)), 'logo.svg', 'image/svg+xml'), { dataDir });
    expect(result).toEqual({ ok: false, reason: 'unsafe-svg', svg: { kind: 'embedded-pixels', width: side, height: side, maxSide: 4096, maxPixels: 4_000_000 } });
    expect(existsSync(join(dataDir, 'uploads'))).toBe(false);
  });

  it.each([
    ['a text file named .png', text('just some notes'), 'notes.png', 'unsupported-type'],
    ['HTML', notImages.html, 'logo.png', 'unsupported-type'],
    ['a GIF', notImages.gif, 'logo.gif', 'unsupported-type'],
    ['a PDF (accepted only where a caller asks for one)', notImages.pdf, 'logo.png', 'unsupported-type'],
    ['a PNG signature glued onto a script', notImages['PNG signature glued onto a script'], 'logo.png', 'unsupported-type'],
    ['an SVG librsvg cannot draw', text('<svg xmlns="http://www.w3.org/2000/svg"><unclosed'), 'logo.svg', 'unsupported-type'],
    ['an SVG over 512 kB', text(`<svg xmlns="http://www.w3.org/2000/svg"><!--${'x'.repeat(600 * 1024)}--></svg>`), 'logo.svg', 'too-large'],
    ['a file over 5 MB', new Uint8Array(MAX_UPLOAD_BYTES + 1), 'logo.png', 'too-large'],
    ['an empty file', new Uint8Array(0), 'logo.png', 'empty'],
  ] as const)('refuses %s and stores nothing', async (_what, bytes, name, reason) => {
    expect(await saveLogoUpload(file(bytes as Uint8Array<ArrayBuffer>, name, 'image/png'), { dataDir })).toEqual({ ok: false, reason });
    let files: string[] = [];
    try {
      files = readdirSync(join(dataDir, 'uploads'));
    } catch {
      // No folder: nothing stored.
    }
    expect(files).toEqual([]);
  });
});
