#!/usr/bin/env node
// @ts-check
// The analytics dashboard at scale (issue 51, finding 5): 1,000,000 events over ~25 months seeded
// straight into a production build's embedded database (and, where the checkout has them, rolled
// up and past the raw retention as the server's hourly job would leave them), then, through the
// production server: the dashboard's time (default range and a year), each CSV export's, and
// /api/health's worst latency meanwhile (polled every 50 ms); the database's size; and a flood
// (addresses × beacons of 25 events for a minute): beacons refused, rows added, health meanwhile.
//   npm run bench:analytics                        (a build in BUILD_DIR, default .next-test)
//   BENCH_EVENTS=200000 FLOOD_ADDRESSES=10 npm run bench:analytics
//   BENCH_RUNS=1 BENCH_TIMEOUT_S=300 …             (a slow build: one run each, give up after 300 s)
//   BENCH_KEEP_DATA=1 …                            (keeps the seeded data folder and prints where, to query it)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { openDatabase } from '../../lib/infra/db/client.ts';
import { migrateDatabase } from '../../lib/infra/db/migrate.ts';
import { e2eServerEnv } from '../../e2e/support/server-env.mjs';
import { hiddenFields } from '../../test/support/form-post.mjs';
import { startSite } from '../../test/support/serve.mjs';
import { visitorAddress } from '../../test/support/visitors.mjs';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const DAYS = Number(process.env.BENCH_DAYS ?? 760);
const SEED_CHUNK = 100_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_S ?? 120) * 1000;
const FLOOD_ADDRESSES = Number(process.env.FLOOD_ADDRESSES ?? 40);
const FLOOD_SECONDS = Number(process.env.FLOOD_SECONDS ?? 60);
const TABLES = ['daily', 'pages', 'sources', 'countries', 'devices', 'funnel', 'events', 'vitals', 'notFound'];
const ADMIN = { email: 'bench@otailo.test', password: 'bench horse battery staple 42' };
const UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const rollupModule = join(process.cwd(), 'lib/features/analytics/rollup.ts');

const day = (offset = 0) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
const ms = (/** @type {number} */ value) => `${Math.round(value).toLocaleString('en')} ms`;
const mb = (/** @type {number} */ bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const sleep = (/** @type {number} */ wait) => new Promise((resolve) => setTimeout(resolve, wait));

/**
 * The events, pseudo-random but the same every run (setseed): ~25% page views, 68% Web Vitals, 5%
 * events, 2% addresses not found, over DAYS days to today, 180 visitor hashes a day, 16 pages and
 * 40 posts in two languages, referrers, UTM sources, countries and devices.
 * @param {number} count @param {number} seed in [-1, 1]
 */
const seedSql = (count, seed) => `
select setseed(${seed});
insert into analytics_events (at, day, kind, name, value, visitor, path, locale, referrer, utm_source, country, device)
select ts, (ts at time zone 'UTC')::date, kind,
  case kind when 'event' then (array['demo_opened','demo_sent','slot_booked','contact_sent','roi_sent','resource_downloaded','newsletter_confirmed'])[1 + floor(r3 * 7)::int]
            when 'vital' then (array['LCP','CLS','INP','TTFB'])[1 + floor(r3 * 4)::int] else '' end,
  case when kind = 'vital' then case when r3 >= 0.25 and r3 < 0.5 then round((r4 * r4 * 0.5)::numeric, 3)::float8 else round(150 + r4 * r4 * 5000)::float8 end end,
  substr(md5((ts at time zone 'UTC')::date::text || floor(r5 * 180)::text), 1, 16),
  p, case when p like '/es%' then 'es' else 'en' end,
  case when r6 < 0.3 then (array['google.com','bing.com','linkedin.com','news.example','duckduckgo.com'])[1 + floor(r6 / 0.3 * 5)::int] end,
  case when r6 > 0.9 then (array['newsletter','linkedin','partner'])[1 + floor((r6 - 0.9) * 30)::int] end,
  (array['ES','US','MX','GB','DE','FR','AR','CO',null])[1 + floor(r7 * 9)::int],
  case when kind = 'vital' then null else (array['mobile','desktop','tablet',null])[1 + floor(r7 * 4)::int] end
from (
  select now() - make_interval(days => floor(random() * ${DAYS})::int, secs => floor(random() * 86400)::int) as ts,
    case when r1 < 0.02 then 'notfound' when r1 < 0.07 then 'event' when r1 < 0.32 then 'pageview' else 'vital' end as kind,
    case when r1 < 0.02 then '/en/missing-' || floor(r2 * 60)::int
         else (array['/en','/es','/en/demo','/es/demo','/en/about','/es/sobre-nosotros','/en/pricing','/en/integrations','/es/integraciones','/en/blog','/es/blog','/en/roi-calculator','/en/contact','/es/contacto','/en/customers','/en/trust'])[1 + floor(r2 * 16)::int]
              || case when r2 >= 9.0 / 16 and r2 < 11.0 / 16 then '/post-' || floor(random() * 40)::int else '' end end as p,
    r3, r4, r5, r6, r7
  from (select random() r1, random() r2, random() r3, random() r4, random() r5, random() r6, random() r7 from generate_series(1, ${count})) g
) s`;

/** @param {import('../../lib/infra/db/client.ts').DatabaseHandle} handle @param {string} text */
const one = async (handle, text) => Object.values((await handle.query(text)).rows[0] ?? {})[0];

/** Seeds the database (and rolls it up where this checkout can); returns what it holds. @param {string} dataDir */
async function seed(dataDir) {
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await migrateDatabase(handle);
    let started = performance.now();
    // In statements of 100,000 events (each its own seed): one statement of a million can outlast the
    // database thread's stall watchdog (30 s) on a busy machine.
    for (let done = 0, chunk = 0; done < EVENTS; done += SEED_CHUNK, chunk += 1) await handle.exec(seedSql(Math.min(SEED_CHUNK, EVENTS - done), 0.42 - chunk / 100));
    console.log(`seeded ${Number(await one(handle, 'select count(*) from analytics_events')).toLocaleString('en')} events over ${DAYS} days in ${ms(performance.now() - started)}`);
    if (existsSync(rollupModule)) {
      // What the server's hourly job leaves: closed days rolled up, raw events past their retention deleted.
      /** @type {typeof import('../../lib/features/analytics/rollup.ts')} */
      const rollup = await import(pathToFileURL(rollupModule).href);
      started = performance.now();
      const days = await rollup.rollUpClosedDays(handle.db, day(0));
      const rolledMs = performance.now() - started;
      started = performance.now();
      const deleted = await rollup.deleteRawBefore(handle.db, day(Number(process.env.ANALYTICS_RAW_RETENTION_DAYS ?? 40)));
      // What the server does after its hourly job on the embedded database (lib/features/analytics/index.ts, tidy).
      await handle.exec('VACUUM analytics_events');
      await handle.exec('SET default_statistics_target = 10; ANALYZE analytics_events; ANALYZE analytics_rollups; RESET default_statistics_target');
      console.log(`rolled up ${days.length} days in ${ms(rolledMs)} (${ms(rolledMs / Math.max(1, days.length))} a day); raw events past 40 days deleted: ${deleted.toLocaleString('en')} in ${ms(performance.now() - started)}`);
    }
    return await sizes(handle);
  } finally {
    await handle.close();
  }
}

/** @param {import('../../lib/infra/db/client.ts').DatabaseHandle} handle */
async function sizes(handle) {
  const hasRollups = Boolean(await one(handle, "select to_regclass('analytics_rollups') is not null"));
  const rollups = hasRollups ? Number(await one(handle, 'select count(*) from analytics_rollups')) : -1;
  return {
    raw: Number(await one(handle, 'select count(*) from analytics_events')),
    rawBytes: Number(await one(handle, "select pg_total_relation_size('analytics_events')")),
    rollups,
    rollupBytes: rollups >= 0 ? Number(await one(handle, "select pg_total_relation_size('analytics_rollups')")) : 0,
  };
}

/** The data folder's size on disk (the embedded database's files, WAL included). @param {string} dataDir */
const diskBytes = (dataDir) => Number(execFileSync('du', ['-sb', join(dataDir, 'pglite')], { encoding: 'utf8' }).split('\t')[0]);

/** Polls /api/health every 50 ms; `worst(from, to)` is the slowest answer that overlapped that window. @param {string} url */
function healthPoller(url) {
  /** @type {{ start: number, end: number }[]} */
  const probes = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const start = performance.now();
      try {
        await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      } catch {
        // a timeout counts with its duration
      }
      probes.push({ start, end: performance.now() });
      await sleep(50);
    }
  })();
  return {
    /** @param {number} from @param {number} to */
    worst: (from, to) => Math.max(0, ...probes.filter((probe) => probe.end >= from && probe.start <= to).map((probe) => probe.end - probe.start)),
    stop: async () => {
      running = false;
      await loop;
    },
  };
}

/** Signs the bench's admin in; the session cookie. @param {string} url */
async function signIn(url) {
  const html = await (await fetch(`${url}/en/manage`)).text();
  const body = new FormData();
  for (const [name, value] of hiddenFields(html, 'password')) body.append(name, value);
  body.set('email', ADMIN.email);
  body.set('password', ADMIN.password);
  const answer = await fetch(`${url}/en/manage`, { method: 'POST', body, redirect: 'manual', headers: { origin: url } });
  const cookie = answer.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  if (!cookie) throw new Error(`sign-in failed: ${answer.status}`);
  return cookie;
}

/**
 * GETs `path` RUNS times (the body read whole), each timed with the worst health answer meanwhile.
 * @param {string} url @param {string} cookie @param {ReturnType<typeof healthPoller>} health @param {string} path
 */
async function measure(url, cookie, health, path) {
  const times = [];
  let worst = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    try {
      const answer = await fetch(`${url}${path}`, { headers: { cookie }, signal: AbortSignal.timeout(TIMEOUT_MS) });
      await answer.arrayBuffer();
      if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
    } catch (error) {
      // Past BENCH_TIMEOUT_S (or fetch's own 300 s for the headers): given up; wait until the server is free again.
      const given = performance.now();
      await idle(url);
      return { text: `> ${ms(given - start)} (gave up: ${error instanceof Error ? error.name : 'error'})`, health: health.worst(start, given), timedOut: true };
    }
    const end = performance.now();
    times.push(end - start);
    await sleep(200);
    worst = Math.max(worst, health.worst(start, end));
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { text: RUNS > 1 ? `median ${ms(sorted[Math.floor(sorted.length / 2)] ?? 0)} (first ${ms(times[0] ?? 0)})` : ms(times[0] ?? 0), health: worst, timedOut: false };
}

/** Waits until /api/health answers within a second (a query given up on may still hold the database). @param {string} url */
async function idle(url) {
  for (;;) {
    const start = performance.now();
    try {
      await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch {
      // still busy
    }
    if (performance.now() - start < 1000) return;
    await sleep(1000);
  }
}

/** FLOOD_ADDRESSES addresses, each sending 2 beacons of 25 events a second (its limit, 120 a minute) for FLOOD_SECONDS. @param {string} url */
async function flood(url) {
  /** @type {Record<number, number>} */
  const statuses = {};
  const body = JSON.stringify({ e: Array.from({ length: 25 }, (_, i) => (i % 5 === 4 ? { k: 'vital', n: 'LCP', u: '/en', v: 900 + i * 37 } : { k: 'pageview', u: `/en?utm_source=flood-${i}`, w: 1280 })) });
  const end = Date.now() + FLOOD_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: FLOOD_ADDRESSES }, async (_, n) => {
      const headers = { 'content-type': 'text/plain', 'user-agent': UA, 'x-forwarded-for': visitorAddress(0x7a0000 + n) };
      for (let next = Date.now(); next < end; next += 500) {
        await sleep(Math.max(0, next - Date.now()));
        try {
          const answer = await fetch(`${url}/api/collect`, { method: 'POST', body, headers });
          statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        } catch {
          statuses[0] = (statuses[0] ?? 0) + 1;
        }
      }
    }),
  );
  return statuses;
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-analytics-'));
const buildDir = process.env.BUILD_DIR ?? '.next-test';
if (!existsSync(join(buildDir, 'BUILD_ID'))) throw new Error(`No build in ${buildDir}: run \`node /work/notes/build-e2e.mjs\` or \`npm run build\` (BUILD_DIR).`);
console.log(`analytics at scale: ${EVENTS.toLocaleString('en')} events, ${existsSync(rollupModule) ? 'with' : 'without'} rollups (${process.cwd()}, build ${readFileSync(join(buildDir, 'BUILD_ID'), 'utf8').trim()})`);
const seeded = await seed(dataDir);
console.log(`database: ${mb(diskBytes(dataDir))} on disk; raw events ${seeded.raw.toLocaleString('en')} (${mb(seeded.rawBytes)} with indexes)${seeded.rollups >= 0 ? `, rollup rows ${seeded.rollups.toLocaleString('en')} (${mb(seeded.rollupBytes)})` : ''}`);

const { PORT: _port, ...suite } = e2eServerEnv();
// The production defaults of the budgets (the browser tests' environment raises them).
const budgets = Object.fromEntries(['ANALYTICS_EVENTS', 'LEADS', 'SIGNUPS'].flatMap((kind) => [`${kind}_PER_HOUR`, `${kind}_PER_DAY`]).map((name) => [name, process.env[name] ?? '']));
const env = { ...suite, ...budgets, BUILD_DIR: buildDir, DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, HUBSPOT_PORTAL_ID: '', SMTP_URL: '', INDEXNOW_KEY: '', LOG_LEVEL: 'warn' };
const site = await startSite(env);
let running = true;
try {
  const cookie = await signIn(site.url);
  const health = healthPoller(site.url);
  const year = `?from=${day(365)}&to=${day(0)}`;
  /** @param {string} label @param {string} [query] */
  const dashboard = async (label, query = '') => {
    const result = await measure(site.url, cookie, health, `/en/manage/analytics${query}`);
    console.log(`dashboard, ${label}: ${result.text}; health worst ${ms(result.health)}`);
    return result;
  };
  const first = await dashboard('last 30 days');
  if (!first.timedOut) {
    await dashboard('a year');
    for (const range of [
      ['last 30 days', ''],
      ['a year', year.replace('?', '&')],
    ]) {
      const lines = [];
      for (const table of TABLES) {
        const result = await measure(site.url, cookie, health, `/api/admin/analytics/export?table=${table}${range[1]}`);
        lines.push(`${table} ${result.text.replace(/ \(first.*\)/, '')} (health ≤ ${ms(result.health)})`);
        if (result.timedOut) break;
      }
      console.log(`CSV exports, ${range[0]}: ${lines.join('; ')}`);
    }
  }
  const floodStart = performance.now();
  const startedAt = new Date();
  const statuses = await flood(site.url);
  console.log(
    `flood: ${FLOOD_ADDRESSES} addresses × 2 beacons of 25 events a second for ${FLOOD_SECONDS} s: ${Object.entries(statuses)
      .map(([status, count]) => `${count} × ${status === '0' ? 'failed' : status}`)
      .join(', ')}; health worst ${ms(health.worst(floodStart, performance.now()))}`,
  );
  await sleep(3000);
  if (!first.timedOut) await dashboard('last 30 days, after the flood (today at its budget)');
  await health.stop();
  await site.stop();
  running = false;
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const added = Number(await one(handle, `select count(*) from analytics_events where at >= '${startedAt.toISOString()}'`));
    const after = await sizes(handle);
    console.log(`flood: rows added ${added.toLocaleString('en')}; raw events now ${after.raw.toLocaleString('en')} (${mb(after.rawBytes)}); database ${mb(diskBytes(dataDir))} on disk`);
  } finally {
    await handle.close();
  }
} finally {
  if (running) await site.stop();
  if (!process.env.BENCH_KEEP_DATA) rmSync(dataDir, { recursive: true, force: true }); else console.log(`kept ${dataDir}`);
}
