import type { Page } from '@playwright/test';
import { adminTest, expect } from './support/admin';
import { expectNoViolations } from './support/axe';
import { BOOKING_LANE, laneSlots } from './support/booking';
import { uniqueEmail } from './support/crm';
import { field } from './support/fields';
import { test, visitorHeaders } from './support/fixtures';
import { waitForHydration } from './support/site';

/** The collector starts once the browser is idle (components/analytics/Measure.client.tsx): wait for that, then a little. */
async function settle(page: Page) {
  await waitForHydration(page);
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => setTimeout(resolve, 800), { timeout: 3000 })));
}

/**
 * The page goes to the background, as when the visitor switches tabs: the Web Vitals are final and
 * the waiting events leave in a beacon. (Beacons Chromium sends while a page unloads go without the
 * test's overrides, such as its X-Forwarded-For, and would count as another visitor.)
 */
async function hide(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

adminTest('browse three pages and book a demo, without a cookie → the dashboard shows the visits, the funnel and Web Vitals', async ({ page, browser, baseURL }, testInfo) => {
  // Three pages, a booking, then the dashboard and an axe run over its tables: more than the default minute on a busy machine.
  adminTest.slow();
  // A campaign tag only this run uses: its row in the sources table is this visitor's.
  const campaign = `e2e-${testInfo.workerIndex}-${Date.now().toString(36)}`;
  // A visitor of their own: no admin session (test options reach browser.newContext too), no cookie
  // choice made, an address of this test.
  // From Iceland, as the proxy's country header says (ANALYTICS_COUNTRY_HEADER, cf-ipcountry by default).
  const visitor = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] }, extraHTTPHeaders: { ...visitorHeaders(testInfo), 'cf-ipcountry': 'IS' } });
  expect(await visitor.cookies()).toEqual([]);
  const tab = await visitor.newPage();
  const landing = '/en/solutions-recalls';
  // A published post (a page the collector learns from the database) and an address that is no page.
  const post = '/en/blog/fit-is-the-first-returns-problem';
  const missing = `/en/no-such-page-${campaign}`;

  await tab.goto(`${landing}?utm_source=${campaign}&utm_medium=e2e&email=someone@example.com`);
  await settle(tab);
  await hide(tab);
  await tab.goto('/en/integrations');
  await settle(tab);
  await hide(tab);
  await tab.goto(post);
  await settle(tab);
  await hide(tab);
  expect((await tab.goto(missing))?.status()).toBe(404);
  await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
  await settle(tab);
  await hide(tab);
  await tab.goto('/en/about');
  await settle(tab);

  // Book a demo from the dialog.
  await tab.getByRole('banner').getByRole('link', { name: 'Fix My Margins' }).click();
  const dialog = tab.getByRole('dialog', { name: 'Book a 15-min Demo' });
  await field(dialog, 'First name').fill('Ana');
  await field(dialog, 'Last name').fill('Gómez');
  await field(dialog, 'Work email').fill(uniqueEmail('analytics'));
  await field(dialog, 'Company').fill('Gómez Retail');
  await dialog.getByRole('button', { name: 'Request my demo' }).click();
  await expect(dialog.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await dialog.getByRole('link', { name: 'Pick a time' }).click();
  await expect(tab).toHaveURL(/\/demo\/book\?ticket=/);
  // Tests running side by side book on different days (e2e/support/booking.ts): this one has its own.
  // Each time is a button "Choose 10:30 am on Thursday, …" (components/booking/SlotPicker.tsx); seen
  // first, so that a renamed button fails here in seconds rather than at the test's timeout.
  const slot = (await laneSlots(tab, BOOKING_LANE.analytics)).nth(2);
  await expect(slot).toBeVisible();
  await slot.click();
  // The confirm step (nothing is booked until the visitor confirms).
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Confirm your demo');
  await tab.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Your demo is booked');
  await settle(tab);
  await hide(tab);
  await tab.goto('about:blank');

  // No cookie for the visitor: not one was set by all of that.
  expect(await visitor.cookies()).toEqual([]);
  await visitor.close();

  // The admin's dashboard, filtered on the landing page through its form (the whole suite's visits
  // would fill its 200 rows); the writes are flushed within about a second.
  await page.goto('/en/manage/analytics');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Analytics');
  await page.getByRole('textbox', { name: /^Page/ }).fill(landing);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]path=${encodeURIComponent(landing)}(&|$)`));
  await expect(async () => {
    await page.reload();
    const sources = page.getByRole('table', { name: 'Sources' });
    await expect(sources.getByRole('row').filter({ hasText: campaign })).toContainText(landing, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  // The filtered tables hold that page alone.
  await expect(page.getByRole('table', { name: 'Pages' }).locator('tbody').getByRole('rowheader')).toHaveText([landing]);
  // The countries' lead speaks to a marketer; the setting behind it is a line for administrators.
  const countries = page.getByRole('region', { name: 'Countries', exact: true });
  await expect(countries).toContainText('The visitor’s country, as your hosting reports it');
  await expect(countries.getByText('For administrators:')).toBeVisible();
  await expect(countries.locator('p').filter({ hasText: 'ANALYTICS_COUNTRY_HEADER' })).toHaveCount(1);
  // The visitor's country and device: Iceland, and a desktop's window (1280 px).
  const countryRow = page.getByRole('table', { name: 'Countries' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Iceland IS', exact: true }) });
  await expect(countryRow).toHaveCount(1);
  expect(Number((await countryRow.getByRole('cell').first().textContent())?.replace(/\D/g, '')), 'visitors from Iceland').toBeGreaterThanOrEqual(1);
  const devices = page.getByRole('table', { name: 'Devices' });
  await expect(devices.getByRole('rowheader', { name: 'Desktop', exact: true })).toHaveCount(1);
  for (const name of await devices.locator('tbody').getByRole('rowheader').allTextContents()) expect(['Mobile', 'Tablet', 'Desktop', 'Unknown']).toContain(name);

  // The funnel of the landing page: the dialog opened, the demo sent, the slot booked.
  const funnel = page.getByRole('table', { name: 'Demo funnel' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: landing, exact: true }) });
  await expect(funnel).toHaveCount(1);
  for (const step of ['opened', 'sent', 'booked']) {
    expect(Number(await funnel.getByTestId(`funnel-${step}`).textContent()), step).toBeGreaterThanOrEqual(1);
  }
  // Each step a subset of the one before (issue 56, finding 7), on every row: never more bookings than requests.
  const funnelTable = page.getByRole('table', { name: 'Demo funnel' });
  for (const row of await funnelTable.locator('tbody tr').all()) {
    const [opened, sent, booked] = await Promise.all(['opened', 'sent', 'booked'].map(async (step) => Number((await row.getByTestId(`funnel-${step}`).textContent())?.replace(/\D/g, ''))));
    expect(sent, 'sent ≤ opened').toBeLessThanOrEqual(opened!);
    expect(booked, 'booked ≤ sent').toBeLessThanOrEqual(sent!);
  }
  // Its tables as CSV, filtered the same way.
  const csv = await page.request.get(`/api/admin/analytics/export?table=funnel&path=${encodeURIComponent(landing)}`);
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain(`${landing},en,`);
  // The query's other parameters were dropped: only the UTM tags are kept.
  const sourcesCsv = await (await page.request.get(`/api/admin/analytics/export?table=sources&path=${encodeURIComponent(landing)}`)).text();
  expect(sourcesCsv).toContain(`${landing},en,${campaign},1`);
  expect(sourcesCsv).not.toContain('someone@example.com');
  expect(await (await page.request.get(`/api/admin/analytics/export?table=countries&path=${encodeURIComponent(landing)}`)).text()).toMatch(/\r\nIS,[1-9]\d*,[1-9]\d*\r\n/);
  expect(await (await page.request.get(`/api/admin/analytics/export?table=devices&path=${encodeURIComponent(landing)}`)).text()).toMatch(/\r\ndesktop,[1-9]\d*,[1-9]\d*\r\n/);

  // Each page browsed: its visits, and its Web Vitals (TTFB and LCP at least).
  for (const path of [landing, '/en/integrations', post, '/en/about']) {
    await page.goto(`/en/manage/analytics?path=${encodeURIComponent(path)}`);
    const row = page.getByRole('table', { name: 'Pages' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: path, exact: true }) });
    await expect(row, path).toHaveCount(1);
    expect(Number((await row.getByRole('cell').nth(1).textContent())?.replace(/\D/g, '')), `${path} visitors`).toBeGreaterThanOrEqual(1);
    const vitals = page.getByRole('table', { name: 'Web Vitals (field, 75th percentile)' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: path, exact: true }) });
    await expect(vitals, path).toHaveCount(1);
    await expect(vitals.getByRole('cell').nth(3), `${path} TTFB`).toContainText(/ms|s/);
  }

  // The address that is no page: not a page view, a "not found" hit; no more than an address a
  // client makes up and posts itself, even one shaped like a post's, with its Web Vitals.
  const madeUp = `/en/blog/made-up-${campaign}`;
  const posted = await page.request.post('/api/collect', {
    data: JSON.stringify({ e: [{ k: 'pageview', u: madeUp, w: 1280 }, { k: 'vital', n: 'TTFB', u: madeUp, v: 120 }] }),
    headers: { 'Content-Type': 'text/plain' },
  });
  expect(posted.status()).toBe(204);
  for (const path of [missing, madeUp]) {
    await expect(async () => {
      await page.goto(`/en/manage/analytics?path=${encodeURIComponent(path)}`);
      const notFound = page.getByRole('table', { name: 'Not found' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: path, exact: true }) });
      await expect(notFound).toHaveCount(1, { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    for (const section of ['Pages', 'Countries', 'Devices', 'Web Vitals (field, 75th percentile)']) {
      await expect(page.getByRole('region', { name: section, exact: true }), `${path}: ${section}`).toContainText('Nothing measured in these days yet.');
    }
    await expect(page.getByTestId('total-pageviews'), path).toHaveText('0');
  }
  const notFoundCsv = await (await page.request.get(`/api/admin/analytics/export?table=notFound&path=${encodeURIComponent(missing)}`)).text();
  expect(notFoundCsv).toMatch(new RegExp(`\r\n${missing},en,1,[1-9]\\d*,\\(direct\\)\r\n`));

  // The whole site again.
  await page.goto('/en/manage/analytics');
  // Every event the site records, by name: the booking above among them, and the two the server
  // records for other features (a resource's file, a confirmed newsletter subscription).
  const events = page.getByRole('table', { name: 'Events' });
  const eventRow = (name: string) => events.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
  for (const name of ['Demo dialog opened', 'Demo request sent', 'Demo slot booked', 'Contact form sent', 'ROI estimate sent', 'Resource downloaded resource_downloaded', 'Newsletter subscription confirmed newsletter_confirmed']) {
    await expect(eventRow(name), name).toHaveCount(1);
  }
  expect(Number(await eventRow('Demo slot booked').getByTestId('event-count').textContent())).toBeGreaterThanOrEqual(1);
  // The daily chart is drawn, and its figures are in the table beside it.
  await expect(page.locator('section[aria-labelledby="daily-title"] svg[aria-hidden="true"]')).toHaveCount(1);
  const days = page.getByRole('table', { name: 'Visitors and page views per day' });
  await expect(days.locator('tbody').getByRole('row')).toHaveCount(30);
  // Its total row: the range's page views, as the totals above count them.
  await expect(days.locator('tfoot th')).toHaveText('Total');
  await expect(days.locator('tfoot td').last()).toHaveText((await page.getByTestId('total-pageviews').textContent()) ?? '');
  await expectNoViolations(page, 'analytics dashboard');

  const eventsCsv = await (await page.request.get('/api/admin/analytics/export?table=events')).text();
  expect(eventsCsv).toMatch(/^\uFEFF?event,events,visitors\r\n/);
  expect(eventsCsv).toMatch(/\r\nslot_booked,[1-9]\d*,[1-9]\d*\r\n/);
  expect(eventsCsv).toContain('\r\nresource_downloaded,');

  // The same names in Spanish.
  await page.goto('/es/manage/analytics');
  const eventos = page.getByRole('table', { name: 'Eventos' });
  for (const name of ['Horario de demo reservado', 'Recurso descargado', 'Suscripción al boletín confirmada']) {
    await expect(eventos.getByRole('rowheader', { name }), name).toHaveCount(1);
  }
  // Countries and devices in Spanish, for the landing page.
  await page.goto(`/es/manage/analytics?path=${encodeURIComponent(landing)}`);
  await expect(page.getByRole('table', { name: 'Países' }).getByRole('rowheader', { name: 'Islandia IS', exact: true })).toHaveCount(1);
  await expect(page.getByRole('table', { name: 'Dispositivos' }).getByRole('rowheader', { name: 'Escritorio', exact: true })).toHaveCount(1);
  // No address of this page was not found: the section says so in Spanish.
  const noEncontradas = page.getByRole('region', { name: 'No encontradas' });
  await expect(noEncontradas).toContainText('Todavía no hay nada medido en estos días.');

  // A range past 366 days is shortened, and says so.
  await page.goto('/en/manage/analytics?from=2000-01-01&to=2026-01-01');
  await expect(page.getByRole('status')).toContainText('at most 366 days');
  await expect(page.getByLabel('From')).toHaveValue('2025-01-01');
});

adminTest('a long table is read 50 rows at a time, its pages linked without JavaScript, with a total row', async ({ page, browser, baseURL }, testInfo) => {
  const tag = `e2e-${testInfo.workerIndex}-${Date.now().toString(36)}`;
  const visitor = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] }, extraHTTPHeaders: visitorHeaders(testInfo) });
  // 55 addresses that are no page (two beacons of 25 and one of 5, within the address's limit).
  const paths = Array.from({ length: 55 }, (_, n) => `/en/blog/${tag}-${n}`);
  for (let from = 0; from < paths.length; from += 25) {
    const sent = await visitor.request.post('/api/collect', { data: JSON.stringify({ e: paths.slice(from, from + 25).map((u) => ({ k: 'pageview', u, w: 1280 })) }), headers: { 'Content-Type': 'text/plain' } });
    expect(sent.status()).toBe(204);
  }
  await visitor.close();
  const section = page.getByRole('region', { name: 'Not found', exact: true });
  const rows = section.getByRole('table').locator('tbody').getByRole('row');
  await expect(async () => {
    await page.goto('/en/manage/analytics');
    await expect(section.getByRole('rowheader', { name: paths[54], exact: true }).or(section.getByRole('navigation'))).not.toHaveCount(0, { timeout: 1000 });
    expect(Number((await section.getByRole('navigation').textContent())?.match(/of ([\d,]+)/)?.[1]?.replace(/,/g, ''))).toBeGreaterThanOrEqual(55);
  }).toPass({ timeout: 20_000 });
  const total = Number((await section.getByRole('navigation').textContent())?.match(/of ([\d,]+)/)?.[1]?.replace(/,/g, ''));
  await expect(rows).toHaveCount(50);
  await expect(section.getByRole('navigation', { name: 'Pages of Not found' })).toContainText(`1–50 of ${total.toLocaleString('en')}`);
  // The total row adds every address's hits, not only this page's: at least the 55 above.
  expect(Number((await section.locator('tfoot td').nth(2).textContent())?.replace(/\D/g, ''))).toBeGreaterThanOrEqual(55);
  // Page 2: a plain link keeping the range, landing on the table; the other tables stay on their first page.
  await section.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]notFoundPage=2(&|#|$)/);
  await expect(page).toHaveURL(/#not-found-title$/);
  await expect(rows).toHaveCount(Math.min(50, total - 50));
  await expect(section.getByRole('navigation')).toContainText(`51–${Math.min(100, total)} of ${total.toLocaleString('en')}`);
  await expect(page.getByRole('region', { name: 'Pages', exact: true }).getByRole('navigation')).not.toContainText('51–');
  // A page past the end shows the last one.
  await page.goto('/en/manage/analytics?notFoundPage=9999');
  await expect(section.getByRole('navigation')).toContainText(`of ${total.toLocaleString('en')}`);
  await expect(rows).not.toHaveCount(0);
  // In Spanish: the pager and the total row.
  await page.goto('/es/manage/analytics?notFoundPage=2');
  const seccion = page.getByRole('region', { name: 'No encontradas', exact: true });
  await expect(seccion.locator('tfoot th')).toHaveText('Total');
  await expect(seccion.getByRole('link', { name: 'Anterior' })).toBeVisible();
});

test('the collector refuses a body over 8 KB and a bad one; the CSV needs an admin', async ({ request }) => {
  const big = await request.post('/api/collect', { data: JSON.stringify({ e: [{ k: 'pageview', u: `/en?${'a'.repeat(9 * 1024)}` }] }), headers: { 'Content-Type': 'text/plain' } });
  expect(big.status()).toBe(413);
  expect((await request.post('/api/collect', { data: '{"e":[{"k":"pageview","u":"/en","zz":', headers: { 'Content-Type': 'text/plain' } })).status()).toBe(400);
  expect((await request.post('/api/collect', { data: JSON.stringify({ e: Array.from({ length: 26 }, () => ({ k: 'pageview', u: '/en' })) }), headers: { 'Content-Type': 'text/plain' } })).status()).toBe(400);
  expect((await request.post('/api/collect', { data: JSON.stringify({ e: [{ k: 'pageview', u: '/en' }] }), headers: { 'Content-Type': 'text/plain' } })).status()).toBe(204);
  expect((await request.get('/api/admin/analytics/export?table=pages')).status()).toBe(401);
});
