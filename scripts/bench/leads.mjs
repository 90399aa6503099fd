#!/usr/bin/env node
// Lead capture under load: N demo requests sent at once (as browsers without JavaScript post the
// form) against a production build, with the embedded database and with PostgreSQL, each with a
// fake CRM receiving the forwarded leads. Prints leads/s, latency percentiles, and checks that the
// database holds exactly N leads and the CRM got each once. Run `npm run build` first.
//   npm run bench:leads            (N=200)
//   BENCH_LEADS=500 npm run bench:leads
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../lib/infra/db/client.ts';
import { startFakeCrm } from '../../test/fakes/fake-crm.mjs';
import { startPostgres } from '../postgres-server.mjs';
import { loadForm } from '../../test/support/form-post.mjs';
import { startSite } from '../../test/support/serve.mjs';
import { lettersOf } from '../../test/support/visitors.mjs';
import { LOAD_TEST_BUDGETS } from '../../test/support/write-budgets.mjs';

const N = Number(process.env.BENCH_LEADS ?? 200);
const RUN = Date.now().toString(36);

/** @param {number[]} sorted @param {number} p */
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** @param {string} base */
async function submitAll(base) {
  const submit = await loadForm(`${base}/en/demo`, { 'x-forwarded-for': '10.200.0.1' });
  /** @type {number[]} */
  const latencies = [];
  const statuses = new Map();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: N }, async (_, i) => {
      const t0 = performance.now();
      const response = await submit(
        { firstName: `Bench ${lettersOf(i)}`, lastName: 'Load', email: `bench.${RUN}.${i}@example.com`, company: 'Bench Co', country: 'ES' },
        // Every submission from its own address, as real visitors (the limit is per address).
        { 'x-forwarded-for': `10.201.${i >> 8}.${i & 255}` },
      );
      const html = await response.text();
      latencies.push(performance.now() - t0);
      const key = `${response.status}${html.includes('Thank You!') ? ' success' : ''}`;
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { seconds, latencies, statuses };
}

/** @param {import('../../lib/infra/db/client.ts').DatabaseTarget} target */
async function storedLeads(target) {
  const handle = await openDatabase(target);
  try {
    const { rows } = await handle.query(`SELECT count(*)::int AS n FROM leads WHERE email LIKE $1`, [`bench.${RUN}.%`]);
    return Number(rows[0]?.n ?? 0);
  } finally {
    await handle.close();
  }
}

/**
 * @param {string} title
 * @param {Record<string, string>} env
 * @param {import('../../lib/infra/db/client.ts').DatabaseTarget} target
 */
async function measure(title, env, target) {
  const crm = await startFakeCrm();
  const site = await startSite({
    ...env,
    TRUST_PROXY: '1',
    HUBSPOT_API_BASE: crm.url,
    HUBSPOT_PORTAL_ID: '424242',
    HUBSPOT_DEMO_FORM_ID: 'de300000-0000-4000-8000-000000000001',
    HUBSPOT_CONTACT_FORM_ID: 'c0a7ac70-0000-4000-8000-000000000002',
    LEADS_POLL_MS: '250',
    // All N arrive within a second of the form being rendered: the bot check's minimum fill time
    // would keep the first ones as spam (never forwarded), which is not what this measures.
    LEADS_MIN_FILL_MS: '0',
    ...LOAD_TEST_BUDGETS,
  });
  let result;
  let delivered = 0;
  try {
    result = await submitAll(site.url);
    // The outbox keeps below the CRM's 50 per 10 s (40 per 10 s sustained across instances on
    // PostgreSQL), so delivering N leads takes up to N / 4 s: wait N / 3 s at most.
    const deadline = Date.now() + Math.max(30_000, (N / 3) * 1000);
    while (Date.now() < deadline && crm.submissions.length < N) await new Promise((resolve) => setTimeout(resolve, 500));
  } finally {
    await site.stop();
    await crm.close();
    // After the stop: a call in flight at the deadline finishes during the shutdown.
    delivered = crm.submissions.length;
  }
  const stored = await storedLeads(target);
  const { seconds, latencies, statuses } = result;
  const emails = new Set(crm.submissions.map((s) => s.body.fields.find((/** @type {{ name: string, value: string }} */ f) => f.name === 'email')?.value));
  console.log(`\n${title}: ${N} demo requests at once`);
  console.log(`  answers      ${[...statuses].map(([k, v]) => `${v} × ${k}`).join(', ')}`);
  console.log(`  throughput   ${(N / seconds).toFixed(1)} leads/s (${seconds.toFixed(2)} s for all)`);
  console.log(`  latency      p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms, max ${latencies.at(-1)?.toFixed(0)} ms`);
  console.log(`  database     ${stored} leads stored ${stored === N ? '✓ exactly N' : '✗ expected ' + N}`);
  console.log(`  CRM          ${delivered} delivered, ${emails.size} distinct ${emails.size === N && delivered === N ? '✓ each once' : '(outbox still working or duplicates)'}`);
  return stored === N;
}

const dataDir = mkdtempSync(join(tmpdir(), 'otailo-bench-leads-'));
let ok = true;
try {
  ok = (await measure('Embedded database (PGlite)', { DATA_DIR: dataDir, DATABASE_URL: '' }, { kind: 'pglite', dataDir })) && ok;
  const postgres = await startPostgres();
  try {
    ok = (await measure('PostgreSQL', { DATABASE_URL: postgres.url }, { kind: 'postgres', url: postgres.url })) && ok;
  } finally {
    postgres.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
