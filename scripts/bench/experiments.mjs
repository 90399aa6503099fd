#!/usr/bin/env node
// @ts-check
// A page under experiment against the same page without one (issue 54: within 10%), from the page
// store, on 127.0.0.1 with wrk (1 thread, 50 connections, BENCH_SECONDS each, gzip; BENCH_ROUNDS
// rounds over all targets, averaged): a visitor who
// takes no part (no cookie), a participant in the control and one in the variant (their cookies
// already set, as from their second page on), and the twin page without an experiment. The
// database is seeded with e2e/support/seed-experiment.ts. Reads a production build (BUILD_DIR, as
// `npm run build` made it); writes bench-results/experiments.json.
//   npm run bench:experiments
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSite } from '../../test/support/serve.mjs';
import { hasWrk, runWrk, WRK } from './wrk.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 50;
const TRIAL = '/en/e2e-trial-offer';
const TWIN = '/en/e2e-trial-twin';
const variantHeading = 'Every return, resolved in a day';

if (!hasWrk()) {
  console.error(`wrk not found at ${WRK} (apt-get install wrk, or set WRK_PATH)`);
  process.exit(1);
}
const work = mkdtempSync(join(tmpdir(), 'otailo-bench-experiments-'));
const dataDir = join(work, 'data');
let site;
try {
  execFileSync('npx', ['tsx', '--import', './e2e/support/server-only-hook.mjs', 'e2e/support/seed-experiment.ts'], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, stdio: ['ignore', 'ignore', 'inherit'] });
  site = await startSite({ DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: process.env.LOG_LEVEL ?? 'info', TRUST_PROXY: '1' });

  /** A participant of each variant: the cookies the server set on their first visit. */
  const participants = /** @type {Record<string, string>} */ ({});
  for (let n = 0; n < 100 && Object.keys(participants).length < 2; n += 1) {
    const first = await fetch(site.url + TRIAL, { headers: { cookie: 'otailo_consent=all', 'x-forwarded-for': `10.254.0.${n}` } });
    const cookie = ['otailo_consent=all', ...first.headers.getSetCookie().map((line) => line.split(';')[0])].join('; ');
    const variant = (await first.text()).includes(variantHeading) ? 'b' : 'control';
    participants[variant] ??= cookie;
  }
  const targets = [
    { name: 'same page, no experiment', path: TWIN, cookie: '' },
    // The participants' cookies cost Node's parser something on any page: the same page with them.
    { name: 'same page, no experiment, with cookies', path: TWIN, cookie: participants.b ?? '' },
    { name: 'under experiment, not taking part', path: TRIAL, cookie: '' },
    { name: 'under experiment, participant in control', path: TRIAL, cookie: participants.control ?? '' },
    { name: 'under experiment, participant in variant b', path: TRIAL, cookie: participants.b ?? '' },
  ];
  // Warm: each page rendered once and kept by the page store.
  for (const target of targets) for (let i = 0; i < 3; i += 1) await (await fetch(site.url + target.path, { headers: { cookie: target.cookie, 'accept-encoding': 'gzip' } })).arrayBuffer();
  /** Every target once a round, ROUNDS rounds: the machine's drift spreads over all of them alike. */
  const runs = targets.map(() => /** @type {Awaited<ReturnType<typeof runWrk>>[]} */ ([]));
  const stored = targets.map(() => new Set());
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [index, target] of targets.entries()) {
      runs[index]?.push(await runWrk(site.url + target.path, { connections: CONNECTIONS, seconds: SECONDS, headers: target.cookie ? [`Cookie: ${target.cookie}`] : [] }));
      // Whether the run was answered by the page store (a render is two orders of magnitude slower).
      const check = await fetch(site.url + target.path, { headers: { cookie: target.cookie, 'accept-encoding': 'gzip' } });
      await check.arrayBuffer();
      stored[index]?.add(check.headers.get('x-cache') ?? 'MISS');
    }
  }
  const mean = (/** @type {number[]} */ values) => Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);
  const rows = targets.map((target, index) => {
    const results = runs[index] ?? [];
    return {
      ...target,
      cookie: target.cookie ? 'set' : '',
      store: [...(stored[index] ?? [])].join('/'),
      rps: mean(results.map((result) => result.rps)),
      rounds: results.map((result) => result.rps),
      p50: Math.max(...results.map((result) => result.p50)),
      p99: Math.max(...results.map((result) => result.p99)),
      failures: results.reduce((sum, result) => sum + result.failures, 0),
    };
  });
  const baseline = rows[0]?.rps ?? 0;
  console.log(`\nPage store, wrk ${SECONDS} s × ${CONNECTIONS} connections, gzip (mean of ${ROUNDS} rounds; % of the page without an experiment)`);
  console.log(['target'.padEnd(46), 'req/s'.padStart(8), 'vs. none'.padStart(9), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'store'.padStart(6), 'fails'.padStart(6), '  rounds'].join(''));
  for (const row of rows) {
    const ratio = baseline ? `${((row.rps / baseline) * 100).toFixed(1)}%` : '';
    console.log([row.name.padEnd(46), String(row.rps).padStart(8), ratio.padStart(9), String(row.p50).padStart(8), String(row.p99).padStart(8), row.store.padStart(6), String(row.failures).padStart(6), `  ${row.rounds.join(' / ')}`].join(''));
  }
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/experiments.json', JSON.stringify({ date: new Date().toISOString(), seconds: SECONDS, connections: CONNECTIONS, rows }, null, 2) + '\n');
  console.log('Written to bench-results/experiments.json');
} finally {
  await site?.stop();
  rmSync(work, { recursive: true, force: true });
}
