#!/usr/bin/env node
// @ts-check
// What the first-party analytics collector adds to a page, from a production build: the script
// chunks of its `next/dynamic` import (components/analytics/Measure.client.tsx → Collector.client.tsx),
// fetched once the page is idle, in bytes as the server sends them (gzip level 9 and Brotli quality
// 11, as scripts/build/precompress.mjs writes them), without the chunks a page already loads first.
//   npm run build && npm run bench:collector-size          (BUILD_DIR, default .next)
//   node scripts/bench/collector-size.mjs --max-bytes 2048 (exit 1 past 2 KB, gzip or Brotli)
// The collector's chunk is found by a string only it holds: the LCP entry type it observes.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chunkFile, firstLoadScripts } from '../js-size.mjs';

const MARKER = 'largest-contentful-paint';
const buildDir = process.env.BUILD_DIR || '.next';
const args = process.argv.slice(2);
const maxBytes = args.includes('--max-bytes') ? Number(args[args.indexOf('--max-bytes') + 1]) : undefined;

const appDir = join(buildDir, 'server', 'app');
if (!existsSync(appDir)) {
  console.error(`No build in ${buildDir}: run \`npm run build\` first (or set BUILD_DIR).`);
  process.exit(1);
}

/** @param {string} dir @param {(name: string) => boolean} keep @returns {Generator<string>} */
function* files(dir, keep) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path, keep);
    else if (keep(name)) yield path;
  }
}

/** Every page's `next/dynamic` imports: their chunks, as `/_next/static/…` URLs. */
const dynamicImports = [...files(appDir, (name) => name === 'react-loadable-manifest.json')].flatMap((manifest) =>
  Object.values(/** @type {Record<string, { files: string[] }>} */ (JSON.parse(readFileSync(manifest, 'utf8')))).map((entry) => entry.files.filter((file) => file.endsWith('.js')).map((file) => `/_next/${file}`)),
);
const collectorImports = [...new Set(dynamicImports.filter((chunks) => chunks.some((src) => readFileSync(chunkFile(buildDir, src), 'utf8').includes(MARKER))).map((chunks) => chunks.join(' ')))];
if (collectorImports.length !== 1) {
  console.error(`Expected one dynamic import holding "${MARKER}" (the collector) in ${buildDir}, found ${collectorImports.length}.`);
  process.exit(1);
}
const chunks = (collectorImports[0] ?? '').split(' ');

// A chunk every pre-rendered page already loads first costs nothing more after idle.
const firstLoads = [...files(appDir, (name) => name.endsWith('.html'))].map((file) => new Set(firstLoadScripts(readFileSync(file, 'utf8'))));
const loadedByAll = (/** @type {string} */ src) => firstLoads.length > 0 && firstLoads.every((set) => set.has(src));
const loadedBySome = (/** @type {string} */ src) => firstLoads.some((set) => set.has(src));

let total = { raw: 0, gzip: 0, brotli: 0 };
console.log(`collector fetched after idle (${buildDir}):`);
for (const src of chunks) {
  const bytes = readFileSync(chunkFile(buildDir, src));
  const size = {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }).length,
  };
  const note = loadedByAll(src) ? ' (already loaded by every page: not counted)' : loadedBySome(src) ? ' (loaded first by some pages: counted)' : '';
  console.log(`  ${src}: ${size.raw} B raw, ${size.gzip} B gzip, ${size.brotli} B brotli${note}`);
  if (!loadedByAll(src)) total = { raw: total.raw + size.raw, gzip: total.gzip + size.gzip, brotli: total.brotli + size.brotli };
}
console.log(`added after idle: ${total.raw} B raw, ${total.gzip} B gzip, ${total.brotli} B brotli`);
if (maxBytes !== undefined && Math.max(total.gzip, total.brotli) > maxBytes) {
  console.error(`over ${maxBytes} B compressed`);
  process.exitCode = 1;
}
