// @ts-check
/**
 * What the production server refuses before Next.js sees a request. Next.js answers 500 to a path
 * it cannot decode, to a method it has no use for, and to a server-action post whose body or
 * Origin it rejects; each of those is the client's mistake, so it gets a 4xx here instead.
 *
 * Two steps: `screenHead` looks at the request line and headers (every request); `screenBody` at
 * the body of a POST, which the server reads first (server actions: forms, at most
 * MAX_ACTION_BODY_BYTES) and then hands to Next.js with `replayWithBody`.
 */
import { IncomingMessage } from 'node:http';
import { BEACON_PATH, MAX_BEACON_BODY_BYTES } from '../lib/infra/http/limits.mjs';

/** A refused request: the status and, for 405, the methods that are allowed. */
/** @typedef {{ status: 400 | 403 | 405 | 411 | 413 | 415 | 431, reason: string, allow?: string }} Refusal */

export const ALLOWED_METHODS = 'GET, HEAD, POST';
const METHODS = new Set(ALLOWED_METHODS.split(', '));

/** The encodings a server action is posted in: a form (with or without JavaScript) or React's JSON reply. */
const FORM_TYPES = new Set(['multipart/form-data', 'application/x-www-form-urlencoded', 'text/plain']);

/** C0 controls and DEL: never part of a page's address. */
const CONTROL = /[\u0000-\u001f\u007f]/;
/**
 * What the image optimizer may be asked for: a file under the site's image folders (post covers,
 * uploads, the build's media), named with safe characters. Next.js answers anything else with a
 * 500 when the path climbs out (`/../`) or does not exist as a page.
 */
const OPTIMIZABLE_IMAGE = /^\/(?:images|uploads|_next\/static\/media)\/(?:[\w-]+(?:\.[\w-]+)*\/)*[\w-]+(?:\.[\w-]+)*$/;
/** The id Next.js gives a server action (hex), as sent in the Next-Action header. */
const ACTION_ID = /^[0-9a-f]{2,128}$/i;

/**
 * @param {Refusal['status']} status
 * @param {string} reason
 * @returns {Refusal}
 */
const refuse = (status, reason) => ({ status, reason });

/**
 * The request target in origin form (`/path?query`). An absolute-form target
 * (`GET http://host/path`) is accepted as HTTP requires, but its host is dropped: this server is
 * nobody's proxy, and the host must never reach a redirect's Location.
 * @param {string} target
 * @returns {string | undefined}
 */
export function originForm(target) {
  if (target.startsWith('/')) return target;
  const absolute = /^https?:\/\/[^/?#]*([^#]*)/i.exec(target);
  if (!absolute) return undefined;
  const rest = absolute[1] ?? '';
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * A path every route can work with: it decodes as UTF-8 and holds no control characters.
 * @param {string} path
 */
export function isUsablePath(path) {
  try {
    return !CONTROL.test(decodeURIComponent(path));
  } catch {
    return false;
  }
}

/**
 * @param {string | undefined} origin
 * @param {Set<string>} hosts the hosts this site answers as
 */
function isForeignOrigin(origin, hosts) {
  if (origin === undefined) return false;
  try {
    return !hosts.has(new URL(origin).host);
  } catch {
    return true; // `null` (sandboxed documents, cross-origin redirects) or garbage
  }
}

/**
 * @param {{ method?: string, url?: string, headers: import('node:http').IncomingHttpHeaders }} req
 * @param {{ siteHost: string, maxBodyBytes: number }} options
 * @returns {{ url: string } | Refusal}
 */
export function screenHead(req, { siteHost, maxBodyBytes }) {
  const method = req.method ?? '';
  if (!METHODS.has(method)) return { status: 405, reason: 'method', allow: ALLOWED_METHODS };
  const url = originForm(req.url ?? '');
  if (!url) return refuse(400, 'target');
  const [path = '', query = ''] = url.split(/\?(.*)/s, 2);
  if (!isUsablePath(path)) return refuse(400, 'path');
  if (path === '/_next/image' && !OPTIMIZABLE_IMAGE.test(new URLSearchParams(query).get('url') ?? '')) return refuse(400, 'image-url');
  if (method !== 'POST') return { url };

  const type = String(req.headers['content-type'] ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
  if (!FORM_TYPES.has(type)) return refuse(415, 'content-type');
  const length = req.headers['content-length'];
  if (length === undefined) return refuse(411, 'length');
  if (!/^\d+$/.test(length)) return refuse(400, 'length');
  if (Number(length) > maxBodyBytes) return refuse(413, 'too-large');
  if (path === BEACON_PATH && Number(length) > MAX_BEACON_BODY_BYTES) return refuse(413, 'too-large');
  const hosts = new Set([siteHost, String(req.headers.host ?? '')]);
  if (isForeignOrigin(typeof req.headers.origin === 'string' ? req.headers.origin : undefined, hosts)) return refuse(403, 'origin');
  const action = req.headers['next-action'];
  if (action !== undefined && !(typeof action === 'string' && ACTION_ID.test(action))) return refuse(400, 'action-id');
  return { url };
}

/**
 * Reads a POST body, which screenHead has already bounded by its Content-Length.
 * @param {IncomingMessage} req
 * @param {number} maxBodyBytes
 * @returns {Promise<Buffer>}
 */
export function readBody(req, maxBodyBytes) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    req.on('data', (/** @type {Buffer} */ chunk) => {
      size += chunk.byteLength;
      if (size > maxBodyBytes) req.destroy(new Error('body larger than its Content-Length allowed'));
      else chunks.push(chunk);
    });
    req.once('end', () => resolve(Buffer.concat(chunks)));
    req.once('error', reject);
  });
}

/**
 * Before refusing a request whose body was not read: reads and drops the rest of it, so that the
 * client can read the answer (a connection closed with unread data is reset, and the client may
 * lose the response with it). At most `maxBytes` or `maxMs`; past either the connection is closed
 * and false returned: there is then no one to answer.
 * @param {IncomingMessage} req
 * @param {{ maxBytes: number, maxMs: number }} limits
 * @returns {Promise<boolean>}
 */
export function drainBody(req, { maxBytes, maxMs }) {
  if (req.complete) return Promise.resolve(true);
  return new Promise((resolve) => {
    let discarded = 0;
    const stop = () => {
      clearTimeout(timer);
      req.socket.destroy();
      resolve(false);
    };
    const timer = setTimeout(stop, maxMs);
    timer.unref();
    req.on('data', (/** @type {Buffer} */ chunk) => {
      discarded += chunk.byteLength;
      if (discarded > maxBytes) stop();
    });
    req.once('end', () => {
      clearTimeout(timer);
      resolve(true);
    });
    req.once('close', () => {
      clearTimeout(timer);
      resolve(req.complete);
    });
    req.resume();
  });
}

/**
 * Fields React decodes as JSON: a server action's arguments (`0`, `1`… in a fetch action's form
 * data) and a form action's id and bound values (`$ACTION_1:0`…). One that does not parse makes
 * Next.js throw, so it is refused here.
 */
const JSON_FIELD = /^(?:\d+|\$ACTION_\d+:\d+)$/;

/** @param {string} text */
function isJson(text) {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * A fetch action's arguments: the root of React's reply is a list (Next.js spreads it into the
 * call, and throws on anything else).
 * @param {unknown} text
 */
function isArgumentList(text) {
  try {
    return typeof text === 'string' && Array.isArray(JSON.parse(text));
  } catch {
    return false;
  }
}

/**
 * @param {Iterable<[string, FormDataEntryValue]>} entries
 * @returns {Refusal | undefined}
 */
function screenFields(entries) {
  /** @type {Map<string, string>} */
  const fields = new Map();
  for (const [name, value] of entries) {
    if (name.startsWith('$ACTION_ID_') && !ACTION_ID.test(name.slice('$ACTION_ID_'.length))) return refuse(400, 'action-id');
    if (typeof value === 'string' && JSON_FIELD.test(name) && !isJson(value)) return refuse(400, 'action-field');
    if (typeof value === 'string') fields.set(name, value);
  }
  return boundArgumentsAreLists(fields) ? undefined : refuse(400, 'action-bound');
}

/**
 * A form action's reference (`$ACTION_1:0`: `{"id":…,"bound":"$@1"}`) names the field holding its
 * bound arguments (a form's previous state), which must be a list: Next.js throws on `null`.
 * @param {Map<string, string>} fields
 */
function boundArgumentsAreLists(fields) {
  for (const [name, value] of fields) {
    const prefix = /^(\$ACTION_\d+:)0$/.exec(name)?.[1];
    if (!prefix) continue;
    const bound = /** @type {{ bound?: unknown } | null} */ (JSON.parse(value))?.bound;
    const chunk = typeof bound === 'string' ? /^\$@(\d+)$/.exec(bound)?.[1] : undefined;
    if (chunk !== undefined && !isArgumentList(fields.get(`${prefix}${chunk}`))) return false;
  }
  return true;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Control characters other than the line breaks that end a header line (a NUL in a file name, say). */
const HEADER_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * Whether every part's headers are free of control characters: the parser Next.js uses (busboy)
 * throws on them, where the WHATWG one below lets them through.
 * @param {Buffer} body
 * @param {string} contentType
 */
function partHeadersAreClean(body, contentType) {
  const boundary = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  if (!boundary) return false;
  const parts = body.toString('latin1').split(`--${boundary[1] ?? boundary[2]}`).slice(1);
  return parts.every((part) => {
    const headersEnd = part.indexOf('\r\n\r\n');
    return !HEADER_CONTROL.test(headersEnd < 0 ? part : part.slice(0, headersEnd));
  });
}

/**
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @param {Buffer} body
 * @returns {Promise<Refusal | undefined>}
 */
export async function screenBody(headers, body) {
  const contentType = String(headers['content-type'] ?? '');
  const type = contentType.split(';', 1)[0]?.trim().toLowerCase();
  let text;
  if (type !== 'multipart/form-data') {
    try {
      text = utf8.decode(body);
    } catch {
      return refuse(400, 'encoding');
    }
  }
  const fetchAction = headers['next-action'] !== undefined;
  if (type === 'text/plain') return fetchAction && !isArgumentList(text) ? refuse(400, 'action-body') : undefined;
  if (type === 'application/x-www-form-urlencoded') return screenForm(new URLSearchParams(text), fetchAction);
  if (!partHeadersAreClean(body, contentType)) return refuse(400, 'multipart');
  let form;
  try {
    form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  } catch {
    return refuse(400, 'multipart');
  }
  return screenForm(form, fetchAction);
}

/**
 * @param {URLSearchParams | FormData} form
 * @param {boolean} fetchAction posted with a Next-Action header: its arguments are the field `0`
 */
function screenForm(form, fetchAction) {
  if (fetchAction && !isArgumentList(form.get('0'))) return refuse(400, 'action-arguments');
  return screenFields(form.entries());
}

/**
 * The request again, with its body already read: Next.js reads the copy as it would the original.
 * @param {IncomingMessage} req
 * @param {Buffer} body
 * @returns {IncomingMessage}
 */
export function replayWithBody(req, body) {
  const copy = new IncomingMessage(req.socket);
  copy.method = req.method;
  copy.url = req.url;
  copy.httpVersion = req.httpVersion;
  copy.httpVersionMajor = req.httpVersionMajor;
  copy.httpVersionMinor = req.httpVersionMinor;
  copy.headers = req.headers;
  copy.rawHeaders = req.rawHeaders;
  copy.complete = true;
  // Everything is pushed now: reading must not resume the socket, which has moved on.
  copy._read = () => {};
  copy.push(body);
  copy.push(null);
  return copy;
}
