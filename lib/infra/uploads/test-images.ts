/**
 * Real 1×1 images (made with sharp, red pixel) and files that must never pass for an image, for the
 * upload tests.
 */
type Bytes = Uint8Array<ArrayBuffer>;

const base64 = (text: string): Bytes => new Uint8Array(Buffer.from(text, 'base64'));
const text = (value: string): Bytes => new Uint8Array(Buffer.from(value, 'utf8'));
const concat = (...parts: Uint8Array[]): Bytes => new Uint8Array(Buffer.concat(parts));

export const images = {
  png: base64(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWP4z8AAAAMBAQCc479ZAAAAAElFTkSuQmCC',
  ),
  jpeg: base64(
    '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCKALXj/9k=',
  ),
  webp: base64('UklGRjwAAABXRUJQVlA4IDAAAADQAQCdASoBAAEAAUAmJaACdLoB+AADsAD+8ut//NgVzXPv9//S4P0uD9Lg/9KQAAA='),
  avif: base64(
    'AAAAHGZ0eXBhdmlmAAAAAG1pZjFhdmlmbWlhZgAAANZtZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAAACJpbG9jAAAAAERAAAEAAQAAAAAA+gABAAAAAAAAACQAAAAjaWluZgAAAAAAAQAAABVpbmZlAgAAAAABAABhdjAxAAAAAA5waXRtAAAAAAABAAAAVmlwcnAAAAA4aXBjbwAAAAxhdjFDgSACAAAAABRpc3BlAAAAAAAAAAEAAAABAAAAEHBpeGkAAAAAAwgICAAAABZpcG1hAAAAAAAAAAEAAQOBAgMAAAAsbWRhdBIACgc4AAaQENBpMhcZQmMEwAA0AACQQMkcYUuNGtYQVLH7IA==',
  ),
} as const;

/** An ISO-BMFF `ftyp` box: 32-bit size, 'ftyp', major brand, minor version 0, compatible brands. */
export function ftyp(major: string, compatible: string[]): Bytes {
  const box = text(`....ftyp${major}\0\0\0\0${compatible.join('')}`);
  new DataView(box.buffer).setUint32(0, box.length);
  return box;
}

const PNG_SIGNATURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export const notImages = {
  svg: text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>'),
  'svg with XML declaration': text('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'),
  gif: base64('R0lGODlhAQABAIAAAExpcf8AACH5BAUAAAAALAAAAAABAAEAAAICTAEAOw=='),
  html: text('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'),
  pdf: text('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'),
  'PNG signature glued onto a script': concat(PNG_SIGNATURE, text('<script>alert(1)</script>')),
  'PNG signature alone': PNG_SIGNATURE,
  'PNG signature without its IHDR chunk': concat(PNG_SIGNATURE, new Uint8Array([0, 0, 0, 13]), text('tEXt<script>')),
  'JPEG start of image alone': new Uint8Array([0xff, 0xd8, 0xff]),
  'RIFF audio (WAVE)': concat(text('RIFF'), new Uint8Array([36, 0, 0, 0]), text('WAVEfmt ')),
  'RIFF WEBP without an image chunk': concat(text('RIFF'), new Uint8Array([36, 0, 0, 0]), text('WEBP<scr')),
  HEIC: ftyp('heic', ['mif1', 'heic']),
  MP4: ftyp('isom', ['isom', 'iso2', 'mp41']),
  'ftyp box longer than the file': concat(new Uint8Array([0, 0, 1, 0]), text('ftypavif\0\0\0\0')),
  'ftyp box with a 64-bit size': concat(new Uint8Array([0, 0, 0, 1]), text('ftypavif\0\0\0\0avif')),
  BMP: concat(text('BM'), new Uint8Array(24)),
  'plain text': text('hello'),
  'one byte': new Uint8Array([0x89]),
  empty: new Uint8Array(0),
} as const;
