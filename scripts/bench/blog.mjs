#!/usr/bin/env node
// Load on the blog, with the embedded database and with PostgreSQL: autocannon, 10 s, 50
// connections per URL, against a production build (run `npm run build` first).
//   npm run bench:blog
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startPostgres } from '../postgres-server.mjs';
import { startSite } from '../../test/support/serve.mjs';
import { asManyVisitors } from '../../test/support/visitors.mjs';

/** @type {[name: string, path: string][]} */
const TARGETS = [
  ['blog list (cached)', '/en/blog'],
  ['blog post (cached)', '/en/blog/photo-first-returns'],
  ['category view (per request)', '/en/blog?category=3PL'],
  ['search API (database)', '/api/posts/search?q=returns'],
];
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

/** @param {string} base */
async function measure(base) {
  const rows = [];
  for (const [name, path] of TARGETS) {
    for (let i = 0; i < 3; i += 1) await fetch(base + path, { headers: { 'x-forwarded-for': '10.255.255.1' } });
    const result = await autocannon({ url: base + path, connections: 50, duration: DURATION, requests: [{ setupRequest: asManyVisitors }] });
    rows.push({
      name,
      path,
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.non2xx + result.errors + result.timeouts,
    });
  }
  return rows;
}

/** @param {string} title @param {Awaited<ReturnType<typeof measure>>} rows */
function print(title, rows) {
  console.log(`\n${title}`);
  console.log(`${'target'.padEnd(30)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'non-2xx'.padStart(8)}`);
  for (const row of rows) {
    console.log(`${row.name.padEnd(30)} ${String(row.rps).padStart(8)} ${String(row.p50).padStart(8)} ${String(row.p99).padStart(8)} ${String(row.errors).padStart(8)}`);
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'otailo-bench-'));
try {
  const site = await startSite({ DATA_DIR: dataDir, DATABASE_URL: '', TRUST_PROXY: '1' });
  try {
    print('Embedded database (PGlite)', await measure(site.url));
  } finally {
    await site.stop();
  }

  const postgres = await startPostgres();
  try {
    const pgSite = await startSite({ DATABASE_URL: postgres.url, TRUST_PROXY: '1' });
    try {
      print('PostgreSQL', await measure(pgSite.url));
    } finally {
      await pgSite.stop();
    }
  } finally {
    postgres.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
