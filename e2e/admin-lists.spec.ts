import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import type { Download, Locator, Page } from '@playwright/test';
import { adminTest, expect, saveAndStay, signIn } from './support/admin';
import { expectNoViolations } from './support/axe';
import { field } from './support/fields';
import { startOwnServer } from './support/own-server';
import { E2E_ADMIN, E2E_BASE_URL } from './support/server-env.mjs';
import { test, visitorHeaders } from './support/fixtures';
import { waitForHydration } from './support/site';

/**
 * Admin lists at scale (issue 56, finding 1): search, filters, sort and pages from the URL, and
 * bulk actions that name the count before anything changes — the posts list with JavaScript in
 * English and Spanish, the leads inbox without JavaScript in Spanish on a seeded server of its own.
 */

const stampOf = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A draft made through the editor (a new post is a draft). */
async function draftPost(page: Page, title: string, slug: string) {
  await page.goto('/en/manage/posts/new');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Slug' }).fill(slug);
  await page.getByRole('textbox', { name: 'Excerpt' }).fill('Written by the admin lists suite.');
  await page.getByRole('textbox', { name: 'Category' }).fill('Lists');
  await page.getByRole('textbox', { name: 'Image URL' }).fill('/images/blog/photo-first-returns.jpg');
  await page.getByRole('textbox', { name: 'Full Content' }).fill('A short body.');
  await saveAndStay(page);
}

/** The titles of the list's rows, in order (each row's box is named after it). */
async function rowNames(table: Locator, prefix: string): Promise<string[]> {
  const boxes = await table.getByRole('checkbox', { name: new RegExp(`^${prefix} `) }).all();
  return Promise.all(boxes.map(async (box) => ((await box.getAttribute('aria-label')) ?? '').replace(new RegExp(`^${prefix} `), '')));
}

async function csvOf(download: Download): Promise<string> {
  return readFileSync((await download.path())!, 'utf8');
}

adminTest('posts: search, filter, sort, bulk publish (on the public blog), export and, in Spanish, bulk delete — each confirmed by count', async ({ page, playwright }) => {
  adminTest.setTimeout(120_000);
  const stamp = stampOf();
  const names = ['Alpha', 'Bravo', 'Charlie'].map((word) => `Lists ${stamp} ${word}`);
  for (const [index, title] of names.entries()) await draftPost(page, title, `lists-${stamp}-${index}`);

  await page.goto('/en/manage/posts');
  await waitForHydration(page);
  const search = page.getByRole('search', { name: 'Search and filter' });
  await search.getByRole('searchbox', { name: 'Words' }).fill(stamp);
  await search.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Draft' });
  await search.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/manage/posts\\?q=${stamp}&status=draft`));
  const table = page.getByRole('table');
  await expect(table.getByRole('checkbox', { name: /^Select Lists / })).toHaveCount(3);
  await expectNoViolations(page, 'posts list');

  // Sorting: a header link, its state in aria-sort, the filters kept.
  await table.getByRole('link', { name: /^Title/ }).click();
  await expect(page).toHaveURL(/sort=title&dir=asc/);
  await expect(page.getByRole('columnheader', { name: /^Title/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(() => rowNames(table, 'Select')).toEqual(names);
  await table.getByRole('link', { name: /^Title/ }).click();
  await expect(page.getByRole('columnheader', { name: /^Title/ })).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(() => rowNames(table, 'Select')).toEqual([...names].reverse());

  // Bulk publish: the confirmation names the count, nothing is published before it is answered.
  await table.getByRole('checkbox', { name: `Select ${names[0]}` }).check();
  await table.getByRole('checkbox', { name: `Select ${names[1]}` }).check();
  const bulk = page.getByRole('form', { name: 'Bulk actions' });
  await bulk.getByRole('combobox', { name: 'With the selected' }).selectOption({ label: 'Publish' });
  await bulk.getByRole('button', { name: 'Continue…' }).click();
  await expect(page.getByRole('heading', { name: 'Publish 2 posts?' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Publish 2 posts?' }).getByRole('listitem')).toHaveText([`${names[1]} (EN)`, `${names[0]} (EN)`]);
  const visitor = await playwright.request.newContext({ baseURL: E2E_BASE_URL, storageState: { cookies: [], origins: [] } });
  expect((await visitor.get(`/en/blog/lists-${stamp}-0`)).status()).toBe(404);
  await page.getByRole('button', { name: 'Publish 2 posts' }).click();
  await expect(page.getByRole('status')).toHaveText('Published: 2 posts.');
  // Back on the list as it was filtered (drafts only): the one left.
  await expect(page).toHaveURL(/status=draft/);
  await expect.poll(() => rowNames(table, 'Select')).toEqual([names[2]]);
  const published = await visitor.get(`/en/blog/lists-${stamp}-0`);
  expect(published.status()).toBe(200);
  expect(await published.text()).toContain(names[0]);

  // Export: every row of the page (select all), then the whole filtered list by its link.
  await page.goto(`/en/manage/posts?q=${stamp}`);
  await waitForHydration(page);
  await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await expect(table.getByRole('checkbox', { name: /^Select Lists / }).first()).toBeChecked();
  await bulk.getByRole('combobox', { name: 'With the selected' }).selectOption({ label: 'Export as CSV' });
  await bulk.getByRole('button', { name: 'Continue…' }).click();
  await expect(page.getByRole('heading', { name: 'Export 3 posts?' })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the CSV' }).click()]);
  const csv = await csvOf(download);
  expect(csv.split('\r\n')[0]).toBe('\uFEFFid,title,slug,status,language,category,author,date,published_at,updated_at');
  for (const title of names) expect(csv).toContain(`,${title},`);
  expect(csv).toMatch(new RegExp(`,${names[0]},lists-${stamp}-0,published,en,Lists,`));
  expect(csv).toMatch(new RegExp(`,${names[2]},lists-${stamp}-2,draft,en,Lists,`));
  await page.goto(`/en/manage/posts?q=${stamp}&status=published`);
  const all = await page.request.get((await page.getByRole('link', { name: 'Export 2 posts as CSV' }).getAttribute('href'))!);
  expect((await all.text()).trim().split('\r\n')).toHaveLength(3);

  // In Spanish: bulk delete, confirmed by count; a deleted published post answers 410.
  await page.goto(`/es/manage/posts?q=${stamp}`);
  await waitForHydration(page);
  await page.getByRole('checkbox', { name: 'Seleccionar todo en esta página' }).check();
  const bulkEs = page.getByRole('form', { name: 'Acciones en bloque' });
  await bulkEs.getByRole('combobox', { name: 'Con los seleccionados' }).selectOption({ label: 'Eliminar' });
  await bulkEs.getByRole('button', { name: 'Continuar…' }).click();
  await expect(page.getByRole('heading', { name: '¿Eliminar 3 artículos?' })).toBeVisible();
  await page.getByRole('button', { name: 'Eliminar 3 artículos' }).click();
  await expect(page.getByRole('status')).toHaveText('Eliminación completada: 3 artículos.');
  await expect(page.getByText('Nada coincide con esta búsqueda.', { exact: false })).toBeVisible();
  expect((await visitor.get(`/en/blog/lists-${stamp}-0`)).status()).toBe(410);
  await visitor.dispose();
});

const DATA_DIR = '.e2e-data-lists';

test('leads without JavaScript, in Spanish: pages, search, filters, days, sort, bulk delete and export confirmed by count', async ({ browser }) => {
  test.setTimeout(150_000);
  rmSync(DATA_DIR, { recursive: true, force: true });
  execFileSync('npx', ['tsx', '--conditions=react-server', 'e2e/support/seed-lists.ts', DATA_DIR], { stdio: 'inherit' });
  const own = await startOwnServer('lists', { DATA_DIR });
  try {
    const signedIn = await browser.newContext({ baseURL: own.site.url });
    const signInPage = await signedIn.newPage();
    await signIn(signInPage, E2E_ADMIN.email, E2E_ADMIN.password);
    // The sign-in form is on /en/manage too: wait for the dashboard itself.
    await expect(signInPage.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    const context = await browser.newContext({ baseURL: own.site.url, javaScriptEnabled: false, storageState: await signedIn.storageState() });
    await signedIn.close();
    const page = await context.newPage();

    await page.goto('/es/manage/leads');
    await expect(page.getByText('58 contactos', { exact: true })).toBeVisible();
    const pager = page.getByRole('navigation', { name: 'Páginas de Contactos' });
    await expect(pager).toContainText('1–50 de 58');
    await pager.getByRole('link', { name: 'Página 2' }).click();
    await expect(page).toHaveURL(/\/es\/manage\/leads\?page=2$/);
    await expect(pager).toContainText('51–58 de 58');
    const table = page.getByRole('table');
    await expect(table.getByRole('checkbox', { name: /^Seleccionar / })).toHaveCount(8);

    const search = page.getByRole('search', { name: 'Buscar y filtrar' });
    await search.getByRole('searchbox', { name: 'Nombre, correo o empresa' }).fill('zebra');
    await search.getByRole('button', { name: 'Mostrar' }).click();
    await expect(page).toHaveURL(/\?q=zebra/);
    await expect.poll(() => rowNames(table, 'Seleccionar')).toEqual(['Mia Marlin', 'Zoe Zebra']);

    await page.goto('/es/manage/leads');
    await search.getByRole('combobox', { name: 'Tipo' }).selectOption({ label: 'Mensaje de contacto' });
    await search.getByLabel('Desde').fill('2026-02-25');
    await search.getByLabel('Hasta').fill('2026-02-26');
    await search.getByRole('button', { name: 'Mostrar' }).click();
    await expect.poll(() => rowNames(table, 'Seleccionar')).toEqual(['Aaron Aardvark', 'Zoe Zebra']);
    await page.goto('/es/manage/leads?kind=contact');
    await table.getByRole('link', { name: /^Nombre/ }).click();
    await expect(page.getByRole('columnheader', { name: /^Nombre/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(() => rowNames(table, 'Seleccionar')).toEqual(['Aaron Aardvark', 'Mia Marlin', 'Zoe Zebra']);

    // Bulk delete of one lead: asked first, then gone.
    await table.getByRole('checkbox', { name: 'Seleccionar Zoe Zebra' }).check();
    const bulk = page.getByRole('form', { name: 'Acciones en bloque' });
    await bulk.getByRole('combobox', { name: 'Con los seleccionados' }).selectOption({ label: 'Eliminar' });
    await bulk.getByRole('button', { name: 'Continuar…' }).click();
    await expect(page.getByRole('heading', { name: '¿Eliminar 1 contacto?' })).toBeVisible();
    await expect(page.getByRole('list', { name: '¿Eliminar 1 contacto?' }).getByRole('listitem')).toHaveText(['Zoe Zebra <zoe.100@lists.test>']);
    await page.getByRole('button', { name: 'Eliminar 1 contacto' }).click();
    await expect(page.getByRole('status')).toHaveText('Eliminación completada: 1 contacto.');
    await expect(page).toHaveURL(/kind=contact&sort=name&dir=asc/);
    await expect.poll(() => rowNames(table, 'Seleccionar')).toEqual(['Aaron Aardvark', 'Mia Marlin']);

    // "Select all on this page" without JavaScript: the page's rows, counted on the confirmation.
    await page.getByRole('checkbox', { name: 'Seleccionar todo en esta página' }).check();
    await bulk.getByRole('combobox', { name: 'Con los seleccionados' }).selectOption({ label: 'Exportar en CSV' });
    await bulk.getByRole('button', { name: 'Continuar…' }).click();
    await expect(page.getByRole('heading', { name: '¿Exportar 2 contactos?' })).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descargar el CSV' }).click()]);
    const csv = await csvOf(download);
    const lines = csv.trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(csv).toContain('Aaron,Aardvark,aaron.101@lists.test');
    expect(csv).toContain('Mia,Marlin,mia.102@lists.test');
    expect(csv).not.toContain('Zoe');
    // A cell a spreadsheet would run as a formula is defused.
    expect(csv).toContain(`"'=HYPERLINK(""https://evil.example""`);

    // The whole filtered inbox by its link, and the audit log's entry for the bulk delete.
    await page.goto('/es/manage/leads?kind=demo&q=seeded0');
    const all = await page.request.get((await page.getByRole('link', { name: 'Exportar 10 contactos en CSV' }).getAttribute('href'))!);
    expect((await all.text()).trim().split('\r\n')).toHaveLength(11);
    await page.goto('/es/manage/audit');
    await expect(page.getByRole('cell', { name: 'Borró contactos en bloque' })).toHaveCount(1);
    await context.close();
  } finally {
    await own.site.stop();
    own.cleanUp();
    rmSync(DATA_DIR, { recursive: true, force: true });
  }
});

/** A new page made through the builder's "new page" form (a draft). */
async function draftPage(page: Page, title: string, slug: string) {
  await page.goto('/en/manage/pages/new');
  await waitForHydration(page);
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Address (slug)').fill(slug);
  await page.getByRole('button', { name: 'Create page' }).click();
  await expect(page).toHaveURL(/\/en\/manage\/pages\/\d+$/);
}

adminTest('pages: search, filter, sort and bulk publish (live for visitors), confirmed by count, audited', async ({ page, playwright }) => {
  adminTest.setTimeout(120_000);
  const stamp = stampOf();
  const names = ['Alpha', 'Bravo', 'Charlie'].map((word) => `Pages ${stamp} ${word}`);
  for (const [index, title] of names.entries()) await draftPage(page, title, `e2e-pages-${stamp}-${index}`);

  await page.goto('/en/manage/pages');
  await waitForHydration(page);
  const search = page.getByRole('search', { name: 'Search and filter' });
  await search.getByRole('searchbox', { name: 'Title or address' }).fill(stamp);
  await search.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Draft' });
  await search.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'English' });
  await search.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/manage/pages\\?q=${stamp}&status=draft&lang=en`));
  const table = page.getByRole('table');
  await expect(table.getByRole('checkbox', { name: /^Select Pages / })).toHaveCount(3);
  // The address matches too.
  await page.goto(`/en/manage/pages?q=e2e-pages-${stamp}-1`);
  await expect.poll(() => rowNames(table, 'Select')).toEqual([names[1]]);

  await page.goto(`/en/manage/pages?q=${stamp}&status=draft`);
  await waitForHydration(page);
  await table.getByRole('link', { name: /^Title/ }).click();
  await expect(page).toHaveURL(/status=draft&sort=title&dir=asc/);
  await expect(page.getByRole('columnheader', { name: /^Title/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(() => rowNames(table, 'Select')).toEqual(names);
  await table.getByRole('link', { name: /^Title/ }).click();
  await expect(page.getByRole('columnheader', { name: /^Title/ })).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(() => rowNames(table, 'Select')).toEqual([...names].reverse());
  await expectNoViolations(page, 'pages list');

  // Bulk publish of two: named and counted before anything changes, then live for visitors.
  await table.getByRole('checkbox', { name: `Select ${names[0]}` }).check();
  await table.getByRole('checkbox', { name: `Select ${names[2]}` }).check();
  const bulk = page.getByRole('form', { name: 'Bulk actions' });
  await bulk.getByRole('combobox', { name: 'With the selected' }).selectOption({ label: 'Publish' });
  await bulk.getByRole('button', { name: 'Continue…' }).click();
  await expect(page.getByRole('heading', { name: 'Publish 2 pages?' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Publish 2 pages?' }).getByRole('listitem')).toHaveText([`${names[2]} (EN)`, `${names[0]} (EN)`]);
  const visitor = await playwright.request.newContext({ baseURL: E2E_BASE_URL, storageState: { cookies: [], origins: [] } });
  expect((await visitor.get(`/en/e2e-pages-${stamp}-0`)).status()).toBe(404);
  await page.getByRole('button', { name: 'Publish 2 pages' }).click();
  await expect(page.getByRole('status')).toHaveText('Published: 2 pages.');
  await expect(page).toHaveURL(/status=draft&sort=title&dir=desc/);
  await expect.poll(() => rowNames(table, 'Select')).toEqual([names[1]]);
  const live = await visitor.get(`/en/e2e-pages-${stamp}-0`);
  expect(live.status()).toBe(200);
  expect(await live.text()).toContain(names[0]);
  await visitor.dispose();
  await page.goto(`/en/manage/pages?q=${stamp}&status=published`);
  await expect.poll(async () => (await rowNames(table, 'Select')).sort()).toEqual([names[0], names[2]]);

  // The filtered list as CSV, and the audit log's entry.
  const csv = await page.request.get(`/api/admin/pages/export?q=${stamp}&status=published`);
  expect((await csv.text()).trim().split('\r\n')).toHaveLength(3);
  await page.goto('/en/manage/audit');
  await expect(page.getByRole('cell', { name: 'Published pages in bulk' }).first()).toBeVisible();
});

adminTest('newsletter subscribers, in Spanish: search, language and state, sort, bulk delete confirmed by count, audited', async ({ page, browser }, testInfo) => {
  adminTest.setTimeout(120_000);
  const stamp = stampOf();
  const emails = [`lists-${stamp}-ana@example.com`, `lists-${stamp}-bea@example.com`, `lists-${stamp}-cy@example.com`] as const;
  // Signed up in the site's footer by a visitor (pending until confirmed): two in Spanish, one in English.
  const guestContext = await browser.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: visitorHeaders(testInfo) });
  await guestContext.addInitScript(() => window.localStorage.setItem('otailo_cookie_consent', 'essential'));
  const guest = await guestContext.newPage();
  for (const [index, email] of emails.entries()) {
    const path = index === 2 ? '/en' : '/es';
    await guest.goto(path);
    await waitForHydration(guest);
    const form = guest.getByRole('contentinfo').getByRole('region', { name: index === 2 ? 'Get new articles by email' : 'Recibe los artículos nuevos por correo' });
    await form.getByLabel(index === 2 ? 'Your email' : 'Tu correo', { exact: true }).fill(email);
    await form.getByRole('button', { name: index === 2 ? 'Subscribe' : 'Suscribirme' }).click();
    await expect(form.getByRole('status')).not.toBeEmpty();
  }
  await guestContext.close();

  await page.goto('/es/manage/newsletter');
  await waitForHydration(page);
  const search = page.getByRole('search', { name: 'Buscar y filtrar' });
  await search.getByRole('searchbox', { name: 'Correo electrónico' }).fill(`lists-${stamp}`);
  await search.getByRole('combobox', { name: 'Idioma' }).selectOption({ label: 'Español' });
  await search.getByRole('combobox', { name: 'Estado' }).selectOption({ label: 'Pendiente de confirmar' });
  await search.getByRole('button', { name: 'Mostrar' }).click();
  await expect(page).toHaveURL(new RegExp(`/es/manage/newsletter\\?q=lists-${stamp}&status=pending&lang=es`));
  const table = page.getByRole('table', { name: /^Suscriptores del boletín/ });
  await expect.poll(() => rowNames(table, 'Seleccionar')).toEqual([emails[1], emails[0]]);
  await page.goto(`/es/manage/newsletter?q=lists-${stamp}&status=confirmed`);
  await expect(page.getByText('Nada coincide con esta búsqueda.', { exact: false })).toBeVisible();

  await page.goto(`/es/manage/newsletter?q=lists-${stamp}`);
  await waitForHydration(page);
  await table.getByRole('link', { name: /^Correo/ }).click();
  await expect(page).toHaveURL(/sort=email&dir=asc/);
  await expect(table.getByRole('columnheader', { name: /^Correo/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(() => rowNames(table, 'Seleccionar')).toEqual(emails);
  await expectNoViolations(page, 'newsletter subscribers', '[aria-labelledby="newsletter-counts"]');

  // Bulk delete of two: asked with the count, then gone from the list.
  await table.getByRole('checkbox', { name: `Seleccionar ${emails[0]}` }).check();
  await table.getByRole('checkbox', { name: `Seleccionar ${emails[2]}` }).check();
  const bulk = page.getByRole('form', { name: 'Acciones en bloque' });
  await bulk.getByRole('combobox', { name: 'Con los seleccionados' }).selectOption({ label: 'Eliminar' });
  await bulk.getByRole('button', { name: 'Continuar…' }).click();
  await expect(page.getByRole('heading', { name: '¿Eliminar 2 suscriptores?' })).toBeVisible();
  await expect(page.getByRole('list', { name: '¿Eliminar 2 suscriptores?' }).getByRole('listitem')).toHaveText([emails[0], emails[2]]);
  await page.getByRole('button', { name: 'Eliminar 2 suscriptores' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Eliminación completada' })).toHaveText('Eliminación completada: 2 suscriptores.');
  await expect(page).toHaveURL(/sort=email&dir=asc/);
  await expect.poll(() => rowNames(table, 'Seleccionar')).toEqual([emails[1]]);

  // The filtered list as CSV: the one left.
  const csv = await (await page.request.get(`/api/admin/newsletter/export?q=lists-${stamp}`)).text();
  expect(csv.trim().split('\r\n')).toHaveLength(2);
  expect(csv).toContain(`${emails[1]},es,pending`);
  await page.goto('/es/manage/audit');
  await expect(page.getByRole('cell', { name: 'Borró suscriptores del boletín en bloque' }).first()).toBeVisible();
});

/** A draft resource made through the editor, with a PDF when `pdf` is given. */
async function draftResource(page: Page, title: string, slug: string, pdf?: string) {
  await page.goto('/en/manage/resources/new');
  await waitForHydration(page);
  await field(page, 'Title').fill(title);
  await field(page, 'Address (slug)').fill(slug);
  await field(page, 'Summary').fill('Written by the admin lists suite.');
  await field(page, "What's inside (one item per line)").fill('One\nTwo');
  await field(page, 'Access').selectOption('open');
  if (pdf) await page.getByLabel('PDF file').setInputFiles({ name: 'lists.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf, 'latin1') });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible({ timeout: 20_000 });
}

adminTest('resources: bulk publish (a resource without its PDF left out), export and, in Spanish, bulk delete — each confirmed by count, audited', async ({ page, playwright }) => {
  adminTest.setTimeout(150_000);
  const stamp = stampOf();
  const names = ['Alpha', 'Bravo', 'Charlie'].map((word) => `Resources ${stamp} ${word}`);
  const slugs = names.map((_, index) => `e2e-resources-${stamp}-${index}`);
  await draftResource(page, names[0]!, slugs[0]!, '%PDF-1.4\n% alpha\n%%EOF\n');
  await draftResource(page, names[1]!, slugs[1]!);
  await draftResource(page, names[2]!, slugs[2]!, '%PDF-1.4\n% charlie\n%%EOF\n');

  await page.goto(`/en/manage/resources?q=${stamp}&sort=title&dir=asc`);
  await waitForHydration(page);
  const table = page.getByRole('table');
  await expect.poll(() => rowNames(table, 'Select')).toEqual(names);
  await expectNoViolations(page, 'resources list');

  // Bulk publish of all three: the one without a PDF is not named (nor published), the others are, before anything changes.
  await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
  const bulk = page.getByRole('form', { name: 'Bulk actions' });
  await bulk.getByRole('combobox', { name: 'With the selected' }).selectOption({ label: 'Publish' });
  await bulk.getByRole('button', { name: 'Continue…' }).click();
  await expect(page.getByRole('heading', { name: 'Publish 2 resources?' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Publish 2 resources?' }).getByRole('listitem')).toHaveText([`${names[0]} (EN)`, `${names[2]} (EN)`]);
  const visitor = await playwright.request.newContext({ baseURL: E2E_BASE_URL, storageState: { cookies: [], origins: [] } });
  expect((await visitor.get(`/en/resources/${slugs[0]}`)).status()).toBe(404);
  await page.getByRole('button', { name: 'Publish 2 resources' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published' })).toHaveText('Published: 2 resources.');
  await expect(page).toHaveURL(/sort=title&dir=asc/);
  for (const index of [0, 2]) {
    const live = await visitor.get(`/en/resources/${slugs[index]}`);
    expect(live.status()).toBe(200);
    expect(await live.text()).toContain(names[index]);
  }
  expect((await visitor.get(`/en/resources/${slugs[1]}`)).status()).toBe(404);

  // Export: a selection through the confirmation, then the filtered list by its link.
  await table.getByRole('checkbox', { name: `Select ${names[1]}` }).check();
  await table.getByRole('checkbox', { name: `Select ${names[2]}` }).check();
  await bulk.getByRole('combobox', { name: 'With the selected' }).selectOption({ label: 'Export as CSV' });
  await bulk.getByRole('button', { name: 'Continue…' }).click();
  await expect(page.getByRole('heading', { name: 'Export 2 resources?' })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the CSV' }).click()]);
  const text = await csvOf(download);
  // The byte order mark first (spreadsheets read the file as UTF-8), then the header.
  expect(text.startsWith('\uFEFFid,title,slug,language,type,status,access,pdf_bytes,downloads,published_at,updated_at\r\n')).toBe(true);
  const csv = text.trim().split('\r\n');
  expect(csv.slice(1).map((line) => line.split(',').slice(1, 9).join(','))).toEqual([`${names[1]},${slugs[1]},en,guide,draft,open,,0`, `${names[2]},${slugs[2]},en,guide,published,open,25,0`]);
  await page.goto(`/en/manage/resources?q=${stamp}&status=published`);
  const all = await page.request.get((await page.getByRole('link', { name: 'Export 2 resources as CSV' }).getAttribute('href'))!);
  const published = (await all.text()).trim().split('\r\n').slice(1);
  expect(published.map((line) => line.split(',')[2]).sort()).toEqual([slugs[0], slugs[2]]);

  // In Spanish: bulk delete of the three, confirmed by count; their pages and PDFs are gone for visitors.
  await page.goto(`/es/manage/resources?q=${stamp}`);
  await waitForHydration(page);
  await page.getByRole('checkbox', { name: 'Seleccionar todo en esta página' }).check();
  const bulkEs = page.getByRole('form', { name: 'Acciones en bloque' });
  await bulkEs.getByRole('combobox', { name: 'Con los seleccionados' }).selectOption({ label: 'Eliminar' });
  await bulkEs.getByRole('button', { name: 'Continuar…' }).click();
  await expect(page.getByRole('heading', { name: '¿Eliminar 3 recursos?' })).toBeVisible();
  await page.getByRole('button', { name: 'Eliminar 3 recursos' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Eliminación completada' })).toHaveText('Eliminación completada: 3 recursos.');
  await expect(page.getByText('Nada coincide con esta búsqueda.', { exact: false })).toBeVisible();
  expect((await visitor.get(`/en/resources/${slugs[0]}`)).status()).toBe(404);
  await visitor.dispose();

  await page.goto('/es/manage/audit');
  await expect(page.getByRole('cell', { name: 'Borró recursos en bloque' }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Publicó recursos en bloque' }).first()).toBeVisible();
});

adminTest('openings: a selection and the filtered list exported as CSV, with the title in each language', async ({ page }) => {
  adminTest.setTimeout(120_000);
  const stamp = stampOf();
  const title = `Openings ${stamp} returns analyst`;
  const titleEs = `Ofertas ${stamp} analista de devoluciones`;
  await page.goto('/en/manage/openings/new');
  await waitForHydration(page);
  await page.getByLabel('Role title').fill(title);
  await page.getByLabel('Address (slug)').fill(`e2e-openings-${stamp}`);
  await page.getByLabel('Team').fill('Operations');
  await page.getByLabel('Location as shown').fill('Remote (EU)');
  await page.getByLabel('Countries applicants may live in').selectOption(['ES', 'PT']);
  await page.getByLabel('Summary').fill('Written by the admin lists suite.');
  await page.getByLabel('What you will do').fill('Read the returns');
  await page.getByLabel('What you bring').fill('SQL');
  await page.getByLabel('Hiring contact (email)').fill('careers@otailo.com');
  await page.getByLabel('Open until (UTC)').fill(new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 19));
  await page.getByLabel('State').selectOption('draft');
  await page.getByRole('button', { name: 'Save opening' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Opening saved.' })).toBeVisible();
  await page.getByRole('link', { name: 'Write the Spanish version' }).click();
  await expect(page.getByLabel('Language')).toHaveValue('es');
  await page.getByLabel('Role title').fill(titleEs);
  await page.getByLabel('Address (slug)').fill(`e2e-ofertas-${stamp}`);
  await page.getByRole('button', { name: 'Save opening' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Opening saved.' })).toBeVisible();

  // The English one selected: its Spanish title comes from its translation, not on the selection.
  await page.goto(`/en/manage/openings?q=${stamp}&lang=en`);
  await waitForHydration(page);
  const table = page.getByRole('table');
  await table.getByRole('checkbox', { name: `Select ${title}` }).check();
  const bulk = page.getByRole('form', { name: 'Bulk actions' });
  await bulk.getByRole('combobox', { name: 'With the selected' }).selectOption({ label: 'Export as CSV' });
  await bulk.getByRole('button', { name: 'Continue…' }).click();
  await expect(page.getByRole('heading', { name: 'Export 1 job opening?' })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the CSV' }).click()]);
  const text = await csvOf(download);
  // The byte order mark first (spreadsheets read the file as UTF-8), then the header.
  expect(text.startsWith('\uFEFFid,title_en,title_es,slug,language,status,team,location_type,location,countries,employment_type,valid_through,published_at,updated_at\r\n')).toBe(true);
  const csv = text.trim().split('\r\n');
  expect(csv).toHaveLength(2);
  expect(csv[1]).toMatch(new RegExp(`^\\d+,${title},${titleEs},e2e-openings-${stamp},en,draft,Operations,remote,Remote \\(EU\\),ES PT,FULL_TIME,`));

  // The whole filtered list (both languages) by its link.
  await page.goto(`/en/manage/openings?q=${stamp}`);
  const all = await page.request.get((await page.getByRole('link', { name: 'Export 2 job openings as CSV' }).getAttribute('href'))!);
  const rows = (await all.text()).trim().split('\r\n').slice(1);
  expect(rows.map((line) => line.split(',').slice(1, 5).join(',')).sort()).toEqual([`${title},${titleEs},e2e-ofertas-${stamp},es`, `${title},${titleEs},e2e-openings-${stamp},en`]);
  await page.goto('/en/manage/audit');
  await expect(page.getByRole('cell', { name: 'Exported job openings' }).first()).toBeVisible();
});

/** A draft integration made through the editor (a new one is a draft), with a wordmark and both descriptions. */
async function draftIntegration(page: Page, name: string, slug: string, category: string, spanish: string) {
  await page.goto('/en/manage/integrations/new');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByLabel('Address (slug)').fill(slug);
  await page.getByLabel('Category', { exact: true }).selectOption(category);
  await page.getByLabel('Wordmark text').fill(name);
  await page.getByRole('group', { name: 'English texts' }).getByLabel('Description').fill('Made by the admin lists suite.');
  await page.getByRole('group', { name: 'Spanish texts' }).getByLabel('Description').fill(spanish);
  await page.getByRole('button', { name: 'Save integration' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Integration saved.' })).toBeVisible();
}

adminTest('integrations, in Spanish: search (name and description), state and category, sort, bulk publish (live for visitors) and delete confirmed by count, audited', async ({ page, playwright }) => {
  adminTest.setTimeout(150_000);
  const stamp = stampOf();
  const names = ['Alfa', 'Bravo', 'Charlie'].map((word) => `Listas ${stamp} ${word}`);
  const slugs = names.map((_, index) => `e2e-intlist-${stamp}-${index}`);
  await draftIntegration(page, names[0]!, slugs[0]!, 'ecommerce', 'Sincroniza pedidos.');
  await draftIntegration(page, names[1]!, slugs[1]!, 'shipping', `Etiquetas desde taquillas zafiro${stamp}.`);
  await draftIntegration(page, names[2]!, slugs[2]!, 'shipping', 'Códigos de entrega.');

  await page.goto('/es/manage/integrations');
  await waitForHydration(page);
  // The categories screen and a new integration stay a click away.
  await expect(page.getByRole('main').getByRole('link', { name: 'Categorías', exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Nueva integración', exact: true })).toBeVisible();
  const search = page.getByRole('search', { name: 'Buscar y filtrar' });
  await search.getByRole('searchbox', { name: 'Nombre, dirección o descripción' }).fill(stamp);
  await search.getByRole('combobox', { name: 'Estado' }).selectOption({ label: 'Borrador' });
  await search.getByRole('combobox', { name: 'Categoría' }).selectOption({ label: 'Envíos y logística' });
  await search.getByRole('button', { name: 'Mostrar' }).click();
  await expect(page).toHaveURL(new RegExp(`/es/manage/integrations\\?q=${stamp}&status=draft&category=shipping`));
  const table = page.getByRole('table');
  await expect(table.getByRole('checkbox', { name: /^Seleccionar Listas / })).toHaveCount(2);
  // The Spanish description matches too; a category nobody has filters nothing.
  await page.goto(`/es/manage/integrations?q=zafiro${stamp}`);
  await expect.poll(() => rowNames(table, 'Seleccionar')).toEqual([names[1]]);
  await page.goto(`/es/manage/integrations?q=${stamp}&category=no-such-group`);
  await expect(table.getByRole('checkbox', { name: /^Seleccionar Listas / })).toHaveCount(3);

  await page.goto(`/es/manage/integrations?q=${stamp}&status=draft`);
  await waitForHydration(page);
  await table.getByRole('link', { name: /^Nombre/ }).click();
  await expect(page).toHaveURL(/status=draft&sort=name&dir=asc/);
  await expect(page.getByRole('columnheader', { name: /^Nombre/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(() => rowNames(table, 'Seleccionar')).toEqual(names);
  await table.getByRole('link', { name: /^Nombre/ }).click();
  await expect(page.getByRole('columnheader', { name: /^Nombre/ })).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(() => rowNames(table, 'Seleccionar')).toEqual([...names].reverse());
  await expectNoViolations(page, 'integrations list');

  // Bulk publish of two: named and counted before anything changes, then live for visitors.
  await table.getByRole('checkbox', { name: `Seleccionar ${names[0]}` }).check();
  await table.getByRole('checkbox', { name: `Seleccionar ${names[2]}` }).check();
  const bulk = page.getByRole('form', { name: 'Acciones en bloque' });
  await bulk.getByRole('combobox', { name: 'Con los seleccionados' }).selectOption({ label: 'Publicar' });
  await bulk.getByRole('button', { name: 'Continuar…' }).click();
  await expect(page.getByRole('heading', { name: '¿Publicar 2 integraciones?' })).toBeVisible();
  await expect(page.getByRole('list', { name: '¿Publicar 2 integraciones?' }).getByRole('listitem')).toHaveText([names[2]!, names[0]!]);
  const visitor = await playwright.request.newContext({ baseURL: E2E_BASE_URL, storageState: { cookies: [], origins: [] } });
  expect((await visitor.get(`/es/integraciones/${slugs[0]}`)).status()).toBe(404);
  await page.getByRole('button', { name: 'Publicar 2 integraciones' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Publicación completada' })).toHaveText('Publicación completada: 2 integraciones.');
  await expect(page).toHaveURL(/status=draft&sort=name&dir=desc/);
  await expect.poll(() => rowNames(table, 'Seleccionar')).toEqual([names[1]]);
  const live = await visitor.get(`/es/integraciones/${slugs[0]}`);
  expect(live.status()).toBe(200);
  expect(await live.text()).toContain(names[0]);
  await page.goto(`/es/manage/integrations?q=${stamp}&status=published`);
  expect((await rowNames(table, 'Seleccionar')).sort()).toEqual([names[0], names[2]]);
  const csv = await (await page.request.get(`/api/admin/integrations/export?q=${stamp}&status=published`)).text();
  expect(csv.trim().split('\r\n')).toHaveLength(3);
  expect(csv).toContain(`,${names[0]},${slugs[0]},ecommerce,live,published,`);

  // Bulk delete of all three: asked with the count; the published ones' addresses then answer 410.
  await page.goto(`/es/manage/integrations?q=${stamp}`);
  await waitForHydration(page);
  await page.getByRole('checkbox', { name: 'Seleccionar todo en esta página' }).check();
  await bulk.getByRole('combobox', { name: 'Con los seleccionados' }).selectOption({ label: 'Eliminar' });
  await bulk.getByRole('button', { name: 'Continuar…' }).click();
  await expect(page.getByRole('heading', { name: '¿Eliminar 3 integraciones?' })).toBeVisible();
  await page.getByRole('button', { name: 'Eliminar 3 integraciones' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Eliminación completada' })).toHaveText('Eliminación completada: 3 integraciones.');
  await expect(page.getByText('Nada coincide con esta búsqueda.', { exact: false })).toBeVisible();
  await expect.poll(async () => (await visitor.get(`/es/integraciones/${slugs[0]}`, { maxRedirects: 0 })).status()).toBe(410);
  await visitor.dispose();
  await page.goto('/es/manage/audit');
  await expect(page.getByRole('cell', { name: 'Publicó integraciones en bloque' }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Borró integraciones en bloque' }).first()).toBeVisible();
});
