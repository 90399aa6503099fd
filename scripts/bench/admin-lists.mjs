#!/usr/bin/env node
// @ts-check
// The admin's lists at scale (issue 56): a production build's embedded database seeded with 5,000
// posts, 2,000 leads and 50,000 redirects (beside the sample content), then, through the production
// server signed in as an admin, each list's first page and a search, timed (median of BENCH_RUNS after
// a warm-up). The bar: every answer within 300 ms.
//   npm run bench:admin-lists                      (a build in BUILD_DIR, default .next-test)
//   BENCH_POSTS=20000 BENCH_RUNS=9 npm run bench:admin-lists
//   BENCH_KEEP_DATA=1 …                            (keeps the seeded data folder and prints where, to query it)
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../lib/infra/db/client.ts';
import { e2eServerEnv } from '../../e2e/support/server-env.mjs';
import { hiddenFields } from '../../test/support/form-post.mjs';
import { startSite } from '../../test/support/serve.mjs';

const POSTS = Number(process.env.BENCH_POSTS ?? 5_000);
const LEADS = Number(process.env.BENCH_LEADS ?? 2_000);
const REDIRECTS = Number(process.env.BENCH_REDIRECTS ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BAR_MS = 300;
const ADMIN = { email: 'bench@otailo.test', password: 'bench horse battery staple 42' };

/**
 * Each list: its first page, and a search that matches some of the seeded rows (a word of their
 * titles, names or addresses) and, where it has one, a filter.
 * @type {[name: string, path: string, search: string][]}
 */
const LISTS = [
  ['dashboard', '/en/manage', ''],
  ['posts', '/en/manage/posts', '?q=playbook&status=published'],
  ['review queue', '/en/manage/review', ''],
  ['pages', '/en/manage/pages', '?q=returns'],
  ['customer stories', '/en/manage/customers', '?q=returns'],
  ['openings', '/en/manage/openings', '?q=engineer'],
  ['applications', '/en/manage/applications', '?q=maria'],
  ['integrations', '/en/manage/integrations', '?q=shop&status=published'],
  ['resources', '/en/manage/resources', '?q=returns'],
  ['media', '/en/manage/media', '?q=returns'],
  ['leads', '/en/manage/leads', '?q=garcia'],
  ['newsletter subscribers', '/en/manage/newsletter', '?q=example'],
  ['redirects', '/en/manage/redirects', '?q=bench-4242'],
  ['people', '/en/manage/people', ''],
  ['audit log', '/en/manage/audit', ''],
  ['analytics', '/en/manage/analytics', ''],
  ['Spanish posts', '/es/manage/posts', '?q=playbook'],
];

const ms = (/** @type {number} */ value) => `${Math.round(value).toLocaleString('en')} ms`;

/** @param {import('../../lib/infra/db/client.ts').DatabaseHandle} handle @param {string} text */
const one = async (handle, text) => Object.values((await handle.query(text)).rows[0] ?? {})[0];

/**
 * Copies the table's first row `count` times (`g` is the copy's number), every column as it is but those
 * `overrides` rewrites: the seed follows the schema as it changes, the sample row keeps the rest valid.
 * @param {import('../../lib/infra/db/client.ts').DatabaseHandle} handle @param {string} table
 * @param {number} count @param {Record<string, string>} overrides
 */
async function copyRows(handle, table, count, overrides) {
  const columns = /** @type {{ column_name: string, column_default: string | null }[]} */ (
    (await handle.query(`select column_name, column_default from information_schema.columns where table_schema = 'public' and table_name = '${table}' order by ordinal_position`)).rows
  ).filter((column) => !column.column_default?.startsWith('nextval'));
  const missing = Object.keys(overrides).filter((name) => !columns.some((column) => column.column_name === name));
  if (missing.length) throw new Error(`${table} has no column ${missing.join(', ')}: update the benchmark's seed`);
  const names = columns.map((column) => `"${column.column_name}"`).join(', ');
  const values = columns.map((column) => overrides[column.column_name] ?? `t."${column.column_name}"`).join(', ');
  await handle.exec(`insert into ${table} (${names}) select ${values} from (select * from ${table} order by 1 limit 1) t, generate_series(1, ${count}) g`);
}

/** What an admin screen lists, at the issue's scale. @param {string} dataDir */
async function seed(dataDir) {
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const started = performance.now();
    await handle.exec('select setseed(0.56)');
    await copyRows(handle, 'posts', POSTS, {
      slug: `'bench-post-' || g`,
      title: `(array['Returns','Refund','Warehouse','Exchange','Carrier','Fraud'])[1 + g % 6] || ' playbook ' || g`,
      language: `(case when g % 3 = 0 then 'es' else 'en' end)::post_language`,
      status: `(array['draft','review','scheduled','published','published'])[1 + g % 5]::post_status`,
      published_at: `case when g % 5 = 2 then now() + interval '30 days' when g % 5 > 2 then now() - g * interval '37 minutes' end`,
      date: `(now() - g * interval '37 minutes')::date`,
      translation_group: 'null',
      owner_id: 'null',
      version: '1',
      created_at: `now() - g * interval '41 minutes'`,
      updated_at: `now() - g * interval '29 minutes'`,
    });
    await handle.exec(`
      insert into leads (kind, idempotency_key, locale, first_name, last_name, email, company, country, message, page_uri, page_name, created_at, crm_status)
      select (array['demo','contact'])[1 + g % 2]::lead_kind, 'bench-' || g, (case when g % 3 = 0 then 'es' else 'en' end)::lead_locale,
        (array['Maria','John','Lucia','Wei','Amara','Pedro'])[1 + g % 6], (array['Garcia','Smith','Lopez','Chen','Okafor','Silva'])[1 + (g / 6) % 6],
        'lead' || g || '@example.com', 'Company ' || g, (array['ES','US','MX','GB'])[1 + g % 4], 'Returns volume ' || g,
        'https://otailo.test/en/demo', 'Demo', now() - g * interval '17 minutes', (array['sent','sent','sent','failed','pending'])[1 + g % 5]::lead_crm_status
      from generate_series(1, ${LEADS}) g`);
    await handle.exec(`
      insert into redirects (source, target, status, origin)
      select '/en/old/bench-' || g, case when g % 10 = 0 then null else '/en/blog' end, case when g % 10 = 0 then 410 else 301 end, 'manual'
      from generate_series(1, ${REDIRECTS}) g`);
    await handle.exec('ANALYZE');
    const counts = await Promise.all(['posts', 'leads', 'redirects'].map(async (table) => `${Number(await one(handle, `select count(*) from ${table}`)).toLocaleString('en')} ${table}`));
    console.log(`seeded in ${ms(performance.now() - started)}: ${counts.join(', ')}`);
  } finally {
    await handle.close();
  }
}

/** Signs the bench's admin in; the session cookie. @param {string} url */
async function signIn(url) {
  const html = await (await fetch(`${url}/en/manage`)).text();
  const body = new FormData();
  for (const [name, value] of hiddenFields(html, 'password')) body.append(name, value);
  body.set('email', ADMIN.email);
  body.set('password', ADMIN.password);
  const answer = await fetch(`${url}/en/manage`, { method: 'POST', body, redirect: 'manual', headers: { origin: url } });
  const cookie = answer.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  if (!cookie) throw new Error(`sign-in failed: ${answer.status}`);
  return cookie;
}

/** The median of RUNS GETs (the body read whole) after one warm-up; null for a screen this checkout lacks. @param {string} url @param {string} cookie @param {string} path */
async function time(url, cookie, path) {
  const get = async () => {
    const answer = await fetch(`${url}${path}`, { headers: { cookie }, redirect: 'manual' });
    await answer.arrayBuffer();
    return answer.status;
  };
  const status = await get();
  if (status === 404) return null;
  if (status !== 200) throw new Error(`${path} answered ${status}`);
  const times = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    await get();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
}

const buildDir = process.env.BUILD_DIR ?? '.next-test';
if (!existsSync(join(buildDir, 'BUILD_ID'))) throw new Error(`No build in ${buildDir}: run \`npm run build\` (BUILD_DIR=.next) or the browser tests' build.`);
console.log(`admin lists at scale: ${POSTS.toLocaleString('en')} posts, ${LEADS.toLocaleString('en')} leads, ${REDIRECTS.toLocaleString('en')} redirects; median of ${RUNS} (build ${readFileSync(join(buildDir, 'BUILD_ID'), 'utf8').trim()})`);
const dataDir = mkdtempSync(join(tmpdir(), 'bench-admin-lists-'));
const { PORT: _port, ...suite } = e2eServerEnv();
const env = { ...suite, BUILD_DIR: buildDir, DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, HUBSPOT_PORTAL_ID: '', SMTP_URL: '', INDEXNOW_KEY: '', LOG_LEVEL: 'warn' };
try {
  // A first start migrates the database and writes the sample content and the admin; the seed copies its rows.
  await (await startSite(env)).stop();
  await seed(dataDir);
  const site = await startSite(env);
  try {
    const cookie = await signIn(site.url);
    console.log(`${'list'.padEnd(24)} ${'first page'.padStart(12)} ${'search'.padStart(12)}  search`);
    let over = 0;
    for (const [name, path, search] of LISTS) {
      const first = await time(site.url, cookie, path);
      if (first === null) {
        console.log(`${name.padEnd(24)} ${'(no screen)'.padStart(12)}`);
        continue;
      }
      const searched = search ? await time(site.url, cookie, path + search) : null;
      const worst = Math.max(first, searched ?? 0);
      if (worst > BAR_MS) over += 1;
      console.log(`${name.padEnd(24)} ${ms(first).padStart(12)} ${(searched === null ? '—' : ms(searched)).padStart(12)}  ${search}${worst > BAR_MS ? `  OVER ${BAR_MS} ms` : ''}`);
    }
    console.log(over ? `${over} list(s) over ${BAR_MS} ms` : `every list within ${BAR_MS} ms`);
  } finally {
    await site.stop();
  }
} finally {
  if (process.env.BENCH_KEEP_DATA) console.log(`kept ${dataDir}`);
  else rmSync(dataDir, { recursive: true, force: true });
}
