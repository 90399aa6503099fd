#!/usr/bin/env node
// The whole test suite, as `npm test` runs it (and CI through .ci/run):
//   0. ESLint over the tree (its rules include the architecture's boundaries: docs/architecture.md),
//   1. Vitest (unit and integration tests; the data-layer tests run on PGlite and, when a PostgreSQL
//      server is installed, on a throwaway PostgreSQL too: scripts/postgres-server.mjs),
//   2. a production build of the site with the end-to-end environment (into .next-test),
//   3. Playwright end-to-end tests in Debian's Chromium against that build (server/supervisor.mjs),
//   4. the cluster test: that build's standalone folder as two instances behind nginx, on
//      PostgreSQL and Redis (scripts/cluster/test.mjs).
// Every runner writes a JSON report under test-results/; the last line printed is the total
// `N passed, N failed`. A runner that produced no report counts as one failure.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { E2E_DATA_DIR, e2eServerEnv } from '../e2e/support/server-env.mjs';
import { postgresBinDir, startPostgres } from './postgres-server.mjs';
import { summarize } from './test-summary.mjs';

const only = process.argv.slice(2); // e.g. `npm test -- unit`, `npm test -- e2e` or `npm test -- cluster`
const wants = (/** @type {string} */ name) => only.length === 0 || only.includes(name);

rmSync('test-results', { recursive: true, force: true });
mkdirSync('test-results', { recursive: true });

/** @param {string} title @param {string[]} command @param {NodeJS.ProcessEnv} [env] */
function run(title, command, env = process.env) {
  console.log(`\n▶ ${title}: ${command.join(' ')}`);
  const [bin = '', ...args] = command;
  return spawnSync(bin, args, { stdio: 'inherit', env }).status === 0;
}

const runners = [];
let built = false;
if (wants('unit')) {
  // The report counts; on a failure the readable list follows.
  if (!run('lint', ['npx', 'eslint', '.', '--format', 'json', '--output-file', 'test-results/eslint.json'])) run('lint, readable', ['npx', 'eslint', '.']);
  runners.push({ name: 'eslint', report: 'test-results/eslint.json' });
  let postgres;
  if (!process.env.TEST_DATABASE_URL && postgresBinDir()) {
    postgres = await startPostgres();
    console.log(`\n▶ PostgreSQL for the data-layer tests: ${postgres.url}`);
  }
  const env = postgres ? { ...process.env, TEST_DATABASE_URL: postgres.url } : process.env;
  try {
    run('unit tests', ['npx', 'vitest', 'run'], env);
  } finally {
    postgres?.stop();
  }
  runners.push({ name: 'vitest', report: 'test-results/vitest.json' });
}
if (wants('e2e')) {
  rmSync(E2E_DATA_DIR, { recursive: true, force: true });
  built = run('production build for the browser and cluster tests', ['npm', 'run', 'build'], e2eServerEnv());
  if (built) run('browser tests', ['npx', 'playwright', 'test'], { ...process.env, CI: process.env.CI ?? '' });
  runners.push({ name: 'playwright', report: 'test-results/playwright.json', failedToStart: !built });
}
if (wants('cluster')) {
  // The same build's standalone folder, as two instances behind nginx on PostgreSQL and Redis;
  // run on its own, the cluster test builds it first (a failed build leaves no report: one failure).
  if (built || !wants('e2e')) run('cluster test', ['node', 'scripts/cluster/test.mjs', ...(built ? ['--no-build'] : [])]);
  runners.push({ name: 'vitest cluster', report: 'test-results/cluster.json', failedToStart: wants('e2e') && !built });
}

const { lines, passed, failed } = summarize(runners);
console.log('');
for (const line of lines) console.log(line);
const total = `${passed} passed, ${failed} failed`;
writeFileSync('test-results/summary.txt', [...lines, total].join('\n') + '\n');
console.log(total);
process.exitCode = failed > 0 ? 1 : 0;
