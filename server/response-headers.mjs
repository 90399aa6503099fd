// @ts-check
/**
 * Headers Next.js sets that repeat the request's address, never set on the response: the
 * `Refresh: 0;url=…` it puts beside a 308's Location (for Internet Explorer 11), and the proxy's
 * `x-middleware-*` headers (`x-middleware-rewrite` carries the rewritten address, query included;
 * the app router's client reads none of them). Each copy of a long address made the headers too
 * large for Node's fetch ("Headers Overflow") and for nginx's default proxy buffer (502).
 *
 * They are refused when set rather than removed when the head is written: the wrappers around
 * writeHead (finish-html.mjs holds the head and writes it itself, page-store.mjs records the headers)
 * would each need to see the removal.
 */

/**
 * @param {import('node:http').ServerResponse} res
 * @param {string} name
 * @param {unknown} value
 */
function repeatsAddress(res, name, value) {
  const lower = name.toLowerCase();
  if (lower.startsWith('x-middleware-')) return true;
  return lower === 'refresh' && res.statusCode === 308 && /^0;\s*url=/i.test(String(value));
}

/**
 * Makes `res` ignore those headers.
 * @param {import('node:http').ServerResponse} res
 */
export function withoutRepeatedAddress(res) {
  const { setHeader } = res;
  res.setHeader = /** @type {typeof res.setHeader} */ (
    function (/** @type {string} */ name, /** @type {number | string | readonly string[]} */ value) {
      return repeatsAddress(res, name, value) ? res : setHeader.call(res, name, value);
    }
  );
}
