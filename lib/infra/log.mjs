// @ts-check
/**
 * The server's structured log, on pino: one JSON object per line, personal data redacted by field
 * name (REDACT). Levels and fields: docs/configuration.md and docs/deploying.md ("Health, logs, shutdown").
 *
 *   log.info('lead stored', { kind: 'demo' })
 *
 * Plain ESM with JSDoc: server/index.mjs, which Node runs directly, and the application code, which
 * Next.js bundles, both import it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { hostname } from 'node:os';
import pino from 'pino';

/** @typedef {'debug' | 'info' | 'warn' | 'error'} Level */
/** @typedef {Record<string, unknown>} Fields */
/** @typedef {{ requestId: string }} RequestContext */

/** @type {Record<Level, number>} */
const RANK = { debug: 10, info: 20, warn: 30, error: 40 };

/** Keys every line has; a field of the same name is dropped. */
const RESERVED = new Set(['time', 'level', 'msg', 'requestId', 'instance']);

/** Fields that identify a person or open a session, at the top level or one level down. */
export const REDACT = new Set(['email', 'firstName', 'lastName', 'fullName', 'phone', 'password', 'token', 'cookie', 'authorization']);
const CENSOR = '[redacted]';

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
 * line must never fail because some other variable is invalid (lib/infra/env.mjs reports LOG_LEVEL typos
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
  const message = error.message.replace(QUERY_PARAMS, `\nparams: ${CENSOR}`);
  /** @type {Record<string, unknown>} */
  const fields = { name: error.name, message };
  const code = /** @type {{ code?: unknown }} */ (error).code;
  if (typeof code === 'string' || typeof code === 'number') fields.code = code;
  if (withStack && error.stack) fields.stack = error.stack.replace(error.message, message);
  if (error.cause instanceof Error && depth < 3) fields.cause = describeError(error.cause, false, depth + 1);
  return fields;
}

/**
 * A field's value one level down, with REDACT's keys censored: the same object when it has none.
 * @param {unknown} value
 */
function redactedChild(value) {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const object = /** @type {Fields} */ (value);
  let copy;
  for (const key in object) {
    if (REDACT.has(key) && Object.hasOwn(object, key)) (copy ??= { ...object })[key] = CENSOR;
  }
  return copy ?? value;
}

/**
 * The fields as written: REDACT's keys censored at the top level and one level down, errors
 * through describeError (the stack only at level error), the fixed keys left to the logger. Done
 * here rather than by pino's `redact`, whose path matching allocated ~28 kB for every access line
 * (a page served from memory allocates ~19 kB in all).
 * @param {Fields | undefined} fields
 * @param {boolean} withStack
 * @returns {Fields}
 */
function lineFields(fields, withStack) {
  /** @type {Fields} */
  const result = {};
  for (const key in fields) {
    if (!Object.hasOwn(fields, key) || RESERVED.has(key)) continue;
    const value = fields[key];
    result[key] = REDACT.has(key) ? CENSOR : value instanceof Error ? describeError(value, withStack) : redactedChild(value);
  }
  return result;
}

/** @returns {pino.Logger} */
function createLogger() {
  /** @type {pino.LoggerOptions} */
  const options = {
    level: 'debug', // LOG_LEVEL is applied per call (write), so a change shows without a restart
    base: undefined, // no pid or hostname: `instance` names the writer
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin: () => ({ instance: instance(), requestId: lineRequestId ?? currentRequestId() }),
  };
  if (process.env.NODE_ENV === 'development' && process.stdout.isTTY) {
    return pino({ ...options, transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'instance' } } });
  }
  const streams = [
    { level: /** @type {const} */ ('debug'), stream: process.stdout },
    { level: /** @type {const} */ ('warn'), stream: process.stderr },
  ];
  return pino(options, pino.multistream(streams, { dedupe: true }));
}

/** @type {pino.Logger | undefined} */
let logger;

/**
 * @param {Level} level
 * @param {string} msg
 * @param {Fields} [fields]
 */
function write(level, msg, fields) {
  if (RANK[level] < RANK[threshold()]) return;
  (logger ??= createLogger())[level](lineFields(fields, level === 'error'), msg);
}

/** The request id of the line being written by logForRequest, when there is one. @type {string | undefined} */
let lineRequestId;

/**
 * Writes one line in the name of a request, from outside its context (the access line, written
 * when the connection closes). Cheaper than runWithRequestId, which copies the context's map.
 * @param {string} requestId
 * @param {Level} level
 * @param {string} msg
 * @param {Fields} [fields]
 */
export function logForRequest(requestId, level, msg, fields) {
  lineRequestId = requestId;
  try {
    write(level, msg, fields);
  } finally {
    lineRequestId = undefined;
  }
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
