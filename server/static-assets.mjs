// @ts-check
/**
 * The build's browser assets (`/_next/static/…`) as scripts/build/precompress.mjs wrote them:
 * Brotli or gzip, whichever the browser takes, read from disk as they are. Anything else (no
 * compressed copy, a browser that takes neither, a path outside the folder) is left to Next.js.
 */
import { createReadStream, statSync } from 'node:fs';
import { extname, join, sep } from 'node:path';
import { ENCODINGS } from './precompressed.mjs';

/** Where the build's browser assets are served. */
export const PREFIX = '/_next/static/';

const CONTENT_TYPES = /** @type {Record<string, string>} */ ({
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
});

/**
 * The encoding to send: Brotli when the browser takes it, else gzip, else none. Reads
 * `Accept-Encoding` with its weights (`br;q=0` refuses Brotli).
 * @param {string | undefined} header
 * @returns {keyof typeof ENCODINGS | null}
 */
export function preferredEncoding(header = '') {
  let encoding = chosen.get(header);
  if (encoding !== undefined) return encoding;
  encoding = parseEncoding(header);
  // Browsers send a handful of distinct values: the answer is remembered for the first few
  // hundred (short ones only), so that a page from the store parses nothing.
  if (chosen.size < 256 && header.length <= 128) chosen.set(header, encoding);
  return encoding;
}

/** @type {Map<string, keyof typeof ENCODINGS | null>} */
const chosen = new Map();

/**
 * @param {string} header
 * @returns {keyof typeof ENCODINGS | null}
 */
function parseEncoding(header) {
  /** @type {Map<string, number>} */
  const weights = new Map();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    if (name) weights.set(name, q === undefined ? 1 : Number(q));
  }
  const accepts = (/** @type {string} */ name) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

/**
 * @param {{ staticDir: string, headers: { key: string, value: string }[] }} options
 *   `staticDir`: the build's `static` folder; `headers`: what every response carries (the security
 *   headers next.config.mjs gives Next.js's own responses)
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => boolean}
 *   true when it answered the request
 */
export function precompressedAssets({ staticDir, headers }) {
  /**
   * Sizes of the compressed copies found so far (asset names carry their content hash: a file never
   * changes). Only files that exist: the build's, a closed set; a miss is not kept (any path is one).
   * @type {Map<string, number>}
   */
  const sizes = new Map();
  const sizeOf = (/** @type {string} */ file) => {
    const known = sizes.get(file);
    if (known !== undefined) return known;
    try {
      const size = statSync(file).size;
      sizes.set(file, size);
      return size;
    } catch {
      return null;
    }
  };

  return (req, res) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url?.startsWith(PREFIX)) return false;
    let relativePath;
    try {
      const { pathname } = new URL(req.url, 'http://assets');
      if (!pathname.startsWith(PREFIX)) return false;
      relativePath = decodeURIComponent(pathname.slice(PREFIX.length));
    } catch {
      return false;
    }
    const type = CONTENT_TYPES[extname(relativePath)];
    if (!type) return false;
    const file = join(staticDir, relativePath);
    if (!file.startsWith(staticDir + sep)) return false;
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    if (!encoding) return false;
    const copy = file + ENCODINGS[encoding];
    const size = sizeOf(copy);
    if (size == null) return false;

    for (const { key, value } of headers) res.setHeader(key, value);
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', size);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    if (req.method === 'HEAD') {
      res.end();
      return true;
    }
    createReadStream(copy)
      .on('error', () => res.destroy())
      .pipe(res);
    return true;
  };
}
