import type { Browser, Page } from '@playwright/test';
import { adminTest, expect } from './support/admin';
import { expectNoViolations } from './support/axe';
import { test } from './support/fixtures';

/**
 * Customer stories as a buyer and the marketing team meet them: the hub and its filters (with and
 * without JavaScript), a story page and its translation, the home page's strip, the solution
 * pages, and the admin area where a story is written, translated and published.
 */
const SAMPLE_EN = '/en/customers/footwear-brand-cuts-return-rate';
const SAMPLE_ES = '/es/clientes/marca-de-calzado-reduce-devoluciones';
const SVG_LOGO = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40" onload="alert(1)"><rect width="120" height="40" fill="#0a6"/></svg>';

async function alternates(page: Page): Promise<Record<string, string>> {
  const links = await page.locator('head link[rel="alternate"][hreflang]').evaluateAll((elements) =>
    elements.map((element) => [element.getAttribute('hreflang') ?? '', element.getAttribute('href') ?? ''] as const),
  );
  return Object.fromEntries(links);
}

test('the sample story is anonymized: a description instead of a name, no logo, in both languages, each pointing at the other', async ({ page, baseURL }) => {
  const response = await page.goto(SAMPLE_EN);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How a footwear brand cut its return rate by 22%');
  const header = page.locator('article header');
  await expect(header).toContainText('A footwear brand');
  await expect(header.getByText('Anonymized', { exact: true })).toBeVisible();
  await expect(header.locator('img')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Results', exact: true })).toContainText('−22%');
  expect(await alternates(page)).toEqual({ en: `${baseURL}${SAMPLE_EN}`, es: `${baseURL}${SAMPLE_ES}`, 'x-default': `${baseURL}${SAMPLE_EN}` });
  // Article and breadcrumbs; the story is not marked up as a review of the company.
  const types = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')['@type']));
  expect(types).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList']));
  expect(JSON.stringify(await page.locator('script[type="application/ld+json"]').allTextContents())).not.toMatch(/Review|AggregateRating/);
  await expectNoViolations(page, 'English story');
  // The body's paragraphs start on the left edge of their headings (finding 1 of the buyers' third round).
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const section = page.locator('#story-challenge').locator('..');
    const [heading, paragraph] = await Promise.all([section.locator('h2').boundingBox(), section.locator('.post-body > *').first().boundingBox()]);
    expect(Math.abs(heading!.x - paragraph!.x), `at ${width} px`).toBeLessThan(2);
  }

  await page.goto(SAMPLE_ES);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('article header')).toContainText('Una marca de calzado');
  await expectNoViolations(page, 'Spanish story');
  // Under the other locale a story leads to its translation.
  const moved = await page.request.get('/es/clientes/footwear-brand-cuts-return-rate', { maxRedirects: 0 });
  expect(moved.status()).toBe(308);
  expect(moved.headers()['location']).toMatch(new RegExp(`${SAMPLE_ES}$`));
  expect((await page.request.get('/en/customers/no-such-story')).status()).toBe(404);
});

test('a solution page lays its stories out for how many there are: one fills the row, its figure beside its text; two halves; three thirds', async ({ page }) => {
  for (const path of ['/en/solutions-returns', '/es/soluciones/devoluciones']) {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const row = page.locator('#customers ul').first();
      const cards = row.locator('article');
      // The sample story, and any other the suite's editors tagged with this solution by now.
      const count = Math.min(await cards.count(), 3);
      expect(count).toBeGreaterThan(0);
      const rowBox = (await row.boundingBox())!;
      const perRow = width === 390 ? 1 : count;
      for (let index = 0; index < count; index += 1) {
        const box = (await cards.nth(index).boundingBox())!;
        // No empty thirds: the cards share the row's width (less the 24 px gaps).
        expect(box.width, `${path} at ${width} px, ${count} stories`).toBeGreaterThan((rowBox.width - 24 * (perRow - 1)) / perRow - 2);
      }
      if (width === 1280 && count === 1) {
        const card = cards.first();
        const [figure, title] = await Promise.all([card.getByText('−22%').boundingBox(), card.getByRole('heading').boundingBox()]);
        expect(figure!.x + figure!.width, 'the figure sits left of the title').toBeLessThan(title!.x);
      }
    }
  }
});

test('the hub is accessible in both languages', async ({ page }) => {
  for (const path of ['/en/customers', '/es/clientes']) {
    await page.goto(path);
    await expectNoViolations(page, path);
  }
});

test('the hub filters by industry, platform and solution without JavaScript, and says when nothing matches', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/es/clientes');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Casos de clientes');
  const filters = page.getByRole('search', { name: 'Filtrar casos de clientes' });
  await filters.getByLabel('Sector').selectOption('footwear');
  await filters.getByRole('button', { name: 'Ver casos' }).click();
  await expect(page).toHaveURL(/\/es\/clientes\?industry=footwear&platform=&solution=$/);
  await expect(page.getByRole('link', { name: 'Cómo una marca de calzado redujo sus devoluciones un 22%' })).toBeVisible();
  await filters.getByLabel('Sector').selectOption('beauty');
  await filters.getByRole('button', { name: 'Ver casos' }).click();
  await expect(page.getByText('Todavía no hay ningún caso con estos filtros.')).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Ningún caso');
  // Whatever is typed into the address is ignored rather than refused.
  const odd = await page.goto('/en/customers?industry=%3Cscript%3E&platform=constructor');
  expect(odd?.status()).toBe(200);
  await expect(page.getByRole('link', { name: 'How a footwear brand cut its return rate by 22%' })).toBeVisible();
  await context.close();
});

/** The fields every story needs, filled in the editor. */
async function fillStory(page: Page, story: { title: string; slug: string; customer: string; summary: string; result: [string, string]; body: string }) {
  await page.getByLabel('Title').fill(story.title);
  await page.getByLabel('Address (slug)').fill(story.slug);
  await page.getByLabel('Summary').fill(story.summary);
  await page.getByLabel('Customer name').fill(story.customer);
  await page.getByLabel('Figure 1', { exact: true }).fill(story.result[0]);
  await page.getByLabel('What figure 1 measures').fill(story.result[1]);
  await page.getByLabel('The challenge').fill(`${story.body} — challenge`);
  await page.getByLabel('The solution').fill(`${story.body} — solution`);
  await page.getByLabel('The results').fill(`${story.body} — results`);
}

async function publicPage(browser: Browser, baseURL: string | undefined, javaScriptEnabled = true) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled });
  return { page: await context.newPage(), close: () => context.close() };
}

adminTest('a story written in the admin area, translated and published, shows on the hub, its filters, the home strip and its solution page', async ({ page, browser, baseURL }) => {
  adminTest.setTimeout(120_000);
  const run = Date.now().toString(36);
  const slug = `northwind-outfitters-${run}`;
  const slugEs = `northwind-outfitters-es-${run}`;
  await page.goto('/en/manage/customers/new');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New customer story');
  await expectNoViolations(page, 'story editor');

  // A save with what is missing names each field, and keeps what was typed.
  await page.getByLabel('Title').fill('Half a story');
  await page.getByRole('button', { name: 'Save story' }).click();
  await expect(page.getByRole('alert').first()).toHaveText('The story was not saved. Check the fields marked below.');
  await expect(page.getByLabel('Title')).toHaveValue('Half a story');
  await expect(page.getByLabel('Customer name')).toHaveAttribute('aria-invalid', 'true');

  await fillStory(page, { title: `Northwind Outfitters halves refund time ${run}`, slug, customer: 'Northwind Outfitters', summary: 'A test story.', result: ['−50%', 'refund time'], body: 'Body' });
  // The logo as marketing usually has it: an SVG, stored as a PNG drawn from it.
  await page.getByLabel(/^Logo \(SVG/).setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(SVG_LOGO) });
  await page.getByLabel('Logo alt text').fill(`Northwind Outfitters logo ${run}`);
  await page.getByLabel('Industry').selectOption('fashion');
  await page.getByLabel('Store platform').selectOption('shopify');
  await page.getByLabel('Returns & Exchanges').check();
  await page.getByLabel('State').selectOption('published');
  await page.getByRole('button', { name: 'Save story' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Story saved.' })).toBeVisible();
  const editUrl = page.url();

  // Translate it: the Spanish form starts from the English story, and saving links the two.
  await page.getByRole('link', { name: 'Write the Spanish version' }).click();
  await expect(page.getByLabel('Language')).toHaveValue('es');
  await expect(page.getByLabel('Industry')).toHaveValue('fashion');
  await page.getByLabel('Title').fill(`Northwind Outfitters reduce a la mitad el tiempo de reembolso ${run}`);
  await page.getByLabel('Address (slug)').fill(slugEs);
  await page.getByLabel('What figure 1 measures').fill('tiempo de reembolso');
  await page.getByLabel('State').selectOption('published');
  await page.getByRole('button', { name: 'Save story' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Story saved.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the English version' })).toBeVisible();
  await page.goto(editUrl);
  await expect(page.getByRole('link', { name: 'Open the Spanish version' })).toBeVisible();

  // The English story changes after it was translated: the Spanish one is out of date, in the list
  // and its editor, with what changed; marked up to date, it says so.
  await page.getByLabel('Summary').fill('A test story about refund time.');
  await page.getByRole('button', { name: 'Save story' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Story saved.' })).toBeVisible();
  await page.goto('/en/manage/customers');
  await expect(page.getByRole('row').filter({ hasText: `reduce a la mitad el tiempo de reembolso ${run}` })).toContainText('EN (out of date)');
  await page.goto(editUrl);
  await page.getByRole('link', { name: 'Open the Spanish version' }).click();
  await expect(page.getByText(/^Out of date: the English version was changed after this translation was made/)).toBeVisible();
  await page.getByText('See what changed in the English version since').click();
  await expect(page.locator('ins').filter({ hasText: 'about refund time' })).toBeVisible();
  await page.getByRole('button', { name: 'Mark as up to date' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Marked as up to date' })).toBeVisible();
  await expect(page.getByText('Up to date with the English version.')).toBeVisible();

  const visitor = await publicPage(browser, baseURL);
  const story = visitor.page;
  await story.goto(`/en/customers/${slug}`);
  await expect(story.getByRole('heading', { level: 1 })).toContainText('Northwind Outfitters halves refund time');
  const logo = story.locator('article header').getByRole('img', { name: `Northwind Outfitters logo ${run}` });
  await expect(logo).toBeVisible();
  // Served as the PNG drawn from the SVG: nothing of the SVG's markup reaches a browser.
  const stored = (await logo.evaluate((img: HTMLImageElement) => decodeURIComponent(img.currentSrc))).match(/\/uploads\/[^&]+\.png/)?.[0];
  expect(stored, 'the logo is stored as a PNG').toBeTruthy();
  const served = await story.request.get(stored!);
  expect(served.headers()['content-type']).toBe('image/png');
  expect(await alternates(story)).toMatchObject({ en: `${baseURL}/en/customers/${slug}`, es: `${baseURL}/es/clientes/${slugEs}` });
  // Filtered with JavaScript: the same form, the same address.
  await story.goto('/en/customers');
  const filters = story.getByRole('search', { name: 'Filter customer stories' });
  await filters.getByLabel('Industry').selectOption('fashion');
  await filters.getByLabel('Platform').selectOption('shopify');
  await filters.getByRole('button', { name: 'Show stories' }).click();
  await expect(story).toHaveURL(/industry=fashion&platform=shopify/);
  await expect(story.getByRole('link', { name: new RegExp(`halves refund time ${run}`) })).toBeVisible();
  await expect(story.getByRole('link', { name: /footwear brand/ })).toHaveCount(0);
  // The home page's strip links its logo; the solution page it is tagged with lists it, another does not.
  await story.goto('/en');
  await expect(story.getByRole('list', { name: 'Customers with a published story' }).getByRole('img', { name: `Northwind Outfitters logo ${run}` })).toBeVisible();
  await story.goto('/en/solutions-returns');
  await expect(story.getByRole('region', { name: 'Customers using it' }).getByRole('link', { name: new RegExp(`halves refund time ${run}`) })).toBeVisible();
  await story.goto('/en/solutions-recalls');
  await expect(story.getByRole('link', { name: new RegExp(`halves refund time ${run}`) })).toHaveCount(0);
  await story.goto(`/es/clientes/${slugEs}`);
  await expect(story.getByRole('heading', { level: 1 })).toContainText('reduce a la mitad');
  const sitemap = await (await story.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/en/customers/${slug}`);
  await visitor.close();

  // Anonymized: the name and logo leave every public page.
  await page.goto(editUrl);
  await page.getByLabel('Title').fill(`An outdoor retailer halves refund time ${run}`);
  await page.getByLabel('Customer name').fill('A North American outdoor retailer');
  await page.getByLabel(/^Anonymized/).check();
  await page.getByRole('button', { name: 'Save story' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Story saved.' })).toBeVisible();
  const after = await publicPage(browser, baseURL, false);
  // The page store learns of the save when its tag expiry lands, just after the save's answer: within a moment.
  await expect(async () => {
    await after.page.goto(`/en/customers/${slug}`);
    await expect(after.page.locator('article header')).toContainText('A North American outdoor retailer', { timeout: 1_000 });
  }).toPass({ timeout: 7_000 });
  await expect(after.page.locator('article header img')).toHaveCount(0);
  await expect(after.page.locator('body')).not.toContainText('Northwind');
  await after.page.goto('/en');
  await expect(after.page.getByRole('img', { name: `Northwind Outfitters logo ${run}` })).toHaveCount(0);
  await after.close();

  // Deleting takes the page away at once: a published story's address answers 410 Gone.
  await page.getByRole('button', { name: 'Delete story' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Story deleted.' })).toBeVisible();
  expect((await page.request.get(`/en/customers/${slug}`)).status()).toBe(410);
});
