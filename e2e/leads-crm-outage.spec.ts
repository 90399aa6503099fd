import { field } from './support/fields';
import { acceptedFor, deliveredFor, requestsFor, setCrmMode, uniqueEmail } from './support/crm';
import { expect, test } from './support/fixtures';
import { Site } from './support/site';

// These tests switch the shared fake CRM's mode: one at a time. (Other tests' leads are only
// delayed meanwhile: the outbox retries them.)
test.describe.configure({ mode: 'serial' });
test.afterEach(() => setCrmMode('ok'));

async function sendContactMessage(page: import('@playwright/test').Page, email: string) {
  const site = new Site(page);
  await site.visit('/en/contact');
  await field(page, 'Full name').fill('Olga Outage');
  await field(page, 'Email address').fill(email);
  await field(page, 'Message').fill('Is anyone there?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  // The visitor is told at once: the lead is stored, the CRM is the outbox's business.
  await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
}

for (const mode of ['500', '429', 'hang'] as const) {
  test(`with the CRM answering ${mode}, the visitor sees success and the lead arrives once it recovers`, async ({ page }) => {
    test.setTimeout(45_000);
    const email = uniqueEmail(`outage-${mode}`);
    await setCrmMode(mode);
    await sendContactMessage(page, email);
    // The outbox tried, and keeps trying.
    await expect.poll(async () => (await requestsFor(email)).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    expect(await acceptedFor(email)).toEqual([]);

    await setCrmMode('ok');
    const delivered = await deliveredFor(email, 1, 20_000);
    expect(delivered).toHaveLength(1);
    await page.waitForTimeout(1500);
    expect(await acceptedFor(email)).toHaveLength(1);
  });
}
