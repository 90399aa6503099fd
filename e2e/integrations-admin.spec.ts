import type { Page } from '@playwright/test';
import { adminTest, expect, invitedEditor } from './support/admin';
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

adminTest('an editor adds an integration in both languages: directory, its own pages, 308 on a new address, 410 once deleted', async ({ page, browser }) => {
  adminTest.setTimeout(180_000);
  const run = Date.now().toString(36);
  const name = `Parcelwise ${run}`;
  // The `e2e-` prefix keeps it out of the other specs' counts of the 19 samples (see SAMPLE_CARD).
  const slug = `e2e-parcelwise-${run}`;
  const own = await invitedEditor(page, browser, `integrations-editor-${run}@otailo.test`);

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
  await spanish.getByLabel('Setup steps').fill('Abre Ajustes → Transportistas\nEscribe tu clave de Parcelwise');
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

/** A real 1×1 PNG, and an SVG logo that carries script (it is stored as the PNG drawn from it). */
const PNG_LOGO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWP4z8AAAAMBAQCc479ZAAAAAElFTkSuQmCC', 'base64');
const SVG_LOGO = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40" onload="alert(1)"><script>alert(document.cookie)</script><rect width="120" height="40" fill="#d40511"/></svg>';

/** The uploaded logo's stored address on a page (the image optimizer's URL names it), or null when the card shows its mark. */
async function shownLogo(page: Page, slug: string): Promise<string | null> {
  const mark = page.locator(`[data-mark="${slug}"]`).first();
  await expect(mark).toBeAttached();
  if ((await mark.getAttribute('data-logo')) !== 'upload') return null;
  const image = mark.locator('img');
  await expect(image).toHaveAttribute('alt', '');
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // A fixed box, whatever the image's shape: nothing moves when it loads.
  expect(await image.evaluate((img: HTMLImageElement) => [img.getAttribute('width'), img.getAttribute('height'), img.clientWidth, img.clientHeight])).toEqual(['100', '48', 100, 48]);
  return (await image.evaluate((img: HTMLImageElement) => decodeURIComponent(img.currentSrc))).match(/\/uploads\/[0-9a-f-]{36}\.png/)?.[0] ?? null;
}

adminTest('an editor uploads a PNG or SVG logo shown instead of the mark in both languages, is told in their language when a file is no image, and removes it', async ({ page, browser }) => {
  adminTest.setTimeout(180_000);
  const run = Date.now().toString(36);
  const name = `Dhl Returns ${run}`;
  const slug = `e2e-dhl-returns-${run}`;
  const own = await invitedEditor(page, browser, `integration-logos-${run}@otailo.test`);
  const save = () => own.getByRole('button', { name: 'Save integration' }).click();
  const saved = () => expect(own.getByRole('status').filter({ hasText: 'Integration saved.' })).toBeVisible();
  const visitor = await browser.newContext({ baseURL: E2E_BASE_URL, storageState: { cookies: [], origins: [] } });
  const v = await visitor.newPage();
  const pages = [`/en/integrations?q=${encodeURIComponent(name)}`, `/es/integraciones?q=${encodeURIComponent(name)}`, `/en/integrations/${slug}`, `/es/integraciones/${slug}`];
  const logosShown = async () => {
    const logos: (string | null)[] = [];
    for (const path of pages) {
      await v.goto(path);
      logos.push(await shownLogo(v, slug));
    }
    return logos;
  };

  // A new integration with a library logo and an uploaded PNG.
  await own.goto('/en/manage/integrations/new');
  await waitForHydration(own);
  await own.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await own.getByLabel('Address (slug)').fill(slug);
  // The directory's own names for the categories and badges.
  // Then the sample's WMS and ERP, and any the editors added (admin-inputs.spec.ts adds some).
  expect((await own.getByLabel('Category', { exact: true }).getByRole('option').allTextContents()).slice(0, 6)).toEqual(['E-commerce Platforms', 'Shipping & Logistics', 'Order Management Systems', 'Fraud Detection Systems', 'Warehouse Systems (WMS)', 'ERP']);
  await expect(own.getByLabel('Badge', { exact: true }).getByRole('option')).toHaveText(['Live', 'Coming Soon']);
  await own.getByLabel('Category', { exact: true }).selectOption('shipping');
  await own.getByLabel('Logo style').selectOption('icon');
  await own.getByRole('combobox', { name: 'Logo', exact: true }).selectOption('dhl');
  await own.getByLabel(/^Upload a logo/).setInputFiles({ name: 'dhl.png', mimeType: 'image/png', buffer: PNG_LOGO });
  await own.getByRole('group', { name: 'English texts' }).getByLabel('Description').fill('Returns handed in at DHL points.');
  await own.getByRole('group', { name: 'Spanish texts' }).getByLabel('Description').fill('Devoluciones entregadas en puntos DHL.');
  await own.getByLabel('State', { exact: true }).selectOption('published');
  await save();
  await saved();
  const editUrl = own.url();
  await expect(own.getByRole('img', { name: 'Uploaded logo' })).toBeVisible();
  await expectNoViolations(own, 'integration editor with an uploaded logo');

  // On the directory in both languages and on both detail pages, instead of the library's glyph.
  const png = await logosShown();
  expect(png[0], 'the PNG on the English directory').toMatch(/^\/uploads\/.+\.png$/);
  expect(new Set(png)).toEqual(new Set([png[0]]));
  expect(await v.locator(`[data-mark="${slug}"] svg`).count()).toBe(0);
  const served = await v.request.get(png[0]!);
  expect(served.headers()['content-type']).toBe('image/png');
  expect(Buffer.from(await served.body()).equals(PNG_LOGO)).toBe(true);
  await expectNoViolations(v, 'Spanish integration page with an uploaded logo');

  // A text file named .png is refused, in the admin's language, and nothing changes.
  await own.goto(editUrl.replace('/en/', '/es/'));
  await waitForHydration(own);
  await own.getByLabel(/^Sube un logotipo/).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('not an image, just some notes') });
  await own.getByRole('button', { name: 'Guardar integración' }).click();
  await expect(alert(own).first()).toHaveText('El archivo del logotipo no es una imagen SVG, PNG, JPEG, WebP ni AVIF.');
  await expect(own.getByLabel(/^Sube un logotipo/)).toHaveAttribute('aria-invalid', 'true');
  await own.goto(editUrl);
  await waitForHydration(own);
  await own.getByLabel(/^Upload a logo/).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('<html><script>alert(1)</script></html>') });
  await save();
  await expect(alert(own).first()).toHaveText('The logo file is not an SVG, PNG, JPEG, WebP or AVIF image.');
  await expect(own.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
  await v.goto(pages[0]!);
  expect(await shownLogo(v, slug)).toBe(png[0]);

  // An SVG (with a script in it) replaces it: stored and served as the PNG drawn from it.
  await own.goto(editUrl);
  await waitForHydration(own);
  await own.getByLabel(/^Upload a logo/).setInputFiles({ name: 'dhl.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(SVG_LOGO) });
  const before = await own.getByRole('img', { name: 'Uploaded logo' }).getAttribute('src');
  await save();
  // The address may still say "saved" from the first save: the new logo in the editor is this save's.
  await expect(own.getByRole('img', { name: 'Uploaded logo' })).not.toHaveAttribute('src', before!);
  await saved();
  const svg = await logosShown();
  expect(svg[0]).toMatch(/^\/uploads\/.+\.png$/);
  expect(svg[0]).not.toBe(png[0]);
  expect(new Set(svg)).toEqual(new Set([svg[0]]));
  const drawn = await v.request.get(svg[0]!);
  expect(drawn.headers()['content-type']).toBe('image/png');
  expect(Buffer.from(await drawn.body()).toString('latin1')).not.toContain('alert');
  // The replaced PNG is deleted once the save committed: its address answers 404.
  expect((await v.request.get(png[0]!)).status(), 'the replaced logo is gone').toBe(404);

  // Removed: the library's glyph is back everywhere.
  await own.goto(editUrl);
  await waitForHydration(own);
  await own.getByLabel('Remove the uploaded logo (the logo above shows again)').check();
  await save();
  await saved();
  await expect(own.getByRole('img', { name: 'Uploaded logo' })).toHaveCount(0);
  expect(await logosShown()).toEqual([null, null, null, null]);
  await expect(v.locator(`[data-mark="${slug}"] svg path`)).toHaveCount(1);
  expect((await v.request.get(svg[0]!)).status(), 'the removed logo is gone').toBe(404);
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
