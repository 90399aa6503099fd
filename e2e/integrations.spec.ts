import { expect, SAMPLE_CARD, test } from './support/fixtures';
import { Site } from './support/site';

/** The integrations page as a small directory: marks, search and filters, with and without JavaScript. */

test('every partner has a visible mark of its own, large enough to read', async ({ page }) => {
  const site = new Site(page);
  await site.visit('/en/integrations');
  const marks = site.main.locator(`${SAMPLE_CARD} [data-mark]`);
  await expect(marks).toHaveCount(19);
  const drawn = await marks.evaluateAll((nodes) =>
    nodes.map((node) => {
      const box = node.getBoundingClientRect();
      const art = node.querySelector('svg')?.getBoundingClientRect();
      return { id: node.getAttribute('data-mark'), html: node.innerHTML, width: box.width, height: box.height, artWidth: art?.width ?? box.width };
    }),
  );
  expect(new Set(drawn.map((mark) => mark.html)).size).toBe(19);
  for (const mark of drawn) {
    expect(mark.width, mark.id!).toBeGreaterThanOrEqual(100);
    expect(mark.height, mark.id!).toBeGreaterThanOrEqual(48);
  }
  // Wide logos fill the tile instead of a thin band in a square.
  for (const id of ['fedex', 'dhl']) expect(drawn.find((mark) => mark.id === id)!.artWidth, id).toBeGreaterThanOrEqual(90);
});

test('search and filters narrow the list, and the URL can be shared', async ({ page }) => {
  const site = new Site(page);
  await site.visit('/en/integrations');
  const search = page.getByRole('search', { name: 'Find an integration' });
  await search.getByRole('searchbox', { name: 'Search integrations' }).fill('post');
  await search.getByRole('combobox', { name: 'Category' }).selectOption('shipping');
  await search.getByRole('button', { name: 'Show results' }).click();
  await expect(page).toHaveURL(/\/en\/integrations\?q=post&group=shipping&status=$/);
  const names = site.main.locator('[data-group] h3');
  // Names and descriptions count: USPS is there for its "post office".
  await expect(names).toHaveText(['USPS', 'Canada Post', 'PostNL']);
  await expect(site.main.getByRole('status')).toHaveText('3 integrations');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/integrations$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  // The same view from a shared link, in Spanish too (descriptions are searched in the page's language).
  await page.goto('/es/integraciones?q=portugal');
  await expect(names).toHaveText(['Correos Express']);
  await expect(page.getByRole('searchbox', { name: 'Buscar integraciones' })).toHaveValue('portugal');
  await page.goto('/en/integrations?group=oms');
  await expect(names).toHaveText(['SAP OMS', 'Salesforce OMS']);
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('oms');

  // Nothing matches: a clear message and a way back to the whole list.
  await page.goto('/es/integraciones?q=zzzz');
  await expect(site.main.getByText('Ninguna integración coincide con tu búsqueda.')).toBeVisible();
  await site.main.getByRole('link', { name: 'Quitar filtros' }).last().click();
  await expect(page).toHaveURL(/\/es\/integraciones$/);
  await expect(site.main.locator(`[data-group] ${SAMPLE_CARD} h3`)).toHaveCount(19);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search form still works', async ({ page }) => {
    await page.goto('/en/integrations');
    await page.getByRole('searchbox', { name: 'Search integrations' }).fill('sales');
    await page.getByRole('button', { name: 'Show results' }).click();
    await expect(page).toHaveURL(/\?q=sales/);
    await expect(page.locator('main [data-group] h3')).toHaveText(['Salesforce Commerce Cloud', 'Salesforce OMS']);
  });
});

test('odd or hostile parameters never break the page', async ({ request }) => {
  for (const query of ['group=%3Cscript%3Ealert(1)%3C%2Fscript%3E', `q=${'x'.repeat(1_500)}`, 'group=oms&group=fraud&status=dead', 'q=%E2%80%AE%F0%9F%93%A6', 'status=constructor']) {
    const response = await request.get(`/en/integrations?${query}`);
    expect(response.status(), query.slice(0, 40)).toBe(200);
    expect(await response.text()).not.toContain('<script>alert(1)');
  }
  // Past 2,048 bytes the address is refused before the page is rendered (docs/security.md).
  expect((await request.get(`/en/integrations?q=${'x'.repeat(4_000)}`)).status()).toBe(414);
});
