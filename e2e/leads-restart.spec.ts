import { field } from './support/fields';
import { rmSync } from 'node:fs';
import { startFakeCrm } from '../test/fakes/fake-crm.mjs';
import { expect, test } from './support/fixtures';
import { startOwnServer } from './support/own-server';
import { E2E_CRM } from './support/server-env.mjs';

const DATA_DIR = '.e2e-data-restart';

/**
 * A lead committed just before the server dies (no shutdown at all: `kill()` takes the supervisor
 * with it, as a power cut does) is delivered by the next start. This test runs its own server (same
 * build, its own embedded database) and its own fake CRM. e2e/supervisor.spec.ts has the server
 * die alone and come back by itself.
 */
test('a lead stored just before a crash is delivered after the restart', async ({ browser }) => {
  test.setTimeout(90_000);
  rmSync(DATA_DIR, { recursive: true, force: true });
  const crm = await startFakeCrm();
  crm.setMode('500');
  const email = `restart.${Date.now()}@example.com`;
  const own = await startOwnServer('restart', {
    DATA_DIR,
    HUBSPOT_API_BASE: crm.url,
    HUBSPOT_PORTAL_ID: E2E_CRM.portalId,
    LEADS_POLL_MS: '300',
    // A lease held by the killed process must run out quickly for the test.
    LEADS_LEASE_MS: '3000',
  });
  let site = own.site;
  try {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: site.url });
    const page = await context.newPage();
    await page.goto('/en/contact');
    await field(page, 'Full name').fill('Rex Restart');
    await field(page, 'Email address').fill(email);
    await field(page, 'Message').fill('Sent right before the power cut.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
    await context.close();
    await site.kill();
    expect(crm.submissions).toEqual([]);

    crm.setMode('ok');
    site = await own.restart();
    await expect.poll(() => crm.submissions.length, { timeout: 20_000 }).toBe(1);
    const fields = Object.fromEntries(crm.submissions[0]!.body.fields.map((f: { name: string; value: string }) => [f.name, f.value]));
    expect(fields).toMatchObject({ firstname: 'Rex', lastname: 'Restart', email });
  } finally {
    await site.stop();
    await crm.close();
    own.cleanUp();
    rmSync(DATA_DIR, { recursive: true, force: true });
  }
});
