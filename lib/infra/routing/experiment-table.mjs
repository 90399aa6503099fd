// @ts-check
/**
 * The running experiments as every request sees them (docs/experiments.md): a Map from a page's
 * public path to its experiment, in this process's memory, filled by lib/features/experiments (at
 * start, after a change here, and by a poll for changes made on other instances) and read by the
 * production server before the page store. On globalThis because server/, proxy.ts and the app
 * each load their own copy of this module in one process.
 */

/**
 * @typedef {{ key: string, weight: number }} TrialVariant
 * @typedef {{ id: number, path: string, goal: string, variants: TrialVariant[] }} Trial a running experiment: its page's path, the event it counts, its variants (the control first)
 * @typedef {{ byPath: Map<string, Trial>, trials: Trial[], signature: string }} ExperimentTable
 */

import { lookupKey } from './redirect-table.mjs';

const TABLE = Symbol.for('otailo.experiments');

/** @returns {ExperimentTable} */
function table() {
  const store = /** @type {Record<symbol, ExperimentTable>} */ (/** @type {unknown} */ (globalThis));
  return (store[TABLE] ??= { byPath: new Map(), trials: [], signature: '' });
}

/**
 * The experiment running on a request's path, if any: one Map read, no I/O (paths compared as the
 * redirect table compares them: lower case, no trailing slash).
 * @param {string} pathname without the query
 * @returns {Trial | undefined}
 */
export function lookupTrial(pathname) {
  const { byPath } = table();
  return byPath.size === 0 ? undefined : byPath.get(lookupKey(pathname));
}

/** Every running experiment, in id order (the variant cookie lists them all). @returns {readonly Trial[]} */
export function runningTrials() {
  return table().trials;
}

/**
 * Replaces the table whole (a request sees the old one or the new one); false when it is the same.
 * @param {Trial[]} trials
 */
export function replaceExperimentTable(trials) {
  const sorted = [...trials].sort((a, b) => a.id - b.id);
  const signature = JSON.stringify(sorted);
  if (signature === table().signature) return false;
  const store = /** @type {Record<symbol, ExperimentTable>} */ (/** @type {unknown} */ (globalThis));
  store[TABLE] = { byPath: new Map(sorted.map((trial) => [lookupKey(trial.path), trial])), trials: sorted, signature };
  return true;
}
