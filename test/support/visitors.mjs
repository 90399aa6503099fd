// @ts-check
/** Visitors for load and cluster tests: rate limits count per address, so each gets its own. */

/** A 10.x.y.z address for visitor number `n` (0 … 2^24 - 1). @param {number} n */
export const visitorAddress = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/**
 * Visitor number `n` as letters (0 → "a", 26 → "ba"), for a name: the forms take no digits in names.
 * @param {number} n
 */
export const lettersOf = (n) => [...n.toString(26)].map((digit) => String.fromCharCode(97 + parseInt(digit, 26))).join('');

/**
 * autocannon `setupRequest`: every request from another address, as real visitors would be.
 * @param {import('autocannon').Request} request
 * @returns {import('autocannon').Request}
 */
export function asManyVisitors(request) {
  request.headers = { ...request.headers, 'x-forwarded-for': visitorAddress(Math.floor(Math.random() * 2 ** 24)) };
  return request;
}
