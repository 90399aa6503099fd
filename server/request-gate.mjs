// @ts-check
/**
 * What the production server refuses before Next.js sees a request. Next.js answers 500 to a path
 * it cannot decode, to a method it has no use for, and to a server-action post whose body or
 * Origin it rejects; each of those is the client's mistake, so it gets a 4xx here instead.
 *
 * Two steps: `screenHead` looks at the request line and headers (every request): an address past
 * MAX_TARGET_BYTES, and a post to an action this build does not have or larger than its action
 * takes (server-actions.mjs), are refused before the body is read. `screenBody` looks at the body
 * of a POST, which the server reads first (bounded by that limit) and then hands to Next.js with
 * `replayWithBody`: multipart is scanned, not parsed (multipart.mjs), and only the JSON fields React
 * decodes are read (action-reply.mjs), so its cost stays a few milliseconds at the largest body.
 */
import { IncomingMessage } from 'node:http';
import { BEACON_PATH, MAX_BEACON_BODY_BYTES, MAX_TARGET_BYTES } from '../lib/infra/http/limits.mjs';
import { isArgumentList, isBoundList, readReply, REPLY_LIMITS, replyBudget } from './action-reply.mjs';
import { scanMultipart } from './multipart.mjs';
import { BODY_LIMITS } from './server-actions.mjs';

/** @typedef {import('./server-actions.mjs').ServerActions} ServerActions */

/**
 * A refused request: the status, why (for the log), and the headers it carries (405: Allow; an
 * unknown action: the header Next.js's client reads as "reload the page").
 * @typedef {{ status: 400 | 403 | 404 | 405 | 411 | 413 | 414 | 415 | 431, reason: string, allow?: string, headers?: Record<string, string> }} Refusal
 */

/**
 * What the gate knows: this site's host, the largest body any post may have, and the build's
 * server actions (undefined when the manifest could not be read: every action id is then taken at
 * `maxBodyBytes`).
 * @typedef {{ siteHost: string, maxBodyBytes: number, actions: ServerActions | undefined }} Gate
 */

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
/** What Next.js answers an action id it does not know with: its client then says the page is out of date. */
const ACTION_NOT_FOUND = { 'x-nextjs-action-not-found': '1' };

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
 * The largest body a post to this action id may have; undefined when the build has no such action.
 * @param {Pick<Gate, 'actions' | 'maxBodyBytes'>} gate
 * @param {string} id
 */
function actionLimit({ actions, maxBodyBytes }, id) {
  if (!actions) return maxBodyBytes;
  const limit = actions.get(id);
  return limit === undefined ? undefined : Math.min(limit, maxBodyBytes);
}

/**
 * @param {{ method?: string, url?: string, headers: import('node:http').IncomingHttpHeaders }} req
 * @param {Gate} gate
 * @returns {{ url: string, bodyLimit?: number } | Refusal} `bodyLimit`: for a POST, the most it may read
 */
export function screenHead(req, gate) {
  const method = req.method ?? '';
  if (!METHODS.has(method)) return { status: 405, reason: 'method', allow: ALLOWED_METHODS };
  // Before anything is made of it: an address this long would come back in a redirect's Location.
  if ((req.url ?? '').length > MAX_TARGET_BYTES) return refuse(414, 'target-length');
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
  const bytes = Number(length);
  if (bytes > gate.maxBodyBytes) return refuse(413, 'too-large');
  if (path === BEACON_PATH && bytes > MAX_BEACON_BODY_BYTES) return refuse(413, 'too-large');
  const hosts = new Set([gate.siteHost, String(req.headers.host ?? '')]);
  if (isForeignOrigin(typeof req.headers.origin === 'string' ? req.headers.origin : undefined, hosts)) return refuse(403, 'origin');
  const action = req.headers['next-action'];
  if (action === undefined) {
    // A form without JavaScript names its action in the body (multipart only: Next.js runs no
    // action from another encoding); any other post is a small form or a beacon.
    return { url, bodyLimit: type === 'multipart/form-data' ? gate.maxBodyBytes : Math.min(gate.maxBodyBytes, BODY_LIMITS.form) };
  }
  if (!(typeof action === 'string' && ACTION_ID.test(action))) return refuse(400, 'action-id');
  const bodyLimit = actionLimit(gate, action);
  if (bodyLimit === undefined) return { ...refuse(404, 'action-unknown'), headers: ACTION_NOT_FOUND };
  if (bytes > bodyLimit) return refuse(413, 'too-large');
  return { url, bodyLimit };
}

/** How much of a form posted without JavaScript is read before the action it names is looked at. */
const FORM_START_BYTES = 64 * 1024;

/**
 * Reads a POST body, which screenHead has already bounded by its Content-Length. `screenStart`
 * looks at its first FORM_START_BYTES once they have come: when it refuses, the rest is not kept
 * (the caller drains it) and the refusal is what this resolves with.
 * @param {IncomingMessage} req
 * @param {number} maxBodyBytes
 * @param {(start: Buffer) => Refusal | undefined} [screenStart]
 * @returns {Promise<Buffer | Refusal>}
 */
export function readBody(req, maxBodyBytes, screenStart) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    let screened = !screenStart;
    const onData = (/** @type {Buffer} */ chunk) => {
      size += chunk.byteLength;
      if (size > maxBodyBytes) return void req.destroy(new Error('body larger than its Content-Length allowed'));
      chunks.push(chunk);
      if (screened || size < FORM_START_BYTES) return;
      screened = true;
      const refusal = screenStart?.(Buffer.concat(chunks));
      if (!refusal) return;
      req.off('data', onData);
      req.off('end', onEnd);
      req.pause();
      resolve(refusal);
    };
    const onEnd = () => resolve(Buffer.concat(chunks));
    req.on('data', onData);
    req.once('end', onEnd);
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
 * Fields a form posted without JavaScript names as React reads them: the action's id
 * (`$ACTION_ID_<id>`), or a reference (`$ACTION_REF_<n>`) to its JSON fields `$ACTION_<n>:0` (the
 * id and the field of its bound arguments) and `$ACTION_<n>:1`…
 */
const FORM_ACTION_ID = '$ACTION_ID_';
const FORM_ACTION_REF = '$ACTION_REF_';
const FORM_ACTION_FIELD = /^\$ACTION_(.*):(0|[1-9]\d{0,8})$/s;

const utf8 = new TextDecoder('utf-8', { fatal: true });

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
 * An urlencoded form: Next.js runs no action from one, but a JSON field in it must still parse
 * (what it held before the gate read multipart itself).
 * @param {URLSearchParams} form
 * @param {boolean} fetchAction posted with a Next-Action header: its arguments are the field `0`
 * @returns {Refusal | undefined}
 */
function screenUrlencoded(form, fetchAction) {
  if (fetchAction && !isJsonList(form.get('0'))) return refuse(400, 'action-arguments');
  for (const [name, value] of form) {
    if (name.startsWith(FORM_ACTION_ID) && !ACTION_ID.test(name.slice(FORM_ACTION_ID.length))) return refuse(400, 'action-id');
    if ((/^\d+$/.test(name) || FORM_ACTION_FIELD.test(name)) && !isJson(value)) return refuse(400, 'action-field');
  }
  return undefined;
}

/** @param {string | null} text */
function isJsonList(text) {
  try {
    return text !== null && Array.isArray(JSON.parse(text));
  } catch {
    return false;
  }
}

/**
 * The id in a form action's reference field, read as Next.js reads it (`{"id":"…"` first), without
 * parsing the rest.
 * @param {string} reference
 */
function referencedId(reference) {
  return /^\{"id":"([^"]*)"/.exec(reference)?.[1] ?? '';
}

/**
 * The actions a form posted without JavaScript names (`$ACTION_ID_<id>`, and the id at the start
 * of each reference's field, of which no more is read), and its references.
 * @param {import('./multipart.mjs').Part[]} parts
 * @param {Buffer} body
 */
function namedActions(parts, body) {
  /** @type {string[]} */
  const ids = [];
  /** @type {string[]} */
  const references = [];
  for (const part of parts) {
    if (part.name.startsWith(FORM_ACTION_ID)) ids.push(part.name.slice(FORM_ACTION_ID.length));
    else if (part.name.startsWith(FORM_ACTION_REF)) references.push(part.name.slice(FORM_ACTION_REF.length));
  }
  for (const reference of references) {
    const meta = parts.find((part) => part.name === `$ACTION_${reference}:0`);
    ids.push(meta ? referencedId(body.toString('utf8', meta.start, Math.min(meta.end, meta.start + 256))) : '');
  }
  return { ids, references };
}

/**
 * The first of a form's actions, from the start of its body (React writes a form's action fields
 * before its own fields), refused at once when this build does not have it or when the body is
 * larger than it takes: the rest of the body is then not kept. (A button naming an action of its
 * own, `formAction`, would come later; no form here has one: server/server-actions.test.ts.)
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @param {Buffer} start
 * @param {Pick<Gate, 'actions' | 'maxBodyBytes'>} gate
 * @returns {Refusal | undefined}
 */
export function screenFormStart(headers, start, gate) {
  const contentType = String(headers['content-type'] ?? '');
  if (headers['next-action'] !== undefined || !/^multipart\/form-data\s*;/i.test(contentType)) return undefined;
  const scanned = scanMultipart(start, contentType, { partial: true });
  if ('problem' in scanned) return refuse(400, scanned.problem);
  // A reference whose field has not come whole yet names nothing so far.
  const id = namedActions(scanned.parts, start).ids.find((named) => named !== '');
  if (id === undefined) return undefined;
  if (!ACTION_ID.test(id)) return refuse(400, 'action-id');
  const limit = actionLimit(gate, id);
  if (limit === undefined) return refuse(404, 'action-unknown');
  return Number(headers['content-length']) > limit ? refuse(413, 'too-large') : undefined;
}

/**
 * @param {import('./multipart.mjs').Part[]} parts
 * @param {Buffer} body
 * @param {Pick<Gate, 'actions' | 'maxBodyBytes'>} gate
 * @returns {Refusal | undefined}
 */
function screenFormAction(parts, body, gate) {
  /** @type {Map<string, Map<number, { part: import('./multipart.mjs').Part, position: number }>>} */
  const replies = new Map();
  for (const [position, part] of parts.entries()) {
    const field = FORM_ACTION_FIELD.exec(part.name);
    if (!field) continue;
    if (part.file) return refuse(400, 'action-field');
    const prefix = field[1] ?? '';
    const reply = replies.get(prefix) ?? new Map();
    if (reply.has(Number(field[2]))) return refuse(400, 'action-field');
    replies.set(prefix, reply.set(Number(field[2]), { part, position }));
  }
  const { ids, references } = namedActions(parts, body);
  if (ids.some((id) => !ACTION_ID.test(id))) return refuse(400, 'action-id');
  const limits = ids.map((id) => actionLimit(gate, id));
  if (limits.includes(undefined)) return refuse(404, 'action-unknown');
  // A multipart post naming no action is no action: it is held to a form's size.
  const limit = limits.length > 0 ? Math.max(...limits.map(Number)) : Math.min(gate.maxBodyBytes, BODY_LIMITS.form);
  if (body.byteLength > limit) return refuse(413, 'too-large');
  const fieldParts = [...replies.values()].flatMap((reply) => [...reply.values()].map(({ part }) => part));
  if (jsonBytes(fieldParts) > REPLY_LIMITS.bytes) return refuse(413, 'action-reply-length');

  const budget = replyBudget();
  for (const [prefix, reply] of replies) {
    const fields = new Map([...reply].map(([id, { part, position }]) => [id, { text: body.toString('utf8', part.start, part.end), position }]));
    const read = readReply(fields, { budget, opaque: false, ordered: false });
    if ('problem' in read) return refuse(400, read.problem);
    if (!references.includes(prefix)) continue;
    // The reference's bound arguments (a form's previous state), when it has any: a list.
    const bound = /** @type {{ bound?: unknown } | null} */ (read.values.get(0))?.bound;
    const chunk = typeof bound === 'string' ? /^\$@([0-9a-f]{1,8})$/.exec(bound)?.[1] : undefined;
    if (chunk !== undefined && !isBoundList(read.values.get(parseInt(chunk, 16)))) return refuse(400, 'action-bound');
  }
  return undefined;
}

/** @param {import('./multipart.mjs').Part[]} parts */
const jsonBytes = (parts) => parts.reduce((sum, part) => sum + part.end - part.start, 0);

/**
 * A fetch action's multipart body: its JSON fields are those whose name reads as a field number
 * (React reads `+name`, so `""`, `" 0"` or `"0x0"` would stand for the arguments too: refused), and
 * the field `0` holds the arguments.
 * @param {import('./multipart.mjs').Part[]} parts
 * @param {Buffer} body
 * @returns {Refusal | undefined}
 */
function screenFetchMultipart(parts, body) {
  /** @type {Map<number, { part: import('./multipart.mjs').Part, position: number }>} */
  const found = new Map();
  for (const [position, part] of parts.entries()) {
    const id = Number(part.name);
    if (!Number.isInteger(id) || id < 0) continue;
    if (part.file || String(id) !== part.name || found.has(id)) return refuse(400, 'action-field');
    found.set(id, { part, position });
  }
  if (!found.has(0)) return refuse(400, 'action-arguments');
  if (jsonBytes([...found.values()].map(({ part }) => part)) > REPLY_LIMITS.bytes) return refuse(413, 'action-reply-length');
  return screenReply(new Map([...found].map(([id, { part, position }]) => [id, { text: body.toString('utf8', part.start, part.end), position }])), true);
}

/**
 * @param {Map<number, import('./action-reply.mjs').ReplyField>} fields
 * @param {boolean} ordered
 * @returns {Refusal | undefined}
 */
function screenReply(fields, ordered) {
  const reply = readReply(fields, { budget: replyBudget(), opaque: true, ordered });
  if ('problem' in reply) return refuse(400, reply.problem);
  return isArgumentList(reply.values.get(0)) ? undefined : refuse(400, 'action-arguments');
}

/**
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @param {Buffer} body
 * @param {Pick<Gate, 'actions' | 'maxBodyBytes'>} gate
 * @returns {Refusal | undefined}
 */
export function screenBody(headers, body, gate) {
  const contentType = String(headers['content-type'] ?? '');
  const type = contentType.split(';', 1)[0]?.trim().toLowerCase();
  const fetchAction = headers['next-action'] !== undefined;
  if (type === 'multipart/form-data') {
    const scanned = scanMultipart(body, contentType);
    if ('problem' in scanned) return refuse(400, scanned.problem);
    return fetchAction ? screenFetchMultipart(scanned.parts, body) : screenFormAction(scanned.parts, body, gate);
  }
  // text/plain: a fetch action's arguments are the whole body (React's reply as one string).
  if (fetchAction && type === 'text/plain' && body.byteLength > REPLY_LIMITS.bytes) return refuse(413, 'action-reply-length');
  let text;
  try {
    text = utf8.decode(body);
  } catch {
    return refuse(400, 'encoding');
  }
  if (type === 'application/x-www-form-urlencoded') return screenUrlencoded(new URLSearchParams(text), fetchAction);
  return fetchAction ? screenReply(new Map([[0, { text, position: 0 }]]), true) : undefined;
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
