#!/usr/bin/env node
// @ts-check
/**
 * The redirects feature at its maximum (issue 51, finding 1), on a production build: 50,000 rules
 * seeded straight into the embedded database, then, as a signed-in admin, the Admin → Redirects
 * screen (once, then twice at once), the CSV export, and a 2,000-rule import (a form post, as a
 * browser without JavaScript sends it). For each: the time, the CPU time the server used (what a
 * busy machine distorts least), the bytes, `/api/health`'s worst answer while it ran (polled every
 * 50 ms) and the server's peak resident set. A server that dies is reported and started again for
 * the next step.
 *   npm run bench:redirects-import                       (the build in .next; BUILD_DIR to change)
 *   BUILD_DIR=.next-test BENCH_SITE=../other-checkout npm run bench:redirects-import
 * BENCH_SITE runs another checkout's build (a build of main, to compare); BENCH_RULES the table's size.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { hiddenFields } from '../../test/support/form-post.mjs';
import { startSite } from '../../test/support/serve.mjs';
import { freePort } from '../postgres-server.mjs';
import { residentSet } from '../../test/support/visitor-load.mjs';

const RULES = Number(process.env.BENCH_RULES ?? 50_000);
const IMPORT_LINES = 2_000;
const SITE = resolve(process.env.BENCH_SITE ?? '.');
const STEP_TIMEOUT_MS = Number(process.env.BENCH_STEP_TIMEOUT_MS ?? 180_000);
const ADMIN = { email: 'bench-admin@otailo.test', password: 'bench password for redirects 51' };
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));
const MB = (/** @type {number} */ bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const dataDir = mkdtempSync(join(tmpdir(), 'otailo-bench-redirects-'));
const env = { DATA_DIR: dataDir, DATABASE_URL: '', TRUST_PROXY: '1', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'warn', INDEXNOW_KEY: '' };

/** Rules written straight into the stopped server's database: realistic lengths, no chains. */
async function seed() {
  const db = await PGlite.create(join(dataDir, 'pglite'));
  try {
    await db.exec(
      `INSERT INTO redirects (source, target, status, origin) SELECT '/en/blog/retired-returns-article-' || i, '/en/blog/returns-management-guide-' || (i % 400), 301, 'manual' FROM generate_series(1, ${RULES}) i`,
    );
    const result = await db.query('SELECT count(*)::int AS count FROM redirects');
    return /** @type {{ count: number }} */ (result.rows[0]).count;
  } finally {
    await db.close();
  }
}

/**
 * The CSV a 2,000-rule import uploads (~140 kB, like the issue's): new sources (`round` apart from
 * the other files'), targets no rule starts from.
 * @param {number} round
 */
const importFile = (round) =>
  `source,target,status\n${Array.from({ length: IMPORT_LINES }, (_, i) => `/en/resources/returns-policy-201${round}-${i},/en/resources/returns-policy-${i % 50},308`).join('\n')}\n`;

/** @type {((memory: NodeJS.MemoryUsage) => void) | undefined} */
let onMemory;
/** Reads the server's own line on its memory (it logs it on SIGUSR2, server/index.mjs). @param {string} line */
const onOutput = (line) => {
  if (!line.includes('"msg":"memory"')) return;
  try {
    onMemory?.(JSON.parse(line).memory);
  } catch {
    // not the whole line
  }
};
/** V8's heap in the server now, as the server reports it; undefined when it does not answer. @param {number | undefined} pid */
const heapOf = (pid) =>
  /** @type {Promise<NodeJS.MemoryUsage | undefined>} */ (
    new Promise((resolve) => {
      if (!pid) return resolve(undefined);
      const timer = setTimeout(() => resolve(undefined), 10_000);
      onMemory = (memory) => {
        clearTimeout(timer);
        resolve(memory);
      };
      process.kill(pid, 'SIGUSR2');
    })
  );

/** @typedef {{ url: string, port: number, pid: number | undefined, stop: () => Promise<void> }} Site */

/** Signs the admin in through the no-JavaScript form; the session's cookie header. @param {string} base */
async function signIn(base) {
  const page = await fetch(`${base}/en/manage`);
  const form = new FormData();
  for (const [name, value] of hiddenFields(await page.text(), 'password')) form.append(name, value);
  form.set('email', ADMIN.email);
  form.set('password', ADMIN.password);
  const answer = await fetch(`${base}/en/manage`, { method: 'POST', body: form, redirect: 'manual', headers: { origin: base, 'x-forwarded-for': '10.51.0.1' } });
  const cookies = answer.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  if (cookies.length === 0) throw new Error(`sign-in failed: ${answer.status}`);
  return cookies.join('; ');
}

/** @typedef {{ status: string, bytes: number, text: () => string }} Loaded */

/**
 * Runs `task` while `/api/health` is asked every 50 ms and the server's memory read every 100 ms,
 * and prints a line: the time, `outcome` of what it loaded, health's worst answer, the RSS peak.
 * @param {string} step @param {Site} site @param {() => Promise<Loaded>} task @param {(loaded: Loaded) => string} outcome
 * @returns {Promise<Loaded | undefined>}
 */
async function measure(step, site, task, outcome) {
  let running = true;
  let worstHealth = 0;
  let peakRss = 0;
  let failures = 0;
  const health = (async () => {
    while (running) {
      const started = performance.now();
      try {
        const answer = await fetch(`${site.url}/api/health`, { signal: AbortSignal.timeout(STEP_TIMEOUT_MS) });
        await answer.arrayBuffer();
        if (!answer.ok) failures += 1;
      } catch {
        failures += 1;
      }
      const took = performance.now() - started;
      worstHealth = Math.max(worstHealth, took);
      await sleep(Math.max(0, 50 - took));
    }
  })();
  const memory = setInterval(() => {
    try {
      const rss = site.pid ? residentSet(site.pid).rss : NaN;
      if (Number.isFinite(rss)) peakRss = Math.max(peakRss, rss);
    } catch {
      // the process is gone
    }
  }, 100);
  const started = performance.now();
  const cpuBefore = cpuMs(site);
  /** @type {Loaded | undefined} */
  let loaded;
  let said;
  try {
    loaded = await task();
    said = outcome(loaded);
  } catch (error) {
    said = `failed: ${error instanceof Error ? error.message : String(error)}${alive(site) ? '' : ' (the server died)'}`;
  }
  const ms = performance.now() - started;
  const cpu = cpuMs(site) - cpuBefore;
  running = false;
  clearInterval(memory);
  await health;
  console.log([step, `${(ms / 1000).toFixed(2)} s`, Number.isFinite(cpu) ? `${Math.round(cpu)} ms` : '—', said, `${Math.round(worstHealth)} ms${failures ? ` (${failures} failed)` : ''}`, MB(peakRss)].join(' | '));
  return loaded;
}

/** CPU time the server's process has used (all its threads), in ms; NaN once it is gone. @param {Site} site */
function cpuMs(site) {
  try {
    const fields = readFileSync(`/proc/${site.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10; // utime + stime, in ticks of 10 ms
  } catch {
    return NaN;
  }
}

/** Whether the server's process is still there (not gone, not a zombie). @param {Site} site */
function alive(site) {
  if (site.pid === undefined || !existsSync(`/proc/${site.pid}/stat`)) return false;
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${site.pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

/** @param {string} url @param {string} cookie @param {RequestInit} [init] @returns {Promise<Loaded>} */
async function load(url, cookie, init = {}) {
  const answer = await fetch(url, { ...init, headers: { cookie, 'x-forwarded-for': '10.51.0.1', ...init.headers }, signal: AbortSignal.timeout(STEP_TIMEOUT_MS) });
  const body = Buffer.from(await answer.arrayBuffer());
  return { status: String(answer.status), bytes: body.length, text: () => body.toString('utf8') };
}

/** @param {Loaded} loaded */
const sized = (loaded) => `${loaded.status}, ${MB(loaded.bytes)}`;

// One port for every start, so the addresses below hold after a restart.
const port = await freePort();
let site = /** @type {Site} */ (await startSite(env, { cwd: SITE, port, onOutput }));
try {
  // Signed in, and the import form's fields read, while the table is empty: they do not depend on
  // it, and a screen that renders every rule may not answer once 50,000 are there.
  const cookie = await signIn(site.url);
  const fields = hiddenFields((await load(`${site.url}/en/manage/redirects`, cookie)).text(), 'file');
  await site.stop();
  const started = performance.now();
  const seeded = await seed();
  console.log(`seeded ${seeded.toLocaleString('en')} rules in ${((performance.now() - started) / 1000).toFixed(1)} s (${SITE})`);
  site = await startSite(env, { cwd: SITE, port, onOutput });
  /** After a step: a server that no longer answers is ended (it is ours) and started again. */
  const restart = async () => {
    try {
      if ((await fetch(`${site.url}/api/health`, { signal: AbortSignal.timeout(10_000) })).ok) return;
    } catch {
      // gone, or stuck
    }
    if (alive(site) && site.pid) process.kill(site.pid, 'SIGKILL');
    while (alive(site)) await sleep(100);
    console.log('  the server died; starting it again');
    site = await startSite(env, { cwd: SITE, port, onOutput });
  };
  await sleep(5_000); // the table's first load and the start's other work
  console.log(`idle: RSS ${site.pid ? MB(residentSet(site.pid).rss) : '?'}`);
  console.log('step | time | server CPU | outcome | /api/health worst (every 50 ms) | RSS peak');

  const screen = `${site.url}/en/manage/redirects`;
  await measure('Admin → Redirects', site, () => load(screen, cookie), (loaded) => `${sized(loaded)}, ${(loaded.text().match(/<tr[ >]/g) ?? []).length - 1} rows`);
  await restart();
  await measure(
    'Admin → Redirects, 2 at once',
    site,
    async () => {
      const both = await Promise.all([load(screen, cookie), load(screen, cookie)]);
      return { status: both.map((one) => one.status).join('+'), bytes: both.reduce((sum, one) => sum + one.bytes, 0), text: () => '' };
    },
    sized,
  );
  await restart();
  await measure('CSV export', site, () => load(`${site.url}/api/admin/redirects/export`, cookie), sized);
  await restart();

  /** One import of the round's file, as a form post without JavaScript. @param {number} round */
  const importOnce = (round) => {
    const form = new FormData();
    for (const [name, value] of fields) form.append(name, value);
    form.set('file', new Blob([importFile(round)], { type: 'text/csv' }), 'redirects.csv');
    return load(screen, cookie, { method: 'POST', body: form, headers: { origin: site.url } });
  };
  // Six files in a row, as the issue's editor did (the sixth killed the server on 002e289): the
  // sixth would take the table past its maximum (60,000 rules) and is refused with a message.
  for (let round = 1; round <= 6; round += 1) {
    await measure(
      `import ${round}/6: ${IMPORT_LINES.toLocaleString('en')} rules (${(importFile(round).length / 1024).toFixed(0)} kB)`,
      site,
      () => importOnce(round),
      (loaded) =>
        `${loaded.status}, ${/Imported [\d,]+ redirects|The redirect table is full \([^)]*\)/.exec(loaded.text())?.[0]?.trim() ?? 'no confirmation'}, answer ${MB(loaded.bytes)}`,
    );
    await restart();
  }
  const heap = await heapOf(site.pid);
  console.log(
    `after six imports: ${heap ? `heap used ${MB(heap.heapUsed)} of ${MB(heap.heapTotal)}` : 'heap not reported'}, RSS ${site.pid && alive(site) ? MB(residentSet(site.pid).rss) : 'server gone'}`,
  );
  await restart();
  await measure('Admin → Redirects, page 250 of a search', site, () => load(`${screen}?page=250&q=retired`, cookie), sized);
  console.log(`after: RSS ${site.pid && alive(site) ? MB(residentSet(site.pid).rss) : 'server gone'}`);
} finally {
  await site.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
