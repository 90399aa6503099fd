// @ts-check
/**
 * A fake IndexNow endpoint: records every POST to /indexnow and answers with the next scripted
 * status (202 when none is left). Tests read what it received directly, or over HTTP at
 * GET /__received (the browser tests, whose site runs in another process).
 */
import { createServer } from 'node:http';
import { closeFake, listen, readBody, sendJson } from './fake-http.mjs';

/** @typedef {{ host?: unknown, key?: unknown, keyLocation?: unknown, urlList?: unknown }} IndexNowBody */

export async function startFakeIndexNow({ port = 0, host = '127.0.0.1' } = {}) {
  /** @type {IndexNowBody[]} */
  const received = [];
  /** Statuses to answer with, first to last. @type {number[]} */
  const answers = [];
  const server = createServer(async (req, res) => {
    if (req.method === 'GET' && req.url === '/__received') return sendJson(res, 200, received);
    if (req.method !== 'POST' || req.url !== '/indexnow') return sendJson(res, 404, { error: 'not found' });
    try {
      received.push(/** @type {IndexNowBody} */ (JSON.parse((await readBody(req, 1_000_000)).toString('utf8'))));
    } catch {
      return sendJson(res, 400, { error: 'bad json' });
    }
    sendJson(res, answers.shift() ?? 202, undefined);
  });
  const { url } = await listen(server, port, host);
  return { endpoint: `${url}/indexnow`, received, answers, close: () => closeFake(server, new Set()) };
}
