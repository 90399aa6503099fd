import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { adminTest, expect, invitedEditor } from './support/admin';
import { expectNoViolations } from './support/axe';
import { E2E_BASE_URL } from './support/server-env.mjs';
import { test } from './support/fixtures';
import { waitForHydration } from './support/site';

/**
 * Job openings as the marketing team runs them (issue 41): an editor publishes an opening that
 * ends about a minute and a half later; it is on the careers page, its own page, the sitemap and
 * the JobPosting data, and once its last moment passes it is gone from all four by itself.
 */

const alert = (page: Page) => page.locator('[role="alert"]:not(#__next-route-announcer__)');

/** A browser with no cookies (new contexts would otherwise get the admin's session). */
async function visitor(browser: Browser) {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, storageState: { cookies: [], origins: [] } });
  return { page: await context.newPage(), close: () => context.close() };
}

const jobPostings = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text))
    .flat()
    .filter((item) => item['@type'] === 'JobPosting');

adminTest('an editor publishes an opening; it is on careers, its own page, the sitemap and JSON-LD, and gone from all four after validThrough', async ({ page, browser }) => {
  adminTest.setTimeout(240_000);
  const run = Date.now().toString(36);
  const title = `Returns Operations Analyst ${run}`;
  const slug = `returns-operations-analyst-${run}`;
  const slugEs = `analista-de-operaciones-de-devoluciones-${run}`;
  const own = await invitedEditor(page, browser, `openings-editor-${run}@otailo.test`);

  await own.goto('/en/manage/openings/new');
  await expect(own.getByRole('heading', { level: 1 })).toHaveText('New job opening');
  await expectNoViolations(own, 'opening editor');
  // A save with what is missing names each field, in the admin's language, and keeps what was typed.
  await own.getByLabel('Role title').fill(title);
  await own.getByRole('button', { name: 'Save opening' }).click();
  await expect(alert(own).first()).toHaveText('The opening was not saved. Check the fields marked below.');
  await expect(own.getByLabel('Role title')).toHaveValue(title);
  await expect(own.getByLabel('Team')).toHaveAttribute('aria-invalid', 'true');

  // Ends 90 s from now (the fields say UTC).
  const validThrough = new Date(Date.now() + 90_000);
  await own.getByLabel('Team').fill('Operations');
  await own.getByLabel('Location as shown').fill('Remote (EU)');
  await own.getByLabel('Countries applicants may live in').selectOption(['ES', 'PT']);
  await own.getByLabel('Summary').fill('Turn returns data into decisions for the brands we serve.');
  await own.getByLabel('What you will do').fill('Build weekly returns reports\nFind the causes behind return spikes');
  await own.getByLabel('What you bring').fill('Two years in analytics\nSQL');
  await own.getByLabel('Hiring contact (email)').fill('careers@otailo.com');
  await own.getByLabel('Open until (UTC)').fill(validThrough.toISOString().slice(0, 19));
  await own.getByLabel('State').selectOption('published');
  await own.getByRole('button', { name: 'Save opening' }).click();
  await expect(own.getByRole('status').filter({ hasText: 'Opening saved.' })).toBeVisible();
  // The Spanish version, linked on save.
  await own.getByRole('link', { name: 'Write the Spanish version' }).click();
  await expect(own.getByLabel('Language')).toHaveValue('es');
  await own.getByLabel('Role title').fill(`Analista de operaciones de devoluciones ${run}`);
  await own.getByLabel('Address (slug)').fill(slugEs);
  await own.getByLabel('Summary').fill('Convierte los datos de devoluciones en decisiones para las marcas con las que trabajamos.');
  await own.getByLabel('State').selectOption('published');
  await own.getByRole('button', { name: 'Save opening' }).click();
  await expect(own.getByRole('status').filter({ hasText: 'Opening saved.' })).toBeVisible();

  const site = await visitor(browser);
  const v = site.page;
  // The careers page: its card, expandable, links to the opening's own page.
  await v.goto('/en/careers');
  const card = v.locator('details', { has: v.getByRole('heading', { level: 3, name: title }) });
  await card.locator('summary').click();
  await card.getByRole('link', { name: `Open the ${title} page` }).click();
  await expect(v).toHaveURL(new RegExp(`/en/careers/${slug}$`));
  await expect(v.getByRole('heading', { level: 1 })).toHaveText(title);
  const [posting] = await jobPostings(v);
  expect(posting).toMatchObject({
    title,
    jobLocationType: 'TELECOMMUTE',
    employmentType: 'FULL_TIME',
    applicantLocationRequirements: [{ '@type': 'Country', name: 'ES' }, { '@type': 'Country', name: 'PT' }],
    validThrough: validThrough.toISOString().replace(/\.\d{3}Z$/, '.000Z'),
    hiringOrganization: { '@type': 'Organization', name: 'Otailo' },
    directApply: true,
    url: `${E2E_BASE_URL}/en/careers/${slug}`,
  });
  expect(posting.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await expectNoViolations(v, 'English opening page');
  await v.goto(`/es/empleo/${slugEs}`);
  await expect(v.locator('html')).toHaveAttribute('lang', 'es');
  await expect(v.getByRole('link', { name: 'Solicitar el puesto' })).toBeVisible();
  await expectNoViolations(v, 'Spanish opening page');
  // Under the other locale, an opening leads to its translation.
  const moved = await v.request.get(`/es/empleo/${slug}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(308);
  expect(moved.headers()['location']).toMatch(new RegExp(`/es/empleo/${slugEs}$`));
  // The sitemap lists it, and the server keeps the sitemap (server/page-store.mjs) until validThrough.
  await expect
    .poll(async () => {
      const sitemap = await v.request.get('/sitemap.xml');
      return `${sitemap.headers()['x-cache']} ${(await sitemap.text()).includes(`/en/careers/${slug}<`)}`;
    }, { timeout: 10_000 })
    .toBe('HIT true');
  await v.goto('/en/careers');
  expect((await jobPostings(v)).map((job) => job.title)).toContain(title);

  // Nobody touches the site: after validThrough the publication clock takes it off everywhere.
  await v.waitForTimeout(Math.max(0, validThrough.getTime() - Date.now()));
  // The kept sitemap is dropped at that instant (the clock wakes 25 ms after it), not at its hour.
  await expect.poll(async () => (await (await v.request.get('/sitemap.xml')).text()).includes(`/careers/${slug}<`), { timeout: 3_000, intervals: [100] }).toBe(false);
  await expect.poll(async () => (await v.request.get(`/en/careers/${slug}`)).status(), { timeout: 20_000 }).toBe(404);
  await expect.poll(async () => (await v.request.get(`/es/empleo/${slugEs}`)).status(), { timeout: 20_000 }).toBe(404);
  await expect.poll(async () => (await (await v.request.get('/en/careers')).text()).includes(title), { timeout: 20_000 }).toBe(false);
  await v.goto('/en/careers');
  expect((await jobPostings(v)).map((job) => job.title)).not.toContain(title);
  // The sample openings are still there.
  await expect(v.getByRole('heading', { level: 3, name: 'Customer Success Manager' })).toBeVisible();
  await site.close();
  await own.context().close();
});

/** Gzipped bytes of the build's scripts a page loads. */
adminTest('an editor shares a preview link to a draft opening: a visitor without an account sees its page, without JobPosting data, until the link is revoked', async ({ page, browser }) => {
  adminTest.setTimeout(120_000);
  const run = Date.now().toString(36);
  const title = `Returns Data Engineer ${run}`;
  const slug = `returns-data-engineer-${run}`;
  const own = await invitedEditor(page, browser, `openings-preview-${run}@otailo.test`);
  await own.goto('/en/manage/openings/new');
  await waitForHydration(own);
  await own.getByLabel('Role title').fill(title);
  await own.getByLabel('Address (slug)').fill(slug);
  await own.getByLabel('Team').fill('Engineering');
  await own.getByLabel('Location as shown').fill('Remote (EU)');
  await own.getByLabel('Countries applicants may live in').selectOption('ES');
  await own.getByLabel('Summary').fill('Keep the returns pipelines fast and correct.');
  await own.getByLabel('What you will do').fill('Own the returns event pipeline');
  await own.getByLabel('What you bring').fill('Three years of data engineering');
  await own.getByLabel('Hiring contact (email)').fill('careers@otailo.com');
  await own.getByLabel('Open until (UTC)').fill(new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 19));
  await own.getByLabel('State').selectOption('draft');
  await own.getByRole('button', { name: 'Save opening' }).click();
  await expect(own.getByRole('status').filter({ hasText: 'Opening saved.' })).toBeVisible();
  await waitForHydration(own);

  const share = own.getByRole('region', { name: 'Share preview' });
  await expect(share.getByRole('combobox', { name: 'Expires after' })).toHaveValue('7');
  await share.getByRole('button', { name: 'Create a preview link' }).click();
  const link = new URL(await share.getByRole('textbox', { name: 'Preview link' }).inputValue());
  expect(link.pathname).toBe('/en/preview');
  expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  await expectNoViolations(own, 'opening editor with a preview link');

  const site = await visitor(browser);
  const v = site.page;
  const shown = await v.goto(`${link.pathname}${link.search}`);
  expect(shown?.status()).toBe(200);
  await expect(v.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(v.getByText('Keep the returns pipelines fast and correct.')).toBeVisible();
  await expect(v.getByRole('note')).toContainText('Preview: this is how the job opening will look once it is published.');
  expect(await v.content()).toMatch(/<meta name="robots" content="noindex, nofollow"/);
  expect(await jobPostings(v), 'a draft is no job on offer').toEqual([]);
  await expectNoViolations(v, 'opening preview');
  // The draft itself stays private.
  expect((await v.request.get(`/en/careers/${slug}`)).status()).toBe(404);

  // Listed beside the editor at once; revoked, it stops at once.
  const open = share.getByRole('listitem');
  await expect(open).toHaveCount(1);
  await open.getByRole('button', { name: /^Revoke link \d+$/ }).click();
  await expect(own.getByRole('status').filter({ hasText: 'The link was revoked' })).toBeVisible();
  const gone = await v.request.get(`${link.pathname}${link.search}`);
  expect(gone.status()).toBe(404);
  expect(await gone.text()).toContain('This preview link no longer works');
  await site.close();
});

async function pageScriptBytes(page: Page, path: string): Promise<number> {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && new URL(response.url()).pathname.startsWith('/_next/static/')) scripts.add(response.url());
  });
  await page.goto(path);
  await waitForHydration(page);
  let total = 0;
  for (const url of scripts) total += gzipSync(await (await page.request.get(url)).body(), { level: 9 }).length;
  return total;
}

test('the sample openings have their own pages in both languages: accessible, linked both ways, 404 when unknown, as light as a story page', async ({ page, browser }) => {
  const response = await page.goto('/en/careers/sales-development-representative');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sales Development Representative');
  await expect(page.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '/en/careers/sales-development-representative/apply');
  const hreflang = await page.locator('head link[rel="alternate"][hreflang="es"]').getAttribute('href');
  expect(hreflang).toBe(`${E2E_BASE_URL}/es/empleo/representante-de-desarrollo-de-ventas`);
  expect(await jobPostings(page)).toEqual([expect.objectContaining({ title: 'Sales Development Representative', jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: [{ '@type': 'Country', name: 'US' }] })]);
  await expectNoViolations(page, 'English sample opening');
  await page.goto('/es/empleo/representante-de-desarrollo-de-ventas');
  await expect(page.getByRole('heading', { level: 2, name: 'Qué harás' })).toBeVisible();
  // The Spanish version's role is named in Spanish: its heading and its JobPosting; applying is on the site.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Representante de desarrollo de ventas (SDR)');
  await expect(page.getByRole('link', { name: 'Solicitar el puesto' })).toHaveAttribute('href', '/es/empleo/representante-de-desarrollo-de-ventas/apply');
  await expect(page.getByRole('main')).toContainText('Tipo: Tiempo completo');
  expect(await jobPostings(page)).toEqual([expect.objectContaining({ title: 'Representante de desarrollo de ventas (SDR)', url: `${E2E_BASE_URL}/es/empleo/representante-de-desarrollo-de-ventas` })]);
  await expectNoViolations(page, 'Spanish sample opening');
  await page.goto('/es/empleo');
  const spanishTitles = ['Representante de desarrollo de ventas (SDR)', 'Gerente de éxito del cliente', 'Desarrollador/a front-end (Vue.js)'];
  await expect(page.locator('details').getByRole('heading', { level: 3 })).toContainText(spanishTitles);
  expect((await jobPostings(page)).map((job) => job.title)).toEqual(expect.arrayContaining(spanishTitles));
  expect((await page.request.get('/en/careers/no-such-opening')).status()).toBe(404);
  expect((await page.request.get('/en/careers/Not_A_Slug')).status()).toBe(404);

  // First-load JavaScript within 2 KB of a story page's.
  const site = await visitor(browser);
  const story = await pageScriptBytes(site.page, '/en/customers/footwear-brand-cuts-return-rate');
  const opening = await pageScriptBytes(site.page, '/en/careers/customer-success-manager');
  expect(opening, `opening page ${opening} B, story page ${story} B`).toBeLessThanOrEqual(story + 2048);
  await site.close();
});
