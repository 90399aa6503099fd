#!/usr/bin/env node
// @ts-check
// Lighthouse on every public page of both locales (the server's own /sitemap.xml, blog posts
// included), as PageSpeed measures it: the default mobile settings with simulated throttling, each
// page N times in Debian's Chromium, the median run kept. Against a production build (run
// `npm run build` first), served with a throwaway embedded database and its sample content.
//   npm run bench:lighthouse
//   npm run bench:lighthouse -- --pages /en,/es/about --runs 5 [--out bench-results/some.json]
//   npm run bench:lighthouse -- --baseline [--runs 9]   (a minimal Next.js page instead: the floor)
// Prints a table and the failing audits of the worst pages; writes bench-results/lighthouse.json
// (or --out): every page's median figures and failing audits.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { chromiumLaunchOptions } from '../../e2e/support/chromium.mjs';
import { startBaselineApp } from './baseline-app.mjs';
import { startSite } from '../../test/support/serve.mjs';

const CATEGORIES = /** @type {const} */ (['performance', 'accessibility', 'best-practices', 'seo']);
/** How many times a run that Lighthouse could not measure is tried again. */
const MAX_RETRIES = 2;
/** How many of the worst pages of a category get their failing audits printed. */
const WORST = 5;

/**
 * Chromium as the browser tests launch it (e2e/support/chromium.mjs), headless. Host names other
 * than the loopback address resolve to nothing: a page that reaches out shows it as failed requests
 * and console errors, and nothing leaves the machine.
 */
const CHROME_FLAGS = [
  '--headless=new',
  ...chromiumLaunchOptions().args,
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

/** @typedef {import('lighthouse').Result} Result */
/** @typedef {typeof CATEGORIES[number]} Category */

/** @param {string} path */
const normalizePath = (path) => (path.startsWith('/') ? path : `/${path}`);

/**
 * Every `<loc>` of the server's sitemap, as a path (the sitemap names the public origin).
 * @param {string} base
 */
async function sitemapPaths(base) {
  const response = await fetch(`${base}/sitemap.xml`);
  if (!response.ok) throw new Error(`GET /sitemap.xml answered ${response.status}`);
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((match) => decodeXml(match[1] ?? ''));
  if (locs.length === 0) throw new Error('The sitemap lists no pages');
  return [...new Set(locs.map((loc) => { const url = new URL(loc); return url.pathname + url.search; }))];
}

/** @param {string} text */
const decodeXml = (text) =>
  text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[/** @type {'amp'} */ (name)]);

async function launchChrome() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
}

/**
 * One Lighthouse run (default config: mobile, simulated throttling); throws when Lighthouse could
 * not measure the page (its runtimeError, or no FCP/TTI for the median).
 * @param {string} url @param {number} port
 * @returns {Promise<Result>}
 */
async function runOnce(url, port) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  const lhr = result?.lhr;
  if (!lhr) throw new Error('Lighthouse returned no result');
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  if (filterToValidRuns([lhr]).length === 0) throw new Error('no FCP or TTI measured');
  return lhr;
}

/** @param {Result} lhr @param {string} id */
const numeric = (lhr, id) => lhr.audits[id]?.numericValue ?? NaN;

/**
 * The audits that lose points in a category (score below 1; informative, manual and not
 * applicable ones have no score).
 * @param {Result} lhr @param {Category} category
 */
function failingAudits(lhr, category) {
  return (lhr.categories[category]?.auditRefs ?? [])
    .flatMap((ref) => {
      const audit = lhr.audits[ref.id];
      return audit && audit.score !== null && audit.score < 1 && ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode) ? [audit] : [];
    })
    .map((audit) => ({
      id: audit.id,
      title: audit.title,
      score: audit.score,
      ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
    }));
}

/** Transfer size (KiB) of a resource type, from the resource-summary audit. @param {Result} lhr @param {string} type */
function transferKiB(lhr, type) {
  const details = /** @type {{ items?: { resourceType: string, transferSize: number }[] } | undefined} */ (lhr.audits['resource-summary']?.details);
  const row = details?.items?.find((item) => item.resourceType === type);
  return row ? Math.round((row.transferSize / 1024) * 10) / 10 : NaN;
}

/** @param {number[]} values */
function medianOf(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

/**
 * The figures kept for a page: its median run's (Lighthouse's computeMedianRun: the run nearest
 * the median first paint and time to interactive, so that its metrics belong together).
 * @param {string} path @param {Result[]} runs
 */
function summarize(path, runs) {
  const median = computeMedianRun(runs);
  const performanceScoresOfRuns = runs.map((run) => Math.round((run.categories.performance?.score ?? NaN) * 100));
  const scores = /** @type {Record<Category, number>} */ (
    Object.fromEntries(CATEGORIES.map((category) => [category, Math.round((median.categories[category]?.score ?? NaN) * 100)]))
  );
  const failing = /** @type {Record<Category, ReturnType<typeof failingAudits>>} */ (
    Object.fromEntries(CATEGORIES.map((category) => [category, failingAudits(median, category)]))
  );
  return {
    path,
    scores,
    lcpMs: Math.round(numeric(median, 'largest-contentful-paint')),
    tbtMs: Math.round(numeric(median, 'total-blocking-time')),
    cls: Math.round(numeric(median, 'cumulative-layout-shift') * 1000) / 1000,
    fcpMs: Math.round(numeric(median, 'first-contentful-paint')),
    speedIndexMs: Math.round(numeric(median, 'speed-index')),
    jsKiB: transferKiB(median, 'script'),
    totalKiB: transferKiB(median, 'total'),
    requests: /** @type {{ items?: unknown[] } | undefined} */ (median.audits['network-requests']?.details)?.items?.length ?? NaN,
    /** Lighthouse's measure of this machine's speed (higher is faster), which its simulation scales by. */
    benchmarkIndex: Math.round(median.environment.benchmarkIndex),
    performanceScoresOfRuns,
    /** The median of the runs' performance scores (Lighthouse CI's `median`; `scores` are the median run's). */
    performanceMedian: medianOf(performanceScoresOfRuns),
    failingAudits: failing,
    warnings: median.runWarnings,
  };
}

/** @typedef {ReturnType<typeof summarize>} PageFigures */

/** @param {PageFigures[]} rows */
function printTable(rows) {
  const width = Math.max(24, ...rows.map((row) => row.path.length));
  const header = ['perf', 'p-med', 'a11y', 'b-pr', 'seo', 'LCP ms', 'TBT ms', 'CLS', 'JS KiB', 'all KiB'];
  const widths = [5, 6, 5, 5, 5, 7, 7, 6, 7, 8];
  const line = (/** @type {string} */ first, /** @type {(string | number)[]} */ cells) =>
    first.padEnd(width) + cells.map((cell, i) => String(cell).padStart(widths[i] ?? 6)).join(' ');
  console.log(`\n${line('page', header)}`);
  for (const row of rows) {
    console.log(
      line(row.path, [
        row.scores.performance,
        row.performanceMedian,
        row.scores.accessibility,
        row.scores['best-practices'],
        row.scores.seo,
        row.lcpMs,
        row.tbtMs,
        row.cls.toFixed(3),
        row.jsKiB.toFixed(1),
        row.totalKiB.toFixed(1),
      ]),
    );
  }
  const runs = rows.flatMap((row) => row.performanceScoresOfRuns);
  const atLeast = (/** @type {number[]} */ scores) => scores.filter((score) => score >= 95).length;
  console.log(
    `perf: the median run's score (its metrics are the row's); p-med: the median of the ${runs.length / Math.max(rows.length, 1)} runs' scores.\n` +
      `performance ≥ 95: median run on ${atLeast(rows.map((row) => row.scores.performance))} of ${rows.length} pages, ` +
      `median score on ${atLeast(rows.map((row) => row.performanceMedian))} of ${rows.length}, ${atLeast(runs)} of ${runs.length} runs`,
  );
}

/** For each category below 100 somewhere: which audits fail on how many pages, and the worst pages' audits. @param {PageFigures[]} rows */
function printFailingAudits(rows) {
  for (const category of CATEGORIES) {
    const below = rows.filter((row) => row.scores[category] < 100).sort((a, b) => a.scores[category] - b.scores[category]);
    if (below.length === 0) {
      console.log(`\n${category}: 100 on every page`);
      continue;
    }
    console.log(`\n${category}: below 100 on ${below.length} of ${rows.length} pages`);
    /** @type {Map<string, { title: string, pages: string[] }>} */
    const byAudit = new Map();
    for (const row of below) {
      for (const audit of row.failingAudits[category]) {
        const entry = byAudit.get(audit.id) ?? { title: audit.title, pages: [] };
        entry.pages.push(row.path);
        byAudit.set(audit.id, entry);
      }
    }
    for (const [id, { title, pages }] of [...byAudit].sort((a, b) => b[1].pages.length - a[1].pages.length)) {
      const shown = pages.length <= 4 ? pages.join(', ') : `${pages.slice(0, 4).join(', ')}, …`;
      console.log(`  ${id} (${pages.length} page${pages.length === 1 ? '' : 's'}: ${shown}) ${title}`);
    }
    console.log(`  worst pages:`);
    for (const row of below.slice(0, WORST)) {
      const audits = row.failingAudits[category].map((audit) => (audit.displayValue ? `${audit.id} [${audit.displayValue}]` : audit.id));
      console.log(`    ${row.path} (${row.scores[category]}): ${audits.join(', ') || '(no single audit below 1)'}`);
    }
  }
}

async function main() {
  const { values } = parseArgs({
    options: { pages: { type: 'string' }, runs: { type: 'string', default: '3' }, out: { type: 'string' }, baseline: { type: 'boolean', default: false } },
    strict: true,
  });
  if (values.baseline && values.pages) throw new Error('--baseline measures the minimal app\'s one page: no --pages');
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs wants a whole number of runs, not ${values.runs}`);

  const dataDir = mkdtempSync(join(tmpdir(), 'otailo-lighthouse-'));
  /** @type {{ url: string, stop: () => Promise<void> } | undefined} */
  let site;
  /** @type {chromeLauncher.LaunchedChrome | undefined} */
  let chrome;
  const stopAll = async () => {
    chrome?.kill();
    chrome = undefined;
    await site?.stop();
    site = undefined;
    rmSync(dataDir, { recursive: true, force: true });
  };
  // Ctrl-C: still stop the server and the browser.
  const onSignal = () => void stopAll().finally(() => process.exit(130));
  process.once('SIGINT', onSignal).once('SIGTERM', onSignal);

  /** @type {PageFigures[]} */
  const rows = [];
  /** @type {{ path: string, error: string }[]} */
  const failed = [];
  const started = Date.now();
  // Other work on the machine slows the runs down (and the simulation scales by the measured speed).
  const loadAtStart = loadavg()[0] ?? NaN;
  try {
    /** @type {string[]} */
    let paths;
    if (values.baseline) {
      site = await startBaselineApp();
      paths = ['/'];
    } else {
      site = await startSite({ DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' });
      const listed = await sitemapPaths(site.url);
      paths = values.pages ? values.pages.split(',').map((path) => normalizePath(path.trim())) : listed;
      for (const path of paths) if (!listed.includes(path)) console.warn(`note: ${path} is not in the sitemap`);
    }
    const what = values.baseline ? 'the baseline app (a minimal Next.js page)' : `${paths.length} pages`;
    console.log(`Lighthouse ${lighthouseVersion()} (mobile, simulated throttling) on ${what} × ${runs} runs, ${site.url}`);

    for (const [index, path] of paths.entries()) {
      const url = site.url + path;
      /** @type {Result[]} */
      const results = [];
      try {
        // The first request of a page may fill the server's caches: not part of what is measured.
        await fetch(url).then((response) => response.arrayBuffer());
        for (let run = 0; run < runs; run += 1) {
          for (let attempt = 0; ; attempt += 1) {
            try {
              chrome ??= await launchChrome();
              results.push(await runOnce(url, chrome.port));
              break;
            } catch (error) {
              const message = error instanceof Error ? error.message : String(error);
              // Lighthouse sometimes misses the navigation in its trace (NO_NAVSTART), most often on
              // a fresh browser's first page: that browser is fine, so it stays for the retry. After
              // anything else, the retry gets a fresh browser: the old one may be what went wrong.
              if (!message.startsWith('NO_NAVSTART')) {
                chrome?.kill();
                chrome = undefined;
              }
              if (attempt >= MAX_RETRIES) throw error;
              console.warn(`  ${path} run ${run + 1} failed (${message}); retrying (${attempt + 1} of ${MAX_RETRIES})`);
            }
          }
        }
        const row = summarize(path, results);
        rows.push(row);
        const s = row.scores;
        console.log(
          `[${index + 1}/${paths.length}] ${path}: ${s.performance}/${s.accessibility}/${s['best-practices']}/${s.seo}, LCP ${row.lcpMs} ms, TBT ${row.tbtMs} ms (${((Date.now() - started) / 60_000).toFixed(1)} min)`,
        );
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        failed.push({ path, error: message });
        console.error(`[${index + 1}/${paths.length}] ${path}: FAILED (${message})`);
      } finally {
        // One browser per page: a long run does not pile up in one profile.
        chrome?.kill();
        chrome = undefined;
      }
    }
  } finally {
    process.off('SIGINT', onSignal).off('SIGTERM', onSignal);
    await stopAll();
  }

  printTable(rows);
  printFailingAudits(rows);
  if (failed.length) console.error(`\nNot measured: ${failed.map((entry) => `${entry.path} (${entry.error})`).join('; ')}`);

  const out = values.out ?? (values.baseline ? 'bench-results/lighthouse-baseline.json' : 'bench-results/lighthouse.json');
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(
    out,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        lighthouse: lighthouseVersion(),
        mode: 'mobile, simulated throttling (Lighthouse defaults)',
        site: values.baseline ? 'baseline: a minimal Next.js page (scripts/bench/baseline-app.mjs)' : 'this project',
        runs,
        machine: {
          cores: availableParallelism(),
          cpu: cpus()[0]?.model ?? 'unknown',
          node: process.version,
          loadAverage: { start: round2(loadAtStart), end: round2(loadavg()[0] ?? NaN) },
        },
        minutes: Math.round((Date.now() - started) / 6_000) / 10,
        pages: rows,
        failed,
      },
      null,
      2,
    ) + '\n',
  );
  console.log(`\nWrote ${out} (${((Date.now() - started) / 60_000).toFixed(1)} min)`);
  if (failed.length) process.exitCode = 1;
}

/** @param {number} n */
const round2 = (n) => Math.round(n * 100) / 100;

function lighthouseVersion() {
  return /** @type {{ version: string }} */ (createRequire(import.meta.url)('lighthouse/package.json')).version;
}

await main();
