import { rmSync } from 'node:fs';
import { startFakePlatform } from '../test/fakes/fake-platform.mjs';
import { expect, test } from './support/fixtures';
import { startOwnServer } from './support/own-server';

/**
 * With PLATFORM_* set, the blog is read from the legacy platform: this test runs its own server
 * against a fake platform and checks that the pages show the platform's posts, unchanged.
 */
test('the blog is served from the legacy platform when it is configured', async ({ browser }) => {
  test.setTimeout(90_000);
  const platform = await startFakePlatform({
    appId: 'legacy-app',
    apiKey: 'secret-key',
    records: {
      BlogPost: [
        {
          slug: 'from-the-platform',
          title: 'Straight from the platform',
          excerpt: 'A post that only the legacy platform knows.',
          category: 'Legacy',
          author: 'Platform Author',
          date: '2026-02-03T00:00:00.000Z',
          readTime: '3 min read',
          image: '/images/blog/photo-first-returns.jpg',
          fullContent: 'FOR THE BRAND\n\nPlatform body text.',
        },
      ],
    },
  });
  const own = await startOwnServer('platform', {
    DATA_DIR: '.e2e-data-platform',
    PLATFORM_BASE_URL: platform.url,
    PLATFORM_APP_ID: 'legacy-app',
    PLATFORM_API_KEY: 'secret-key',
  });
  const site = own.site;
  try {
    const context = await browser.newContext({ baseURL: site.url });
    const page = await context.newPage();
    await page.goto('/en/blog');
    await expect(page.getByRole('link', { name: 'Straight from the platform', exact: true })).toBeVisible();
    await page.goto('/en/blog/from-the-platform');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Straight from the platform');
    await expect(page.getByText('Platform body text.')).toBeVisible();
    await expect(page.getByText('Platform Author')).toBeVisible();
    expect((await page.request.get('/en/blog/not-on-the-platform')).status()).toBe(404);
    const reads = platform.requests.filter((r: { path: string }) => r.path.includes('/entities/BlogPost'));
    expect(reads.length).toBeGreaterThan(0);
    for (const read of reads) {
      expect(read.headers['x-app-id']).toBe('legacy-app');
      expect(read.headers['x-environment']).toBe('prod');
      expect(read.headers['api_key']).toBe('secret-key');
    }

    // Over the platform's rate limit: the spec's text with status 429, in each language, and a way
    // to ask again; once the platform answers again, so does the page (nothing was cached).
    platform.setFailure({ status: 429, body: { detail: 'Too many requests' } });
    for (const [path, text, again] of [
      ['/en/blog/not-read-yet', "We're experiencing high traffic. Please try again in a moment.", 'Try again'],
      ['/es/blog/not-read-yet', 'Estamos recibiendo mucho tráfico. Inténtalo de nuevo en un momento.', 'Reintentar'],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(429);
      await expect(page.getByText(text)).toBeVisible();
      await expect(page.getByRole('link', { name: again, exact: true })).toHaveAttribute('href', path);
    }
    platform.setFailure(null);
    expect((await page.request.get('/en/blog/not-read-yet')).status()).toBe(404);
    await context.close();
  } finally {
    await site.stop();
    await platform.close();
    own.cleanUp();
    rmSync('.e2e-data-platform', { recursive: true, force: true });
  }
});
