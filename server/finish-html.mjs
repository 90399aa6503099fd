// @ts-check
/**
 * Holds back each HTML response until it is complete, then finishes its headers from the document:
 * its own inline scripts' hashes join the Content-Security-Policy (a cached page cannot carry a
 * per-request nonce), a status the page declares replaces 200 and is kept by no cache, and its
 * framework scripts start after the first paint (defer-scripts.mjs). Other responses (assets, JSON,
 * feeds, HEAD, bodies encoded upstream) pass through untouched. docs/architecture.md, "A request".
 */
import { declaredStatus, ERROR_CACHE_CONTROL } from '../lib/infra/http/document-status.mjs';
import { log } from '../lib/infra/log.mjs';
import { allowScripts, inlineScripts, scriptHash } from '../lib/infra/security/inline-scripts.mjs';
import { chunkBuffer } from './chunk.mjs';
import { deferChunkScripts } from './defer-scripts.mjs';
import { isOwnScript } from './own-scripts.mjs';

/** @typedef {import('node:http').ServerResponse} ServerResponse */

/**
 * Finished policies and statuses by ETag: a cached page is the same document every time, so its
 * scripts are hashed once, not on every request.
 * @type {Map<string, { policy: string, status: number | undefined }>}
 */
const finishedByEtag = new Map();
const MAX_REMEMBERED = 1000;

/**
 * @param {string} policy the response's policy before hashing
 * @param {() => string} read the document as it is sent (read only when its ETag is new)
 * @param {string | undefined} etag
 * @param {string | undefined} path the request's path, named in the warning (which page to look at)
 */
function finish(policy, read, etag, path) {
  const key = etag ? `${etag}\n${policy}` : undefined;
  const known = key ? finishedByEtag.get(key) : undefined;
  if (known) return known;
  const html = read();
  const scripts = inlineScripts(html);
  const own = scripts.filter(isOwnScript);
  if (own.length < scripts.length) {
    const blocked = scripts.filter((script) => !own.includes(script)).map(scriptHash);
    log.warn('inline script not emitted by the site: left out of the policy, so the browser blocks it', { blocked, path });
  }
  const finished = { policy: allowScripts(policy, own.map(scriptHash)), status: declaredStatus(html) };
  if (key) {
    if (finishedByEtag.size >= MAX_REMEMBERED) finishedByEtag.delete(finishedByEtag.keys().next().value ?? '');
    finishedByEtag.set(key, finished);
  }
  return finished;
}

/**
 * A response while it is held back: its own writing methods, whether it is buffered or passed
 * through (decided at its first header or byte), the bytes so far, and the head it asked for.
 * @typedef {{
 *   req: import('node:http').IncomingMessage,
 *   res: ServerResponse,
 *   original: Pick<ServerResponse, 'writeHead' | 'write' | 'end' | 'flushHeaders'>,
 *   mode: 'buffer' | 'pass' | undefined,
 *   chunks: Buffer[],
 *   head: [number, string | undefined] | undefined,
 * }} HeldResponse
 */

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {ServerResponse} res
 */
export function finishHtmlResponses(req, res) {
  /** @type {HeldResponse} */
  const held = {
    req,
    res,
    original: { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders },
    mode: undefined,
    chunks: [],
    head: undefined,
  };
  const patched = /** @type {Record<'writeHead' | 'write' | 'end', (...args: unknown[]) => unknown>} */ (/** @type {unknown} */ (res));
  patched.writeHead = (code, ...rest) => heldWriteHead(held, /** @type {number} */ (code), rest);
  res.flushHeaders = () => {
    if (decide(held) === 'pass') held.original.flushHeaders.call(res);
  };
  patched.write = (chunk, encoding, callback) => heldWrite(held, chunk, encoding, callback);
  patched.end = (chunk, encoding, callback) => heldEnd(held, chunk, encoding, callback);
  holdFlushes(held);
}

/** Buffers the document or passes the response through, decided once. @param {HeldResponse} held */
function decide(held) {
  if (held.mode) return held.mode;
  held.mode = isFinishable(held.req, held.res) ? 'buffer' : 'pass';
  if (held.mode === 'pass') restore(held);
  return held.mode;
}

/** @param {HeldResponse} held */
const restore = (held) => Object.assign(held.res, held.original);

/** @param {HeldResponse} held @param {number} status @param {string | undefined} message */
function sendHead(held, status, message) {
  const writeHead = /** @type {(this: ServerResponse, status: number, message?: string) => ServerResponse} */ (held.original.writeHead);
  return message === undefined ? writeHead.call(held.res, status) : writeHead.call(held.res, status, message);
}

/** @param {HeldResponse} held @param {unknown} chunk @param {unknown} encoding */
function collect(held, chunk, encoding) {
  const bytes = chunkBuffer(chunk, encoding);
  if (bytes) held.chunks.push(bytes);
}

/** @param {HeldResponse} held @param {number} status @param {unknown[]} rest */
function heldWriteHead(held, status, rest) {
  const message = typeof rest[0] === 'string' ? String(rest.shift()) : undefined;
  setHeaders(held.res, rest[0]);
  held.res.statusCode = status;
  if (decide(held) === 'pass') return sendHead(held, status, message);
  held.head = [status, message];
  return held.res;
}

/** @param {HeldResponse} held @param {unknown} chunk @param {unknown} encoding @param {unknown} callback */
function heldWrite(held, chunk, encoding, callback) {
  if (decide(held) === 'pass') return Reflect.apply(held.original.write, held.res, [chunk, encoding, callback]);
  collect(held, chunk, encoding);
  const done = typeof encoding === 'function' ? encoding : callback;
  if (typeof done === 'function') process.nextTick(done);
  return true;
}

/** The last bytes: the document is finished, then its head and body go out. @param {HeldResponse} held @param {unknown} chunk @param {unknown} encoding @param {unknown} callback */
function heldEnd(held, chunk, encoding, callback) {
  const { res, original, chunks, head } = held;
  if (decide(held) === 'pass') return Reflect.apply(original.end, res, [chunk, encoding, callback]);
  collect(held, chunk, encoding);
  const done = /** @type {(() => void) | undefined} */ ([chunk, encoding, callback].find((arg) => typeof arg === 'function'));
  const body = finishDocument(res, chunks.length === 1 ? /** @type {Buffer} */ (chunks[0]) : Buffer.concat(chunks));
  if (head) head[0] = res.statusCode;
  restore(held);
  if (head) sendHead(held, head[0], head[1]);
  return Reflect.apply(original.end, res, done ? [body, done] : [body]);
}

/** compression() adds res.flush(), which streaming renderers call after each chunk. @param {HeldResponse} held */
function holdFlushes(held) {
  const withFlush = /** @type {ServerResponse & { flush?: () => void }} */ (held.res);
  if (typeof withFlush.flush !== 'function') return;
  const flush = withFlush.flush;
  withFlush.flush = function () {
    if (decide(held) === 'pass') flush.call(held.res);
  };
}

/**
 * Whether a response is a document to finish: HTML with a policy, not encoded upstream, with a body.
 * Decided at its first header or byte; a 304 also loses its policy on the way (see below).
 * @param {import('node:http').IncomingMessage} req @param {ServerResponse} res
 */
function isFinishable(req, res) {
  if (res.statusCode === 304) {
    // A 304's headers replace the stored ones (RFC 9111 §4.3.4). Without a body to hash, this
    // policy would lack the hashes and block the cached page's scripts: keep the stored policy.
    res.removeHeader('content-security-policy');
    return false;
  }
  // A body that already carries a Content-Encoding was encoded upstream (a response Next.js
  // proxied from another origin: this server's own rewrites are rendered in place, see
  // next-hostname.mjs). Its bytes are not document text, so they go out untouched.
  return (
    req.method !== 'HEAD' &&
    /^text\/html/i.test(String(res.getHeader('content-type') ?? '')) &&
    res.hasHeader('content-security-policy') &&
    !res.hasHeader('content-encoding')
  );
}

/**
 * writeHead's headers (an object or a flat [name, value, …] list) onto the response, so that they
 * can still change before the head goes out.
 * @param {ServerResponse} res @param {unknown} headers
 */
function setHeaders(res, headers) {
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1]);
  } else if (headers && typeof headers === 'object') {
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
  }
}

/**
 * The whole document, finished: scripts deferred, the policy with its hashes, Content-Length and,
 * for a page that declares one, its status (a 200 only: errors keep theirs) and ERROR_CACHE_CONTROL.
 * @param {ServerResponse} res @param {Buffer} document
 * @returns {Buffer}
 */
function finishDocument(res, document) {
  const body = deferChunkScripts(document);
  const etag = res.getHeader('etag');
  const path = res.req?.url?.split('?')[0];
  const finished = finish(String(res.getHeader('content-security-policy')), () => body.toString('utf8'), typeof etag === 'string' ? etag : undefined, path);
  res.setHeader('Content-Security-Policy', finished.policy);
  if (res.hasHeader('content-length')) res.setHeader('Content-Length', body.byteLength);
  if (res.statusCode === 200 && finished.status) {
    res.statusCode = finished.status;
    res.setHeader('Cache-Control', ERROR_CACHE_CONTROL);
  }
  return body;
}
