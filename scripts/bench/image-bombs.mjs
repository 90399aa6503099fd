#!/usr/bin/env node
// @ts-check
// Image bombs (issue 51, finding 2) against one production server: a signed-in editor saves a
// customer-story draft whose logo is a 100×40 SVG embedding a real 8000² or 16000² PNG, or whose
// cover is a real 16383² or 30000² PNG (a few hundred kB each: one grey colour compresses ~1,000
// to 1), through the story editor in Chromium, as a person would; then anonymous requests ask
// /_next/image for the same PNGs stored in the uploads folder (as files stored before any budget),
// at 3840 px in AVIF. For each: the time to the server's answer (target < 1 s), what it answered,
// the server's resident set before, at its peak and 2 s after (its child processes included;
// target + < 100 MB), and /api/health's worst latency meanwhile (polled every 50 ms). The first row
// is the same save with a 1×1 PNG: what a save costs on this machine anyway.
//   npm run bench:image-bombs                       (the build in BUILD_DIR, .next by default)
//   BUILD_DIR=.next-test npm run bench:image-bombs
//   BENCH_SITE_DIR=/path/to/other/checkout BUILD_DIR=.next-test npm run bench:image-bombs   (another checkout's build, to compare)
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../e2e/support/chromium.mjs';
import { pngBomb, svgEmbedding } from '../../lib/infra/uploads/test-bombs.mjs';
import { startSite } from '../../test/support/serve.mjs';

const ADMIN = { email: 'bench-admin@otailo.example', password: 'a long bench passphrase 42' };
const siteDir = resolve(process.env.BENCH_SITE_DIR ?? process.cwd());
const MB = (/** @type {number} */ bytes) => Math.round(bytes / 1024 / 1024);
const sleep = (/** @type {number} */ ms) => new Promise((done) => setTimeout(done, ms));

/** Resident set of a process and all its descendants (the SVG drawing's child, if any), in bytes. @param {number} pid */
function treeRss(pid) {
  let total = 0;
  /** @type {Map<number, number[]>} */
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const visit = (/** @type {number} */ id) => {
    try {
      total += Number(/^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${id}/status`, 'utf8'))?.[1] ?? 0) * 1024;
    } catch {
      // gone meanwhile
    }
    for (const child of children.get(id) ?? []) visit(child);
  };
  visit(pid);
  return total;
}

/**
 * Runs `work` while sampling the server's memory every 20 ms and its health every 50 ms.
 * @template T
 * @param {{ url: string, pid: number }} site
 * @param {() => Promise<T>} work
 */
async function measured(site, work) {
  const before = treeRss(site.pid);
  let peak = before;
  let running = true;
  const sampler = setInterval(() => (peak = Math.max(peak, treeRss(site.pid))), 20);
  let worstHealth = 0;
  const health = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(`${site.url}/api/health`).then((response) => response.arrayBuffer()).catch(() => undefined);
      worstHealth = Math.max(worstHealth, performance.now() - started);
      await sleep(50);
    }
  })();
  const started = performance.now();
  const result = await work();
  const ms = performance.now() - started;
  await sleep(2000);
  running = false;
  clearInterval(sampler);
  await health;
  return { result, ms, before, peak: Math.max(peak, treeRss(site.pid)), after: treeRss(site.pid), worstHealth };
}

/** @type {string[][]} */
const rows = [];
/** @param {string} what @param {string} answer @param {Awaited<ReturnType<typeof measured>>} m */
function report(what, answer, m) {
  const row = [what, `${Math.round(m.ms)} ms`, `${MB(m.before)} / ${MB(m.peak)} / ${MB(m.after)} MB (+${MB(m.peak - m.before)})`, `${Math.round(m.worstHealth)} ms`, answer];
  rows.push(row);
  console.log(row.join(' | '));
}

console.log(`Making the bombs...`);
const bombs = {
  svg8000: svgEmbedding(await pngBomb(8000, 8000)),
  svg16000: svgEmbedding(await pngBomb(16000, 16000)),
  png16383: await pngBomb(16383, 16383),
  png30000: await pngBomb(30000, 30000),
};
console.log(Object.entries(bombs).map(([name, bytes]) => `${name}: ${Math.round(bytes.length / 1024)} kB`).join(', '));

const dataDir = mkdtempSync(join(tmpdir(), 'otailo-bench-bombs-'));
/** The server's last lines (errors only: LOG_LEVEL=error), shown when it dies. @type {string[]} */
const serverLog = [];
const site = await startSite(
  { DATA_DIR: dataDir, UPLOADS_DIR: '', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, TRUST_PROXY: '1', LOG_LEVEL: 'error' },
  { cwd: siteDir, onOutput: (line) => void (serverLog.push(line), serverLog.length > 20 && serverLog.shift()) },
);
const pid = /** @type {number} */ (site.pid);
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const page = await browser.newPage({ baseURL: site.url });
  // A server busy with a bomb (before the limits) takes its time over the next page too.
  page.setDefaultTimeout(120_000);
  /** A step that fails (the server stalled or died) is reported, and the next one still runs. @param {string} what @param {() => Promise<void>} run */
  const step = async (what, run) => {
    try {
      await run();
    } catch (error) {
      const alive = (() => {
        try {
          process.kill(pid, 0);
          return 'server alive';
        } catch {
          return 'server gone';
        }
      })();
      rows.push([what, 'failed', '', '', `${alive}: ${String(error).split('\n')[0]?.slice(0, 120)}`]);
      console.log(rows.at(-1)?.join(' | '));
      if (alive === 'server gone') console.log(serverLog.join('\n'));
    }
  };
  await page.goto('/en/manage');
  await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  console.log(`\nServer ${siteDir} (${process.env.BUILD_DIR ?? '.next'}), signed in. Time | RSS before / peak / after | health worst | answer`);

  /** @param {string} what @param {RegExp} field @param {string} name @param {string} type @param {Uint8Array} bytes */
  const saveDraft = (what, field, name, type, bytes) => step(what, () => saveOne(what, field, name, type, bytes));
  /** @param {string} what @param {RegExp} field @param {string} name @param {string} type @param {Uint8Array} bytes */
  const saveOne = async (what, field, name, type, bytes) => {
    await page.goto('/en/manage/customers/new');
    await page.getByLabel('Title').fill(`Bomb ${what}`);
    await page.getByLabel(field).setInputFiles({ name, mimeType: type, buffer: Buffer.from(bytes) });
    await sleep(1000);
    const m = await measured({ url: site.url, pid }, async () => {
      const answered = page.waitForResponse((response) => response.request().method() === 'POST', { timeout: 180_000 });
      await page.getByRole('button', { name: 'Save story' }).click();
      return (await answered).status();
    });
    const alert = (await page.locator('[role="alert"]:not(#__next-route-announcer__)').first().textContent({ timeout: 10_000 }).catch(() => '')) ?? '';
    report(what, `${m.result}: ${alert.slice(0, 110)}`, m);
  };
  // The yardstick: the same save with a harmless 1×1 PNG cover (stored; the draft then lacks its other fields).
  await saveDraft('control: story cover, PNG 1×1', /^Cover image/, 'cover.png', 'image/png', await pngBomb(1, 1));
  await saveDraft('story logo: SVG 100×40 holding an 8000² PNG', /^Logo \(SVG/, 'logo.svg', 'image/svg+xml', bombs.svg8000);
  await saveDraft('story logo: SVG 100×40 holding a 16000² PNG', /^Logo \(SVG/, 'logo.svg', 'image/svg+xml', bombs.svg16000);
  await saveDraft('story cover: PNG 16383²', /^Cover image/, 'cover.png', 'image/png', bombs.png16383);
  await saveDraft('story cover: PNG 30000²', /^Cover image/, 'cover.png', 'image/png', bombs.png30000);

  // The same PNGs as files already in the uploads folder, asked for anonymously.
  const uploads = join(dataDir, 'uploads');
  mkdirSync(uploads, { recursive: true });
  for (const [what, bytes] of /** @type {const} */ ([
    ['/_next/image: stored PNG 16383², w=3840 AVIF', bombs.png16383],
    ['/_next/image: stored PNG 30000², w=3840 AVIF', bombs.png30000],
  ])) {
    await step(what, async () => {
      const name = `${randomUUID()}.png`;
      writeFileSync(join(uploads, name), bytes);
      await sleep(1000);
      const m = await measured({ url: site.url, pid }, async () => {
        const response = await fetch(`${site.url}/_next/image?url=${encodeURIComponent(`/uploads/${name}`)}&w=3840&q=75`, { headers: { accept: 'image/avif,image/webp,*/*' } });
        const body = await response.arrayBuffer();
        return `${response.status} ${response.headers.get('content-type')} ${Math.round(body.byteLength / 1024)} kB`;
      });
      report(what, m.result, m);
    });
  }
} finally {
  await browser.close();
  await site.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

console.log('\n| bomb | time to answer | RSS before / peak / after (MB) | /api/health worst | answer |\n|---|---|---|---|---|');
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
