#!/usr/bin/env node
// The analytics collector's write path on the embedded database (PGlite, in memory): N events in
// requests of 25 (as browsers send them) through the request handler (size check, bot list, zod),
// the memory buffer and its multi-row inserts, with the daily salt and visitor hash. Prints events/s
// (target ≥ 2,000; each request's paths checked against the page catalogue) and the browser code's size, gzipped (target ≤ 2 KB added to a page's first load).
//   npm run bench:collector            (N=20000)
//   BENCH_EVENTS=50000 npm run bench:collector
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { openDatabase } from '../../lib/infra/db/client.ts';
import { migrateDatabase } from '../../lib/infra/db/migrate.ts';
import { createCollector } from '../../lib/features/analytics/collector.ts';
import { createPageCatalogue } from '../../lib/features/analytics/pages.ts';
import { handleCollect } from '../../lib/features/analytics/request.ts';
import { createAnalyticsStore } from '../../lib/features/analytics/store.ts';

const N = Number(process.env.BENCH_EVENTS ?? 20_000);
const PER_REQUEST = 25;
const UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PATHS = ['/en', '/en/about', '/es/demo', '/en/integrations', '/es/blog', '/en/roi-calculator', '/en/blog/post-7'];

async function writePath() {
  const handle = await openDatabase({ kind: 'pglite' });
  await migrateDatabase(handle);
  const store = createAnalyticsStore(async () => handle.db);
  const collector = createCollector({ store, siteHost: 'www.otailo.com', retention: { rawDays: 40, keepDays: 760 } });
  // The page catalogue the app passes (here 500 published posts): one check per request, in memory.
  const catalogue = createPageCatalogue({ load: async () => Array.from({ length: 500 }, (_, i) => ({ path: `/blog/post-${i}`, locale: /** @type {const} */ ('en') })) });
  const deps = { accept: collector.accept, pages: (/** @type {readonly string[]} */ paths) => catalogue.check(paths), allow: async () => 0, clientIp: (/** @type {Headers} */ h) => h.get('x-client') ?? '', countryHeader: 'cf-ipcountry' };
  const bodies = Array.from({ length: Math.ceil(N / PER_REQUEST) }, (_, r) =>
    JSON.stringify({
      e: Array.from({ length: Math.min(PER_REQUEST, N - r * PER_REQUEST) }, (_, i) => {
        const u = PATHS[(r + i) % PATHS.length];
        return i % 5 === 4 ? { k: 'vital', n: 'LCP', u, v: 800 + ((r * 31 + i) % 3000) } : { k: 'pageview', u: `${u}?utm_source=bench`, r: 'https://www.google.com/', w: 390 + (i % 3) * 600 };
      }),
    }),
  );
  const started = performance.now();
  let statuses = 0;
  for (const [r, body] of bodies.entries()) {
    const request = new Request('http://localhost/api/collect', { method: 'POST', body, headers: { 'content-type': 'text/plain', 'user-agent': UA, 'x-client': `10.9.${r >> 8 & 255}.${r & 255}`, 'cf-ipcountry': 'ES' } });
    if ((await handleCollect(request, deps)).status === 204) statuses += 1;
  }
  const accepted = performance.now();
  await collector.close();
  const done = performance.now();
  const { rows } = await handle.query('select count(*)::int as n, count(distinct visitor)::int as visitors from analytics_events');
  await handle.close();
  const stats = collector.stats;
  const count = Number(rows[0]?.n);
  if (count !== N || statuses !== bodies.length) throw new Error(`expected ${N} rows and ${bodies.length} answers, got ${count} and ${statuses}`);
  return { acceptMs: accepted - started, totalMs: done - started, rows: count, visitors: Number(rows[0]?.visitors), stats };
}

/** The browser's part, bundled as the site ships it (React and Next.js's runtime excluded: every page has them). */
async function clientSize() {
  const bundle = async (/** @type {string} */ entry) => {
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      minify: true,
      format: 'esm',
      write: false,
      jsx: 'automatic',
      external: ['react', 'react/jsx-runtime', 'next/navigation', 'next/dynamic', './Collector.client'],
      tsconfig: 'tsconfig.json',
      logLevel: 'silent',
    });
    const code = result.outputFiles?.[0]?.contents ?? new Uint8Array();
    return { raw: code.length, gzip: gzipSync(code, { level: 9 }).length };
  };
  return { firstLoad: await bundle('components/analytics/Measure.client.tsx'), afterIdle: await bundle('components/analytics/Collector.client.tsx') };
}

const result = await writePath();
const size = await clientSize();
const perSecond = (/** @type {number} */ ms) => Math.round((result.rows / ms) * 1000).toLocaleString('en');
console.log(`collector on PGlite: ${result.rows} events in ${bodies(result)} requests of ${PER_REQUEST}`);
console.log(`  accepted (request path, no database): ${result.acceptMs.toFixed(0)} ms → ${perSecond(result.acceptMs)} events/s`);
console.log(`  written (accepted + flushed in multi-row inserts): ${result.totalMs.toFixed(0)} ms → ${perSecond(result.totalMs)} events/s`);
console.log(`  buffer: ${JSON.stringify(result.stats)}; distinct visitor hashes ${result.visitors}`);
console.log(`browser code, gzipped: ${size.firstLoad.gzip} B on first load (Measure), ${size.afterIdle.gzip} B fetched after idle (collector + Web Vitals; from a production build: npm run bench:collector-size)`);

/** @param {{ rows: number }} r */
function bodies(r) {
  return Math.ceil(r.rows / PER_REQUEST);
}
