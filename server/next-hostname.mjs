// @ts-check
/**
 * The host name to give Next.js for the address the server listens on. Next.js proxies a rewrite
 * whose origin differs from its own, and the proxy's NextURL calls every loopback host `localhost`:
 * naming a loopback address `localhost` here too keeps rewrites rendered in place.
 */
const LOOPBACK = /^(?:127(?:\.\d{1,3}){3}|\[?::1\]?|localhost)$/i;

/** @param {string} host */
export function nextHostname(host) {
  return LOOPBACK.test(host) ? 'localhost' : host;
}
