// @ts-check
/**
 * The editors' redirects as every request sees them: a Map in this process's memory, filled by
 * lib/features/redirects (at start and whenever the table changes on any instance) and read by
 * proxy.ts and the production server. On globalThis because proxy.ts, the app and server/ each
 * load their own copy of this module in one process.
 */

/** @typedef {{ status: 301 | 302 | 308 | 410, target: string | null }} RedirectRule */

const TABLE = Symbol.for('otailo.redirects');

/**
 * The rules, the version they were read at, and which keys are aliases (another rule's source in
 * its Spanish form, with the source of that rule), so that a change can be patched in.
 * @typedef {{ rules: Map<string, RedirectRule>, version: string, aliases: Map<string, string> }} RedirectTable
 */

/** @returns {RedirectTable} */
function table() {
  const store = /** @type {Record<symbol, RedirectTable>} */ (/** @type {unknown} */ (globalThis));
  return (store[TABLE] ??= { rules: new Map(), version: '', aliases: new Map() });
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

const LOADS = Symbol.for('otailo.redirects.loads');

/** How many loads began in this process, and which of them filled the table in memory. */
function loads() {
  const store = /** @type {Record<symbol, { begun: number, shown: number }>} */ (/** @type {unknown} */ (globalThis));
  return (store[LOADS] ??= { begun: 0, shown: 0 });
}

/**
 * Numbers a load of the table from the database, before its first read. Several copies of the code
 * that loads it run in one process (the refresh loop's and the server actions'), so two loads can
 * overlap; a load that began later read later, and one that began earlier never replaces it.
 * @returns {number}
 */
export function beginRedirectLoad() {
  return (loads().begun += 1);
}

/**
 * Replaces the whole table at once (a request sees the old one or the new one, never half), unless
 * a load that began after this one (`load`, from beginRedirectLoad) already did; false then.
 * @param {Iterable<[string, RedirectRule]>} entries sources already normalized (a Map is kept as given: never change it after)
 * @param {string} version what the table was read at, to know when it is out of date
 * @param {number} [load] the load that read `entries` (without it: a new one, always shown)
 * @param {Map<string, string>} [aliases] which of the keys are aliases, and of which source
 * @returns {boolean}
 */
export function replaceRedirectTable(entries, version, load = beginRedirectLoad(), aliases = new Map()) {
  const count = loads();
  if (load < count.shown) return false;
  count.shown = load;
  const store = /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis));
  store[TABLE] = { rules: entries instanceof Map ? entries : new Map(entries), version, aliases };
  return true;
}

/** The table as it is now (never changed in place: a change replaces it whole). @returns {Readonly<RedirectTable>} */
export function redirectTableNow() {
  return table();
}

/** The version the table in memory was read at ('' before the first load). */
export function redirectTableVersion() {
  return table().version;
}
