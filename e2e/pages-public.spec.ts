import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { Browser, BrowserContext } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { startOwnServer } from './support/own-server';
import { e2eServerEnv } from './support/server-env.mjs';
import { SEEDED } from './support/seeded-pages';
import { waitForHydration } from './support/site';

// Builder pages (docs/page-builder.md) at /{language}/{slug}, on a server of their own whose
// database holds pages written through the page store before it starts (one process owns PGlite).
const DATA_DIR = '.e2e-data-pages-public';

test.describe.serial('builder pages on the public site', () => {
  let own: Awaited<ReturnType<typeof startOwnServer>>;
  let url = '';
  let context: BrowserContext;
  /** The seeded draft's preview link token. */
  let token = '';

  test.beforeAll(async ({ browser }: { browser: Browser }) => {
    test.setTimeout(180_000);
    rmSync(DATA_DIR, { recursive: true, force: true });
    const seeded = execFileSync('npx', ['tsx', '--import', './e2e/support/server-only-hook.mjs', 'e2e/support/seed-pages.ts'], {
      env: { ...process.env, ...e2eServerEnv(), DATA_DIR },
      stdio: ['ignore', 'pipe', 'inherit'],
      encoding: 'utf8',
    });
    token = (JSON.parse(seeded.trim().split('\n').at(-1)!) as { token: string }).token;
    own = await startOwnServer('pages-public', { DATA_DIR, HUBSPOT_PORTAL_ID: '', SMTP_URL: '' });
    url = own.site.url;
    context = await browser.newContext({ baseURL: url });
    await context.addInitScript(() => window.localStorage.setItem('otailo_cookie_consent', 'essential'));
  });
  test.afterAll(async () => {
    await context?.close();
    await own?.site.stop();
    own?.cleanUp();
    rmSync(DATA_DIR, { recursive: true, force: true });
  });

  test('a page renders its blocks in English and Spanish, with its metadata, FAQ data and forms, and no axe violation', async () => {
    const page = await context.newPage();
    const response = await page.goto(`/en/${SEEDED.en}`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: SEEDED.enHeading })).toBeVisible();
    await expect(page.locator('main [data-block]')).toHaveCount(3);
    await expect(page.locator('main details summary')).toContainText([SEEDED.question]);
    // The site's header and its menus (not a landing page).
    await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toBeVisible();
    // The form block holds the demo form, attributed to this page and its block.
    const slot = page.locator('[data-form-slot="demo"]');
    await expect(slot.locator('input[name="pageUri"]')).toHaveValue(new RegExp(`/en/${SEEDED.en}$`));
    await expect(slot.locator('input[name="pageName"]')).toHaveValue(`${SEEDED.enHeading} #talk`);
    // Head: canonical, the live translation as alternate, indexable; FAQPage data.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/en/${SEEDED.en}$`));
    await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute('href', new RegExp(`/es/${SEEDED.es}$`));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
    // The language switch leads to the translation, not to the same slug in Spanish.
    await expect(page.getByRole('banner').getByRole('navigation', { name: 'Language' }).first().getByRole('link', { name: /ES/ })).toHaveAttribute('href', `/es/${SEEDED.es}`);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const faq = jsonLd.map((text) => JSON.parse(text) as { '@type'?: string; mainEntity?: { name: string }[] }).find((data) => data['@type'] === 'FAQPage');
    expect(faq?.mainEntity?.map((entry) => entry.name)).toEqual([SEEDED.question]);
    await expectNoViolations(page, 'builder page (en)');

    const spanish = await page.goto(`/es/${SEEDED.es}`);
    expect(spanish?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: SEEDED.esHeading })).toBeVisible();
    await expect(page.locator('main details summary')).toContainText([SEEDED.pregunta]);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', new RegExp(`/en/${SEEDED.en}$`));
    await expectNoViolations(page, 'builder page (es)');
    await page.close();
  });

  test('a landing page keeps the logo, the language switch and the legal footer, without menus', async () => {
    const page = await context.newPage();
    await page.goto(`/en/${SEEDED.landing}`);
    await waitForHydration(page);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /Otailo/ })).toBeVisible();
    await expect(header.getByRole('navigation', { name: 'Language' })).toBeVisible();
    // No Spanish version: the switch leads to the Spanish home.
    await expect(header.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: /ES/ })).toHaveAttribute('href', '/es');
    await expect(header.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(header.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'About' })).toHaveCount(0);
    await expect(page.locator('[data-newsletter="footer"]')).toHaveCount(0);
    // The resource form block holds the gated guide's request form, attributed to the page and block.
    const slot = page.locator('[data-form-slot="resource"]');
    await expect(slot.locator('input[name="resource"]')).toHaveValue(SEEDED.resource);
    await expect(slot.locator('input[name="pageName"]')).toHaveValue('Launch offer #guide');
    await expectNoViolations(page, 'landing page');
    await page.close();
  });

  test('unknown and unpublished slugs get the site’s 404; a noindex page says so and stays out of the sitemap, which lists the others', async () => {
    for (const path of ['/en/no-such-page', `/en/${SEEDED.hidden}`, `/es/${SEEDED.en}`]) {
      const response = await fetch(`${url}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toMatch(/Page Not Found|Página no encontrada/);
    }
    const quiet = await (await fetch(`${url}/en/${SEEDED.noindex}`)).text();
    expect(quiet).toContain('<meta name="robots" content="noindex, follow"/>');

    const xml = await (await fetch(`${url}/sitemap.xml`)).text();
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(urls).toEqual(expect.arrayContaining([`/en/${SEEDED.en}`, `/es/${SEEDED.es}`, `/en/${SEEDED.landing}`]));
    expect(urls).not.toContain(`/en/${SEEDED.noindex}`);
    expect(urls).not.toContain(`/en/${SEEDED.hidden}`);
    expect(xml).toMatch(new RegExp(`<xhtml:link rel="alternate" hreflang="es" href="[^"]+/es/${SEEDED.es}" />`));
  });

  test('a live page is kept by the page store; a renamed page’s old address answers 308, a deleted one’s 410', async () => {
    const deadline = Date.now() + 10_000;
    while ((await fetch(`${url}/en/${SEEDED.en}`)).headers.get('x-cache') !== 'HIT') {
      if (Date.now() > deadline) throw new Error('the page was never kept');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const moved = await fetch(`${url}/en/${SEEDED.oldName}`, { redirect: 'manual' });
    expect(moved.status).toBe(308);
    expect(new URL(moved.headers.get('location') ?? '', url).pathname).toBe(`/en/${SEEDED.newName}`);
    expect((await fetch(`${url}/en/${SEEDED.newName}`)).status).toBe(200);
    expect((await fetch(`${url}/en/${SEEDED.deleted}`)).status).toBe(410);
  });

  test('a page preview link opens the draft, noindex and never cached; a wrong token opens nothing', async () => {
    const response = await fetch(`${url}/en/preview?token=${encodeURIComponent(token)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    const html = await response.text();
    expect(html).toContain(SEEDED.draftHeading);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toContain('Preview: this is how the page will look once it is published.');
    expect((await fetch(`${url}/en/preview?token=${encodeURIComponent(`${token}x`)}`)).status).toBe(404);
  });
});
