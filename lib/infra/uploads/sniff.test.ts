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

  it('recognises MP4 and WebM videos by their containers, never an image in the same container', () => {
    expect(detectUploadType(notImages.MP4)).toBe('mp4');
    expect(detectUploadType(ftyp('mp42', ['mp42', 'isom']))).toBe('mp4');
    expect(detectUploadType(notImages.HEIC)).toBeNull();
    expect(detectUploadType(ftyp('isom', ['isom', 'heic']))).toBeNull();
    expect(detectUploadType(images.avif)).toBe('avif');
    const webm = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84, ...new TextEncoder().encode('webm'), 0x42, 0x87, 0x81, 0x04]);
    expect(detectUploadType(webm)).toBe('webm');
    const matroska = webm.slice();
    matroska.set(new TextEncoder().encode('mkvx'), 12);
    expect(detectUploadType(matroska)).toBeNull();
  });

  it('recognises WebVTT captions: the header, then UTF-8 text without NUL', () => {
    const text = (value: string) => new TextEncoder().encode(value);
    expect(detectUploadType(text('WEBVTT\n\n00:00.000 --> 00:02.000\nEvery return, graded.\n'))).toBe('vtt');
    expect(detectUploadType(text('\uFEFFWEBVTT - Producto\n\n00:00.000 --> 00:02.000\nCada devolución.\n'))).toBe('vtt');
    expect(detectUploadType(text('WEBVTT'))).toBe('vtt');
    for (const bad of ['WEBVTTX\n', ' WEBVTT\n', 'WEBVTT\n\u0000<script>', '<html>WEBVTT']) expect(detectUploadType(text(bad)), bad).toBeNull();
    expect(detectUploadType(new Uint8Array([...text('WEBVTT\n'), 0xff, 0xfe]))).toBeNull();
  });
});
