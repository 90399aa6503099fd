import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { overBudget, PIXEL_BUDGETS } from './image-budget.mjs';
import { imageSize } from './image-size.mjs';
import { pngHeaderOnly } from './test-bombs.mjs';
import { images, notImages } from './test-images';

const made = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#0a6' } });

describe('imageSize', () => {
  it.each(Object.entries(images))('measures a real 1×1 %s', (type, bytes) => {
    expect(imageSize(bytes)).toEqual({ type, width: 1, height: 1 });
  });

  it('measures a GIF from its logical screen', () => {
    expect(imageSize(notImages.gif)).toEqual({ type: 'gif', width: 1, height: 1 });
  });

  it.each([
    ['png', (width: number, height: number) => made(width, height).png().toBuffer()],
    ['jpeg', (width: number, height: number) => made(width, height).jpeg().toBuffer()],
    ['jpeg', (width: number, height: number) => made(width, height).jpeg({ progressive: true }).withExif({ IFD0: { Copyright: 'x'.repeat(60_000) } }).toBuffer()],
    ['webp', (width: number, height: number) => made(width, height).webp().toBuffer()],
    ['webp', (width: number, height: number) => made(width, height).webp({ lossless: true }).toBuffer()],
    ['webp', (width: number, height: number) => made(width, height).ensureAlpha().webp().withExif({ IFD0: { Copyright: 'me' } }).toBuffer()],
    ['avif', (width: number, height: number) => made(width, height).avif().toBuffer()],
  ] as const)('reads what sharp reads for a %s, from the header', async (type, make) => {
    const bytes = new Uint8Array(await make(301, 47));
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 301, height: 47 });
    expect(imageSize(bytes)).toEqual({ type, width: 301, height: 47 });
  });

  it('reads the size a bomb declares without its pixels', () => {
    expect(imageSize(pngHeaderOnly(16383, 16383))).toEqual({ type: 'png', width: 16383, height: 16383 });
    expect(imageSize(pngHeaderOnly(30000, 30000))).toEqual({ type: 'png', width: 30000, height: 30000 });
  });

  it('says when the size lies beyond the bytes read, and refuses what is no image', async () => {
    const jpeg = new Uint8Array(await made(10, 10).jpeg().withExif({ IFD0: { Copyright: 'x'.repeat(60_000) } }).toBuffer());
    expect(imageSize(jpeg.subarray(0, 1024))).toBe('incomplete');
    expect(imageSize(pngHeaderOnly(5, 5).subarray(0, 20))).toBe('incomplete');
    for (const bytes of [notImages.svg, notImages.pdf, notImages.html, notImages.BMP, notImages.MP4, new Uint8Array(0)]) expect(imageSize(bytes)).toBeNull();
    // A JPEG whose image data starts before any frame header, and a PNG of zero pixels.
    expect(imageSize(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 2, 0, 0]))).toBeNull();
    expect(imageSize(pngHeaderOnly(0, 10))).toBeNull();
  });
});

describe('overBudget', () => {
  it('lets through what fits, and gives the figures of what does not', () => {
    expect(overBudget({ width: 8192, height: 4882 }, PIXEL_BUDGETS.photo)).toBeNull();
    expect(overBudget({ width: 8193, height: 10 }, PIXEL_BUDGETS.photo)).toEqual({ width: 8193, height: 10, maxSide: 8192, maxPixels: 40_000_000 });
    expect(overBudget({ width: 8000, height: 8000 }, PIXEL_BUDGETS.photo)).toEqual({ width: 8000, height: 8000, maxSide: 8192, maxPixels: 40_000_000 });
    expect(overBudget({ width: 2000, height: 2000 }, PIXEL_BUDGETS.logo)).toBeNull();
    expect(overBudget({ width: 4096, height: 1000 }, PIXEL_BUDGETS.logo)).toEqual({ width: 4096, height: 1000, maxSide: 4096, maxPixels: 4_000_000 });
  });
});
