import { rmSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { localizedPath } from '../lib/infra/routing/localized-paths';
import type { PageKey } from '../lib/infra/routing/pages';
import { expect, test } from './support/fixtures';
import { startOwnServer } from './support/own-server';

// The site's own pages as they look and read today, kept as baselines (e2e/baselines/, committed):
// when these pages become pages of blocks (docs/page-builder.md), each must still look the same
// in both languages at a desktop and a phone width, within a small pixel tolerance, and read
// exactly the same (the spec's texts). A server of its own: the suite's server holds content
// other tests add (posts, stories), which would change what these pages show.
// Rebuild the baselines on purpose only: `npx playwright test e2e/page-baselines.spec.ts --update-snapshots`.
const DATA_DIR = '.e2e-data-baselines';

const PAGES: PageKey[] = [
  'home',
  'about',
  'contact',
  'integrations',
  'careers',
  'trust',
  'solutionsReturns',
  'solutionsRecalls',
  'solutionsWarranty',
  'solutionsTradeIns',
  'solutions3plSmartSop',
  'solutions3plNextBestShelf',
  'solutionsAnalytics',
  'sizingAnalytics',
  'warehouseInspection',
];

/** Half the device pixels: the layout and the look at a fraction of the bytes (the exact words are compared as text). */
const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

/**
 * Everything on the page painted, whatever the scroll: sections laid out lazily
 * (`content-visibility: auto`) and lazy images loaded, and the fonts in.
 */
async function settle(page: Page) {
  await page.addStyleTag({ content: 'main > section, main > article ~ section, main > [data-block] > section, body > footer { content-visibility: visible !important; }' });
  await page.evaluate(async () => {
    for (const image of document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')) image.loading = 'eager';
    await document.fonts.ready;
    await Promise.all(
      [...document.images].map((image) =>
        image.complete
          ? null
          : new Promise((done) => {
              image.addEventListener('load', done, { once: true });
              image.addEventListener('error', done, { once: true });
            }),
      ),
    );
  });
}

/** What changes with the calendar, not with the page: dates and the copyright year. */
const calendar = (page: Page) => [page.locator('time'), page.getByRole('contentinfo').getByText(/©/)];

/** The words of the header, the page and the footer, whitespace collapsed, without the calendar's. */
async function words(page: Page): Promise<string> {
  return page.evaluate(() => {
    const text = (node: Element | null) => {
      if (!node) return '';
      const copy = node.cloneNode(true) as Element;
      for (const skipped of copy.querySelectorAll('time, script, style, template')) skipped.remove();
      return (copy.textContent ?? '').replace(/©\s*\d{4}/g, '© YEAR').replace(/\s+/g, ' ').trim();
    };
    return ['header', 'main', 'footer'].map((selector) => `${selector}: ${text(document.querySelector(`body > ${selector}, body ${selector}`))}`).join('\n\n') + '\n';
  });
}

test.describe.serial('the site’s own pages against their baselines', () => {
  let own: Awaited<ReturnType<typeof startOwnServer>>;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    rmSync(DATA_DIR, { recursive: true, force: true });
    own = await startOwnServer('baselines', { DATA_DIR, HUBSPOT_PORTAL_ID: '', SMTP_URL: '' });
  });
  test.afterAll(async () => {
    await own?.site.stop();
    own?.cleanUp();
    rmSync(DATA_DIR, { recursive: true, force: true });
  });

  for (const key of PAGES) {
    test(`${key}: both languages, desktop and phone`, async ({ browser }: { browser: Browser }) => {
      test.setTimeout(120_000);
      for (const { name, viewport } of WIDTHS) {
        const context = await browser.newContext({ baseURL: own.site.url, viewport, deviceScaleFactor: 0.5, reducedMotion: 'reduce', storageState: { cookies: [], origins: [] } });
        await context.addInitScript(() => window.localStorage.setItem('otailo_cookie_consent', 'essential'));
        const page = await context.newPage();
        for (const locale of ['en', 'es'] as const) {
          const response = await page.goto(localizedPath(locale, key));
          expect(response?.status(), `${key} ${locale}`).toBe(200);
          await settle(page);
          if (name === 'desktop') expect(await words(page)).toMatchSnapshot(`${key}-${locale}.txt`);
          await expect(page).toHaveScreenshot(`${key}-${locale}-${name}.png`, { fullPage: true, scale: 'device', animations: 'disabled', caret: 'hide', mask: calendar(page), maxDiffPixelRatio: 0.005 });
        }
        await context.close();
      }
    });
  }
});
