// @ts-check
/**
 * Image bombs for the tests and for `npm run bench:image-bombs`: small files that declare (or
 * really hold) an enormous number of pixels. A PNG of one colour compresses about 1,000 to 1, so a
 * 16000×16000 grey image is some 250 kB; the header-only kind holds no pixel data at all, which is
 * enough for anything that reads headers.
 */
import { crc32, createDeflate } from 'node:zlib';

/**
 * @param {string} type four ASCII letters
 * @param {Uint8Array} data
 */
function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  out.set(data, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/**
 * The IHDR chunk of an 8-bit greyscale PNG.
 * @param {number} width
 * @param {number} height
 */
function ihdr(width, height) {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.set([8, 0, 0, 0, 0], 8); // bit depth 8, greyscale, deflate, no filter method, not interlaced
  return chunk('IHDR', data);
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A PNG that declares width × height pixels and holds none (an empty IDAT): any header reader sees
 * the size, any decoder fails.
 * @param {number} width
 * @param {number} height
 * @returns {Uint8Array<ArrayBuffer>}
 */
export function pngHeaderOnly(width, height) {
  return new Uint8Array(Buffer.concat([SIGNATURE, ihdr(width, height), chunk('IDAT', new Uint8Array(0)), chunk('IEND', new Uint8Array(0))]));
}

/**
 * A real, decodable black PNG of width × height 8-bit grey pixels, compressed as it is produced (the
 * raw pixels never sit in memory at once).
 * @param {number} width
 * @param {number} height
 * @returns {Promise<Uint8Array<ArrayBuffer>>}
 */
export async function pngBomb(width, height) {
  const deflate = createDeflate({ level: 9 });
  /** @type {Buffer[]} */
  const compressed = [];
  deflate.on('data', (/** @type {Buffer} */ data) => compressed.push(data));
  const done = new Promise((resolve, reject) => {
    deflate.once('end', resolve);
    deflate.once('error', reject);
  });
  // Every row is a filter byte (0) and `width` black pixels: the whole stream is zeros.
  let left = (width + 1) * height;
  const zeros = Buffer.alloc(Math.min(left, 4 * 1024 * 1024));
  while (left > 0) {
    const part = left >= zeros.length ? zeros : zeros.subarray(0, left);
    left -= part.length;
    if (!deflate.write(part)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  const data = Buffer.concat(compressed);
  // IDAT chunks of at most 1 MB, as encoders write them.
  const idats = [];
  for (let offset = 0; offset < data.length; offset += 1024 * 1024) idats.push(chunk('IDAT', data.subarray(offset, offset + 1024 * 1024)));
  return new Uint8Array(Buffer.concat([SIGNATURE, ihdr(width, height), ...idats, chunk('IEND', new Uint8Array(0))]));
}

/**
 * A small SVG logo (100×40 by default) whose drawing is an embedded raster image, as a data URI.
 * @param {Uint8Array} image the embedded file's bytes
 * @param {{ mediaType?: string, width?: number, height?: number }} [options]
 * @returns {Uint8Array<ArrayBuffer>}
 */
export function svgEmbedding(image, { mediaType = 'image/png', width = 100, height = 40 } = {}) {
  const href = `data:${mediaType};base64,${Buffer.from(image).toString('base64')}`;
  return new Uint8Array(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
        `<image width="${width}" height="${height}" xlink:href="${href}"/></svg>`,
      'utf8',
    ),
  );
}
