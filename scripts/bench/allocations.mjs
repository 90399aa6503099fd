#!/usr/bin/env node
// @ts-check
// What one request allocates on V8's heap, by function: the production server with its settings,
// wrk on each path (50 connections, 5 s), V8's sampling heap profiler counting freed objects too
// (scripts/bench/heap-sampler.mjs). Allocation drives the young generation's collections, so this
// is the figure to cut when the server must stay fast in a small heap; unlike req/s it does not
// move with the machine's other work. At LOG_LEVEL=info, production's default, unless set.
// Reads a production build (`npm run build` first).
//   npm run bench:alloc                     PATHS=/en,/sitemap.xml TOP=20
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NODE_ARGS } from '../../server/node-settings.mjs';
import { startSite } from '../../test/support/serve.mjs';
import { runWrk } from './wrk.mjs';

/** @typedef {{ callFrame: { functionName: string, url: string, lineNumber: number }, selfSize: number, children: ProfileNode[] }} ProfileNode */

const paths = process.env.PATHS?.split(',') ?? ['/en', '/en/blog/photo-first-returns', '/sitemap.xml'];
const TOP = Number(process.env.TOP ?? 12);
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Bytes allocated by each function itself, from a sampling heap profile. @param {ProfileNode} root */
function bySelf(root) {
  /** @type {Map<string, number>} */
  const self = new Map();
  let total = 0;
  const stack = [root];
  for (let node = stack.pop(); node; node = stack.pop()) {
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url.replace(/^.*\/node_modules\//, '').replace(/^file:\/\/.*?\/(server|lib|\.next)\//, '$1/');
    const name = `${functionName || '(anonymous)'} ${where}${where ? `:${lineNumber + 1}` : ''}`;
    self.set(name, (self.get(name) ?? 0) + node.selfSize);
    total += node.selfSize;
    stack.push(...node.children);
  }
  return { total, self };
}

const dir = mkdtempSync(join(tmpdir(), 'otailo-bench-alloc-'));
const out = join(dir, 'profile.heapprofile');
const site = await startSite(
  { DATA_DIR: join(dir, 'data'), DATABASE_URL: '', LOG_LEVEL: process.env.LOG_LEVEL ?? 'info', TRUST_PROXY: '1', HEAP_SAMPLER_OUT: out },
  { command: () => [...NODE_ARGS, '--import', './scripts/bench/heap-sampler.mjs', 'server/index.mjs'], onOutput: () => {} },
);
const pid = /** @type {number} */ (site.pid);
try {
  for (const path of paths) {
    await runWrk(site.url + path, { connections: 50, seconds: 2 }); // kept, compiled, warm
    process.kill(pid, 'SIGWINCH');
    await sleep(200);
    const { requests, rps } = await runWrk(site.url + path, { connections: 50, seconds: 5 });
    process.kill(pid, 'SIGWINCH');
    /** @type {{ head: ProfileNode } | undefined} */
    let profile;
    for (let i = 0; i < 50 && !profile; i += 1) {
      await sleep(100);
      try {
        profile = JSON.parse(readFileSync(out, 'utf8'));
      } catch {
        // not written yet, or half written
      }
    }
    rmSync(out, { force: true });
    if (!profile) throw new Error('the server wrote no heap profile');
    const { total, self } = bySelf(profile.head);
    console.log(`\n${path}: ${Math.round(total / requests).toLocaleString('en')} bytes a request (${requests.toLocaleString('en')} requests, ${rps.toLocaleString('en')} req/s)`);
    for (const [name, bytes] of [...self].sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(String(Math.round(bytes / requests)).padStart(8), name);
  }
} finally {
  await site.stop();
  rmSync(dir, { recursive: true, force: true });
}
