/**
 * A server that comes back by itself (issue 51), on PostgreSQL: one instance of the standalone build,
 * run as the container runs it (server/supervisor.mjs), is killed with `kill -9` and then made to
 * exhaust its heap; each time the site answers again within 10 s, and the leads accepted before
 * the deaths reach the CRM once. e2e/supervisor.spec.ts proves the same on the embedded database.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeCrm } from '../fakes/fake-crm.mjs';
import { deliveredEmails, describeDeath, heapBombEnv, killAndWaitForHealth, sendContactLead } from '../support/deaths.mjs';
import { startSite } from '../support/serve.mjs';
import { CLUSTER_CRM } from '../../scripts/cluster/topology.mjs';
import { startPostgres } from '../../scripts/postgres-server.mjs';
import { LOAD_TEST_BUDGETS } from '../support/write-budgets.mjs';

const buildDir = process.env.CLUSTER_BUILD_DIR ?? '.next-test';
const work = mkdtempSync(join(tmpdir(), 'otailo-supervisor-'));
const cleanUp: (() => unknown)[] = [() => rmSync(work, { recursive: true, force: true })];
const logs: { msg?: string; pid?: number; reason?: string }[] = [];
let site: Awaited<ReturnType<typeof startSite>>;
let crm: Awaited<ReturnType<typeof startFakeCrm>>;
let databaseUrl: string;

beforeAll(async () => {
  const database = await startPostgres();
  cleanUp.push(database.stop);
  databaseUrl = database.url;
  crm = await startFakeCrm();
  cleanUp.push(crm.close);
  crm.setMode('500'); // the leads wait in the outbox through both deaths
  const folder = join(work, 'app');
  cpSync(join(buildDir, 'standalone'), folder, { recursive: true });
  site = await startSite(
    {
      NODE_ENV: 'production',
      BUILD_DIR: buildDir,
      DATABASE_URL: database.url,
      REDIS_URL: '',
      DATA_DIR: join(folder, 'data'),
      TRUST_PROXY: '1',
      HUBSPOT_API_BASE: crm.url,
      HUBSPOT_PORTAL_ID: CLUSTER_CRM.portalId,
      HUBSPOT_CONTACT_FORM_ID: CLUSTER_CRM.contactFormId,
      LEADS_POLL_MS: '300',
      LEADS_RETRY_BASE_MS: '250',
      LEADS_RETRY_CAP_MS: '1000',
      // A lease held by a killed process runs out quickly (at least twice the CRM's timeout).
      CRM_TIMEOUT_MS: '1500',
      LEADS_LEASE_MS: '3000',
      LEADS_MIN_FILL_MS: '0',
      ...LOAD_TEST_BUDGETS,
      ANALYTICS_ID: '',
      LOG_LEVEL: 'warn',
      ...heapBombEnv(),
    },
    { cwd: folder, onOutput: (line) => line.startsWith('{') && logs.push(JSON.parse(line)) },
  );
  cleanUp.push(() => site.stop());
}, 240_000);

afterAll(async () => {
  for (const step of cleanUp.reverse()) await Promise.resolve(step()).catch(() => {});
}, 60_000);

describe('the supervised server on PostgreSQL', () => {
  it('answers again within 10 s of kill -9 and of running out of heap, and loses no lead', async () => {
    const run = Date.now().toString(36);
    const sent = [`pg.before.kill.${run}@example.com`, `pg.before.heap.${run}@example.com`];
    expect(site.supervisor, 'served through the supervisor').toBeDefined();
    expect(await sendContactLead(site.url, sent[0]!, '10.51.1.1')).toBe(true);

    const killed = await killAndWaitForHealth(site, 'kill -9');
    expect(killed.answeredAfterMs, `ms from kill -9 to health 200 (${describeDeath(killed)})`).toBeLessThan(10_000);
    expect(await sendContactLead(site.url, sent[1]!, '10.51.1.2')).toBe(true);

    const exhausted = await killAndWaitForHealth(site, 'heap');
    expect(exhausted.answeredAfterMs, `ms from the heap death to health 200 (${describeDeath(exhausted)})`).toBeLessThan(10_000);
    for (const [how, death] of [['kill -9', killed], ['heap', exhausted]] as const) {
      console.log(`${how}: ${describeDeath(death)}`);
    }

    expect(logs.filter((line) => line.msg === 'server process died')).toEqual([
      expect.objectContaining({ pid: killed.pid, reason: expect.stringMatching(/^killed by SIGKILL/) }),
      expect.objectContaining({ pid: exhausted.pid, reason: 'JavaScript heap out of memory' }),
    ]);
    const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    try {
      const stored = await sql<{ email: string }[]>`SELECT email FROM leads WHERE email LIKE ${`pg.before.%.${run}@example.com`} ORDER BY email`;
      expect(stored.map((row) => row.email)).toEqual([...sent].sort());
    } finally {
      await sql.end();
    }

    crm.setMode('ok');
    const deadline = Date.now() + 30_000;
    while (sent.some((email) => !deliveredEmails(crm).includes(email)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
    await new Promise((resolve) => setTimeout(resolve, 1000)); // a late duplicate would show up here
    expect(deliveredEmails(crm).filter((email) => sent.includes(email!)).sort()).toEqual([...sent].sort());
  }, 120_000);
});
