#!/usr/bin/env node
// @ts-check
// The demo slot list with a big sales team, against a production build on the embedded database:
// 50 active salespeople in eight zones (weekdays 09:00–17:00, four meetings each). Prints the slot
// page's time (warm, and right after a booking changed the slots), the demo form's submit time, and
// /api/health's latency alone and while 4 readers load slot pages in a loop. Build first.
//   npx tsx --conditions=react-server scripts/bench/slots.mjs
//   BUILD_DIR=.next-test BENCH_SECONDS=10 npx tsx --conditions=react-server scripts/bench/slots.mjs
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hiddenFields, loadForm } from '../../test/support/form-post.mjs';
import { addSalesTeam, ZONES } from './sales-team.mjs';
import { startSite } from '../../test/support/serve.mjs';
import { LOAD_TEST_BUDGETS } from '../../test/support/write-budgets.mjs';

const PEOPLE = Number(process.env.BENCH_SALESPEOPLE ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TICKETS = Number(process.env.BENCH_TICKETS ?? 48);
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** @param {number[]} values @param {number} p */
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0;
const ms = (/** @type {number} */ value) => `${value.toFixed(0)} ms`;
let visitor = 0;
/** Every request from its own address: the rate limits are per address. */
const newAddress = () => ({ 'x-forwarded-for': `10.77.${(visitor += 1) >> 8}.${visitor & 255}` });

/** One demo request as a browser without JavaScript sends it; its time, and the slot page's path it offers. */
async function submitDemo(/** @type {string} */ base) {
  const submit = await loadForm(`${base}/en/demo`, newAddress());
  const started = performance.now();
  const response = await submit({ firstName: 'Bench', lastName: 'Slots', email: `slots.${visitor}@example.com`, company: 'Bench Co', country: 'ES' }, newAddress());
  const html = await response.text();
  const elapsed = performance.now() - started;
  const path = /href="(\/en\/demo\/book\?ticket=[^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
  if (!path) throw new Error(`The demo request offered no slot page (status ${response.status}).`);
  return { elapsed, path };
}

async function timed(/** @type {string} */ url) {
  const started = performance.now();
  const response = await fetch(url, { headers: newAddress() });
  const html = await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return { elapsed: performance.now() - started, html };
}

/** Takes the first slot the page offers (the slot list changes: the next read computes it again). */
async function bookFirst(/** @type {string} */ base, /** @type {string} */ html) {
  const start = /<button type="submit" value="(\d{4}-[^"]+)"/.exec(html)?.[1];
  const body = new FormData();
  for (const [name, value] of hiddenFields(html, 'start')) body.append(name, value);
  body.set('start', start ?? '');
  const response = await fetch(`${base}/en/demo/book`, { method: 'POST', body, headers: { origin: base, ...newAddress() }, redirect: 'manual' });
  if (!start || !/\/demo\/booking\?token=/.test(response.headers.get('location') ?? '')) throw new Error(`Booking answered ${response.status} ${response.headers.get('location')}`);
}

/** /api/health's latencies, one after another, for `seconds`. */
async function healthLatencies(/** @type {string} */ base, /** @type {number} */ seconds) {
  /** @type {number[]} */
  const latencies = [];
  for (const end = Date.now() + seconds * 1000; Date.now() < end; ) {
    latencies.push((await timed(`${base}/api/health`)).elapsed);
    await sleep(50);
  }
  return latencies;
}

async function measure(/** @type {string} */ base) {
  /** @type {number[]} */
  const demo = [];
  /** @type {string[]} */
  const paths = [];
  // A ticket is read at most 30 times in 10 minutes: enough of them for the readers below.
  for (let i = 0; i < TICKETS; i += 1) {
    const submitted = await submitDemo(base);
    demo.push(submitted.elapsed);
    paths.push(submitted.path);
  }
  /** @type {number[]} */
  const cold = [];
  /** @type {number[]} */
  const warm = [];
  for (const path of paths.splice(0, 6)) {
    const first = await timed(`${base}${path}&tz=Europe/Madrid`);
    cold.push(first.elapsed);
    for (let j = 0; j < 3; j += 1) warm.push((await timed(`${base}${path}&tz=Europe/Madrid`)).elapsed);
    await bookFirst(base, first.html);
  }
  const idle = await healthLatencies(base, 3);
  let reading = true;
  let reads = 0;
  /** @type {number[]} */
  const read = [];
  const readers = Array.from({ length: 4 }, async (_, n) => {
    // Each reader in another zone, as different visitors would be.
    while (reading) read.push((await timed(`${base}${paths[Math.floor(reads++ / 25) % paths.length]}&tz=${ZONES[n]}`)).elapsed);
  });
  const loaded = await healthLatencies(base, SECONDS);
  reading = false;
  await Promise.all(readers);
  return { demo, cold, warm, idle, loaded, read };
}

const dataDir = mkdtempSync(join(tmpdir(), 'otailo-bench-slots-'));
try {
  await addSalesTeam(dataDir, PEOPLE);
  const site = await startSite({ DATA_DIR: dataDir, DATABASE_URL: '', TRUST_PROXY: '1', LEADS_MIN_FILL_MS: '0', ...LOAD_TEST_BUDGETS, LOG_LEVEL: 'warn' });
  try {
    const r = await measure(site.url);
    console.log(`\nSlot list with ${PEOPLE} active salespeople (${PEOPLE * 4} meetings), embedded database`);
    console.log(`  demo submit          median ${ms(percentile(r.demo, 50))}, max ${ms(Math.max(...r.demo))} (${r.demo.length} requests)`);
    console.log(`  slot page, after a booking   median ${ms(percentile(r.cold, 50))}, max ${ms(Math.max(...r.cold))}`);
    console.log(`  slot page, read again        median ${ms(percentile(r.warm, 50))}, max ${ms(Math.max(...r.warm))}`);
    console.log(`  /api/health alone            median ${ms(percentile(r.idle, 50))}, p95 ${ms(percentile(r.idle, 95))}`);
    console.log(`  /api/health, 4 slot readers  median ${ms(percentile(r.loaded, 50))}, p95 ${ms(percentile(r.loaded, 95))} (${r.loaded.length} probes)`);
    console.log(`  slot page under 4 readers    median ${ms(percentile(r.read, 50))}, ${(r.read.length / SECONDS).toFixed(1)} pages/s`);
  } finally {
    await site.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
