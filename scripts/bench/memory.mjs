#!/usr/bin/env node
// @ts-check
// Memory of one production server (issue 44): resident set (/proc/PID/status: VmRSS, RssAnon,
// RssFile, threads) and V8's heap (process.memoryUsage, which the server logs on SIGUSR2) at
// idle, after a crawl of every sitemap page, after N leads, after N slot-list views, and after a
// second round of all three (growth between rounds is what a leak looks like). On the embedded
// database, and on PostgreSQL when it is installed. Build first (`npm run build`, or BUILD_DIR).
//   npm run bench:memory
//   BENCH_MEMORY_N=200 BUILD_DIR=.next-test npm run bench:memory
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadForm } from '../../test/support/form-post.mjs';
import { startSite } from '../../test/support/serve.mjs';
import { postgresBinDir, startPostgres } from '../postgres-server.mjs';

const N = Number(process.env.BENCH_MEMORY_N ?? 1000);
const CONCURRENCY = 16;
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));
const MB = (/** @type {number} */ bytes) => (bytes / 1024 / 1024).toFixed(0);
let visitor = 0;
/** Every request from its own address: the rate limits are per address. */
const newAddress = () => ({ 'x-forwarded-for': `10.${((visitor += 1) >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}` });

/** The resident set of a process, from the kernel, in bytes. @param {number} pid */
function residentSet(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (/** @type {string} */ name) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: field('VmRSS') * 1024, anon: field('RssAnon') * 1024, file: field('RssFile') * 1024, threads: field('Threads') };
}

/** Runs `task` for 0…count-1, `CONCURRENCY` at a time. @param {number} count @param {(i: number) => Promise<unknown>} task */
async function pool(count, task) {
  let next = 0;
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (next < count) await task(next++);
  }));
}

/** @param {string} base */
async function crawl(base) {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
  await pool(paths.length, async (i) => (await fetch(base + paths[i], { headers: newAddress() })).arrayBuffer());
  return paths.length;
}

/** N demo requests as browsers without JavaScript send them; the slot pages they offer. @param {string} base */
async function leads(base) {
  const submit = await loadForm(`${base}/en/demo`, newAddress());
  /** @type {string[]} */
  const slotPages = [];
  await pool(N, async (i) => {
    const response = await submit({ firstName: 'Bench', lastName: 'Memory', email: `memory.${Date.now()}.${i}@example.com`, company: 'Bench Co', country: 'ES' }, newAddress());
    const path = /href="(\/en\/demo\/book\?ticket=[^"]+)"/.exec(await response.text())?.[1]?.replaceAll('&amp;', '&');
    if (path) slotPages.push(path);
  });
  return slotPages;
}

/** N slot-list views, spread over the tickets (a ticket is read at most 30 times in 10 minutes). @param {string} base @param {string[]} slotPages */
async function slotViews(base, slotPages) {
  // PostgreSQL starts without a sample salesperson: no slots are offered, nothing to view.
  if (slotPages.length === 0) return false;
  const zones = ['Europe/Madrid', 'America/New_York', 'Asia/Kolkata', 'Australia/Sydney'];
  await pool(N, async (i) => (await fetch(`${base}${slotPages[i % slotPages.length]}&tz=${zones[i % zones.length]}`, { headers: newAddress() })).arrayBuffer());
  return true;
}

/**
 * @param {string} label
 * @param {Record<string, string>} env
 */
async function measureOne(label, env) {
  const dataDir = mkdtempSync(join(tmpdir(), 'otailo-bench-memory-'));
  /** @type {((memory: Record<string, number>) => void) | undefined} */
  let onMemory;
  const site = await startSite(
    { DATA_DIR: dataDir, TRUST_PROXY: '1', LEADS_MIN_FILL_MS: '0', LOG_LEVEL: 'warn', ...env },
    {
      onOutput: (line) => {
        if (!line.includes('"msg":"memory"')) return;
        try {
          onMemory?.(JSON.parse(line).memory);
        } catch {}
      },
    },
  );
  const pid = /** @type {number} */ (site.pid);
  /** @type {{ stage: string, rss: number, anon: number, file: number, threads: number, heapUsed: number, heapTotal: number, external: number, arrayBuffers: number }[]} */
  const rows = [];
  const sample = async (/** @type {string} */ stage) => {
    await sleep(2000);
    /** @type {NodeJS.MemoryUsage} */
    const heap = await new Promise((resolve) => {
      onMemory = (memory) => resolve(/** @type {NodeJS.MemoryUsage} */ (/** @type {unknown} */ (memory)));
      process.kill(pid, 'SIGUSR2');
    });
    rows.push({ stage, ...residentSet(pid), ...heap });
  };
  try {
    await sample('idle');
    for (const round of [1, 2]) {
      const pages = await crawl(site.url);
      await sample(`crawl ${pages} pages (${round})`);
      const slotPages = await leads(site.url);
      await sample(`${N} leads (${round})`);
      if (await slotViews(site.url, slotPages)) await sample(`${N} slot views (${round})`);
    }
  } finally {
    await site.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`\n${label}`);
  console.log('stage'.padEnd(28), 'RSS MB', 'anon', 'file', 'threads', 'heap used', 'heap total', 'external', 'arrayBuffers');
  for (const row of rows) {
    console.log(row.stage.padEnd(28), MB(row.rss).padStart(6), MB(row.anon).padStart(4), MB(row.file).padStart(4), String(row.threads).padStart(7), MB(row.heapUsed).padStart(9), MB(row.heapTotal).padStart(10), MB(row.external).padStart(8), MB(row.arrayBuffers).padStart(12));
  }
  return rows;
}

await measureOne('Embedded database (PGlite)', { DATABASE_URL: '' });
if (postgresBinDir()) {
  const postgres = await startPostgres();
  try {
    await measureOne('PostgreSQL', { DATABASE_URL: postgres.url });
  } finally {
    postgres.stop();
  }
} else console.log('\nPostgreSQL is not installed: measured the embedded database only.');
