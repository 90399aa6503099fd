#!/usr/bin/env node
// First-load JavaScript per pre-rendered route: the scripts each page's HTML loads, in bytes as
// sent (gzip) and raw. Reads a finished build (BUILD_DIR, default .next):
//   node scripts/measure-js.mjs [--json file] [--budget-kb N]
// With --budget-kb, exits 1 when a route sends more gzipped JavaScript than N kB. The test suite's
// per-route budgets are in e2e/budgets.spec.ts; the measuring is scripts/js-size.mjs.
import { writeFileSync } from 'node:fs';
import { measureFirstLoadJs } from './js-size.mjs';

const args = process.argv.slice(2);
/** @param {string} name */
const option = (name) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};

let measured;
try {
  measured = measureFirstLoadJs({ buildDir: process.env.BUILD_DIR || '.next' });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const rows = measured.map(({ route, scripts, gzipKB, rawKB, htmlKB }) => ({ route, scripts: scripts.length, gzipKB, rawKB, htmlKB }));

/** @param {unknown} value @param {number} width */
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
