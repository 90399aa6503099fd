#!/usr/bin/env node
// @ts-check
// A 6 MB `[{},{},…]` server-action body (issue 51, finding 3) against a production build: posted
// to a made-up action id and to the newsletter's (anonymous, its id on /en), as a fetch action and
// as a form without JavaScript, alone and 8 in parallel. Prints the time to the refusal (target
// < 50 ms), /api/health's worst latency meanwhile, the server's CPU time for the case (from /proc:
// unlike the latencies, it holds on a busy machine), its RSS and heap before and after, then the
// request gate's own CPU time on the largest bodies it still reads (target < 100 ms).
//   npm run build && npm run bench:hostile-body                      (BUILD_DIR, default .next)
//   BENCH_SITE_DIR=../other-checkout BUILD_DIR=.next-test npm run bench:hostile-body   (another build: main's, say;
//     one from before server/supervisor.mjs needs SERVER_NODE_ARGS='--max-old-space-size=256', which runs it directly)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startSite } from '../../test/support/serve.mjs';
import { residentSet } from '../../test/support/visitor-load.mjs';

const siteDir = resolve(process.env.BENCH_SITE_DIR ?? '.');
const PARALLEL = 8;
const SIX_MB = 6 * 1000 * 1000;
const MB = (/** @type {number} */ bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const ms = (/** @type {number} */ value) => `${value.toFixed(0)} ms`;
const sleep = (/** @type {number} */ time) => new Promise((done) => setTimeout(done, time));

/** The CPU time a process has used, in ms (/proc/PID/stat: utime + stime, in clock ticks of 10 ms). @param {number} pid */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** `[{},{},…]` of about `bytes`. @param {number} bytes */
const emptyObjects = (bytes) => `[${Array(Math.floor(bytes / 3)).fill('{}').join(',')}]`;

/**
 * Posts `body` and resolves with the status and the time until the answer's head arrived, once
 * the server has closed the connection (it answers a refusal at once, then reads the rest of the
 * body and drops it: that work belongs to the case too).
 * @param {string} url @param {Record<string, string>} headers @param {Buffer} body
 * @returns {Promise<{ status: number, ms: number }>}
 */
function post(url, headers, body) {
  const started = performance.now();
  return new Promise((done, fail) => {
    /** @type {{ status: number, ms: number } | undefined} */
    let answer;
    const req = request(url, { method: 'POST', agent: false, headers: { ...headers, 'Content-Length': String(body.byteLength), Connection: 'close' } }, (res) => {
      answer = { status: res.statusCode ?? 0, ms: performance.now() - started };
      res.resume();
    });
    // The connection closes once the server has read the whole body (it ends the answer then).
    req.once('socket', (socket) => socket.once('close', () => (answer ? done(answer) : fail(new Error('closed without an answer')))));
    req.once('error', () => {}); // a reset after the answer still counts: 'close' follows
    req.end(body);
  });
}

/** Asks /api/health again and again until `stop()`; resolves with the worst latency seen. @param {string} base */
function watchHealth(base) {
  let running = true;
  let worst = 0;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(`${base}/api/health`).then((response) => response.arrayBuffer()).catch(() => undefined);
      worst = Math.max(worst, performance.now() - started);
      await sleep(10);
    }
  })();
  return async () => {
    running = false;
    await loop;
    return worst;
  };
}

/** A form posted without JavaScript to `id`, its state field holding `payload`. @param {string} id @param {string} payload */
function formBody(id, payload) {
  const fields = { $ACTION_REF_1: '', '$ACTION_1:0': JSON.stringify({ id, bound: '$@1' }), '$ACTION_1:1': payload, $ACTION_KEY: 'k0' };
  const parts = Object.entries(fields).map(([name, value]) => `--BENCH\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  return Buffer.from(`${parts.join('')}--BENCH--\r\n`);
}

const dataDir = mkdtempSync(join(tmpdir(), 'otailo-bench-hostile-'));
/** @type {((memory: Record<string, number>) => void) | undefined} */
let onMemory;
const site = await startSite(
  { DATA_DIR: dataDir, LOG_LEVEL: 'warn', SITE_URL: 'http://127.0.0.1:3000' },
  {
    cwd: siteDir,
    onOutput: (line) => {
      if (!line.includes('"msg":"memory"')) return;
      try {
        onMemory?.(JSON.parse(line).memory);
      } catch {}
    },
  },
);
const pid = /** @type {number} */ (site.pid);
/** The server's resident set and V8 heap (it logs the heap on SIGUSR2). */
const memory = async () => {
  /** @type {Record<string, number>} */
  const heap = await new Promise((done) => {
    onMemory = done;
    process.kill(pid, 'SIGUSR2');
  });
  return { rss: residentSet(pid).rss, heapUsed: heap.heapUsed ?? NaN, heapTotal: heap.heapTotal ?? NaN };
};

try {
  const home = await (await fetch(`${site.url}/en`)).text();
  const real = /\$ACTION_ID_([0-9a-f]{42})|&quot;id&quot;:&quot;([0-9a-f]{42})&quot;/.exec(home);
  const realId = real?.[1] ?? real?.[2];
  if (!realId) throw new Error('No server action id on /en');
  const madeUp = 'cd'.repeat(21);
  const objects = Buffer.from(emptyObjects(SIX_MB));
  const origin = { Origin: site.url };
  const cases = [
    { label: 'fetch action, made-up id', headers: { ...origin, 'Content-Type': 'text/plain;charset=UTF-8', 'Next-Action': madeUp }, body: objects },
    { label: 'fetch action, the newsletter’s id', headers: { ...origin, 'Content-Type': 'text/plain;charset=UTF-8', 'Next-Action': realId }, body: objects },
    { label: 'form without JavaScript, made-up id', headers: { ...origin, 'Content-Type': 'multipart/form-data; boundary=BENCH' }, body: formBody(madeUp, objects.toString()) },
    { label: 'form without JavaScript, the newsletter’s id', headers: { ...origin, 'Content-Type': 'multipart/form-data; boundary=BENCH' }, body: formBody(realId, objects.toString()) },
  ];
  console.log(`hostile bodies: ${siteDir} (${process.env.BUILD_DIR ?? '.next'}), ${MB(objects.byteLength)} of [{},{},…], newsletter action ${realId}`);
  await sleep(2000);
  for (const { label, headers, body } of cases) {
    for (const parallel of [1, PARALLEL]) {
      const before = await memory();
      const cpuBefore = cpuMs(pid);
      const answers = await Promise.all(Array.from({ length: parallel }, () => post(`${site.url}/en`, headers, body).catch(() => ({ status: 0, ms: NaN }))));
      const cpu = cpuMs(pid) - cpuBefore;
      // Health is asked on its own connection while the same posts are sent again.
      const stopWatching = watchHealth(site.url);
      await Promise.all(Array.from({ length: parallel }, () => post(`${site.url}/en`, headers, body).catch(() => undefined)));
      const health = await stopWatching();
      const after = await memory();
      const statuses = [...new Set(answers.map((answer) => answer.status))].join('/');
      const worst = Math.max(...answers.map((answer) => answer.ms));
      console.log(
        `  ${label}, ${parallel === 1 ? 'alone' : `${parallel} in parallel`}: ${statuses} in ${ms(worst)} (worst), server CPU ${ms(cpu)}; /api/health worst ${ms(health)}; ` +
          `RSS ${MB(before.rss)} → ${MB(after.rss)}, heap ${MB(before.heapUsed)} → ${MB(after.heapUsed)} of ${MB(after.heapTotal)}`,
      );
    }
  }
} finally {
  await site.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

// The gate's own work on the largest bodies it reads and checks (in this process, one at a time).
const gate = /** @type {{ screenBody: (headers: Record<string, string>, body: Buffer, gate?: unknown) => unknown }} */ (await import(pathToFileURL(join(siteDir, 'server', 'request-gate.mjs')).href));
const upload = { siteHost: 'x', maxBodyBytes: 6 * 1024 * 1024, actions: new Map([['ab', 6 * 1024 * 1024]]) };
const textPlain = { 'content-type': 'text/plain;charset=UTF-8', 'next-action': 'ab' };
const file = Buffer.concat([
  Buffer.from('--B\r\nContent-Disposition: form-data; name="0"\r\n\r\n["$K1"]\r\n--B\r\nContent-Disposition: form-data; name="_1_file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n'),
  Buffer.alloc(6 * 1024 * 1024 - 1000, 0x41),
  Buffer.from('\r\n--B--\r\n'),
]);
const bodies = [
  { label: '6 MB upload (a file and its form)', headers: { 'content-type': 'multipart/form-data; boundary=B', 'next-action': 'ab' }, body: file },
  { label: '6 MB of [{},{},…]', headers: textPlain, body: Buffer.from(emptyObjects(6 * 1024 * 1024 - 10)) },
  { label: '2 MB string of escaped quotes (the most JSON read)', headers: textPlain, body: Buffer.from(JSON.stringify(['"'.repeat(1024 * 1024 - 10)])) },
  { label: '2 MB of 19,000 strings', headers: textPlain, body: Buffer.from(JSON.stringify([Array.from({ length: 19_000 }, () => 'y'.repeat(100))])) },
];
// The main thread's CPU time only (process.threadCpuUsage): V8's collector threads are left out.
console.log('the request gate’s own main-thread CPU time per body (median of 5):');
for (const { label, headers, body } of bodies) {
  const times = [];
  let outcome;
  for (let run = 0; run < 5; run += 1) {
    const cpu = process.threadCpuUsage();
    outcome = await gate.screenBody(headers, body, upload);
    const used = process.threadCpuUsage(cpu);
    times.push((used.user + used.system) / 1000);
  }
  const refusal = /** @type {{ status?: number, reason?: string } | undefined} */ (outcome);
  times.sort((a, b) => a - b);
  console.log(`  ${label}: ${ms(times[2] ?? NaN)} (worst ${ms(times[4] ?? NaN)}), ${refusal ? `refused ${refusal.status} ${refusal.reason}` : 'passed'}`);
}
