/**
 * What kind of file an upload is, from its first bytes only: the name and the MIME type a browser
 * declares are the uploader's word, the bytes are what a browser will actually decode. Images are
 * raster formats only (SVG, which can carry script, GIF, HTML and everything else are not); PDF is
 * the one document type, accepted only where a caller asks for it (the trust center's DPA).
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
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== 'ftyp') return false;
  const size = uint32(bytes, 0);
  // 0 ("to the end of the file") and 1 (64-bit size follows) are not used for `ftyp` in images.
  if (size < 16 || size > bytes.length || size % 4 !== 0) return false;
  const brands = [ascii(bytes, 8, 4)];
  for (let offset = 16; offset + 4 <= size; offset += 4) brands.push(ascii(bytes, offset, 4));
  return brands.some((brand) => brand === 'avif' || brand === 'avis');
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

export type UploadType = ImageType | 'pdf';

/** The image format or document type the bytes are in, or null. */
export function detectUploadType(bytes: Uint8Array): UploadType | null {
  return detectImageType(bytes) ?? (isPdf(bytes) ? 'pdf' : null);
}

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
} as const satisfies Record<UploadType, { extension: string; contentType: string }>;

/** What saveUpload takes unless told otherwise: the four image formats. */
export const IMAGE_TYPES: readonly UploadType[] = ['png', 'jpeg', 'webp', 'avif'];
