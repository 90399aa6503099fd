#!/usr/bin/env node
// First-load JavaScript per pre-rendered route: the scripts each page's HTML loads, in bytes as
// sent (gzip) and raw. Reads a finished build (BUILD_DIR, default .next):
//   node scripts/measure-js.mjs [--json file] [--budget-kb N]
// With --budget-kb, exits 1 when a route sends more gzipped JavaScript than N kB.
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const option = (name) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const buildDir = process.env.BUILD_DIR || '.next';
const appDir = join(buildDir, 'server', 'app');
if (!existsSync(appDir)) {
  console.error(`No build in ${buildDir}: run \`npm run build\` first.`);
  process.exit(1);
}

function* htmlFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* htmlFiles(path);
    else if (name.endsWith('.html')) yield path;
  }
}

const sizes = new Map();
function chunkSize(src) {
  if (!sizes.has(src)) {
    const file = join(buildDir, src.replace(/^\/_next\//, ''));
    const bytes = readFileSync(file);
    sizes.set(src, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  return sizes.get(src);
}

const rows = [];
for (const file of htmlFiles(appDir)) {
  const route = '/' + relative(appDir, file).replace(/\.html$/, '').replace(/(^|\/)index$/, '');
  const html = readFileSync(file, 'utf8');
  // Module browsers skip the `noModule` polyfill script, so it does not count.
  const tags = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !/\snomodule/i.test(tag));
  const scripts = [...new Set(tags.map((tag) => /\ssrc="([^"]+)"/.exec(tag)?.[1]))].filter(
    (src) => src?.startsWith('/_next/static/'),
  );
  const total = scripts.map(chunkSize).reduce((sum, s) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip }), { raw: 0, gzip: 0 });
  rows.push({ route, scripts: scripts.length, gzipKB: +(total.gzip / 1024).toFixed(1), rawKB: +(total.raw / 1024).toFixed(1), htmlKB: +(Buffer.byteLength(html) / 1024).toFixed(1) });
}
rows.sort((a, b) => a.route.localeCompare(b.route));

const pad = (value, width) => String(value).padStart(width);
console.log(`${'route'.padEnd(42)} ${pad('scripts', 7)} ${pad('JS gzip kB', 10)} ${pad('JS raw kB', 9)} ${pad('HTML kB', 7)}`);
for (const row of rows) {
  console.log(`${row.route.padEnd(42)} ${pad(row.scripts, 7)} ${pad(row.gzipKB, 10)} ${pad(row.rawKB, 9)} ${pad(row.htmlKB, 7)}`);
}

const json = option('--json');
if (json) writeFileSync(json, JSON.stringify(rows, null, 2));
const budget = Number(option('--budget-kb'));
if (budget) {
  const over = rows.filter((row) => row.gzipKB > budget);
  for (const row of over) console.error(`over budget: ${row.route} sends ${row.gzipKB} kB of gzipped JavaScript (budget ${budget} kB)`);
  process.exitCode = over.length ? 1 : 0;
}
