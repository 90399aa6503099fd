import type { APIRequestContext, Page } from '@playwright/test';
import { adminTest, expect } from './support/admin';
import { visitorHeaders } from './support/fixtures';
import { waitForHydration } from './support/site';

/** A page few other tests visit: the vitals of this path on the dashboard are this test's. */
const PATH = '/es/aviso-de-privacidad';
const VITALS = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
type Vital = (typeof VITALS)[number];

/** The dashboard's Web Vitals of PATH, from its CSV (`path,LCP_p75,LCP_samples,…`): p75 and samples per metric. */
async function vitalsOf(request: APIRequestContext): Promise<Record<Vital, { p75: number; samples: number }>> {
  const response = await request.get(`/api/admin/analytics/export?table=vitals&path=${encodeURIComponent(PATH)}`);
  expect(response.status()).toBe(200);
  const [header = '', ...lines] = (await response.text()).replace(/^\uFEFF/, '').split(/\r?\n/);
  const columns = header.split(',');
  const cells = lines.find((line) => line.split(',')[0] === PATH)?.split(',') ?? [];
  const cell = (name: string) => Number(cells[columns.indexOf(name)] || 0);
  return Object.fromEntries(VITALS.map((name) => [name, { p75: cell(`${name}_p75`), samples: cell(`${name}_samples`) }])) as Record<Vital, { p75: number; samples: number }>;
}

/** The collector starts once the browser is idle (components/analytics/Measure.client.tsx): wait for that, then a little. */
async function settle(page: Page) {
  await waitForHydration(page);
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => setTimeout(resolve, 800), { timeout: 3000 })));
}

adminTest("a page's field Web Vitals reach the dashboard when the visitor leaves it: LCP, a layout shift's CLS, a slow click's INP, TTFB", async ({ page, browser, baseURL }, testInfo) => {
  const before = await vitalsOf(page.request);

  // A visitor of their own: no admin session, no cookie, an address of this test.
  const visitor = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] }, extraHTTPHeaders: visitorHeaders(testInfo) });
  const tab = await visitor.newPage();
  await tab.goto(PATH);
  await settle(tab);

  // A layout shift no input caused: a block pushed in at the top of the page's content.
  await tab.evaluate(() => {
    const block = document.createElement('div');
    block.style.height = '240px';
    document.querySelector('main')?.prepend(block);
  });
  await tab.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  // A click whose handler keeps the main thread busy for 150 ms: an interaction well over 40 ms.
  const heading = tab.getByRole('heading', { level: 1 });
  await heading.evaluate((element) =>
    element.addEventListener('click', () => {
      const end = performance.now() + 150;
      while (performance.now() < end);
    }),
  );
  await heading.click();
  await tab.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));

  // The visitor leaves: the page is hidden, its vitals are final and leave in the last beacon
  // (sent while the page unloads, which Playwright does not report: the server's side is checked).
  await tab.goto('about:blank');
  await visitor.close();

  // One more sample of each on the dashboard (the writes are flushed within about a second).
  await expect(async () => {
    const after = await vitalsOf(page.request);
    for (const name of VITALS) expect(after[name].samples, `${name} samples`).toBeGreaterThan(before[name].samples);
  }).toPass({ timeout: 15_000 });
  const after = await vitalsOf(page.request);
  expect(after.LCP.p75, 'LCP').toBeGreaterThan(0);
  if (before.CLS.samples === 0) {
    // This test's page view alone (the usual case: no other test leaves this page with vitals): each
    // vital once, and the values of what it did.
    for (const name of VITALS) expect(after[name].samples, `${name} samples`).toBe(1);
    expect(after.CLS.p75, 'CLS of the shift').toBeGreaterThan(0.01);
    expect(after.INP.p75, 'INP of the 150 ms click').toBeGreaterThanOrEqual(140);
  }
  // Filtered on the page: unfiltered, the whole suite's pages could push it past the table's 200 rows.
  await page.goto(`/en/manage/analytics?path=${encodeURIComponent(PATH)}`);
  const row = page.getByRole('table', { name: 'Web Vitals (field, 75th percentile)' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: PATH, exact: true }) });
  await expect(row).toHaveCount(1);
  for (const [index, name] of VITALS.entries()) await expect(row.getByRole('cell').nth(index), name).not.toHaveText('—');
});
