/**
 * What kind of file an upload is, from its first bytes only: the name and the MIME type a browser
 * declares are the uploader's word, the bytes are what a browser will actually decode. Images are
 * raster formats only (SVG, which can carry script, GIF, HTML and everything else are not); PDF is
 * the one document type, MP4 and WebM the video types and WebVTT the captions type, each accepted
 * only where a caller asks for it (the trust center's DPA, the media library).
 */
export type ImageType = 'png' | 'jpeg' | 'webp' | 'avif';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const ascii = (bytes: Uint8Array, offset: number, length: number) =>
  String.fromCharCode(...bytes.subarray(offset, offset + length));

const startsWith = (bytes: Uint8Array, prefix: readonly number[], offset = 0) =>
  bytes.length >= offset + prefix.length && prefix.every((byte, index) => bytes[offset + index] === byte);

const uint32 = (bytes: Uint8Array, offset: number) =>
  new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(offset);

// The signature must be followed by the 13-byte IHDR chunk, so text glued after a PNG signature is
// not a PNG.
function isPng(bytes: Uint8Array): boolean {
  return startsWith(bytes, PNG_SIGNATURE) && bytes.length >= 16 && uint32(bytes, 8) === 13 && ascii(bytes, 12, 4) === 'IHDR';
}

// The start-of-image marker, then the first segment's marker (APPn, DQT, COM, SOFn…).
function isJpeg(bytes: Uint8Array): boolean {
  const marker = bytes[3] ?? 0;
  return startsWith(bytes, [0xff, 0xd8, 0xff]) && marker >= 0xc0 && marker < 0xff;
}

// A RIFF container of form type WEBP whose first chunk is one of WebP's three image chunks.
function isWebp(bytes: Uint8Array): boolean {
  return (
    bytes.length >= 16 &&
    ascii(bytes, 0, 4) === 'RIFF' &&
    ascii(bytes, 8, 4) === 'WEBP' &&
    ['VP8 ', 'VP8L', 'VP8X'].includes(ascii(bytes, 12, 4))
  );
}

// ISO-BMFF starts with an `ftyp` box: size (32-bit), 'ftyp', major brand, minor version, then
// compatible brands up to the box's end. HEIC and MP4 are the same container with other brands.
/** The `ftyp` box's brands (major first), or null when the bytes do not start with one. */
function ftypBrands(bytes: Uint8Array): string[] | null {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== 'ftyp') return null;
  const size = uint32(bytes, 0);
  // 0 ("to the end of the file") and 1 (64-bit size follows) are not used for `ftyp`.
  if (size < 16 || size > bytes.length || size % 4 !== 0) return null;
  const brands = [ascii(bytes, 8, 4)];
  for (let offset = 16; offset + 4 <= size; offset += 4) brands.push(ascii(bytes, offset, 4));
  return brands;
}

function isAvif(bytes: Uint8Array): boolean {
  return ftypBrands(bytes)?.some((brand) => brand === 'avif' || brand === 'avis') ?? false;
}

/** Brands of an MP4 video; an image in the same container (AVIF, HEIC) is never one. */
const MP4_BRANDS = new Set(['isom', 'iso2', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'M4V ', 'dash']);
const STILL_IMAGE_BRANDS = new Set(['avif', 'avis', 'heic', 'heix', 'heim', 'heis', 'mif1', 'msf1', 'heif']);

function isMp4(bytes: Uint8Array): boolean {
  const brands = ftypBrands(bytes);
  return brands !== null && brands.some((brand) => MP4_BRANDS.has(brand)) && !brands.some((brand) => STILL_IMAGE_BRANDS.has(brand));
}

// EBML's magic number, then (within the header) the DocType element 0x4282 saying "webm".
function isWebm(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return false;
  const head = bytes.subarray(0, 64);
  for (let i = 4; i + 7 <= head.length; i += 1) {
    if (head[i] === 0x42 && head[i + 1] === 0x82 && ascii(head, i + 3, 4) === 'webm') return true;
  }
  return false;
}

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/** A WebVTT file: `WEBVTT` (after an optional byte order mark) alone or before a space or line end, all of it UTF-8 text without NUL. */
function isVtt(bytes: Uint8Array): boolean {
  const start = startsWith(bytes, UTF8_BOM) ? 3 : 0;
  if (ascii(bytes, start, 6) !== 'WEBVTT') return false;
  const after = bytes[start + 6];
  if (after !== undefined && ![0x20, 0x09, 0x0a, 0x0d].includes(after)) return false;
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** The image format the bytes are in, or null when they are not a PNG, JPEG, WebP or AVIF image. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (isPng(bytes)) return 'png';
  if (isJpeg(bytes)) return 'jpeg';
  if (isWebp(bytes)) return 'webp';
  if (isAvif(bytes)) return 'avif';
  return null;
}

/** `%PDF-` and a version digit at the very start, as readers require of a PDF file. */
export function isPdf(bytes: Uint8Array): boolean {
  return bytes.length >= 8 && ascii(bytes, 0, 5) === '%PDF-' && /^[12]$/.test(ascii(bytes, 5, 1)) && ascii(bytes, 6, 1) === '.';
}

export type UploadType = ImageType | 'pdf' | 'mp4' | 'webm' | 'vtt';

/** The image format, document, video or captions type the bytes are in, or null. */
export function detectUploadType(bytes: Uint8Array): UploadType | null {
  const image = detectImageType(bytes);
  if (image) return image;
  if (isPdf(bytes)) return 'pdf';
  if (isMp4(bytes)) return 'mp4';
  if (isWebm(bytes)) return 'webm';
  return isVtt(bytes) ? 'vtt' : null;
}

export const isImageType = (type: UploadType): type is ImageType => type in IMAGE_FORMATS;

/** The file extension stored uploads get, and the type they are served with. */
export const IMAGE_FORMATS = {
  png: { extension: 'png', contentType: 'image/png' },
  jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
  webp: { extension: 'webp', contentType: 'image/webp' },
  avif: { extension: 'avif', contentType: 'image/avif' },
} as const satisfies Record<ImageType, { extension: string; contentType: string }>;

export const UPLOAD_FORMATS = {
  ...IMAGE_FORMATS,
  pdf: { extension: 'pdf', contentType: 'application/pdf' },
  mp4: { extension: 'mp4', contentType: 'video/mp4' },
  webm: { extension: 'webm', contentType: 'video/webm' },
  vtt: { extension: 'vtt', contentType: 'text/vtt; charset=utf-8' },
} as const satisfies Record<UploadType, { extension: string; contentType: string }>;

/** What saveUpload takes unless told otherwise: the four image formats. */
export const IMAGE_TYPES: readonly UploadType[] = ['png', 'jpeg', 'webp', 'avif'];
/** A product video: MP4 or WebM. */
export const VIDEO_TYPES: readonly UploadType[] = ['mp4', 'webm'];
/** A video's captions: WebVTT. */
export const CAPTION_TYPES: readonly UploadType[] = ['vtt'];
