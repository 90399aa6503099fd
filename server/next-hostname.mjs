// @ts-check
/**
 * The host name to give Next.js for the address the server listens on.
 *
 * Next.js builds each request's own URL from this name and port, and treats a rewrite whose origin
 * differs from it as a rewrite to another site: it proxies it over HTTP instead of rendering it
 * in place. The proxy (proxy.ts) sees its request through NextURL, which renames every loopback
 * host (127.x.x.x, [::1]) to `localhost`. So with HOST=127.0.0.1 each rewrite it made (the
 * /BlogPost alias, the blog's filtered lists) went out as a second HTTP request to the server
 * itself, and came back compressed and with a policy already hashed. Naming a loopback address
 * `localhost` here, as NextURL does, keeps both sides on one origin.
 */
const LOOPBACK = /^(?:127(?:\.\d{1,3}){3}|\[?::1\]?|localhost)$/i;

/** @param {string} host */
export function nextHostname(host) {
  return LOOPBACK.test(host) ? 'localhost' : host;
}
