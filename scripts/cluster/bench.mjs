#!/usr/bin/env node
/**
 * `npm run bench:cluster`: the load benchmark through nginx with one instance, then with two
 * (scripts/cluster/topology.mjs: PostgreSQL + Redis + N standalone instances + nginx on 127.0.0.1).
 * wrk when installed (1 thread; WRK_PATH), else autocannon (every request from another visitor
 * address), 10 s and 50 connections per page. nginx keeps public pages for a second
 * (deploy/nginx.conf), so pages are mostly its cache's answers; the sitemap is never kept.
 * Prints req/s, p50 and p99 for each, and the ratio two/one; writes bench-results/cluster.json.
 * Run `npm run build` first (or set BUILD_DIR to another build's folder).
 *   BENCH_SECONDS=20 npm run bench:cluster
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';
import { startCluster } from './topology.mjs';
import { asManyVisitors } from '../../test/support/visitors.mjs';
import { hasWrk, runWrk } from '../bench/wrk.mjs';

const TARGETS = [
  ['home', '/en'],
  ['solution page', '/en/solutions-returns'],
  ['blog list', '/en/blog'],
  ['blog post', '/en/blog/photo-first-returns'],
  ['sitemap', '/sitemap.xml'],
];
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

/** @param {string} url */
async function load(url) {
  if (hasWrk()) {
    const { rps, p50, p99, failures } = await runWrk(url, { connections: CONNECTIONS, seconds: DURATION });
    return { rps, p50, p99, errors: failures };
  }
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [{ setupRequest: asManyVisitors }],
  });
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors: result.non2xx + result.errors + result.timeouts };
}

/** @param {number} instances */
async function measure(instances) {
  const cluster = await startCluster({ instances });
  try {
    const rows = [];
    for (const [name, path] of TARGETS) {
      // Warm every instance's page (and the shared cache) first.
      for (let i = 0; i < 4 * instances; i += 1) await fetch(cluster.url + path, { headers: { 'x-forwarded-for': '10.255.255.1' } });
      rows.push({ name: /** @type {string} */ (name), path: /** @type {string} */ (path), ...(await load(cluster.url + path)) });
    }
    return rows;
  } finally {
    await cluster.stop();
  }
}

const one = await measure(1);
const two = await measure(2);

const pad = (/** @type {unknown} */ value, /** @type {number} */ width) => String(value).padStart(width);
console.log(`\nThrough nginx (${hasWrk() ? 'wrk' : 'autocannon'}), ${DURATION} s × ${CONNECTIONS} connections per page, ${availableParallelism()} CPU cores shared by everything`);
console.log(`${'page'.padEnd(14)} ${pad('1× req/s', 9)} ${pad('p50', 6)} ${pad('p99', 6)} ${pad('2× req/s', 9)} ${pad('p50', 6)} ${pad('p99', 6)} ${pad('2×/1×', 6)} ${pad('non-2xx', 8)}`);
const rows = one.map((row, i) => {
  const other = two[i] ?? row;
  const ratio = row.rps > 0 ? other.rps / row.rps : 0;
  console.log(
    `${row.name.padEnd(14)} ${pad(row.rps, 9)} ${pad(row.p50, 6)} ${pad(row.p99, 6)} ${pad(other.rps, 9)} ${pad(other.p50, 6)} ${pad(other.p99, 6)} ${pad(ratio.toFixed(2), 6)} ${pad(row.errors + other.errors, 8)}`,
  );
  return { ...row, two: other, ratio: Number(ratio.toFixed(2)) };
});
mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/cluster.json', JSON.stringify({ at: new Date().toISOString(), seconds: DURATION, connections: CONNECTIONS, cores: availableParallelism(), rows }, null, 2));
console.log('\nWritten to bench-results/cluster.json');
