#!/usr/bin/env node
// The production server against nginx serving the same responses as static files: how far the
// app's pages are from the cheapest way to send the same bytes. On 127.0.0.1, 50 connections,
// BENCH_SECONDS (default 10) per target, server and load generator: wrk (1 thread) when installed
// (WRK_PATH, default /usr/bin/wrk), and autocannon, which itself saturates a core at a few hundred
// requests per second on a small machine. gzip asked for by both; nginx compresses each response
// at zlib's default level, the app sends its page store's copy (level 9) or compresses at level 6.
// The server logs at LOG_LEVEL (default info, as in production: an access line per request).
// Prints the server's memory before and after. Reads a production build (run `npm run build`
// first); writes bench-results/load.json.
//   npm run bench:load                 BENCH_PATHS=/sitemap.xml,/en for some of the targets only
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../postgres-server.mjs';
import { startSite } from '../../test/support/serve.mjs';
import { WRK, hasWrk, runWrk as wrk } from './wrk.mjs';
import { asManyVisitors } from '../../test/support/visitors.mjs';

/** [name, path, file under the static root] */
/** @type {[name: string, path: string, file: string][]} */
const ALL_TARGETS = [
  ['home', '/en', 'en/index.html'],
  ['solution page', '/en/solutions-returns', 'en/solutions-returns/index.html'],
  ['integrations', '/es/integraciones', 'es/integraciones/index.html'],
  ['trust center', '/en/trust', 'en/trust/index.html'],
  ['blog list', '/en/blog', 'en/blog/index.html'],
  ['blog post', '/en/blog/photo-first-returns', 'en/blog/photo-first-returns/index.html'],
  ['sitemap', '/sitemap.xml', 'sitemap.xml'],
];
const only = process.env.BENCH_PATHS?.split(',');
const TARGETS = only ? ALL_TARGETS.filter(([, path]) => only.includes(path)) : ALL_TARGETS;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
/** zlib's default, which the app's `compression()` uses (server/index.mjs). */
const GZIP_LEVEL = 6;

/** @param {string} root @param {number} port @param {number} staticPort */
const nginxConf = (root, port, staticPort) => `# Written by scripts/bench/load.mjs: static copies of the app's responses.
worker_processes 1;
error_log stderr warn;
events { worker_connections 1024; }
http {
    # No include of mime.types (it may not exist under this prefix): the two types served here.
    types {
        text/html html;
        application/xml xml;
    }
    default_type application/octet-stream;
    access_log off;
    server_tokens off;
    # As the app: gzip when asked, at zlib's default level. text/html is always in gzip_types.
    gzip on;
    gzip_comp_level ${GZIP_LEVEL};
    gzip_types application/xml;
    client_body_temp_path client_body_temp;
    proxy_temp_path proxy_temp;
    fastcgi_temp_path fastcgi_temp;
    uwsgi_temp_path uwsgi_temp;
    scgi_temp_path scgi_temp;
    server {
        listen 127.0.0.1:${port};
        root ${root};
        location / {
            try_files $uri $uri/index.html =404;
        }
    }
    # The same files compressed once (file.gz beside each, level 9 as the app's page store):
    # nginx's fastest way to send these bytes.
    server {
        listen 127.0.0.1:${staticPort};
        root ${root};
        gzip off;
        gzip_static on;
        location / {
            try_files $uri $uri/index.html =404;
        }
    }
}
`;

/** @param {string} dir @param {number} port @param {number} staticPort */
async function startNginx(dir, port, staticPort) {
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConf(join(dir, 'root'), port, staticPort));
  let log = '';
  const child = spawn(process.env.NGINX_PATH || '/usr/sbin/nginx', ['-e', 'stderr', '-p', dir, '-c', conf, '-g', `daemon off; pid ${join(dir, 'nginx.pid')};`], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr.on('data', (chunk) => (log += chunk));
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
      child.once('exit', () => resolve(undefined));
      child.kill('SIGQUIT');
    });
  for (let attempt = 0; ; attempt += 1) {
    try {
      await fetch(url);
      return { url, staticUrl: `http://127.0.0.1:${staticPort}`, stop };
    } catch {
      // not listening yet
    }
    if (attempt > 100 || child.exitCode !== null) {
      await stop();
      throw new Error(`nginx did not start: ${log.trim()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** @param {string} url */
async function runAutocannon(url) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { 'accept-encoding': 'gzip' },
    requests: [{ setupRequest: asManyVisitors }],
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytesPerResponse: result.requests.average ? Math.round(result.throughput.average / result.requests.average) : 0,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** The server's resident memory in MB (Linux), or null. @param {number | undefined} pid */
function rssMb(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return kb ? Math.round(kb / 1024) : null;
  } catch {
    return null;
  }
}

/**
 * One request as autocannon sends it: must be a 200; returns the encoding it came with (the app
 * leaves some types uncompressed, see the note printed under the table).
 * @param {string} url
 */
async function check(url) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'gzip', 'x-forwarded-for': '10.255.255.2' } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return response.headers.get('content-encoding') ?? 'identity';
}

/** @typedef {{ encoding: string, rps: number, p50: number, p99: number, bytesPerResponse: number, failures: number }} Measured */

/**
 * @param {string} tool
 * @param {{ name: string, path: string, app: Measured, nginx: Measured, nginxStatic: Measured, ratio: number | null }[]} rows
 */
function printTable(tool, rows) {
  const pad = (/** @type {unknown} */ value, /** @type {number} */ width) => String(value).padStart(width);
  const percent = (/** @type {number} */ a, /** @type {number} */ b) => (b ? `${((a / b) * 100).toFixed(0)}%` : '-');
  console.log(`\n${tool}: ${DURATION} s, ${CONNECTIONS} connections per target and server; gzip; req/s, p99 in ms`);
  console.log('  nginx: gzip per request (level 6); nginx .gz: gzip_static, the same files compressed once');
  console.log(
    `${'target'.padEnd(14)} ${pad('app', 7)} ${pad('p99', 7)} ${pad('nginx', 7)} ${pad('p99', 7)} ${pad('nginx .gz', 9)} ${pad('p99', 7)} ${pad('app/nginx', 9)} ${pad('app/.gz', 8)} ${pad('failed', 9)}`,
  );
  for (const { name, app, nginx: web, nginxStatic: files } of rows) {
    console.log(
      `${name.padEnd(14)} ${pad(app.rps, 7)} ${pad(app.p99, 7)} ${pad(web.rps, 7)} ${pad(web.p99, 7)} ${pad(files.rps, 9)} ${pad(files.p99, 7)} ${pad(percent(app.rps, web.rps), 9)} ${pad(percent(app.rps, files.rps), 8)} ${pad(`${app.failures}/${web.failures}/${files.failures}`, 9)}`,
    );
  }
  console.log('(failed: non-2xx, errors and timeouts; app/nginx/nginx .gz)');
  for (const { path, app, nginx: web } of rows) {
    if (app.encoding !== web.encoding || Math.abs(app.bytesPerResponse - web.bytesPerResponse) > 0.1 * web.bytesPerResponse) {
      console.log(`note: ${path} came ${app.encoding} from the app and ${web.encoding} from nginx (${app.bytesPerResponse} vs ${web.bytesPerResponse} bytes a response)`);
    }
  }
}

const work = mkdtempSync(join(tmpdir(), 'otailo-bench-load-'));
// Started as root, nginx's workers run as another user (nobody): they must be able to read the files.
chmodSync(work, 0o755);
/** @type {(() => Promise<unknown> | void)[]} */
const cleanUp = [() => rmSync(work, { recursive: true, force: true })];
const stopAll = async () => {
  for (const step of cleanUp.splice(0).reverse()) await Promise.resolve(step()).catch(() => {});
};
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => void stopAll().then(() => process.exit(130)));
}

try {
  const dataDir = join(work, 'data');
  const site = await startSite({ DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: process.env.LOG_LEVEL ?? 'info', TRUST_PROXY: '1' });
  cleanUp.push(site.stop);

  // Warm every page, then keep its uncompressed body as nginx's static file.
  const nginxDir = join(work, 'nginx');
  for (const [, path, file] of TARGETS) {
    for (let i = 0; i < 3; i += 1) {
      const warm = await fetch(site.url + path, { headers: { 'x-forwarded-for': '10.255.255.1' } });
      await warm.arrayBuffer();
    }
    const response = await fetch(site.url + path, { headers: { 'accept-encoding': 'identity', 'x-forwarded-for': '10.255.255.1' } });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    const target = join(nginxDir, 'root', file);
    mkdirSync(dirname(target), { recursive: true });
    const body = Buffer.from(await response.arrayBuffer());
    writeFileSync(target, body);
    writeFileSync(`${target}.gz`, gzipSync(body, { level: 9 }));
  }
  const nginx = await startNginx(nginxDir, await freePort(), await freePort());
  cleanUp.push(nginx.stop);

  const memoryBefore = rssMb(site.pid);
  const tools = hasWrk() ? /** @type {const} */ (['wrk', 'autocannon']) : /** @type {const} */ (['autocannon']);
  /** @type {Record<string, unknown[]>} */
  const results = {};
  for (const tool of tools) {
    const run = tool === 'wrk' ? (/** @type {string} */ url) => wrk(url, { connections: CONNECTIONS, seconds: DURATION }) : runAutocannon;
    const rows = [];
    for (const [name, path] of TARGETS) {
      const app = { encoding: await check(site.url + path), ...(await run(site.url + path)) };
      const web = { encoding: await check(nginx.url + path), ...(await run(nginx.url + path)) };
      const files = { encoding: await check(nginx.staticUrl + path), ...(await run(nginx.staticUrl + path)) };
      rows.push({ name, path, app, nginx: web, nginxStatic: files, ratio: web.rps ? +(app.rps / web.rps).toFixed(3) : null });
    }
    printTable(tool, rows);
    results[tool] = rows;
  }
  const memoryAfter = rssMb(site.pid);
  console.log(`\nServer memory (RSS): ${memoryBefore} MB after warming, ${memoryAfter} MB after the runs`);
  if (!hasWrk()) console.log(`(wrk not found at ${WRK}: autocannon only)`);

  mkdirSync('bench-results', { recursive: true });
  writeFileSync(
    'bench-results/load.json',
    JSON.stringify({ date: new Date().toISOString(), seconds: DURATION, connections: CONNECTIONS, gzipLevel: GZIP_LEVEL, memoryMb: { before: memoryBefore, after: memoryAfter }, results }, null, 2) + '\n',
  );
  console.log('Written to bench-results/load.json');
} finally {
  await stopAll();
}
