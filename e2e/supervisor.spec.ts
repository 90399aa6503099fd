import { rmSync } from 'node:fs';
import { startFakeCrm } from '../test/fakes/fake-crm.mjs';
import { deliveredEmails, describeDeath, heapBombEnv, killAndWaitForHealth, sendContactLead } from '../test/support/deaths.mjs';
import { expect, test } from './support/fixtures';
import { startOwnServer } from './support/own-server';
import { E2E_CRM } from './support/server-env.mjs';

/**
 * A server that comes back by itself (issue 51), on the embedded database: the supervisor `npm start`
 * runs (server/supervisor.mjs) brings the server back after `kill -9` and after V8 ran out of heap,
 * and the leads accepted before each death reach the CRM once. test/cluster/supervisor.test.ts
 * proves the same on PostgreSQL.
 */
test('killed with kill -9, then out of heap, the server answers again within 10 s each time and loses no lead', async () => {
  test.setTimeout(150_000);
  const dataDir = '.e2e-data-supervisor';
  rmSync(dataDir, { recursive: true, force: true });
  const crm = await startFakeCrm();
  crm.setMode('500'); // the leads wait in the outbox through both deaths
  const logs: { msg?: string; pid?: number; reason?: string; fatal?: string }[] = [];
  const own = await startOwnServer(
    'supervisor',
    { DATA_DIR: dataDir, HUBSPOT_API_BASE: crm.url, HUBSPOT_PORTAL_ID: E2E_CRM.portalId, LEADS_POLL_MS: '300', LEADS_LEASE_MS: '3000', ...heapBombEnv() },
    { onOutput: (line) => line.startsWith('{') && logs.push(JSON.parse(line)) },
  );
  const site = own.site;
  const note = (how: string, death: Awaited<ReturnType<typeof killAndWaitForHealth>>) => {
    const description = describeDeath(death);
    console.log(`${how}: ${description}`);
    test.info().annotations.push({ type: how, description });
  };
  const run = Date.now().toString(36);
  try {
    expect(site.supervisor, 'served through the supervisor').toBeDefined();
    expect(await sendContactLead(site.url, `before.kill.${run}@example.com`, '10.51.0.1')).toBe(true);

    const killed = await killAndWaitForHealth(site, 'kill -9');
    note('kill -9', killed);
    expect(killed.answeredAfterMs, `ms from kill -9 to health 200 (${describeDeath(killed)})`).toBeLessThan(10_000);
    expect(killed.next).not.toBe(killed.pid);
    expect(await sendContactLead(site.url, `before.heap.${run}@example.com`, '10.51.0.2')).toBe(true);

    const exhausted = await killAndWaitForHealth(site, 'heap');
    note('heap', exhausted);
    expect(exhausted.answeredAfterMs, `ms from the heap death to health 200 (${describeDeath(exhausted)})`).toBeLessThan(10_000);
    expect(exhausted.next).not.toBe(exhausted.pid);

    // One supervisor all along; it said why each server died.
    expect(site.serverPid()).toBe(exhausted.next);
    const deaths = logs.filter((line) => line.msg === 'server process died');
    expect(deaths).toEqual([
      expect.objectContaining({ pid: killed.pid, reason: expect.stringMatching(/^killed by SIGKILL/) }),
      expect.objectContaining({ pid: exhausted.pid, reason: 'JavaScript heap out of memory', fatal: expect.stringContaining('JavaScript heap out of memory') }),
    ]);

    crm.setMode('ok');
    const sent = [`before.kill.${run}@example.com`, `before.heap.${run}@example.com`];
    await expect.poll(() => sent.filter((email) => !deliveredEmails(crm).includes(email)), { timeout: 30_000 }).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 1000)); // a late duplicate would show up here
    expect(deliveredEmails(crm).filter((email) => sent.includes(email!)).sort()).toEqual(sent.sort());

  } finally {
    await site.stop();
    await crm.close();
    own.cleanUp();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
