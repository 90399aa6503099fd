import { rmSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { signIn } from './support/admin';
import { expect, test } from './support/fixtures';
import { startOwnServer } from './support/own-server';
import { E2E_ADMIN } from './support/server-env.mjs';
import { waitForHydration } from './support/site';

// The site's own pages as pages of blocks (docs/page-builder.md, "The site's own pages"): the home
// page is seeded at start in both languages, and an editor changes it without a deploy. On a
// server of its own: the suite's server keeps today's home page for every other test.
const DATA_DIR = '.e2e-data-site-pages';
const HEADING = 'Inspect, grade and resell anywhere';

test.describe.serial('the home page as a page of blocks', () => {
  let own: Awaited<ReturnType<typeof startOwnServer>>;
  let admin: BrowserContext;
  let visitor: BrowserContext;

  test.beforeAll(async ({ browser }: { browser: Browser }) => {
    test.setTimeout(180_000);
    rmSync(DATA_DIR, { recursive: true, force: true });
    own = await startOwnServer('site-pages', { DATA_DIR, HUBSPOT_PORTAL_ID: '', SMTP_URL: '' });
    admin = await browser.newContext({ baseURL: own.site.url });
    visitor = await browser.newContext({ baseURL: own.site.url, storageState: { cookies: [], origins: [] } });
    for (const each of [admin, visitor]) await each.addInitScript(() => window.localStorage.setItem('otailo_cookie_consent', 'essential'));
  });
  test.afterAll(async () => {
    await admin?.close();
    await visitor?.close();
    await own?.site.stop();
    own?.cleanUp();
    rmSync(DATA_DIR, { recursive: true, force: true });
  });

  const h1 = async (path: string) => {
    const page = await visitor.newPage();
    await page.goto(path);
    const text = await page.getByRole('heading', { level: 1 }).textContent();
    await page.close();
    return text;
  };

  test('an editor changes the English hero’s heading, previews it, publishes: /en shows it, /es does not, and the Spanish version is out of date', async () => {
    test.setTimeout(150_000);
    expect(await h1('/en')).toBe('Inspect and Return Anywhere!');
    const page: Page = await admin.newPage();
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Pages' }).click();
    const rows = page.getByRole('row');
    await expect(rows.filter({ hasText: 'Inicio' })).toContainText('Translation up to date');
    await page.getByRole('link', { name: 'Edit “Home”' }).click();
    await waitForHydration(page);

    // Today's words, as blocks: the hero, the sections the site still draws, the closing band.
    await expect(page.locator('[data-block-type]')).toHaveCount(7);
    const hero = page.locator('[data-block-type="hero"]');
    await expect(hero.getByLabel('Heading')).toHaveValue('Inspect and Return Anywhere!');
    await hero.getByLabel('Heading').fill(HEADING);
    // Its search title, which replaces the site's own once published.
    await page.getByRole('textbox', { name: 'SEO title', exact: true }).fill('Returns that resell themselves');
    await expect(page.getByTestId('autosave-status')).toHaveText('All changes saved', { timeout: 15_000 });
    // Saved, not live.
    expect(await h1('/en')).toBe('Inspect and Return Anywhere!');

    // A preview link shows the working copy with the site's own sections around it.
    const share = page.getByRole('region', { name: 'Share preview' });
    await share.getByRole('button', { name: 'Create a preview link' }).click();
    const link = new URL(await share.getByRole('textbox', { name: 'Preview link' }).inputValue());
    const preview = await visitor.newPage();
    await preview.goto(`${link.pathname}${link.search}`);
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(HEADING);
    await expect(preview.getByRole('heading', { name: 'Built for brands and for the warehouses that serve them' })).toBeVisible();
    await preview.close();
    // The same link in a window of a phone's width: the site's phone layout (the menu button, not the menus).
    const [phone] = await Promise.all([page.waitForEvent('popup'), share.getByRole('button', { name: 'Open at a phone’s width' }).click()]);
    await phone.waitForLoadState();
    expect(await phone.evaluate(() => window.innerWidth)).toBeLessThanOrEqual(400);
    await expect(phone.getByRole('heading', { level: 1 })).toHaveText(HEADING);
    await expect(phone.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await phone.close();

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Published: this is now the live revision.' })).toBeVisible();
    expect(await h1('/en')).toBe(HEADING);
    expect(await h1('/es')).toBe('¡Inspecciona y devuelve desde cualquier lugar!');
    const home = await visitor.newPage();
    await home.goto('/en');
    await expect(home).toHaveTitle('Returns that resell themselves | Otailo');
    // The rest of the page as it was: a section drawn by the site, the demo dialog from the hero.
    await expect(home.getByRole('heading', { name: 'Built for brands and for the warehouses that serve them' })).toBeVisible();
    await waitForHydration(home);
    await home.getByRole('main').getByRole('link', { name: 'Book a 15-min Demo' }).click();
    await expect(home.getByRole('dialog')).toBeVisible();
    await home.close();

    await page.goto('/en/manage/pages');
    await expect(rows.filter({ hasText: 'Inicio' })).toContainText('Translation out of date');
    await page.close();
  });
});
