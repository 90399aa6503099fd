#!/usr/bin/env node
// @ts-check
// How long the site is away when its server dies (issue 51): the production server under its
// supervisor (`npm start`) is killed with `kill -9`, then made to exhaust its heap
// (test/support/heap-bomb.mjs), ROUNDS times each, on the embedded database and, when it is
// installed, on PostgreSQL. Prints per death: how long the dying took, the supervisor's delay,
// when the new server took connections and answered /api/health 200, and the CPU time it spent
// until then (from /proc, so it holds up on a busy machine, where the wall times do not).
// Reads a production build (`npm run build` first, or BUILD_DIR).
//   npm run bench:restart            ROUNDS=3 BENCH_RESTART_DB=pglite|postgres
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { heapBombEnv, killAndWaitForHealth } from '../../test/support/deaths.mjs';
import { startSite } from '../../test/support/serve.mjs';
import { postgresBinDir, startPostgres } from '../postgres-server.mjs';

const ROUNDS = Number(process.env.ROUNDS ?? 3);

/** User + system CPU time of a process, in ms (Linux; clock ticks of 10 ms). @param {number | undefined} pid */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** @param {string} name @param {Record<string, string>} env */
async function bench(name, env) {
  /** @type {{ msg?: string, restartInMs?: number }[]} */
  const deaths = [];
  const onOutput = (/** @type {string} */ line) => {
    if (line.includes('"server process died"')) deaths.push(JSON.parse(line));
  };
  const site = await startSite({ LOG_LEVEL: 'warn', TRUST_PROXY: '1', ...heapBombEnv(), ...env }, { onOutput });
  try {
    console.log(`\n${name}: death → health 200 (ms)`);
    console.log('how        dying  delay  listening  health 200  CPU of the start  load');
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const how of /** @type {const} */ (['kill -9', 'heap'])) {
        const death = await killAndWaitForHealth(site, how, 60_000);
        const cpu = cpuMs(death.next);
        const delay = deaths.at(-1)?.restartInMs ?? NaN;
        console.log(
          `${how.padEnd(9)} ${String(death.diedAfterMs).padStart(6)} ${String(delay).padStart(6)} ${String(death.listeningAfterMs).padStart(10)} ${String(death.answeredAfterMs).padStart(11)} ${String(cpu).padStart(17)}  ${loadavg()[0]?.toFixed(1)}`,
        );
      }
    }
  } finally {
    await site.stop();
  }
}

const only = process.env.BENCH_RESTART_DB;
if (!only || only === 'pglite') {
  const dataDir = mkdtempSync(join(tmpdir(), 'otailo-bench-restart-'));
  try {
    await bench('embedded database (PGlite)', { DATA_DIR: dataDir, DATABASE_URL: '' });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
if ((!only || only === 'postgres') && postgresBinDir()) {
  const postgres = await startPostgres();
  try {
    await bench('PostgreSQL', { DATABASE_URL: postgres.url, REDIS_URL: '' });
  } finally {
    postgres.stop();
  }
}
