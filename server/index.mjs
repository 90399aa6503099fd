// @ts-check
/**
 * Production server: Next.js's request handler behind response compression, with each HTML
 * document's headers finished from its content (see finish-html.mjs). `npm start` runs this file
 * after `npm run build`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import nextEnv from '@next/env';
import compression from 'compression';
import { cacheKeyPrefix, generationReader } from '../lib/infra/cache/generation.mjs';
import { EnvError, getEnv } from '../lib/infra/env.mjs';
import { EXIT_CONFIG } from '../lib/infra/exit-codes.mjs';
import { CLIENT_IP_HEADER, clientAddress } from '../lib/infra/http/client-ip.mjs';
import { MAX_ACTION_BODY_BYTES } from '../lib/infra/http/limits.mjs';
import { log, logForRequest, runWithRequestId } from '../lib/infra/log.mjs';
import { lookupRedirect, redirectTableVersion } from '../lib/infra/routing/redirect-table.mjs';
import { securityHeaders } from '../lib/infra/security/headers.mjs';
import '../lib/infra/util/outside-requests.mjs'; // the start's async context, taken before any request
import { finishHtmlResponses } from './finish-html.mjs';
import { createImageGuard } from './image-guard.mjs';
import { nextHostname } from './next-hostname.mjs';
import { createPageStore, pageKey, recordResponse, sendPage, wantsFresh } from './page-store.mjs';
import { accessEntry, countBodyBytes, requestIdFrom } from './request-log.mjs';
import { rawRefusal, sendRefusal } from './refusal.mjs';
import { drainBody, readBody, replayWithBody, screenBody, screenFormStart, screenHead } from './request-gate.mjs';
import { withoutRepeatedAddress } from './response-headers.mjs';
import { loadServerActions } from './server-actions.mjs';
import { PREFIX as STATIC_PREFIX, precompressedAssets } from './static-assets.mjs';
import { addTrialHeaders, INTERNAL_VARIANT_PATH, nameVariant, trialAnswer, VARIANT_HEADER } from './trials.mjs';

const dir = fileURLToPath(new URL('..', import.meta.url));
// `.env` files apply here as with `next start`, before the configuration is validated.
nextEnv.loadEnvConfig(dir, false);

/** @type {import('../lib/infra/env.mjs').Env} */
let env;
try {
  env = getEnv();
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message);
    process.exit(EXIT_CONFIG); // not started again by the supervisor: it would fail the same way
  }
  throw error;
}

// Relative paths (DATA_DIR, UPLOADS_DIR, the migrations) are the site folder's, wherever it was started from.
process.chdir(dir);

/**
 * In the standalone folder (BUILD_DIR/standalone: scripts/build/standalone.mjs) there is no
 * next.config.mjs: the configuration the build recorded is used, as Next's own standalone server.js
 * does. Its private variable is the one way to stop `next()` loading next.config and webpack there
 * (no public option; test/public-apis.test.ts allows this one use).
 * @returns {import('next').NextConfig | undefined}
 */
function standaloneConfig() {
  if (existsSync(join(dir, 'next.config.mjs'))) return undefined;
  const { config } = JSON.parse(readFileSync(join(dir, env.BUILD_DIR, 'required-server-files.json'), 'utf8'));
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
  return config;
}

// This is the production server whatever the shell says (React and Next.js pick their builds from it).
Object.assign(process.env, { NODE_ENV: 'production' });
// Tells instrumentation.ts that this server, which owns CLIENT_IP_HEADER, is the one running.
Object.assign(globalThis, { [Symbol.for('otailo.productionServer')]: true });
const { default: next } = await import('next');
const app = next({ dev: false, dir, hostname: nextHostname(env.HOST), port: env.PORT, conf: standaloneConfig() });
await app.prepare();
const handle = app.getRequestHandler();
// Route handlers (sitemap, feeds, robots, APIs) get their Content-Type as a one-element array,
// which compression's own filter does not recognise: read the first value.
const compress = compression({
  filter: (req, res) => {
    const type = res.getHeader('Content-Type');
    if (Array.isArray(type)) res.setHeader('Content-Type', type[0] ?? '');
    return compression.filter(req, res);
  },
});

const https = env.SITE_URL.startsWith('https:');
const headers = securityHeaders({ dev: false, analytics: Boolean(env.ANALYTICS_ID), https });
// Browser assets go out as the build compressed them (scripts/build/precompress.mjs), with the
// headers next.config.mjs gives every response.
const sendPrecompressed = precompressedAssets({ staticDir: join(dir, env.BUILD_DIR, 'static'), headers });
const pages = createPageStore({ maxBytes: env.PAGE_STORE_MB * 1024 * 1024 });
const readGeneration = generationReader({ prefix: cacheKeyPrefix(join(dir, env.BUILD_DIR, 'server')) });
const gate = { siteHost: new URL(env.SITE_URL).host, maxBodyBytes: MAX_ACTION_BODY_BYTES, actions: serverActions() };
// The image optimizer is handed no source over the pixel budget (image-guard.mjs).
const guardImage = createImageGuard({ siteDir: dir, env, headers });

/** The build's server actions and their body limits (server-actions.mjs), read once. */
function serverActions() {
  try {
    const { actions, unlisted } = loadServerActions(join(dir, env.BUILD_DIR, 'server', 'server-reference-manifest.json'));
    if (unlisted.length > 0) log.warn('server actions without a body limit take a form\'s (server/server-actions.mjs)', { actions: unlisted });
    return actions;
  } catch (error) {
    log.warn('the build\'s server actions could not be read: any action id is taken, up to the largest body', { error });
    return undefined;
  }
}

/**
 * Gives the response the request's id (set on the request by the handler below). A page from the
 * store carries it in its own header list instead (sendPage), so that Node builds no header object.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
function tagResponse(req, res) {
  if (!res.hasHeader('X-Request-Id')) res.setHeader('X-Request-Id', String(req.headers['x-request-id']));
  return res;
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ status: number, allow?: string, headers?: Record<string, string> }} refusal
 */
async function refuse(req, res, refusal) {
  tagResponse(req, res);
  const request = { path: req.url ?? '/', acceptLanguage: req.headers['accept-language'], accept: req.headers.accept, head: req.method === 'HEAD' };
  // Answered at once; the response ends once the rest of the body is read and dropped.
  const drained = drainBody(req, { maxBytes: 4 * gate.maxBodyBytes, maxMs: 10_000 });
  sendRefusal(res, refusal, request, headers, drained);
  await drained;
}

/**
 * Next.js with compression, and each HTML document finished on its way out. Order matters:
 * compression wraps the socket writes first, then the recorder, then finishHtmlResponses, so the
 * document is finished, then recorded, then compressed.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {Parameters<typeof recordResponse>[1]} [onFinished] receives the response as sent, before
 *   compression (the page store keeps what it may)
 */
function render(req, res, onFinished) {
  tagResponse(req, res);
  withoutRepeatedAddress(res);
  // compression() is typed for Express; it reads and wraps only what plain Node.js objects have.
  compress(/** @type {Parameters<typeof compress>[0]} */ (/** @type {unknown} */ (req)), /** @type {Parameters<typeof compress>[1]} */ (/** @type {unknown} */ (res)), () => {
    if (onFinished) recordResponse(res, onFinished);
    finishHtmlResponses(req, res);
    void handle(req, res);
  });
}

/**
 * A GET or HEAD: from the page store when it holds the page at the current revalidation count,
 * else rendered, and the result offered to the store. When the count cannot be read (Redis slow or
 * away), the page is rendered and not kept.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
async function renderGet(req, res) {
  const pathname = (req.url ?? '/').split('?')[0] ?? '/';
  // An address with a redirect or a 410 goes to the proxy, never to a page kept from before the rule.
  if (lookupRedirect(pathname)) return render(req, res);
  // A page under experiment: this visitor's variant, kept apart in the store (trials.mjs).
  const trial = trialAnswer(req, pathname, https);
  const stored = pages.enabled ? pageKey(req) : undefined;
  const key = stored && trial ? stored + trial.key : stored;
  const count = key ? await readGeneration() : null;
  // The sitemap leaves out redirected addresses: a kept page is current for one table of rules too.
  const generation = `${count} ${redirectTableVersion()}`;
  const page = key && count !== null && !wantsFresh(req.headers) ? pages.get(key, generation) : undefined;
  if (page) return sendPage(req, res, page, trial);
  // Rendered: a page under experiment gets its headers as it is sent (not from a kept page's list).
  if (trial) {
    nameVariant(req, trial);
    addTrialHeaders(res, trial);
  }
  if (!key || count === null || req.method === 'HEAD') return render(req, res);
  render(req, res, (document) => {
    pages.keep(key, generation, document).catch((/** @type {unknown} */ error) => log.warn('page store: could not keep a page', { key, error }));
  });
}

/**
 * A server action's post: read (bounded by screenHead), checked, then handed to Next.js.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {number} bodyLimit what screenHead allows this post
 */
async function renderPost(req, res, bodyLimit) {
  let body;
  try {
    body = await readBody(req, bodyLimit, (start) => screenFormStart(req.headers, start, gate));
  } catch {
    return; // the client went away, or sent more than it announced: there is no one to answer
  }
  if (!Buffer.isBuffer(body)) return refuse(req, res, body);
  const refusal = screenBody(req.headers, body, gate);
  if (refusal) await refuse(req, res, refusal);
  else render(replayWithBody(req, body), res);
}

const server = createServer((req, res) => {
  const started = performance.now();
  const ip = clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], env.TRUST_PROXY);
  req.headers[CLIENT_IP_HEADER] = ip;
  // One id per request, in the app's headers, the response (tagResponse; a kept page's own list)
  // and every log line written on its behalf.
  const requestId = requestIdFrom(req.headers['x-request-id']);
  req.headers['x-request-id'] = requestId;
  const bytesSent = countBodyBytes(res);
  // 'close' also comes when the client went away first: such a request is logged too, as aborted.
  res.once('close', () => {
    const { level, fields } = accessEntry({
      method: req.method,
      url: req.url,
      status: res.statusCode,
      durationMs: performance.now() - started,
      bytes: bytesSent(),
      ip,
      completed: res.writableFinished,
    });
    logForRequest(requestId, level, 'request', fields);
  });
  const screened = screenHead(req, gate);
  if ('status' in screened) return void refuse(req, res, screened);
  req.url = screened.url;
  // The variant header and addresses are this server's to set (trials.mjs), never a client's.
  delete req.headers[VARIANT_HEADER];
  if (INTERNAL_VARIANT_PATH.test(screened.url)) return void refuse(req, res, { status: 404 });
  if (screened.url.startsWith(STATIC_PREFIX) && sendPrecompressed(req, tagResponse(req, res))) return;
  runWithRequestId(requestId, () => guardImage(req, res, () => void (req.method === 'POST' ? renderPost(req, res, screened.bodyLimit ?? gate.maxBodyBytes) : renderGet(req, res))));
});

// Requests Node's parser rejects (a malformed request line, headers over its limit) never reach the
// handler above; they get the same kind of answer, security headers included.
server.on('clientError', (/** @type {NodeJS.ErrnoException} */ error, socket) => {
  if (!socket.writable || error.code === 'ECONNRESET') return socket.destroy();
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  socket.end(rawRefusal(status, headers));
});
// Node hands CONNECT (a proxy tunnel) to this event instead of the handler: this site is no proxy.
server.on('connect', (_req, socket) => socket.end(rawRefusal(405, headers)));

server.listen(env.PORT, env.HOST, () => {
  log.info('Otailo website ready', { url: `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT}` });
});

// `kill -USR2 <pid>` logs this process's memory (at warn, so it shows at every log level), with the
// bytes held by the page store and by Next.js's cache (lib/infra/cache/local-store.mjs): what
// `npm run bench:memory` reads. Node keeps USR1 for its inspector; USR2 is free.
process.on('SIGUSR2', () => {
  const cache = /** @type {Record<symbol, { size?: () => { bytes: number } } | undefined>} */ (/** @type {unknown} */ (globalThis))[Symbol.for('otailo.cache.localStore')];
  log.warn('memory', { memory: { ...process.memoryUsage(), pageStore: pages.stats().bytes, cache: cache?.size?.().bytes ?? 0 } });
});

/** Set by instrumentation.ts: finishes lead forwarding and closes the database. */
const SHUTDOWN = Symbol.for('otailo.shutdown');

let stopping = false;
for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT'])) {
  // A signal can come twice (Ctrl-C reaches the supervisor and this process; systemd signals every
  // process of the service): the second must not cut the shutdown short.
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    log.info('shutting down', { signal });
    server.close(async () => {
      const shutdown = /** @type {Record<symbol, (() => Promise<void>) | undefined>} */ (/** @type {unknown} */ (globalThis))[SHUTDOWN];
      await shutdown?.().catch((/** @type {unknown} */ error) => log.error('shutdown failed', { error }));
      process.exit(0);
    });
    // Keep-alive sockets would hold close() open; give in-flight work a moment, then go.
    setTimeout(() => {
      log.warn('shutdown did not finish in 15 s, exiting anyway', { signal });
      process.exit(0);
    }, 15_000).unref();
    server.closeIdleConnections();
  });
}
