// @ts-check
/**
 * Headers Next.js adds that repeat the request's address, dropped before a response goes out: the
 * `Refresh: 0;url=…` it puts beside a 308's Location (for Internet Explorer 11), and the
 * proxy's `x-middleware-*` headers (`x-middleware-rewrite` carries the rewritten address, query
 * included; the app router's client reads none of them). Each copy of a long address made the
 * headers too large for Node's fetch ("Headers Overflow") and for nginx's default proxy buffer (502).
 */

/** @param {import('node:http').ServerResponse} res */
function dropRepeats(res) {
  for (const name of res.getHeaderNames()) {
    if (name.startsWith('x-middleware-')) res.removeHeader(name);
  }
  if (res.statusCode === 308 && res.hasHeader('location')) res.removeHeader('refresh');
}

/**
 * Makes `res` drop those headers when its head is written (every answer passes through writeHead,
 * whether called or implied by the first write).
 * @param {import('node:http').ServerResponse} res
 */
export function withoutRepeatedAddress(res) {
  const writeHead = res.writeHead;
  res.writeHead = /** @type {typeof res.writeHead} */ (
    function (/** @type {Parameters<typeof writeHead>} */ ...args) {
      // The status may come as writeHead's first argument rather than on the response.
      if (typeof args[0] === 'number') res.statusCode = args[0];
      dropRepeats(res);
      return writeHead.apply(res, args);
    }
  );
}
