// @ts-check
/**
 * The server's structured log: one JSON object per line, so that the lines of several instances
 * can be collected, merged and searched (`jq`, Loki, CloudWatch…) without parsing prose.
 *
 *   log.info('request', { method: 'GET', path: '/en', status: 200 })
 *   → {"time":"…","level":"info","msg":"request","requestId":"…","instance":"web-1","method":"GET",…}
 *
 * info and debug go to stdout, warn and error to stderr. LOG_LEVEL (debug|info|warn|error, default
 * info) drops the levels below it; INSTANCE_ID (default: the host name) says which instance wrote
 * the line. Inside `runWithRequestId` every line carries that request's id.
 *
 * Plain ESM with JSDoc: server/index.mjs, which Node runs directly, and the application code, which
 * Next.js bundles, both import it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { hostname } from 'node:os';

/** @typedef {'debug' | 'info' | 'warn' | 'error'} Level */
/** @typedef {Record<string, unknown>} Fields */
/** @typedef {{ requestId: string }} RequestContext */

/** @type {Record<Level, number>} */
const RANK = { debug: 10, info: 20, warn: 30, error: 40 };

/** Keys every line has; a field of the same name does not replace them. */
const RESERVED = new Set(['time', 'level', 'msg', 'requestId', 'instance']);

// Next.js copies this module into its server chunks, so a module-level instance would be a
// different object there than in server/index.mjs, and the app would never see the request's id.
// One instance per process, under a registered symbol, is shared by every copy.
const CONTEXT = Symbol.for('otailo.requestContext');

/** @returns {AsyncLocalStorage<RequestContext>} */
function requestContext() {
  const store = /** @type {Record<symbol, AsyncLocalStorage<RequestContext> | undefined>} */ (/** @type {unknown} */ (globalThis));
  return (store[CONTEXT] ??= new AsyncLocalStorage());
}

/**
 * Runs `fn` with `id` as the current request id (for everything it starts, awaits or schedules).
 * @template T
 * @param {string} id
 * @param {() => T} fn
 * @returns {T}
 */
export function runWithRequestId(id, fn) {
  return requestContext().run({ requestId: id }, fn);
}

/** The id of the request being handled, or undefined outside one (start-up, timers of their own). */
export function currentRequestId() {
  return requestContext().getStore()?.requestId;
}

/**
 * The lowest level written. Read from process.env on each call rather than through getEnv(): a log
 * line must never fail because some other variable is invalid (lib/env.mjs reports LOG_LEVEL typos
 * at start; here an unknown value means the default).
 * @returns {Level}
 */
function threshold() {
  const value = process.env.LOG_LEVEL?.trim();
  return value && value in RANK ? /** @type {Level} */ (value) : 'info';
}

/** @type {string | undefined} */
let host;
function instance() {
  const value = process.env.INSTANCE_ID?.trim();
  return value || (host ??= hostname());
}

/**
 * A failed query's message lists its parameters (Drizzle: `Failed query: …\nparams: …`), which
 * for a lead are a person's name, email and address: they never reach the log.
 */
const QUERY_PARAMS = /\nparams:[\s\S]*/;

/**
 * An error as a log field: name, message (parameters cut), code, the stack for errors worth one,
 * and the error it wraps (a driver's reason, e.g. `invalid byte sequence`).
 * @param {Error} error
 * @param {boolean} withStack
 * @param {number} [depth]
 * @returns {Record<string, unknown>}
 */
export function describeError(error, withStack, depth = 0) {
  const message = error.message.replace(QUERY_PARAMS, '\nparams: [redacted]');
  /** @type {Record<string, unknown>} */
  const fields = { name: error.name, message };
  const code = /** @type {{ code?: unknown }} */ (error).code;
  if (typeof code === 'string' || typeof code === 'number') fields.code = code;
  if (withStack && error.stack) fields.stack = error.stack.replace(error.message, message);
  if (error.cause instanceof Error && depth < 3) fields.cause = describeError(error.cause, false, depth + 1);
  return fields;
}

/**
 * JSON.stringify leaves an Error as `{}`: give what describeError keeps. BigInts, which JSON cannot
 * hold, become strings.
 * @param {boolean} withStack
 */
function replacer(withStack) {
  return (/** @type {string} */ _key, /** @type {unknown} */ value) => {
    if (value instanceof Error) return describeError(value, withStack);
    return typeof value === 'bigint' ? value.toString() : value;
  };
}

/**
 * The line for one entry (without the newline). Exported for tests.
 * @param {Level} level
 * @param {string} msg
 * @param {Fields} [fields]
 * @param {Date} [now]
 */
export function formatLine(level, msg, fields, now = new Date()) {
  /** @type {Fields} */
  const entry = { time: now.toISOString(), level, msg, requestId: currentRequestId(), instance: instance() };
  for (const [key, value] of Object.entries(fields ?? {})) {
    if (!RESERVED.has(key)) entry[key] = value;
  }
  const withStack = level === 'error';
  try {
    return JSON.stringify(entry, replacer(withStack));
  } catch {
    // A circular field: keep the line, lose the fields.
    const { time, requestId } = entry;
    return JSON.stringify({ time, level, msg, requestId, instance: entry.instance, fields: '[unserialisable]' });
  }
}

/**
 * @param {Level} level
 * @param {string} msg
 * @param {Fields} [fields]
 */
function write(level, msg, fields) {
  if (RANK[level] < RANK[threshold()]) return;
  const line = formatLine(level, msg, fields) + '\n';
  (RANK[level] >= RANK.warn ? process.stderr : process.stdout).write(line);
}

export const log = {
  /** @param {string} msg @param {Fields} [fields] */
  debug: (msg, fields) => write('debug', msg, fields),
  /** @param {string} msg @param {Fields} [fields] */
  info: (msg, fields) => write('info', msg, fields),
  /** @param {string} msg @param {Fields} [fields] */
  warn: (msg, fields) => write('warn', msg, fields),
  /** @param {string} msg @param {Fields} [fields] */
  error: (msg, fields) => write('error', msg, fields),
};
