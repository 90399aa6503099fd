import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { adminTest, choosePublished, expect, saveAndStay } from './support/admin';
import { expectNoViolations } from './support/axe';
import { test, visitorHeaders } from './support/fixtures';
import { E2E_ADMIN_STATE, E2E_BASE_URL, E2E_INDEXNOW_KEY, E2E_INDEXNOW_URL } from './support/server-env.mjs';
import { waitForHydration } from './support/site';

/**
 * Redirects and retired addresses (lib/features/redirects): rules added in the admin area apply at
 * once, even to a page the production server had kept; a renamed published post leaves a 308, a
 * deleted one a 410 page; and IndexNow hears of a publication (the fake endpoint records it).
 */

const stampOf = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A published English post, made through the editor. */
async function publishPost(page: Page, title: string, slug: string) {
  await page.goto('/en/manage/posts/new');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Slug' }).fill(slug);
  await page.getByRole('textbox', { name: 'Excerpt' }).fill('Written by the redirects suite.');
  await page.getByRole('textbox', { name: 'Category' }).fill('Testing');
  await page.getByRole('textbox', { name: 'Image URL' }).fill('/images/blog/photo-first-returns.jpg');
  await page.getByRole('textbox', { name: 'Full Content' }).fill('A short body.');
  await choosePublished(page);
  await saveAndStay(page);
}

/**
 * GETs `path` until the production server answers it from its page store, on connections of its
 * own (an idle keep-alive socket the server closes while the next test request reuses it is reset).
 */
async function keptByStore(playwright: { request: { newContext: (options: object) => Promise<APIRequestContext> } }, path: string) {
  const request = await playwright.request.newContext({ baseURL: E2E_BASE_URL, storageState: { cookies: [], origins: [] } });
  const deadline = Date.now() + 10_000;
  while ((await request.get(path)).headers()['x-cache'] !== 'HIT') {
    if (Date.now() > deadline) throw new Error(`${path} was never kept`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await request.dispose();
}

/** Where a redirect leads on this site (the server may send the Location relative). */
function locationOf(response: APIResponse) {
  const url = new URL(response.headers().location ?? '', E2E_BASE_URL);
  expect(url.origin).toBe(E2E_BASE_URL);
  return url.pathname + url.search;
}

async function addRule(page: Page, source: string, target: string, status: string) {
  const form = page.getByRole('region', { name: 'Add a redirect' });
  await form.getByRole('textbox', { name: 'From (a path on this site)' }).fill(source);
  await form.getByLabel('Answer').selectOption(status);
  if (status !== '410') await form.getByRole('textbox', { name: 'To (a path or an https address)' }).fill(target);
  await form.getByRole('button', { name: 'Add redirect' }).click();
  return form;
}

adminTest('a 301 and a 410 added in the admin area apply at once, over a kept page, with a warning first', async ({ page, playwright }) => {
  adminTest.setTimeout(90_000);
  const stamp = stampOf();
  const visitor = await playwright.request.newContext({ baseURL: E2E_BASE_URL, storageState: { cookies: [], origins: [] } });
  const slug = `kept-${stamp}`;
  await publishPost(page, `Kept ${stamp}`, slug);
  await keptByStore(playwright, `/en/blog/${slug}`);

  await page.goto('/en/manage/redirects');
  await waitForHydration(page);
  await expectNoViolations(page, 'redirects screen');
  // A live page as the source: saved only once confirmed.
  const form = await addRule(page, `/en/blog/${slug}/`, '/en/contact', '301');
  await expect(form.getByRole('alert')).toContainText('A page is published at this address');
  await form.getByRole('checkbox', { name: 'Yes, redirect this address although a page is published there' }).check();
  await form.getByRole('button', { name: 'Add redirect' }).click();
  await expect(form.getByRole('status')).toHaveText(`Saved: /en/blog/${slug} applies now.`);
  const moved = await visitor.get(`/en/blog/${slug}?utm_source=e2e`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(locationOf(moved)).toBe('/en/contact?utm_source=e2e');

  // A 410 in Spanish: the retired page in Spanish, accessible.
  await page.reload();
  await waitForHydration(page);
  await addRule(page, `/es/retirada-${stamp}`, '', '410');
  await expect(page.getByRole('region', { name: 'Add a redirect' }).getByRole('status')).toBeVisible();
  expect((await visitor.get(`/es/retirada-${stamp}`)).status()).toBe(410);
  await page.goto(`/es/retirada-${stamp}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Esta página se retiró');
  await expect(page.getByRole('link', { name: 'Ir al blog' })).toHaveAttribute('href', '/es/blog');
  await expectNoViolations(page, 'gone page (es)');

  // Refused: a loop, a second hop, and bad input, each said beside its field or over the form, never a 500.
  await page.goto('/en/manage/redirects');
  await waitForHydration(page);
  let add = await addRule(page, `/en/loop-${stamp}`, `/en/loop-${stamp}/`, '308');
  await expect(add.getByRole('alert')).toHaveText('The target is the source itself: visitors would go round in a loop.');
  add = await addRule(page, `/en/hop-${stamp}`, `/en/blog/${slug}`, '308');
  await expect(add.getByRole('alert')).toContainText('The target is itself redirected');
  add = await addRule(page, 'https://evil.example/x', 'javascript:alert(1)', '301');
  await expect(add.getByRole('textbox', { name: 'From (a path on this site)' })).toHaveAccessibleDescription('Enter a path on this site starting with / (no domain, no ? or #).');
  await expect(add.getByRole('textbox', { name: 'To (a path or an https address)' })).toHaveAccessibleDescription('Enter a path starting with / or a full address starting with https://.');

  // Removed: the post answers again (not from the page kept before the rule).
  const row = page.getByRole('table', { name: 'Redirects', exact: true }).getByRole('row').filter({ hasText: `/en/blog/${slug}` });
  await row.getByText(`Remove /en/blog/${slug}`).click();
  await row.getByRole('button', { name: 'Remove this redirect' }).click();
  await expect(row).toHaveCount(0);
  expect((await visitor.get(`/en/blog/${slug}`, { maxRedirects: 0 })).status()).toBe(200);
  await visitor.dispose();
});

adminTest('renaming a published post 308s its old address; deleting it retires the address with a 410 page', async ({ page, playwright }) => {
  adminTest.setTimeout(90_000);
  const stamp = stampOf();
  const visitor = await playwright.request.newContext({ baseURL: E2E_BASE_URL, storageState: { cookies: [], origins: [] } });
  const title = `Renamed ${stamp}`;
  await publishPost(page, title, `first-${stamp}`);
  await keptByStore(playwright, `/en/blog/first-${stamp}`);

  await page.goto('/en/blog');
  await waitForHydration(page);
  await page.getByRole('link', { name: `Edit “${title}”` }).click();
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Slug' }).fill(`second-${stamp}`);
  await saveAndStay(page);
  const moved = await visitor.get(`/en/blog/first-${stamp}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(308);
  expect(locationOf(moved)).toBe(`/en/blog/second-${stamp}`);

  // Renamed again, from the editor the save left open: the first address goes straight to the newest (no chain).
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Slug' }).fill(`third-${stamp}`);
  await saveAndStay(page);
  // The page store learns of the change when the save's tag expiry lands, which can come just
  // after the save's answer: for that moment the first address may still take its old hop.
  for (const old of ['first', 'second']) {
    await expect
      .poll(async () => {
        const answer = await visitor.get(`/en/blog/${old}-${stamp}`, { maxRedirects: 0 });
        return `${answer.status()} ${locationOf(answer)}`;
      }, { message: old, timeout: 5_000 })
      .toBe(`308 /en/blog/third-${stamp}`);
  }

  await page.goto('/en/blog');
  await waitForHydration(page);
  await page.getByRole('button', { name: `Delete “${title}”` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alertdialog')).toBeHidden();
  for (const path of [`/en/blog/third-${stamp}`, `/en/blog/first-${stamp}`]) expect((await visitor.get(path, { maxRedirects: 0 })).status(), path).toBe(410);
  const gone = await page.goto(`/en/blog/third-${stamp}`);
  expect(gone?.status()).toBe(410);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page has been retired');
  await expect(page.getByRole('link', { name: 'Go to the blog' })).toHaveAttribute('href', '/en/blog');
  await expect(page.getByRole('search', { name: 'Search the blog' })).toBeVisible();
  await expectNoViolations(page, 'gone page (en)');

  // The automatic rules are listed for editors.
  await page.goto('/en/manage/redirects');
  await expect(page.getByRole('table', { name: 'Redirects', exact: true }).getByRole('row').filter({ hasText: `/en/blog/first-${stamp}` })).toContainText('410 Gone');
  await visitor.dispose();
});

adminTest('a publication reaches the IndexNow endpoint with the post’s address, and the key file is served', async ({ page, request }) => {
  const stamp = stampOf();
  const slug = `pinged-${stamp}`;
  await publishPost(page, `Pinged ${stamp}`, slug);
  const url = `${E2E_BASE_URL}/en/blog/${slug}`;
  await expect
    .poll(async () => {
      const received = (await (await request.get(`${E2E_INDEXNOW_URL}/__received`)).json()) as { key?: string; host?: string; urlList?: string[] }[];
      return received.find((body) => body.urlList?.includes(url));
    }, { timeout: 15_000 })
    .toMatchObject({ key: E2E_INDEXNOW_KEY, host: new URL(E2E_BASE_URL).host, keyLocation: `${E2E_BASE_URL}/${E2E_INDEXNOW_KEY}.txt` });
  await page.goto('/en/manage/redirects');
  await expect(page.getByRole('table', { name: 'Last IndexNow pings' })).toContainText(url);

  const keyFile = await request.get(`/${E2E_INDEXNOW_KEY}.txt`);
  expect(keyFile.status()).toBe(200);
  expect(await keyFile.text()).toBe(E2E_INDEXNOW_KEY);
});

test('the redirects screen and its export refuse visitors', async ({ request }) => {
  expect((await request.get('/api/admin/redirects/export')).status()).toBe(401);
  expect((await request.get('/en/manage/redirects')).status()).toBe(401);
});

adminTest('a CSV import reports each bad line and imports nothing, then imports a good file; the export reads back', async ({ page }) => {
  const stamp = stampOf();
  await page.goto('/en/manage/redirects');
  await waitForHydration(page);
  const panel = page.getByRole('region', { name: 'Import from CSV' });
  const upload = (text: string) => panel.getByLabel('CSV file').setInputFiles({ name: 'redirects.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
  await upload(`source,target,status\n/en/csv-a-${stamp},/en/about,301\nno-slash,/en/about,301\n/en/csv-b-${stamp},/en/csv-b-${stamp},308\n`);
  await panel.getByRole('button', { name: 'Import' }).click();
  await expect(panel.getByRole('alert')).toContainText('Nothing was imported.');
  await expect(panel.getByRole('alert')).toContainText('Line 3: the source must be a path starting with /');
  await expect(panel.getByRole('alert')).toContainText('Line 4: the target is the source itself');

  await upload(`/en/csv-a-${stamp},/en/about,301\n/en/csv-c-${stamp},,410\n`);
  await panel.getByRole('button', { name: 'Import' }).click();
  await expect(panel.getByRole('status')).toHaveText('Imported 2 redirects.');
  expect((await page.request.get(`/en/csv-c-${stamp}`)).status()).toBe(410);
  const exported = await (await page.request.get('/api/admin/redirects/export')).text();
  expect(exported).toContain(`/en/csv-a-${stamp},/en/about,301\r\n`);
  expect(exported).toContain(`/en/csv-c-${stamp},,410\r\n`);
});

adminTest('the screen shows one page of rules at a time, searched and paged through links that work without JavaScript', async ({ page, browser }, testInfo) => {
  adminTest.setTimeout(90_000);
  const stamp = stampOf();
  // 150 rules of this test's own: a search for the stamp lists exactly them, whatever other tests add.
  await page.goto('/en/manage/redirects');
  await waitForHydration(page);
  const panel = page.getByRole('region', { name: 'Import from CSV' });
  const lines = Array.from({ length: 150 }, (_, index) => `/en/paged-${stamp}/${String(index).padStart(3, '0')},/en/about,301`);
  await panel.getByLabel('CSV file').setInputFiles({ name: 'redirects.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) });
  await panel.getByRole('button', { name: 'Import' }).click();
  await expect(panel.getByRole('status')).toHaveText('Imported 150 redirects.', { timeout: 30_000 });

  // A browser without JavaScript: the search form and the pager are plain GET requests.
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: E2E_BASE_URL, storageState: E2E_ADMIN_STATE, extraHTTPHeaders: visitorHeaders(testInfo) });
  const plain = await context.newPage();
  await plain.goto('/en/manage/redirects');
  const rows = plain.getByRole('table', { name: 'Redirects', exact: true }).getByRole('row');
  // The whole table (other tests' rules included) is never more than a page of 50 rows, plus the header.
  expect(await rows.count()).toBeLessThanOrEqual(51);
  const search = plain.getByRole('search', { name: 'Search redirects' });
  await search.getByRole('searchbox', { name: 'From or to contains' }).fill(`paged-${stamp}`);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(plain).toHaveURL(new RegExp(`/en/manage/redirects\\?q=paged-${stamp}&status=$`));
  await expect(plain.getByRole('heading', { name: '150 redirects' })).toBeVisible();
  await expect(rows).toHaveCount(51);
  await expect(rows.nth(1)).toContainText(`/en/paged-${stamp}/000`);
  const pager = plain.getByRole('navigation', { name: 'Pages of Redirects' });
  await expect(pager).toContainText('1–50 of 150');
  await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

  await pager.getByRole('link', { name: 'Next' }).click();
  await expect(plain).toHaveURL(new RegExp(`\\?q=paged-${stamp}&page=2$`));
  await expect(rows).toHaveCount(51);
  await expect(rows.nth(1)).toContainText(`/en/paged-${stamp}/050`);
  await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  // The search form and the pager (the rest of the screen is checked above, with fewer rows), in the
  // browser with JavaScript: axe's partial run never finishes in a page where scripts are off.
  await page.goto(`/en/manage/redirects?q=paged-${stamp}&page=2`);
  await expectNoViolations(page, 'redirects search and pager', '[role="search"], nav[aria-label="Pages of Redirects"]');

  // Whatever `?page=` says: the first page or the last one, never an error.
  for (const [value, first] of [['-1', '000'], ['abc', '000'], ['1e9', '100'], ['99999999999999999999', '100'], ['3', '100']] as const) {
    const answer = await plain.goto(`/en/manage/redirects?q=paged-${stamp}&page=${value}`);
    expect(answer?.status(), value).toBe(200);
    await expect(rows.nth(1), value).toContainText(`/en/paged-${stamp}/${first}`);
  }
  // The answer filter: none of these is a 410.
  await plain.goto(`/en/manage/redirects?q=paged-${stamp}&status=410`);
  await expect(plain.getByText('No redirect matches this search.')).toBeVisible();
  await context.close();
});
