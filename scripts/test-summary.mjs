// @ts-check
import { existsSync, readFileSync } from 'node:fs';

/**
 * @typedef {{ name: string, report: string, failedToStart?: boolean }} Runner
 * @typedef {{ passed: number, failed: number }} Counts
 * @typedef {{ numPassedTests?: number, numFailedTests?: number, numRuntimeErrors?: number,
 *   testResults?: { status?: string, assertionResults?: { status?: string }[] }[] }} VitestReport the parts read of Vitest's JSON report
 * @typedef {{ stats?: { expected?: number, unexpected?: number, flaky?: number }, errors?: unknown[] }} PlaywrightReport the parts read of Playwright's
 */

/**
 * A file that failed without a failed test (its setup threw, so its tests were skipped) counts as
 * one failure: otherwise a suite that never ran would read "0 passed, 0 failed".
 * @param {VitestReport} report @returns {Counts}
 */
function vitestCounts(report) {
  const files = report.testResults ?? [];
  const failedWithoutTests = files.filter(
    (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
  ).length;
  return { passed: report.numPassedTests ?? 0, failed: (report.numFailedTests ?? 0) + (report.numRuntimeErrors ?? 0) + failedWithoutTests };
}

/** Playwright: a test that passed on retry counts as passed ("flaky"). @param {PlaywrightReport} report @returns {Counts} */
function playwrightCounts(report) {
  const stats = report.stats ?? {};
  const failed = (stats.unexpected ?? 0) + (report.errors?.length ?? 0);
  return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed };
}

/** ESLint: the whole tree is one check (the architecture's boundaries are among its rules). @param {{ errorCount?: number }[]} report @returns {Counts} */
function eslintCounts(report) {
  const errors = report.reduce((sum, file) => sum + (file.errorCount ?? 0), 0);
  return errors === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
}

/**
 * Totals of every runner's JSON report. A missing or unreadable report is one failure.
 * @param {Runner[]} runners
 */
export function summarize(runners) {
  const lines = [];
  let passed = 0;
  let failed = 0;
  for (const runner of runners) {
    /** @type {Counts} */
    let counts = { passed: 0, failed: 1 };
    if (!runner.failedToStart && existsSync(runner.report)) {
      try {
        const report = JSON.parse(readFileSync(runner.report, 'utf8'));
        counts = runner.name.startsWith('vitest') ? vitestCounts(report) : runner.name === 'eslint' ? eslintCounts(report) : playwrightCounts(report);
      } catch {
        // unreadable report: counted as one failure
      }
    }
    lines.push(`${runner.name}: ${counts.passed} passed, ${counts.failed} failed`);
    passed += counts.passed;
    failed += counts.failed;
  }
  return { lines, passed, failed };
}
