#!/usr/bin/env node
// @ts-check
// Memory of one production server (issue 44): resident set (/proc/PID/status: VmRSS, RssAnon,
// RssFile, threads) and V8's heap (process.memoryUsage, which the server logs on SIGUSR2) at
// idle, after a crawl of every sitemap page, after N leads, after N slot-list views, after a
// second round of all three (growth between rounds is what a leak looks like), and after all of
// them at once. The server runs as `npm start` runs it (server/node-settings.mjs); to compare with
// Node's defaults: SERVER_NODE_ARGS=' ' MALLOC_ARENA_MAX=16 PGLITE_BUFFERS_MB=160 (glibc's default on two cores). On the embedded
// database, and on PostgreSQL when it is installed. Build first (`npm run build`, or BUILD_DIR).
//   npm run bench:memory
//   BENCH_MEMORY_N=200 BUILD_DIR=.next-test npm run bench:memory
//   BENCH_MEMORY_DB=pglite npm run bench:memory     (one database only: pglite or postgres)
//   BENCH_MEMORY_SETTLE_MS=15000 npm run bench:memory (measured 15 s after each stage, not 2 s)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgresClient from 'postgres';
import { startSite } from '../../test/support/serve.mjs';
import { askForDemos, crawl, residentSet, viewSlots } from '../../test/support/visitor-load.mjs';
import { postgresBinDir, startPostgres } from '../postgres-server.mjs';
import { LOAD_TEST_BUDGETS } from '../../test/support/write-budgets.mjs';

const N = Number(process.env.BENCH_MEMORY_N ?? 1000);
/** How long the server is left alone after a stage before it is measured (ms). */
const SETTLE_MS = Number(process.env.BENCH_MEMORY_SETTLE_MS ?? 2000);
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));
const MB = (/** @type {number} */ bytes) => (bytes / 1024 / 1024).toFixed(0);

/**
 * PostgreSQL starts without the laptop's sample salesperson: the bench adds one (once the server
 * has migrated), so the demo form offers slots there too. @param {string} url
 */
async function addSalesperson(url) {
  const sql = postgresClient(url, { max: 1, onnotice: () => {} });
  try {
    // The laptop's sample salesperson's hours (lib/features/booking/seed.ts).
    const workday = [{ start: '09:00', end: '17:00' }];
    const weekly = Object.fromEntries([1, 2, 3, 4, 5].map((day) => [day, workday]));
    await sql`insert into salespeople (name, email, time_zone, weekly) values ('Bench team', 'bench-team@otailo.example', 'Europe/Madrid', ${sql.json(weekly)}) on conflict do nothing`;
  } finally {
    await sql.end();
  }
}

/**
 * @param {string} label
 * @param {Record<string, string>} env
 * @param {() => Promise<void>} [prepare] run once the server answers, before the first sample
 */
async function measureOne(label, env, prepare) {
  const dataDir = mkdtempSync(join(tmpdir(), 'otailo-bench-memory-'));
  /** @type {((memory: Record<string, number>) => void) | undefined} */
  let onMemory;
  const site = await startSite(
    { DATA_DIR: dataDir, TRUST_PROXY: '1', LEADS_MIN_FILL_MS: '0', ...LOAD_TEST_BUDGETS, LOG_LEVEL: process.env.LOG_LEVEL ?? 'info', ...env },
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
  /** @type {{ stage: string, rss: number, anon: number, file: number, threads: number, heapUsed: number, heapTotal: number, external: number, arrayBuffers: number, pageStore?: number, cache?: number }[]} */
  const rows = [];
  const sample = async (/** @type {string} */ stage, settle = SETTLE_MS) => {
    await sleep(settle);
    /** @type {NodeJS.MemoryUsage & { pageStore?: number, cache?: number }} */
    const heap = await new Promise((resolve) => {
      onMemory = (memory) => resolve(/** @type {NodeJS.MemoryUsage & { pageStore?: number, cache?: number }} */ (/** @type {unknown} */ (memory)));
      process.kill(pid, 'SIGUSR2');
    });
    rows.push({ stage, ...residentSet(pid), ...heap });
  };
  try {
    await prepare?.();
    await sample('started', 0);
    // Start-up work (migrations, seeding, the first compilations) leaves garbage V8 collects when
    // it next needs to: idle is measured once the process has been left alone for a while.
    await sample('idle', 20_000);
    /** @type {string[]} */
    let slotPages = [];
    for (const round of [1, 2]) {
      const pages = await crawl(site.url);
      await sample(`crawl ${pages} pages (${round})`);
      slotPages = await askForDemos(site.url, N);
      await sample(`${N} leads (${round})`);
      if (slotPages.length > 0) {
        await viewSlots(site.url, slotPages, N);
        await sample(`${N} slot views (${round})`);
      }
    }
    // A busy hour's traffic for a site like this, at once: readers, demo requests and slot lists.
    const readers = async () => {
      for (let i = 0; i < 5; i += 1) await crawl(site.url);
    };
    await Promise.all([readers(), askForDemos(site.url, N), slotPages.length > 0 && viewSlots(site.url, slotPages, N)]);
    await sample('mixed: 5 crawls, leads, slots');
  } finally {
    await site.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`\n${label}`);
  console.log('stage'.padEnd(28), 'RSS MB', 'anon', 'file', 'threads', 'heap used', 'heap total', 'external', 'arrayBuffers', 'page store', 'cache');
  for (const row of rows) {
    console.log(row.stage.padEnd(28), MB(row.rss).padStart(6), MB(row.anon).padStart(4), MB(row.file).padStart(4), String(row.threads).padStart(7), MB(row.heapUsed).padStart(9), MB(row.heapTotal).padStart(10), MB(row.external).padStart(8), MB(row.arrayBuffers).padStart(12), MB(row.pageStore ?? 0).padStart(10), MB(row.cache ?? 0).padStart(5));
  }
  return rows;
}

const only = process.env.BENCH_MEMORY_DB;
if (only !== 'postgres') await measureOne('Embedded database (PGlite)', { DATABASE_URL: '' });
if (only === 'pglite') {
  // measured the embedded database only, as asked
} else if (postgresBinDir()) {
  const postgres = await startPostgres();
  try {
    await measureOne('PostgreSQL', { DATABASE_URL: postgres.url }, () => addSalesperson(postgres.url));
  } finally {
    postgres.stop();
  }
} else console.log('\nPostgreSQL is not installed: measured the embedded database only.');
