// @ts-check
/**
 * Holds back each HTML response until it is complete, then finishes its headers from the document:
 * - the hashes of the inline scripts the site itself emits (own-scripts.mjs) join the
 *   Content-Security-Policy's `script-src`; any other inline script stays blocked. Static and ISR
 *   pages are rendered once and cached, so they cannot carry a per-request nonce; hashing the
 *   finished document gives them a strict policy without `'unsafe-inline'`;
 * - a status the page declares (see lib/infra/http/document-status.mjs) replaces 200, and such an answer
 *   is kept by no cache (its Cache-Control was the page's: a CDN would serve the 404 of a post
 *   for an hour after it is published);
 * - its framework scripts start after the first paint (see defer-scripts.mjs).
 * Other responses (assets, JSON, feeds, HEAD, and bodies someone else already encoded) pass through
 * untouched.
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
 */
function finish(policy, read, etag) {
  const key = etag ? `${etag}\n${policy}` : undefined;
  const known = key ? finishedByEtag.get(key) : undefined;
  if (known) return known;
  const html = read();
  const scripts = inlineScripts(html);
  const own = scripts.filter(isOwnScript);
  if (own.length < scripts.length) {
    const blocked = scripts.filter((script) => !own.includes(script)).map(scriptHash);
    log.warn('inline script not emitted by the site: left out of the policy, so the browser blocks it', { blocked });
  }
  const finished = { policy: allowScripts(policy, own.map(scriptHash)), status: declaredStatus(html) };
  if (key) {
    if (finishedByEtag.size >= MAX_REMEMBERED) finishedByEtag.delete(finishedByEtag.keys().next().value ?? '');
    finishedByEtag.set(key, finished);
  }
  return finished;
}

/** @typedef {(error?: Error | null) => void} Callback */

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {ServerResponse} res
 */
export function finishHtmlResponses(req, res) {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders };
  /** @type {'buffer' | 'pass' | undefined} */
  let mode;
  /** @type {Buffer[]} */
  const chunks = [];
  /** @type {[number, string | undefined] | undefined} */
  let head;

  const restore = () => Object.assign(res, original);
  const writeHeadOf = /** @type {(this: ServerResponse, status: number, message?: string) => ServerResponse} */ (
    original.writeHead
  );
  const sendHead = (/** @type {number} */ status, /** @type {string | undefined} */ message) =>
    message === undefined ? writeHeadOf.call(res, status) : writeHeadOf.call(res, status, message);

  const decide = () => {
    if (mode) return mode;
    mode = isFinishable(req, res) ? 'buffer' : 'pass';
    if (mode === 'pass') restore();
    return mode;
  };

  /** @param {unknown} chunk @param {unknown} encoding */
  const collect = (chunk, encoding) => {
    const bytes = chunkBuffer(chunk, encoding);
    if (bytes) chunks.push(bytes);
  };

  const patched = /** @type {Record<'writeHead' | 'write' | 'end', (...args: unknown[]) => unknown>} */ (/** @type {unknown} */ (res));
  patched.writeHead = function writeHead(code, ...rest) {
    const status = /** @type {number} */ (code);
    const message = typeof rest[0] === 'string' ? String(rest.shift()) : undefined;
    setHeaders(res, rest[0]);
    res.statusCode = status;
    if (decide() === 'pass') return sendHead(status, message);
    head = [status, message];
    return res;
  };

  res.flushHeaders = function flushHeaders() {
    if (decide() === 'pass') original.flushHeaders.call(res);
  };

  patched.write = function write(chunk, encoding, callback) {
    if (decide() === 'pass') return Reflect.apply(original.write, res, [chunk, encoding, callback]);
    collect(chunk, encoding);
    const done = typeof encoding === 'function' ? encoding : callback;
    if (typeof done === 'function') process.nextTick(done);
    return true;
  };

  patched.end = function end(chunk, encoding, callback) {
    if (decide() === 'pass') return Reflect.apply(original.end, res, [chunk, encoding, callback]);
    collect(chunk, encoding);
    const done = /** @type {(() => void) | undefined} */ ([chunk, encoding, callback].find((arg) => typeof arg === 'function'));
    const body = finishDocument(res, chunks.length === 1 ? /** @type {Buffer} */ (chunks[0]) : Buffer.concat(chunks));
    if (head) head[0] = res.statusCode;
    restore();
    if (head) sendHead(head[0], head[1]);
    return Reflect.apply(original.end, res, done ? [body, done] : [body]);
  };

  // compression() adds res.flush(), which streaming renderers call after each chunk.
  const withFlush = /** @type {ServerResponse & { flush?: () => void }} */ (res);
  if (typeof withFlush.flush === 'function') {
    const flush = withFlush.flush;
    withFlush.flush = function () {
      if (decide() === 'pass') flush.call(res);
    };
  }
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
  const finished = finish(String(res.getHeader('content-security-policy')), () => body.toString('utf8'), typeof etag === 'string' ? etag : undefined);
  res.setHeader('Content-Security-Policy', finished.policy);
  if (res.hasHeader('content-length')) res.setHeader('Content-Length', body.byteLength);
  if (res.statusCode === 200 && finished.status) {
    res.statusCode = finished.status;
    res.setHeader('Cache-Control', ERROR_CACHE_CONTROL);
  }
  return body;
}
