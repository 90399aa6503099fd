import { rmSync } from 'node:fs';
import { adminTest } from './support/admin';
import { startFakePlatform } from '../test/fakes/fake-platform.mjs';
import { expect, test } from './support/fixtures';
import { startOwnServer } from './support/own-server';
import { waitForHydration } from './support/site';

/**
 * Post data an attacker, a careless import or the legacy platform can store: values the editor now
 * refuses, and what the pages do when such values are stored anyway.
 */

const alert = (page: import('@playwright/test').Page) => page.locator('[role="alert"]:not(#__next-route-announcer__)');

/** Bodies that made the renderer overflow its stack or run for seconds. */
const DEEP_LIST = `${'- '.repeat(3000)}x`;
const DEEP_QUOTE = '>'.repeat(5000);
/** Passes the structure check (480 marks per paragraph) but takes the parser far longer than its deadline. */
const SLOW = Array.from({ length: 200 }, () => '*a_ '.repeat(240)).join('\n\n');

adminTest('the editor refuses an image path the pages cannot show and a body nested too deeply', async ({ page }) => {
  test.setTimeout(60_000);
  const stamp = Date.now().toString(36);
  await page.goto('/en/manage/posts/new');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`Hostile ${stamp}`);
  await page.getByRole('textbox', { name: 'Excerpt' }).fill('Should never be saved.');
  await page.getByRole('textbox', { name: 'Category' }).fill('Testing');
  await page.getByRole('textbox', { name: 'Image URL' }).fill('/uploads/x.png?v=2');
  await page.getByRole('textbox', { name: 'Full Content' }).fill('A plain body.');
  await page.getByRole('button', { name: 'Save Post' }).click();
  await expect(alert(page).filter({ hasText: 'the image URL must be a path under /images/ or /uploads/' })).toBeVisible();
  // A refused save keeps what was typed.
  await expect(page.getByRole('textbox', { name: 'Excerpt' })).toHaveValue('Should never be saved.');
  await expect(page.getByRole('textbox', { name: 'Category' })).toHaveValue('Testing');

  await page.getByRole('textbox', { name: 'Image URL' }).fill('/images/blog/photo-first-returns.jpg');
  await page.getByRole('textbox', { name: 'Full Content' }).fill(DEEP_LIST);
  await page.getByRole('button', { name: 'Save Post' }).click();
  await expect(alert(page).filter({ hasText: 'nested too deeply (more than 16 levels of lists or quotes)' }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/manage\/posts\/new$/);
  expect((await page.request.get(`/en/blog/hostile-${stamp}`)).status()).toBe(404);
});

test('stored posts the editor would refuse leave the blog up, and each page renders in bounded time', async ({ browser }) => {
  test.setTimeout(120_000);
  const post = (slug: string, fields: Record<string, string>) => ({
    slug,
    title: `Stored ${slug}`,
    excerpt: `The ${slug} post.`,
    category: 'Hostile',
    author: 'Importer',
    date: '2026-02-03T00:00:00.000Z',
    readTime: '3 min read',
    image: '/images/blog/photo-first-returns.jpg',
    fullContent: 'Plain body.',
    ...fields,
  });
  const platform = await startFakePlatform({
    appId: 'hostile-app',
    apiKey: 'hostile-key',
    records: {
      BlogPost: [
        post('image-with-query', { image: '/uploads/x.png?v=2' }),
        post('image-not-a-url', { image: 'http://[' }),
        post('deep-list', { fullContent: DEEP_LIST }),
        post('deep-quote', { fullContent: DEEP_QUOTE }),
        post('slow-body', { fullContent: `<script>window.__pwned = 1</script>\n\n${SLOW}` }),
      ],
    },
  });
  const dataDir = '.e2e-data-hostile-content';
  const own = await startOwnServer('hostile-content', {
    DATA_DIR: dataDir,
    PLATFORM_BASE_URL: platform.url,
    PLATFORM_APP_ID: 'hostile-app',
    PLATFORM_API_KEY: 'hostile-key',
  });
  const { site } = own;
  const timed = async (path: string) => {
    const started = performance.now();
    const response = await fetch(`${site.url}${path}`);
    return { status: response.status, html: await response.text(), ms: performance.now() - started };
  };
  try {
    for (const path of ['/en/blog', '/en/blog?category=Hostile', '/en/feed.xml', '/sitemap.xml']) {
      const { status, html } = await timed(path);
      expect(status, path).toBe(200);
      if (path.startsWith('/en/blog')) for (const slug of ['image-with-query', 'image-not-a-url', 'deep-list', 'slow-body']) expect(html, path).toContain(`Stored ${slug}`);
    }
    for (const slug of ['image-with-query', 'image-not-a-url', 'deep-list', 'deep-quote']) {
      const { status, ms } = await timed(`/en/blog/${slug}`);
      expect(status, slug).toBe(200);
      expect(ms, `${slug} rendered in ${Math.round(ms)} ms`).toBeLessThan(5_000);
    }
    // The slow body runs into the renderer's deadline; meanwhile other pages answer at once.
    const slow = timed('/en/blog/slow-body');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const other = await timed('/en/about');
    expect(other.status).toBe(200);
    expect(other.ms, `another page took ${Math.round(other.ms)} ms`).toBeLessThan(1_000);
    const { status, html, ms } = await slow;
    expect(status).toBe(200);
    expect(ms, `the slow body took ${Math.round(ms)} ms`).toBeLessThan(6_000);
    // Shown as escaped plain text.
    expect(html).toContain('&lt;script&gt;window.__pwned = 1&lt;/script&gt;');

    // The image that next/image cannot take leaves an empty frame; the post still shows, in a browser too.
    const context = await browser.newContext({ baseURL: site.url });
    const page = await context.newPage();
    await page.goto('/en/blog/image-with-query');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stored image-with-query');
    expect(await page.locator('img[src*="x.png"]').count()).toBe(0);
    await context.close();
  } finally {
    await site.stop();
    await platform.close();
    own.cleanUp();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
