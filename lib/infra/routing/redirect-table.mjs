// @ts-check
/**
 * The editors' redirects as every request sees them: a Map in this process's memory, filled by
 * lib/features/redirects (at start and whenever the table changes on any instance) and read by
 * proxy.ts and the production server. On globalThis because proxy.ts, the app and server/ each
 * load their own copy of this module in one process.
 */

/** @typedef {{ status: 301 | 302 | 308 | 410, target: string | null }} RedirectRule */

const TABLE = Symbol.for('otailo.redirects');

/** @returns {{ rules: Map<string, RedirectRule>, version: string }} */
function table() {
  const store = /** @type {Record<symbol, { rules: Map<string, RedirectRule>, version: string }>} */ (/** @type {unknown} */ (globalThis));
  return (store[TABLE] ??= { rules: new Map(), version: '' });
}

/**
 * The form a request's path is compared in: lower case, no trailing slash (but `/`). Paths arrive
 * percent-encoded, so a source is stored encoded too (lib/features/redirects/shared/validate.ts).
 * @param {string} pathname
 */
export function lookupKey(pathname) {
  let end = pathname.length;
  while (end > 1 && pathname.charCodeAt(end - 1) === 47) end -= 1;
  return (end === pathname.length ? pathname : pathname.slice(0, end)).toLowerCase();
}

/**
 * The rule for a request's path, if any: one Map read, no I/O.
 * @param {string} pathname the path without the query
 * @returns {RedirectRule | undefined}
 */
export function lookupRedirect(pathname) {
  const { rules } = table();
  return rules.size === 0 ? undefined : rules.get(lookupKey(pathname));
}

/**
 * Replaces the whole table at once (a request sees the old one or the new one, never half).
 * @param {Iterable<[string, RedirectRule]>} entries sources already normalized
 * @param {string} version what the table was read at, to know when it is out of date
 */
export function replaceRedirectTable(entries, version) {
  const store = /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis));
  store[TABLE] = { rules: new Map(entries), version };
}

/** The version the table in memory was read at ('' before the first load). */
export function redirectTableVersion() {
  return table().version;
}
