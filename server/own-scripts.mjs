// @ts-check
/**
 * The inline scripts this site emits, recognised by their exact shape, so that the production server
 * allows those and nothing else (finish-html.mjs hashes only them into the page's policy). A script
 * that reached a document through content, say a post body that slipped past sanitising, is not
 * one of them and stays blocked by the Content-Security-Policy, even when it imitates the start of
 * a framework script (`self.__next_f.push([1,"x"]);alert(1)`): arguments must parse as JSON, and
 * the call must be the whole script.
 *
 * The framework's shapes (React's flight payload, Turbopack's chunk list) are Next.js's own markup;
 * e2e/security.spec.ts ("pages hydrate under the policy") fails if an upgrade changes them.
 */
import { CONSENT_BOOT_SCRIPT } from '../lib/infra/security/consent-boot.mjs';
import { isLoaderScript } from './defer-scripts.mjs';

/**
 * Whether `body` is exactly `prefix`, one JSON value accepted by `isArgument`, then `suffix`.
 * @param {string} body
 * @param {string} prefix
 * @param {string} suffix
 * @param {(argument: unknown) => boolean} isArgument
 */
function isCallWithJson(body, prefix, suffix, isArgument) {
  if (!body.startsWith(prefix) || !body.endsWith(suffix) || body.length < prefix.length + suffix.length) return false;
  try {
    return isArgument(JSON.parse(body.slice(prefix.length, body.length - suffix.length)));
  } catch {
    return false;
  }
}

/** React's flight rows as Next.js inlines them: `[kind]` or `[kind, data]`, kind 0–3. */
const isFlightRow = (/** @type {unknown} */ row) =>
  Array.isArray(row) && row.length <= 2 && typeof row[0] === 'number' && Number.isInteger(row[0]) && row[0] >= 0 && row[0] <= 3;

const isPlainObject = (/** @type {unknown} */ value) => typeof value === 'object' && value !== null && !Array.isArray(value);

const FLIGHT_BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push(';
const FLIGHT_PUSH = 'self.__next_f.push(';

/**
 * React's flight payload: pushes of one JSON row each, the first possibly the bootstrap, joined by
 * `;` (a page answering a form action has `…push([0]);self.__next_f.push([2,…])`).
 * @param {string} body
 */
function isFlightScript(body) {
  let rest = body;
  let prefix = rest.startsWith(FLIGHT_BOOTSTRAP) ? FLIGHT_BOOTSTRAP : FLIGHT_PUSH;
  for (;;) {
    if (isCallWithJson(rest, prefix, ')', isFlightRow)) return true;
    // Otherwise the first call must end where a next push starts.
    const next = `);${FLIGHT_PUSH}`;
    let end = rest.indexOf(next, prefix.length);
    while (end >= 0 && !isCallWithJson(rest.slice(0, end + 1), prefix, ')', isFlightRow)) end = rest.indexOf(next, end + 1);
    if (end < 0) return false;
    rest = rest.slice(end + 2);
    prefix = FLIGHT_PUSH;
  }
}

/** @type {((body: string) => boolean)[]} */
const RECOGNISERS = [
  isFlightScript,
  // Turbopack's runtime: the page's chunk list.
  (body) => isCallWithJson(body, '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(', ');', isPlainObject),
  // The site's own: the cookie-choice marker and the deferred chunk loader.
  (body) => body === CONSENT_BOOT_SCRIPT,
  isLoaderScript,
];

/**
 * @param {string} body an inline script's text
 * @returns {boolean} whether the site itself emits exactly this script
 */
export function isOwnScript(body) {
  return RECOGNISERS.some((recognise) => recognise(body));
}
