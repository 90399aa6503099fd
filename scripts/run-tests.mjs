#!/usr/bin/env node
// The whole test suite, as `npm test` runs it (and CI through .ci/run):
//   1. Vitest (unit and integration tests),
//   2. a production build of the site with the end-to-end environment (into .next-test),
//   3. Playwright end-to-end tests in Debian's Chromium against that build (server/index.mjs).
// Every runner writes a JSON report under test-results/; the last line printed is the total
// `N passed, N failed`. A runner that produced no report counts as one failure.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { e2eServerEnv } from '../e2e/support/server-env.mjs';
import { summarize } from './test-summary.mjs';

const only = process.argv.slice(2); // e.g. `npm test -- unit` or `npm test -- e2e`
const wants = (name) => only.length === 0 || only.includes(name);

rmSync('test-results', { recursive: true, force: true });
mkdirSync('test-results', { recursive: true });

/** @param {string} title @param {string[]} command @param {NodeJS.ProcessEnv} [env] */
function run(title, command, env = process.env) {
  console.log(`\n▶ ${title}: ${command.join(' ')}`);
  const [bin, ...args] = command;
  return spawnSync(bin, args, { stdio: 'inherit', env }).status === 0;
}

const runners = [];
if (wants('unit')) {
  run('unit tests', ['npx', 'vitest', 'run']);
  runners.push({ name: 'vitest', report: 'test-results/vitest.json' });
}
if (wants('e2e')) {
  const built = run('production build for the browser tests', ['npx', 'next', 'build'], e2eServerEnv());
  if (built) run('browser tests', ['npx', 'playwright', 'test'], { ...process.env, CI: process.env.CI ?? '' });
  runners.push({ name: 'playwright', report: 'test-results/playwright.json', failedToStart: !built });
}

const { lines, passed, failed } = summarize(runners);
console.log('');
for (const line of lines) console.log(line);
const total = `${passed} passed, ${failed} failed`;
writeFileSync('test-results/summary.txt', [...lines, total].join('\n') + '\n');
console.log(total);
process.exitCode = failed > 0 ? 1 : 0;
