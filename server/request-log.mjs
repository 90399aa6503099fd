// @ts-check
/**
 * The production server's request ids and access log lines (server/index.mjs), kept apart from the
 * server so that they can be tested without one.
 */
import { randomUUID } from 'node:crypto';

/**
 * A proxy's id is kept, so that its log and ours name the request alike (nginx's `$request_id` is
 * 32 hex characters, a load balancer's often a UUID). Anything else a client sends is replaced:
 * the id is echoed in a response header and written to every log line of the request.
 */
const SANE_ID = /^[\w.:-]{8,128}$/;

/**
 * The id of a request: its X-Request-Id when that is a sane token, else a new UUID.
 * @param {string | string[] | undefined} header
 * @returns {string}
 */
export function requestIdFrom(header) {
  return typeof header === 'string' && SANE_ID.test(header) ? header : randomUUID();
}

/** Paths logged at debug level: asset downloads and health probes would drown the rest. */
const isRoutine = (/** @type {string} */ path) => path.startsWith('/_next/static/') || path === '/api/health';

/** Longest path written: the URL is the client's, the log line should stay a line. */
const MAX_PATH = 512;

/**
 * @typedef {object} Exchange
 * @property {string | undefined} method
 * @property {string | undefined} url the request target, as received (`/path?query`)
 * @property {number} status
 * @property {number} durationMs
 * @property {number} [bytes] body bytes sent (after compression)
 * @property {string} ip the client address (lib/infra/http/client-ip.mjs)
 * @property {boolean} [completed] false when the connection closed before the response was sent
 */

/**
 * The access line of one request: its level and fields (the message is "request").
 * @param {Exchange} exchange
 * @returns {{ level: 'debug' | 'info', fields: Record<string, unknown> }}
 */
export function accessEntry({ method = 'GET', url = '/', status, durationMs, bytes, ip, completed = true }) {
  // The query string can hold search terms, tokens or e-mail addresses: only the path is logged.
  const path = (url.split('?')[0] ?? '').slice(0, MAX_PATH);
  /** @type {Record<string, unknown>} */
  const fields = { method, path, status, durationMs: Math.round(durationMs * 10) / 10 };
  // HEAD, 204 and 304 responses carry no body, whatever the handler wrote.
  const hasBody = method !== 'HEAD' && status !== 204 && status !== 304 && status >= 200;
  if (bytes !== undefined && hasBody) fields.bytes = bytes;
  fields.ip = ip;
  if (!completed) fields.aborted = true;
  return { level: isRoutine(path) ? 'debug' : 'info', fields };
}

/**
 * Counts the body bytes the response sends. Called before the compression middleware wraps
 * `res.write`/`res.end`, so that the compressed bytes, as they go out, are what is counted.
 * @param {import('node:http').ServerResponse} res
 * @returns {() => number} the count so far
 */
export function countBodyBytes(res) {
  let bytes = 0;
  /** @param {unknown} chunk @param {unknown} encoding */
  const add = (chunk, encoding) => {
    if (typeof chunk === 'string') bytes += Buffer.byteLength(chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8');
    else if (chunk instanceof Uint8Array) bytes += chunk.byteLength;
  };
  const write = res.write;
  const end = res.end;
  res.write = /** @type {typeof res.write} */ (
    function (/** @type {unknown} */ chunk, /** @type {unknown[]} */ ...rest) {
      add(chunk, rest[0]);
      return /** @type {Function} */ (write).call(this, chunk, ...rest);
    }
  );
  res.end = /** @type {typeof res.end} */ (
    function (/** @type {unknown} */ chunk, /** @type {unknown[]} */ ...rest) {
      if (typeof chunk !== 'function') add(chunk, rest[0]);
      return /** @type {Function} */ (end).call(this, chunk, ...rest);
    }
  );
  return () => bytes;
}
