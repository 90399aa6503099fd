#!/usr/bin/env node
// @ts-check
// What an anonymous flood can add to the database in a day (issue 51, finding 5): the bytes each
// anonymous write costs, measured on the embedded database (every table's rows, indexes and TOAST,
// before and after; WAL not counted: it is recycled), times the site-wide budgets of a day.
//   analytics events  a flood's beacons (page views of made-up campaigns, Web Vitals), then that day rolled up
//   leads             demo requests with every field at its limit, and the sales notification each queues
//   sign-ups          newsletter sign-ups, each with its confirmation token and mail
//   npm run bench:anonymous-storage
import { openDatabase } from '../../lib/infra/db/client.ts';
import { migrateDatabase } from '../../lib/infra/db/migrate.ts';
import { createAnalyticsStore } from '../../lib/features/analytics/store.ts';
import { rollUpClosedDays } from '../../lib/features/analytics/rollup.ts';
import { createLeadStore } from '../../lib/features/leads/store.ts';
import { queueLeadNotifications } from '../../lib/features/leads/notification-mail.ts';
import { signUp } from '../../lib/features/newsletter/signup.ts';
import { getEnv } from '../../lib/infra/env.mjs';

const N = Number(process.env.BENCH_ROWS ?? 2_000);
const handle = await openDatabase({ kind: 'pglite' });
await migrateDatabase(handle);
const db = handle.db;

/** Every user table's size with its indexes and TOAST. */
async function databaseBytes() {
  const { rows } = await handle.query("select sum(pg_total_relation_size(c.oid))::bigint as bytes from pg_class c join pg_namespace n on n.oid = c.relnamespace where c.relkind = 'r' and n.nspname = 'public'");
  return Number(rows[0]?.bytes ?? 0);
}

/** Bytes per unit of what `task` writes (`units` of it). @param {number} units @param {() => Promise<void>} task */
async function measured(units, task) {
  await handle.exec('CHECKPOINT');
  const before = await databaseBytes();
  await task();
  await handle.exec('VACUUM ANALYZE');
  return (await databaseBytes() - before) / units;
}

const day = '2026-03-01';
const letters = (/** @type {number} */ n) => n.toString(36).padStart(6, 'a');
const store = createAnalyticsStore(async () => db);
// A flood's beacons: 25 events each, 20 page views of made-up campaigns and 5 Web Vitals, many visitors.
/** @type {import('../../lib/features/analytics/store.ts').EventRow[]} */
const events = Array.from({ length: 25 * N }, (_, i) => ({
  at: new Date(`${day}T12:00:00Z`),
  day,
  kind: i % 5 === 4 ? 'vital' : 'pageview',
  name: i % 5 === 4 ? 'LCP' : '',
  value: i % 5 === 4 ? 900 + (i % 4000) : null,
  visitor: (i % 5000).toString(16).padStart(16, '0'),
  path: i % 2 ? '/en/pricing' : '/es/precios',
  locale: i % 2 ? 'en' : 'es',
  referrer: `referrer-${letters(i % 3000)}.example`,
  utmSource: `campaign-${letters(i)}`,
  utmMedium: 'flood',
  utmCampaign: `c-${letters(i % 97)}`,
  country: 'ES',
  device: 'desktop',
}));
const perEvent = await measured(events.length, async () => {
  for (let at = 0; at < events.length; at += 500) await store.insert(events.slice(at, at + 500));
});
const perEventRolled = await measured(events.length, async () => void (await rollUpClosedDays(db, '2026-03-02')));

const leads = createLeadStore(async () => db);
const long = (/** @type {number} */ length, /** @type {number} */ n) => `${letters(n)} ${'x'.repeat(length)}`.slice(0, length);
const perLead = await measured(N, async () => {
  for (let n = 0; n < N; n += 1) {
    await leads.capture({
      kind: 'demo',
      idempotencyKey: `flood-${n}-${'k'.repeat(80)}`,
      locale: 'en',
      firstName: long(50, n),
      lastName: long(50, n),
      email: `${long(60, n).replaceAll(' ', '')}@example.com`,
      company: long(200, n),
      country: 'ES',
      interest: null,
      message: long(5000, n),
      pageUri: `https://www.otailo.com/en/demo?${'q'.repeat(1900)}`,
      pageName: long(300, n),
      hutk: 'h'.repeat(100),
      ipAddress: '203.0.113.7',
      userAgent: long(500, n),
      spam: false,
    });
    if (n % 50 === 49) await queueLeadNotifications({ salesNotify: 'sales@otailo.test' }, { db, siteUrl: getEnv().SITE_URL });
  }
});
const perSignup = await measured(N, async () => {
  for (let n = 0; n < N; n += 1) await signUp(db, { email: `${long(60, n).replaceAll(' ', '')}@example.com`, language: 'en', consentText: long(500, n) }, 'https://www.otailo.com');
});
await handle.close();

const env = getEnv();
const kinds = [
  ['analytics events (raw, kept ' + env.ANALYTICS_RAW_RETENTION_DAYS + ' days)', perEvent, env.ANALYTICS_EVENTS_PER_DAY],
  ['  their rollups (kept ' + env.ANALYTICS_RETENTION_DAYS + ' days)', perEventRolled, env.ANALYTICS_EVENTS_PER_DAY],
  ['leads (with the sales notification)', perLead, env.LEADS_PER_DAY],
  ['sign-ups (with token and confirmation mail)', perSignup, env.SIGNUPS_PER_DAY],
];
const mb = (/** @type {number} */ bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
console.log(`measured on PGlite with ${N.toLocaleString('en')} of each (${(25 * N).toLocaleString('en')} events):`);
let total = 0;
for (const [name, bytes, perDay] of /** @type {[string, number, number][]} */ (kinds)) {
  total += bytes * perDay;
  console.log(`  ${name}: ${Math.round(bytes).toLocaleString('en')} B each × ${perDay.toLocaleString('en')} a day = ${mb(bytes * perDay)}`);
}
console.log(`worst case a day, every budget spent: ${mb(total)}`);
