import { describe, expect, it } from 'vitest';
import { detectImageType, detectUploadType } from './sniff';
import { ftyp, images, notImages } from './test-images';

describe('detectImageType', () => {
  it.each(Object.entries(images))('recognises a real 1×1 %s', (type, bytes) => {
    expect(detectImageType(bytes)).toBe(type);
  });

  it.each(Object.entries(notImages))('refuses %s', (_what, bytes) => {
    expect(detectImageType(bytes)).toBeNull();
  });

  it('takes AVIF from the major or any compatible brand, image sequences included', () => {
    expect(detectImageType(ftyp('avif', []))).toBe('avif');
    expect(detectImageType(ftyp('mif1', ['miaf', 'avif']))).toBe('avif');
    expect(detectImageType(ftyp('avis', ['msf1']))).toBe('avif');
    expect(detectImageType(ftyp('mif1', ['miaf', 'heic']))).toBeNull();
  });

  it('looks at the bytes only, wherever they sit in a larger buffer', () => {
    const padded = new Uint8Array(images.avif.length + 8);
    padded.set(images.avif, 8);
    expect(detectImageType(padded.subarray(8))).toBe('avif');
    expect(detectImageType(padded)).toBeNull();
  });

  it('refuses the first bytes of an image without its first header', () => {
    for (const bytes of Object.values(images)) {
      for (const length of [1, 2, 3]) expect(detectImageType(bytes.subarray(0, length))).toBeNull();
    }
    expect(detectImageType(images.png.subarray(0, 15))).toBeNull();
    expect(detectImageType(images.webp.subarray(0, 12))).toBeNull();
    expect(detectImageType(images.avif.subarray(0, 20))).toBeNull();
  });
});

describe('detectUploadType', () => {
  it('recognises a PDF by its header, and every image as detectImageType does', () => {
    expect(detectUploadType(notImages.pdf)).toBe('pdf');
    expect(detectUploadType(new TextEncoder().encode('%PDF-2.0\n%%EOF\n'))).toBe('pdf');
    for (const [type, bytes] of Object.entries(images)) expect(detectUploadType(bytes)).toBe(type);
  });

  it('refuses what only looks like a PDF: text before the header, no version, HTML', () => {
    for (const text of [' %PDF-1.7\n', '%PDF-x.7\n%%EOF', '%PDF-', '<html>%PDF-1.7</html>', 'PDF-1.7 document']) {
      expect(detectUploadType(new TextEncoder().encode(text)), text).toBeNull();
    }
    expect(detectUploadType(notImages.svg)).toBeNull();
  });
});
