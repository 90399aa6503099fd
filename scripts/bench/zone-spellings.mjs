#!/usr/bin/env node
// @ts-check
// Memory against a stream of time-zone spellings (issue 38): GET /en/demo/book?tz=aMeRiCa/NeW_yOrK
// with a new letter case each time, four at a time, each from its own address, against a
// production build on the embedded database. Prints the server's resident memory after a
// warm-up and after each further 2,000 spellings, and the growth per 1,000. Build first.
//   BUILD_DIR=.next-test node scripts/bench/zone-spellings.mjs
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSite } from '../../test/support/serve.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
/** @param {string} zone @param {number} n the n-th letter case of `zone` */
const spelling = (zone, n) => [...zone.toLowerCase()].map((c, i) => ((n >> i) & 1 ? c.toUpperCase() : c)).join('');
/** @param {number} pid */
const residentMb = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;

/** @param {string} base @param {number} from @param {number} to */
async function send(base, from, to) {
  let next = from;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let n = next++; n < to; n = next++) {
        const zone = spelling(n % 2 ? 'America/New_York' : 'Europe/Madrid', n >> 1);
        const response = await fetch(`${base}/en/demo/book?tz=${zone}`, { headers: { 'x-forwarded-for': `10.90.${(n >> 8) & 255}.${n & 255}` } });
        await response.arrayBuffer();
      }
    }),
  );
}

const dataDir = mkdtempSync(join(tmpdir(), 'otailo-bench-zones-'));
const site = await startSite({ DATA_DIR: dataDir, DATABASE_URL: '', TRUST_PROXY: '1', LOG_LEVEL: 'warn' });
try {
  await send(site.url, 1, 1500);
  const start = residentMb(Number(site.pid));
  console.log(`\nZone spellings against ${process.env.BUILD_DIR ?? '.next'}: ${start.toFixed(0)} MB after 1,500 (warm-up)`);
  let last = start;
  for (let round = 0; round < ROUNDS; round += 1) {
    await send(site.url, 1500 + round * 2000, 3500 + round * 2000);
    last = residentMb(Number(site.pid));
    console.log(`  after ${3500 + round * 2000} spellings  ${last.toFixed(0)} MB`);
  }
  console.log(`  growth  ${(((last - start) / (ROUNDS * 2000)) * 1000).toFixed(1)} MB per 1,000 spellings`);
} finally {
  await site.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
