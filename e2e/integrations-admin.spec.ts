import type { Browser, Page } from '@playwright/test';
import { adminTest, expect } from './support/admin';
import { expectNoViolations } from './support/axe';
import { E2E_BASE_URL } from './support/server-env.mjs';
import { SAMPLE_CARD, test } from './support/fixtures';
import { waitForHydration } from './support/site';

/**
 * Integrations as content (issue 41): an editor adds one with its English and Spanish texts; it is
 * in the directory (found by a plain GET, as without JavaScript) and on its own page in both
 * languages; a new address leaves a 308 behind and a deletion a 410.
 */

const alert = (page: Page) => page.locator('[role="alert"]:not(#__next-route-announcer__)');

/** An editor invited by the suite's admin, signed in in their own browser. */
async function editor(page: Page, browser: Browser, email: string) {
  await page.goto('/en/manage/people');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('combobox', { name: 'Role', exact: true }).selectOption({ label: 'Editor' });
  await page.getByRole('button', { name: 'Create invitation' }).click();
  const link = new URL(await page.getByRole('textbox', { name: 'Invitation link' }).inputValue());
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, storageState: { cookies: [], origins: [] } });
  const own = await context.newPage();
  await own.goto(`${link.pathname}${link.search}`);
  await waitForHydration(own);
  await own.getByLabel('Password').fill('a long editor passphrase');
  await own.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(own).toHaveURL(/\/en\/manage$/);
  return own;
}

adminTest('an editor adds an integration in both languages: directory, its own pages, 308 on a new address, 410 once deleted', async ({ page, browser }) => {
  adminTest.setTimeout(180_000);
  const run = Date.now().toString(36);
  const name = `Parcelwise ${run}`;
  // The `e2e-` prefix keeps it out of the other specs' counts of the 19 samples (see SAMPLE_CARD).
  const slug = `e2e-parcelwise-${run}`;
  const own = await editor(page, browser, `integrations-editor-${run}@otailo.test`);

  await own.getByRole('navigation', { name: 'Admin', exact: true }).getByRole('link', { name: 'Integrations', exact: true }).click();
  await own.getByRole('link', { name: 'New integration' }).click();
  await expect(own.getByRole('heading', { level: 1 })).toHaveText('New integration');
  await expectNoViolations(own, 'integration editor');
  // A save with what is missing names each field and keeps what was typed.
  await own.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await own.getByLabel('Address (slug)').fill(slug);
  await own.getByLabel('Documentation link (https://…)').fill('http://docs.example.com');
  await own.getByRole('button', { name: 'Save integration' }).click();
  await expect(alert(own).first()).toHaveText('The integration was not saved. Check the fields marked below.');
  await expect(own.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
  await expect(own.getByLabel('Documentation link (https://…)')).toHaveAttribute('aria-invalid', 'true');

  await own.getByLabel('Documentation link (https://…)').fill('https://docs.example.com/parcelwise');
  await own.getByLabel('Category', { exact: true }).selectOption('shipping');
  await own.getByLabel('Wordmark text').fill('Parcelwise');
  const english = own.getByRole('group', { name: 'English texts' });
  const spanish = own.getByRole('group', { name: 'Spanish texts' });
  await english.getByLabel('Description').fill('Prepaid return labels from Parcelwise lockers across the Nordics.');
  await english.getByLabel('Setup steps').fill('Open Settings → Carriers\nEnter your Parcelwise key');
  await spanish.getByLabel('Description').fill('Etiquetas de devolución prepagadas desde las taquillas de Parcelwise en los países nórdicos.');
  await spanish.getByLabel('Setup steps').fill('Abre Ajustes → Transportistas\nIntroduce tu clave de Parcelwise');
  await own.getByLabel('State', { exact: true }).selectOption('published');
  await own.getByRole('button', { name: 'Save integration' }).click();
  await expect(own.getByRole('status').filter({ hasText: 'Integration saved.' })).toBeVisible();
  const editUrl = own.url();

  // The directory, filtered by a plain GET (what a browser without JavaScript sends).
  const directory = await own.request.get(`/en/integrations?q=${encodeURIComponent(name)}`);
  expect(directory.status()).toBe(200);
  const html = await directory.text();
  expect(html).toContain(name);
  expect(html).toContain(`href="/en/integrations/${slug}"`);
  expect(html).toContain('1 integration<');

  const visitor = await browser.newContext({ baseURL: E2E_BASE_URL, storageState: { cookies: [], origins: [] } });
  const v = await visitor.newPage();
  await v.goto(`/en/integrations?q=${encodeURIComponent(name)}`);
  await v.getByRole('link', { name }).click();
  await expect(v).toHaveURL(new RegExp(`/en/integrations/${slug}$`));
  await expect(v.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(v.getByText('Prepaid return labels from Parcelwise lockers across the Nordics.')).toBeVisible();
  await expect(v.getByRole('link', { name: /Read the setup guide/ })).toHaveAttribute('href', 'https://docs.example.com/parcelwise');
  await expectNoViolations(v, 'English integration page');
  await v.goto(`/es/integraciones/${slug}`);
  await expect(v.getByText('Etiquetas de devolución prepagadas desde las taquillas de Parcelwise en los países nórdicos.')).toBeVisible();
  await expect(v.getByRole('heading', { level: 2, name: 'Cómo conectarla' })).toBeVisible();
  await expectNoViolations(v, 'Spanish integration page');
  const crumbs = (await v.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text)).flat().find((item) => item['@type'] === 'BreadcrumbList');
  expect(crumbs.itemListElement.at(-1)).toMatchObject({ name, item: `${E2E_BASE_URL}/es/integraciones/${slug}` });
  expect(await (await v.request.get('/sitemap.xml')).text()).toContain(`/en/integrations/${slug}</loc>`);

  // A new address: the old one answers 308 to it.
  await own.goto(editUrl);
  await own.getByLabel('Address (slug)').fill(`${slug}-nordics`);
  await own.getByRole('button', { name: 'Save integration' }).click();
  await expect(own.getByRole('status').filter({ hasText: 'Integration saved.' })).toBeVisible();
  await expect.poll(async () => (await v.request.get(`/en/integrations/${slug}`, { maxRedirects: 0 })).headers().location ?? '').toContain(`/en/integrations/${slug}-nordics`);

  // Deleted: its address answers 410.
  await own.getByRole('button', { name: 'Delete integration' }).click();
  await expect(own.getByRole('status').filter({ hasText: 'Integration deleted.' })).toBeVisible();
  await expect.poll(async () => (await v.request.get(`/en/integrations/${slug}-nordics`, { maxRedirects: 0 })).status()).toBe(410);
  await visitor.close();
});

test('the sample integrations have their own pages: both languages, related stories, 404 when unknown', async ({ page }) => {
  const response = await page.goto('/en/integrations/shopify');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shopify');
  await expect(page.getByRole('heading', { level: 2, name: 'How to connect it' })).toBeVisible();
  await expectNoViolations(page, 'English sample integration');
  await page.goto('/es/integraciones/collect-plus');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Collect+');
  await expectNoViolations(page, 'Spanish sample integration');
  expect((await page.request.get('/en/integrations/no-such-integration')).status()).toBe(404);
  expect((await page.request.get('/en/integrations/Not_A_Slug')).status()).toBe(404);
  // The directory's cards lead to those pages.
  await page.goto('/en/integrations');
  await expect(page.locator(`main ${SAMPLE_CARD} h3 a`)).toHaveCount(19);
});
