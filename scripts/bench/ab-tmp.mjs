import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSite } from '../../test/support/serve.mjs';
import { runWrk } from './wrk.mjs';
import { readFileSync } from 'node:fs';
const cpuMs = (pid) => { const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' '); return (Number(f[11]) + Number(f[12])) * 10; };
const dataDir = mkdtempSync(join(tmpdir(), 'ab-'));
const configs = {
  current: {},
  semi8: { SERVER_NODE_ARGS: '--liftoff-only --max-semi-space-size=8 --max-old-space-size=256' },
  semi4: { SERVER_NODE_ARGS: '--liftoff-only --max-semi-space-size=4 --max-old-space-size=256' },
  noliftoff: { SERVER_NODE_ARGS: '--max-semi-space-size=2 --max-old-space-size=256' },
  arena16: { MALLOC_ARENA_MAX: '16' },
  oldfree: { SERVER_NODE_ARGS: '--liftoff-only --max-semi-space-size=2' },
  semi16: { SERVER_NODE_ARGS: '--liftoff-only --max-semi-space-size=16 --max-old-space-size=256' },
  nommap: { MALLOC_MMAP_THRESHOLD_: '33554432', MALLOC_TRIM_THRESHOLD_: '67108864' },
  defaults: { SERVER_NODE_ARGS: ' ', MALLOC_ARENA_MAX: '16', MALLOC_MMAP_THRESHOLD_: '33554432', MALLOC_TRIM_THRESHOLD_: '67108864' },
};
const only = process.argv.slice(2);
const names = only.length ? only : Object.keys(configs);
const paths = process.env.PATHS?.split(',') ?? ['/en', '/en/blog/photo-first-returns', '/sitemap.xml'];
const results = {};
for (let round = 0; round < Number(process.env.ROUNDS ?? 3); round++) {
  for (const name of names) {
    const saved = process.env.SERVER_NODE_ARGS;
    if (configs[name].SERVER_NODE_ARGS) process.env.SERVER_NODE_ARGS = configs[name].SERVER_NODE_ARGS; else delete process.env.SERVER_NODE_ARGS;
    const { SERVER_NODE_ARGS, ...env } = configs[name];
    const site = await startSite({ DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', TRUST_PROXY: '1', ...env });
    for (const p of paths) for (let i = 0; i < 50; i++) await (await fetch(site.url + p, { headers: { 'accept-encoding': 'gzip' } })).arrayBuffer();
    const row = [];
    for (const p of paths) { const c0 = cpuMs(site.pid); const r = await runWrk(site.url + p, { connections: 50, seconds: 5 }); const us = Math.round(((cpuMs(site.pid) - c0) * 1000) / (r.rps * 5)); row.push(`${r.rps}rps ${us}us`); (results[name + p] ??= []).push(us); }
    console.log(round, name.padEnd(9), row.join('  '));
    await site.stop();
  }
}
for (const [k, v] of Object.entries(results)) console.log(k.padEnd(40), v.join(' '), 'median', v.sort((a, b) => a - b)[Math.floor(v.length / 2)]);
