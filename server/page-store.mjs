// @ts-check
/**
 * Public pages (and feeds) kept as finished documents, with Brotli and gzip made once, and sent like
 * static files with ETag/304, without entering React. What may be kept, and for how long:
 * docs/architecture.md ("Production server"). Memory is bounded by PAGE_STORE_MB, least recently used first.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { chunkBuffer } from './chunk.mjs';
import { preferredEncoding } from './static-assets.mjs';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Headers about one exchange rather than the page; the store sets its own where needed. */
const PER_RESPONSE = new Set([
  'x-request-id',
  'set-cookie',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'date',
  'connection',
  'keep-alive',
  'etag',
  'x-nextjs-cache',
]);
/** Requests for the router's payloads or a server action: not the document. */
const ROUTER_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-router-segment-prefetch', 'next-action', 'next-url'];
/** Next.js's draft-mode cookie (lib/features/people/draft-mode.ts): the admin previews unpublished content. */
const DRAFT_MODE_COOKIE = '__prerender_bypass=';

/**
 * @typedef {{ status: number, headers: import('node:http').OutgoingHttpHeaders, body: Buffer }} FinishedDocument
 * @typedef {{
 *   etag: string,
 *   headers: [string, string | number | string[]][],
 *   digest: string,
 *   identityBytes: number,
 *   br: Buffer,
 *   gzip: Buffer,
 *   generation: string,
 *   expiresAt: number,
 *   bytes: number,
 *   answers: Partial<Record<'br' | 'gzip' | 'identity' | 'not-modified', (string | number | string[])[]>>,
 * }} StoredPage
 */

/** The types a kept response may have: pages and feeds (and any XML or text Next.js marks shareable). */
const KEPT_TYPES = /^(text\/html|application\/xml|application\/rss\+xml|text\/xml|text\/plain)\b/i;

/**
 * Calls `onDone` with the response as it was sent (status, headers, body), once it has ended.
 * Installed inside compression and outside finish-html.mjs, it sees the finished document before
 * it is compressed.
 * @param {import('node:http').ServerResponse} res
 * @param {(document: FinishedDocument) => void} onDone
 */
export function recordResponse(res, onDone) {
  const { writeHead, write, end } = res;
  /** @type {Buffer[]} */
  const chunks = [];
  /** The headers as the app set them, before compression adds its Content-Encoding. */
  /** @type {import('node:http').OutgoingHttpHeaders | undefined} */
  let headers;
  /** @param {unknown} chunk @param {unknown} encoding */
  const collect = (chunk, encoding) => {
    const bytes = chunkBuffer(chunk, encoding);
    if (bytes) chunks.push(bytes);
  };
  const patched = /** @type {Patchable} */ (/** @type {unknown} */ (res));
  patched.writeHead = function (...args) {
    const given = args.find((arg, index) => index > 0 && arg && typeof arg === 'object');
    headers = { ...res.getHeaders(), ...lowerCaseNames(given) };
    return Reflect.apply(writeHead, res, args);
  };
  patched.write = function (...args) {
    collect(args[0], args[1]);
    return Reflect.apply(write, res, args);
  };
  patched.end = function (...args) {
    collect(args[0], args[1]);
    const result = Reflect.apply(end, res, args);
    onDone({ status: res.statusCode, headers: headers ?? res.getHeaders(), body: Buffer.concat(chunks) });
    return result;
  };
}

/** A response's writing methods, as the wrappers above replace them (any arguments Node.js takes). */
/** @typedef {Record<'writeHead' | 'write' | 'end', (...args: unknown[]) => unknown>} Patchable */

/** writeHead's headers (an object, or a flat [name, value, …] list) with lower-case names. @param {unknown} given */
function lowerCaseNames(given) {
  /** @type {Record<string, unknown>} */
  const named = {};
  if (Array.isArray(given)) {
    for (let i = 0; i + 1 < given.length; i += 2) named[String(given[i]).toLowerCase()] = given[i + 1];
  } else if (given && typeof given === 'object') {
    for (const [name, value] of Object.entries(given)) named[name.toLowerCase()] = value;
  }
  return /** @type {import('node:http').OutgoingHttpHeaders} */ (named);
}

/**
 * The store's key for a request it may answer, or undefined.
 * @param {import('node:http').IncomingMessage} req
 */
export function pageKey(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
  const url = req.url ?? '';
  if (!url.startsWith('/') || url.includes('?')) return undefined;
  if (ROUTER_HEADERS.some((name) => req.headers[name] !== undefined)) return undefined;
  if (req.headers.cookie?.includes(DRAFT_MODE_COOKIE)) return undefined;
  return url;
}

/**
 * Whether the client asks for a copy from the origin (a hard reload): the store then renders, and
 * keeps what it rendered.
 * @param {import('node:http').IncomingHttpHeaders} headers
 */
export function wantsFresh(headers) {
  return /\bno-cache\b/i.test(String(headers['cache-control'] ?? '')) || /\bno-cache\b/i.test(String(headers.pragma ?? ''));
}

/**
 * How many seconds a finished document may be kept, or 0 when it must not be.
 * @param {FinishedDocument} document
 */
export function keepSeconds({ status, headers }) {
  if (status !== 200 || headers['set-cookie'] !== undefined || headers['content-encoding'] !== undefined) return 0;
  if (!KEPT_TYPES.test(String(headers['content-type'] ?? ''))) return 0;
  if (String(headers['x-nextjs-cache'] ?? '').toUpperCase() === 'STALE') return 0;
  const cacheControl = String(headers['cache-control'] ?? '');
  if (/\b(private|no-store|no-cache)\b/i.test(cacheControl)) return 0;
  const seconds = Number(/\bs-maxage=(\d+)/i.exec(cacheControl)?.[1] ?? 0);
  return Number.isSafeInteger(seconds) ? seconds : 0;
}

/**
 * @param {string | string[] | undefined} ifNoneMatch
 * @param {string} etag
 */
export function etagMatches(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false;
  const opaque = (/** @type {string} */ tag) => tag.trim().replace(/^W\//, '');
  return String(ifNoneMatch)
    .split(',')
    .some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * The kept pages, in least-recently-used order, the keys being compressed, and their bytes.
 * @typedef {{
 *   maxBytes: number,
 *   now: () => number,
 *   pages: Map<string, StoredPage>,
 *   pending: Set<string>,
 *   bytes: number,
 * }} PageStoreState
 */

/**
 * @param {{ maxBytes: number, now?: () => number }} options
 */
export function createPageStore({ maxBytes, now = Date.now }) {
  /** @type {PageStoreState} */
  const store = { maxBytes, now, pages: new Map(), pending: new Set(), bytes: 0 };
  return {
    enabled: maxBytes > 0,

    /**
     * The kept page for `key` if it is still current at `generation`. One that is not stays until
     * it is replaced or pushed out: if the page renders to the same bytes, keep() reuses it.
     * @param {string} key
     * @param {string} generation
     */
    get(key, generation) {
      return currentPage(store, key, generation);
    },

    /**
     * Keeps a document rendered for `key` after `generation` was read, if it may be kept. The same
     * document as the one kept before (most pages, after an edit elsewhere) is not compressed again.
     * @param {string} key
     * @param {string} generation
     * @param {FinishedDocument} document
     */
    keep(key, generation, document) {
      return keepPage(store, key, generation, document);
    },

    stats: () => ({ pages: store.pages.size, bytes: store.bytes }),
  };
}

/** @param {PageStoreState} store @param {string} key @param {string} generation */
function currentPage(store, key, generation) {
  const page = store.pages.get(key);
  if (!page || page.generation !== generation || page.expiresAt <= store.now()) return undefined;
  store.pages.delete(key); // most recently used goes last
  store.pages.set(key, page);
  return page;
}

/** @param {PageStoreState} store @param {string} key @param {string} generation @param {FinishedDocument} document */
async function keepPage(store, key, generation, document) {
  const seconds = keepSeconds(document);
  if (seconds === 0 || store.maxBytes === 0 || store.pending.has(key)) return;
  const expiresAt = store.now() + seconds * 1000;
  const headers = pageHeaders(document.headers);
  const known = store.pages.get(key);
  if (known && known.digest === digestOf(document.body) && sameHeaders(known.headers, headers)) {
    Object.assign(known, { generation, expiresAt });
    return;
  }
  store.pending.add(key);
  try {
    const page = await prepare(document, headers, generation, expiresAt);
    if (page.bytes > store.maxBytes) return;
    dropPage(store, key);
    store.pages.set(key, page);
    store.bytes += page.bytes;
    for (const oldest of store.pages.keys()) {
      if (store.bytes <= store.maxBytes) break;
      dropPage(store, oldest);
    }
  } finally {
    store.pending.delete(key);
  }
}

/** @param {PageStoreState} store @param {string} key */
function dropPage(store, key) {
  const page = store.pages.get(key);
  if (!page) return;
  store.pages.delete(key);
  store.bytes -= page.bytes;
}

/**
 * The headers a kept page is sent with.
 * @param {FinishedDocument['headers']} headers
 * @returns {StoredPage['headers']}
 */
function pageHeaders(headers) {
  /** @type {StoredPage['headers']} */
  const kept = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !PER_RESPONSE.has(name.toLowerCase())) kept.push([name, value]);
  }
  const vary = String(headers.vary ?? '');
  if (!/\baccept-encoding\b/i.test(vary)) kept.push(['vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding']);
  return kept;
}

/** @param {StoredPage['headers']} a @param {StoredPage['headers']} b */
const sameHeaders = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/**
 * @param {FinishedDocument} document
 * @param {StoredPage['headers']} headers
 * @param {string} generation
 * @param {number} expiresAt
 * @returns {Promise<StoredPage>}
 */
async function prepare({ headers: original, body }, headers, generation, expiresAt) {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    }),
    gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  const digest = digestOf(body);
  const etag = typeof original.etag === 'string' ? original.etag : `"${digest}"`;
  // Only the compressed copies are kept: the plain one was ~3/4 of the store's bytes, for the few
  // clients that take neither encoding (they get the gzip copy unpacked: identityOf).
  const size = br.byteLength + gz.byteLength + JSON.stringify(headers).length;
  return { etag, digest, headers, identityBytes: body.byteLength, br, gzip: gz, generation, expiresAt, bytes: size, answers: {} };
}

/** A document's fingerprint: a re-render to the same bytes is recognised by it. @param {Buffer} body */
const digestOf = (body) => createHash('sha1').update(body).digest('base64url');

/**
 * A kept page's document, uncompressed (for a client that takes neither Brotli nor gzip).
 * @param {StoredPage} page
 */
export const identityOf = (page) => zlib.gunzipSync(page.gzip);

/**
 * Answers a request from a kept page: 304 when the client's copy is current, else the encoding it
 * accepts (HEAD: the headers only).
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {StoredPage} page
 * @param {{ list: string[], private: boolean }} [trial] a page under experiment (server/trials.mjs):
 *   headers to add, and whether the answer is this visitor's only
 */
export function sendPage(req, res, page, trial) {
  const fresh = etagMatches(req.headers['if-none-match'], page.etag);
  const encoding = fresh ? null : preferredEncoding(req.headers['accept-encoding']);
  let headers = answerHeaders(page, fresh ? 'not-modified' : (encoding ?? 'identity'));
  if (trial) headers = [...(trial.private ? privately(headers) : headers), ...trial.list];
  const id = req.headers['x-request-id'];
  // One writeHead with a list, on a response that has no headers yet: Node writes the list as it is,
  // without building its header object (bench:alloc: ~4 kB a request less than a setHeader each).
  res.writeHead(fresh ? 304 : 200, typeof id === 'string' ? [...headers, 'X-Request-Id', id] : headers);
  if (fresh || req.method === 'HEAD') res.end();
  else res.end(encoding ? page[encoding] : identityOf(page));
}

/**
 * A header list with its Cache-Control replaced: this answer sets a visitor's cookies.
 * @param {(string | number | string[])[]} list
 */
function privately(list) {
  const copy = [...list];
  for (let i = 0; i + 1 < copy.length; i += 2) if (String(copy[i]).toLowerCase() === 'cache-control') copy[i + 1] = 'private, no-store';
  return copy;
}

/**
 * The headers of one kind of answer from a kept page, as a flat [name, value, …] list made on its
 * first use.
 * @param {StoredPage} page
 * @param {'br' | 'gzip' | 'identity' | 'not-modified'} kind
 */
function answerHeaders(page, kind) {
  const made = page.answers[kind];
  if (made) return made;
  /** @type {(string | number | string[])[]} */
  const list = [];
  for (const [name, value] of page.headers) {
    // As finish-html.mjs: a 304's policy would replace the stored one, without the page's hashes.
    if (kind === 'not-modified' && (name === 'content-security-policy' || name === 'content-type')) continue;
    list.push(name, value);
  }
  list.push('ETag', page.etag, 'X-Cache', 'HIT');
  if (kind === 'br' || kind === 'gzip') list.push('Content-Encoding', kind, 'Content-Length', page[kind].byteLength);
  else if (kind === 'identity') list.push('Content-Length', page.identityBytes);
  return (page.answers[kind] = list);
}
