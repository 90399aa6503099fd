// @ts-check
/**
 * The visitor's address. The production server (server/index.mjs) computes it from the socket, or
 * from X-Forwarded-For when it sits behind a trusted proxy (TRUST_PROXY hops), and passes it on in
 * this header, after removing any copy a client sent.
 */
export const CLIENT_IP_HEADER = 'x-otailo-client-ip';

/**
 * @param {string | undefined} socketAddress
 * @param {string | string[] | undefined} forwardedFor
 * @param {number} trustedHops proxies in front of the server whose X-Forwarded-For entries count
 * @returns {string}
 */
export function clientAddress(socketAddress, forwardedFor, trustedHops) {
  const socket = (socketAddress ?? '').replace(/^::ffff:/, '') || 'unknown';
  if (!trustedHops || !forwardedFor) return socket;
  const chain = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor)
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  // Each trusted proxy appends the address it received from; the client is the entry just before them.
  const index = chain.length - trustedHops;
  return (index >= 0 ? chain[index] : chain[0]) ?? socket;
}
