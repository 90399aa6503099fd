// @ts-check
/**
 * The size an image file declares, read from its header alone: nothing is decoded, so a file that
 * declares a billion pixels costs what its first few hundred bytes cost. Plain ESM because the
 * production server reads it too (server/image-guard.mjs), before Next.js's image optimizer.
 *
 * PNG (IHDR), GIF (logical screen), WebP (VP8, VP8L and VP8X canvas), JPEG (the first SOFn
 * segment) and AVIF (the largest `ispe` property: a grid's, a tile's or the alpha plane's, whichever
 * is largest, so that none is larger than what is measured).
 */

/** @typedef {'png' | 'jpeg' | 'webp' | 'gif' | 'avif'} MeasuredType */
/** @typedef {{ type: MeasuredType, width: number, height: number }} ImageSize */
/**
 * `incomplete`: the format is known but its size lies beyond these bytes (read more of the file).
 * @typedef {ImageSize | 'incomplete' | null} SizeResult
 */

/** @param {Uint8Array} bytes */
const view = (bytes) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** @param {Uint8Array} bytes @param {number} offset @param {number} length */
const ascii = (bytes, offset, length) => String.fromCharCode(...bytes.subarray(offset, offset + length));

/**
 * @param {MeasuredType} type
 * @param {number} width
 * @param {number} height
 * @returns {ImageSize | null}
 */
const sized = (type, width, height) => (width > 0 && height > 0 ? { type, width, height } : null);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** @param {Uint8Array} bytes @returns {SizeResult} */
function png(bytes) {
  if (bytes.length < 24) return 'incomplete';
  if (ascii(bytes, 12, 4) !== 'IHDR') return null;
  return sized('png', view(bytes).getUint32(16), view(bytes).getUint32(20));
}

/** @param {Uint8Array} bytes @returns {SizeResult} */
function gif(bytes) {
  if (bytes.length < 10) return 'incomplete';
  return sized('gif', view(bytes).getUint16(6, true), view(bytes).getUint16(8, true));
}

/** @param {Uint8Array} bytes @returns {SizeResult} */
function webp(bytes) {
  if (bytes.length < 30) return 'incomplete';
  const data = view(bytes);
  switch (ascii(bytes, 12, 4)) {
    case 'VP8 ': // a key frame: start code 9d 01 2a, then 14-bit width and height
      if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null;
      return sized('webp', data.getUint16(26, true) & 0x3fff, data.getUint16(28, true) & 0x3fff);
    case 'VP8L': {
      if (bytes[20] !== 0x2f) return null;
      const bits = data.getUint32(21, true);
      return sized('webp', (bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
    }
    case 'VP8X': // the canvas, 24 bits each, minus one
      return sized('webp', (data.getUint32(24, true) & 0xffffff) + 1, (data.getUint32(27, true) & 0xffffff) + 1);
    default:
      return null;
  }
}

/** Start-of-frame markers: every SOFn but DHT (C4), JPG (C8) and DAC (CC). */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** @param {Uint8Array} bytes @returns {SizeResult} */
function jpeg(bytes) {
  const data = view(bytes);
  let offset = 2;
  for (;;) {
    if (offset + 4 > bytes.length) return 'incomplete';
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    // Fill bytes (FF FF …) before a marker.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (SOF.has(marker)) {
      if (offset + 9 > bytes.length) return 'incomplete';
      // A height of 0 is given later (DNL): not measurable from the header, so not taken.
      return sized('jpeg', data.getUint16(offset + 7), data.getUint16(offset + 5));
    }
    // The image data starts, or the image ends, before any frame header: not a usable JPEG.
    if (marker === 0xda || marker === 0xd9) return null;
    // Markers that stand alone (TEM, RSTn) have no length.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    const length = data.getUint16(offset + 2);
    if (length < 2) return null;
    offset += 2 + length;
  }
}

/**
 * The boxes inside [start, end) of an ISO-BMFF file, as [type, content start, content end]; stops
 * at the first box that runs past the bytes read (`incomplete` then says so).
 * @param {Uint8Array} bytes
 * @param {number} start
 * @param {number} end
 * @returns {{ boxes: [string, number, number][], incomplete: boolean }}
 */
function boxes(bytes, start, end) {
  const data = view(bytes);
  /** @type {[string, number, number][]} */
  const found = [];
  let offset = start;
  while (offset + 8 <= end) {
    let size = data.getUint32(offset);
    let header = 8;
    if (size === 1) {
      if (offset + 16 > end) return { boxes: found, incomplete: true };
      size = Number(data.getBigUint64(offset + 8));
      header = 16;
    } else if (size === 0) {
      size = end - offset;
    }
    if (size < header) return { boxes: found, incomplete: false };
    const boxEnd = offset + size;
    if (boxEnd > bytes.length) return { boxes: [...found, [ascii(bytes, offset + 4, 4), offset + header, bytes.length]], incomplete: true };
    found.push([ascii(bytes, offset + 4, 4), offset + header, Math.min(boxEnd, end)]);
    offset = boxEnd;
  }
  return { boxes: found, incomplete: false };
}

/** @param {Uint8Array} bytes @returns {SizeResult} */
function avif(bytes) {
  const top = boxes(bytes, 0, bytes.length);
  const meta = top.boxes.find(([type]) => type === 'meta');
  if (!meta) return top.incomplete ? 'incomplete' : null;
  // `meta` is a full box: a version and flags come before its children.
  const inMeta = boxes(bytes, meta[1] + 4, meta[2]);
  const iprp = inMeta.boxes.find(([type]) => type === 'iprp');
  if (!iprp) return inMeta.incomplete || top.incomplete ? 'incomplete' : null;
  const ipco = boxes(bytes, iprp[1], iprp[2]).boxes.find(([type]) => type === 'ipco');
  if (!ipco) return null;
  const properties = boxes(bytes, ipco[1], ipco[2]);
  let width = 0;
  let height = 0;
  for (const [type, start, end] of properties.boxes) {
    if (type !== 'ispe') continue;
    if (start + 12 > end) return 'incomplete';
    // A full box too: version and flags, then width and height.
    width = Math.max(width, view(bytes).getUint32(start + 4));
    height = Math.max(height, view(bytes).getUint32(start + 8));
  }
  if (properties.incomplete) return 'incomplete';
  return sized('avif', width, height);
}

/** @param {Uint8Array} bytes @param {readonly number[]} prefix */
const startsWith = (bytes, prefix) => bytes.length >= prefix.length && prefix.every((byte, index) => bytes[index] === byte);

/**
 * The type and size an image declares, `incomplete` when its header goes on past these bytes, or
 * null for a file that is none of the five formats (or whose header is broken).
 * @param {Uint8Array} bytes the file, or at least its start
 * @returns {SizeResult}
 */
export function imageSize(bytes) {
  if (startsWith(bytes, PNG_SIGNATURE)) return png(bytes);
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return jpeg(bytes);
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')) return gif(bytes);
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return webp(bytes);
  if (bytes.length >= 12 && ascii(bytes, 4, 4) === 'ftyp') return avif(bytes);
  return null;
}
