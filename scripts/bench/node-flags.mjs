#!/usr/bin/env node
// Node's memory settings (server/node-settings.mjs) against alternatives, interleaved: one server per
// setting, wrk (50 connections, 5 s) on each path, ROUNDS rounds with the settings alternating. Prints
// req/s and the server's CPU time per request (from /proc, so it holds up on a busy machine, where
// req/s does not). Reads a production build (`npm run build` first).
//   npm run bench:flags [-- current defaults oldfree …]   PATHS=/en,/sitemap.xml ROUNDS=3
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSite } from '../../test/support/serve.mjs';
import { runWrk } from './wrk.mjs';

/** Each setting: Node's arguments (SERVER_NODE_ARGS; unset = production's) and malloc's environment. */
const SETTINGS = {
  current: {},
  defaults: { SERVER_NODE_ARGS: ' ', MALLOC_ARENA_MAX: '16', MALLOC_MMAP_THRESHOLD_: '33554432', MALLOC_TRIM_THRESHOLD_: '67108864' },
  noliftoff: { SERVER_NODE_ARGS: '--max-semi-space-size=2 --max-old-space-size=256' },
  oldfree: { SERVER_NODE_ARGS: '--liftoff-only --max-semi-space-size=2' },
  old512: { SERVER_NODE_ARGS: '--liftoff-only --max-semi-space-size=2 --max-old-space-size=512' },
  semi4: { SERVER_NODE_ARGS: '--liftoff-only --max-semi-space-size=4 --max-old-space-size=256' },
  semi8: { SERVER_NODE_ARGS: '--liftoff-only --max-semi-space-size=8 --max-old-space-size=256' },
  arena16: { MALLOC_ARENA_MAX: '16' },
  nommap: { MALLOC_MMAP_THRESHOLD_: '33554432', MALLOC_TRIM_THRESHOLD_: '67108864' },
};

/** User + system CPU time of a process, in ms (Linux; clock ticks of 10 ms). @param {number | undefined} pid */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const names = process.argv.slice(2).length ? process.argv.slice(2) : ['current', 'defaults', 'oldfree'];
const paths = process.env.PATHS?.split(',') ?? ['/en', '/en/blog/photo-first-returns', '/sitemap.xml'];
const dataDir = mkdtempSync(join(tmpdir(), 'otailo-bench-flags-'));
/** @type {Record<string, number[]>} */
const cpu = {};
try {
  for (let round = 0; round < Number(process.env.ROUNDS ?? 3); round += 1) {
    for (const name of names) {
      const { SERVER_NODE_ARGS: args, ...env } = /** @type {Record<string, string>} */ (SETTINGS[/** @type {keyof typeof SETTINGS} */ (name)]);
      if (args) process.env.SERVER_NODE_ARGS = args;
      else delete process.env.SERVER_NODE_ARGS;
      const site = await startSite({ DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: process.env.LOG_LEVEL ?? 'info', TRUST_PROXY: '1', ...env });
      const row = [];
      for (const path of paths) {
        for (let i = 0; i < 50; i += 1) await (await fetch(site.url + path, { headers: { 'accept-encoding': 'gzip' } })).arrayBuffer();
        const before = cpuMs(site.pid);
        const result = await runWrk(site.url + path, { connections: 50, seconds: 5 });
        const micros = Math.round(((cpuMs(site.pid) - before) * 1000) / Math.max(1, result.rps * 5));
        row.push(`${path} ${result.rps} req/s ${micros} µs`);
        (cpu[`${name} ${path}`] ??= []).push(micros);
      }
      console.log(`round ${round} ${name.padEnd(10)} ${row.join(' | ')}`);
      await site.stop();
    }
  }
  console.log('\nCPU per request (µs), each round, then the median:');
  for (const [key, values] of Object.entries(cpu)) {
    const sorted = [...values].sort((a, b) => a - b);
    console.log(`${key.padEnd(44)} ${values.join(' ')}  median ${sorted[Math.floor(sorted.length / 2)]}`);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
