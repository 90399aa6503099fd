// @ts-check
/**
 * Runs a task in the async context the process started in, outside any request's. Node 24 keeps
 * the async context of every timer and promise, so a rate limiter's 10-minute expiry timer made
 * during a request held that request (its response, buffers and zlib stream: ~160 kB) until it
 * fired. The first evaluation wins: server/index.mjs imports this before any request arrives.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const KEY = Symbol.for('otailo.outsideRequests');
const holder = /** @type {{ [KEY]?: ReturnType<typeof AsyncLocalStorage.snapshot> }} */ (globalThis);
const startContext = (holder[KEY] ??= AsyncLocalStorage.snapshot());

/**
 * @template R
 * @param {() => R} task
 * @returns {R}
 */
export const outsideRequests = (task) => startContext(task);
