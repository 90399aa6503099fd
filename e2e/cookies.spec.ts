import type { Page } from '@playwright/test';
import { E2E_ANALYTICS_ID } from './support/server-env.mjs';
import { CONSENT_KEY, expect, test } from './support/fixtures';
import { Site } from './support/site';

test.use({ consent: null });

/** Stands in for the analytics host (unreachable here); records what the page asked for. */
async function fakeAnalytics(page: Page) {
  const requests: string[] = [];
  await page.route('https://www.googletagmanager.com/**', (route) => {
    requests.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: 'window.__analyticsLoaded = true;' });
  });
  return requests;
}

const pageViews = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((args) => args[0] === 'event' && args[1] === 'page_view')
      .map((args) => args[2] as { page_path: string; page_title: string }),
  );

test('the banner offers two equal choices and a link to the cookie policy', async ({ page }) => {
  const site = new Site(page);
  await site.visit('/en/about');
  const banner = site.cookieBanner;
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Read our cookie policy' })).toHaveAttribute('href', '/en/cookie-policy');
  const accept = banner.getByRole('button', { name: 'Accept All' });
  const essential = banner.getByRole('button', { name: 'Essential only' });
  const style = (locator: typeof accept) =>
    locator.evaluate((node) => {
      const s = getComputedStyle(node);
      return [s.backgroundColor, s.color, s.fontSize, s.fontWeight, s.height].join('|');
    });
  expect(await style(essential)).toBe(await style(accept));
});

test('"Essential only" is remembered and never loads analytics', async ({ page }) => {
  const analytics = await fakeAnalytics(page);
  const site = new Site(page);
  await site.visit('/en');
  await site.cookieBanner.getByRole('button', { name: 'Essential only' }).click();
  await expect(site.cookieBanner).toBeHidden();
  expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY)).toBe('essential');

  await page.reload();
  await site.visit('/en/careers');
  await expect(site.cookieBanner).toBeHidden();
  expect(analytics).toEqual([]);
  expect(await page.evaluate(() => typeof window.gtag)).toBe('undefined');
});

test('analytics loads only after "Accept All" and counts every page view with its path and title', async ({ page }) => {
  const analytics = await fakeAnalytics(page);
  const site = new Site(page);
  await site.visit('/en');
  await page.waitForTimeout(300);
  expect(analytics).toEqual([]);

  await site.cookieBanner.getByRole('button', { name: 'Accept All' }).click();
  await expect(site.cookieBanner).toBeHidden();
  await expect.poll(() => analytics.length).toBe(1);
  expect(analytics[0]).toContain(`id=${E2E_ANALYTICS_ID}`);
  await expect.poll(() => pageViews(page)).toEqual([
    { page_path: '/en', page_title: 'AI Returns Management & Reverse Logistics | Otailo', page_location: expect.any(String) },
  ]);

  await site.primaryNav().getByRole('link', { name: 'Integrations' }).click();
  await expect(page).toHaveURL(/\/en\/integrations$/);
  await expect.poll(async () => (await pageViews(page)).at(-1)).toMatchObject({
    page_path: '/en/integrations',
    page_title: 'Integrations | Otailo',
  });

  // The choice survives a new visit, and analytics starts without asking again.
  await page.goto('/es/sobre-nosotros');
  await expect(site.cookieBanner).toBeHidden();
  await expect.poll(async () => (await pageViews(page)).at(-1)).toMatchObject({
    page_path: '/es/sobre-nosotros',
    page_title: 'Sobre nosotros | Otailo',
  });
});

test.describe('the banner is part of the page, painted before any script runs', () => {
  test('a first visit shows it even while the scripts are still loading', async ({ page }) => {
    await page.route(/\/_next\/static\/chunks\/.*\.js$/, (route) => route.abort());
    await page.goto('/en/contact');
    await expect(new Site(page).cookieBanner).toBeVisible();
  });

  test('a visitor who has chosen never sees it, not even before the scripts run', async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'essential'), CONSENT_KEY);
    await page.route(/\/_next\/static\/chunks\/.*\.js$/, (route) => route.abort());
    await page.goto('/en/contact');
    await expect(page.locator('html')).toHaveAttribute('data-consent', 'essential');
    await expect(new Site(page).cookieBanner).toBeHidden();
  });

  test('without JavaScript there is no banner to dismiss', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/es/sobre-nosotros');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(new Site(page).cookieBanner).toBeHidden();
    await context.close();
  });
});
