// @ts-check
/** What the fake services (fake-crm.mjs, fake-platform.mjs) share: JSON answers, bodies, listen and close. */

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {unknown} body JSON (undefined: an empty body)
 * @param {Record<string, string>} [headers]
 */
export function sendJson(res, status, body, headers = {}) {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(status, { 'content-type': 'application/json;charset=utf-8', ...headers });
  res.end(body === undefined ? '' : JSON.stringify(body));
}

/**
 * A request's body, refused beyond `maxBytes`.
 * @param {import('node:http').IncomingMessage} req
 * @param {number} maxBytes
 * @returns {Promise<Buffer>}
 */
export function readBody(req, maxBytes) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > maxBytes) reject(new Error('body too large'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * Starts listening; resolves with the address to give the code under test.
 * @param {import('node:http').Server} server
 * @param {number} port 0: any free port
 * @param {string} host
 * @returns {Promise<{ url: string, port: number }>}
 */
export async function listen(server, port, host) {
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return { url: `http://${host}:${actualPort}`, port: actualPort };
}

/**
 * Stops a fake: answers it still holds back are dropped, open connections closed.
 * @param {import('node:http').Server} server
 * @param {Set<{ res: import('node:http').ServerResponse }>} held
 * @returns {Promise<void>}
 */
export function closeFake(server, held) {
  for (const { res } of held) res.destroy();
  held.clear();
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
