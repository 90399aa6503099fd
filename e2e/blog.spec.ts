import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test, visitorHeaders } from './support/fixtures';
import { e2eServerEnv } from './support/server-env.mjs';
import { Site } from './support/site';

/** The sample posts a fresh installation is seeded with (lib/features/posts/sample-posts.ts), per language. */
const ENGLISH_POSTS = 5;
const SPANISH_POSTS = 5;

test.describe('blog list', () => {
  test('lists the published posts of its own language only, newest first', async ({ page }) => {
    test.setTimeout(120_000);
    // The admin suite, running in parallel, publishes a post for a few seconds: check the list again
    // until it holds only the samples.
    await expect(async () => {
      const site = new Site(page);
      await site.visit('/en/blog');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Otailo Blog');
      const cards = site.main.locator('article');
      await expect(cards).toHaveCount(ENGLISH_POSTS);
      await expect(cards.and(page.locator('[lang="en"]'))).toHaveCount(ENGLISH_POSTS);
      await expect(site.main).not.toContainText('Devoluciones con fotos primero');
      const first = cards.filter({ hasText: 'Photo-first returns' });
      await expect(first.locator('time')).toHaveText('November 5, 2026');
      await expect(first).toContainText('6 min read');
      await expect(first.getByRole('link')).toHaveAttribute('href', '/en/blog/photo-first-returns');
      await expect(first.locator('img')).toHaveAttribute('src', /\/_next\/image\?url=%2Fimages%2Fblog%2Fphoto-first-returns\.jpg/);
      // The first cover is the largest thing on a phone's first screen: fetched at once, ahead of the others.
      await expect(cards.first().locator('img')).toHaveAttribute('fetchpriority', 'high');
      await expect(cards.first().locator('img')).not.toHaveAttribute('loading', 'lazy');
      await expect(cards.nth(1).locator('img')).toHaveAttribute('loading', 'lazy');
      // One page: no pagination, and a page beyond it is not found.
      await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
      expect((await page.request.get('/en/blog?page=2')).status()).toBe(404);

      await site.visit('/es/blog');
      const spanish = site.main.locator('article');
      await expect(spanish).toHaveCount(SPANISH_POSTS);
      await expect(spanish.and(page.locator('[lang="es"]'))).toHaveCount(SPANISH_POSTS);
      await expect(site.main).not.toContainText('Photo-first returns');
      await expect(spanish.filter({ hasText: 'Devoluciones con fotos primero' })).toContainText('6 min de lectura');
    }).toPass({ timeout: 90_000 });
  });

  test('renders once, then is served from the cache', async ({ request }) => {
    // Within 5 s of a post being saved (the admin suite runs alongside), nothing is stored: a
    // render begun before the save could hold the old list (lib/infra/cache/handler.mjs). Outside that
    // window, the second request is served from Next.js's cache or the server's page store.
    await expect(async () => {
      await request.get('/es/blog');
      const response = await request.get('/es/blog');
      const headers = response.headers();
      expect(headers['x-nextjs-cache'] === 'HIT' || headers['x-cache'] === 'HIT', JSON.stringify(headers)).toBe(true);
    }).toPass({ timeout: 30_000, intervals: [1_000] });
  });

  test('on a phone, search and categories come before the posts: the search box in the first screen, categories folded', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/en/blog');
    const search = page.getByRole('searchbox', { name: 'Search posts' });
    await expect(search).toBeInViewport();
    const box = (await search.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    // Categories: one line, opened on demand, and they filter like on a desktop.
    const categories = page.getByRole('navigation', { name: 'Categories' });
    await expect(categories).toBeHidden();
    await page.locator('summary', { hasText: 'Categories' }).click();
    await expect(categories.getByRole('link', { name: /^Returns/ })).toBeVisible();
    const firstCard = (await page.locator('article').first().boundingBox())!;
    expect(firstCard.y).toBeGreaterThan(box.y);
    await categories.getByRole('link', { name: /^Analytics/ }).click();
    await expect(page).toHaveURL(/\/en\/blog\?category=Analytics$/);
    // The folded list opens by itself while a category is in force, showing which one.
    await expect(categories.getByRole('link', { name: /^Analytics/ })).toHaveAttribute('aria-current', 'page');
    await context.close();
  });

  test('categories with counts filter the list, with a visible state and a way back', async ({ page }) => {
    const site = new Site(page);
    await site.visit('/en/blog');
    const categories = page.getByRole('navigation', { name: 'Categories' });
    // One language's categories: the Spanish posts' are not here.
    await expect(categories.getByRole('link', { name: /^Returns/ })).toContainText('2');
    await expect(categories.getByRole('link', { name: /^3PL/ })).toContainText('1');
    await expect(categories.getByRole('link', { name: /^Devoluciones/ })).toHaveCount(0);
    await categories.getByRole('link', { name: /^Analytics/ }).click();
    await expect(page).toHaveURL(/\/en\/blog\?category=Analytics$/);
    await expect(site.main.getByRole('status').filter({ hasText: 'Category: Analytics' })).toBeVisible();
    await expect(site.main.locator('article')).toHaveCount(1);
    await expect(categories.getByRole('link', { name: /^Analytics/ })).toHaveAttribute('aria-current', 'page');
    await site.main.getByRole('link', { name: 'Show all posts' }).click();
    await expect(page).toHaveURL(/\/en\/blog$/);
    await expect(site.main.locator('article')).toHaveCount(ENGLISH_POSTS);
  });

  test('a category link says "Loading posts…" while its list loads, and nothing once it is shown', async ({ page }) => {
    const site = new Site(page);
    await site.visit('/en/blog');
    // Hold the filtered list's data (prefetch and navigation) until the test has looked.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/en\/blog\?category=Analytics/, async (route) => {
      await held;
      await route.continue();
    });
    const link = page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: /^Analytics/ });
    await link.click();
    await expect(link.getByRole('status')).toHaveText('Loading posts…');
    release();
    await expect(site.main.locator('article')).toHaveCount(1);
    await expect(page).toHaveURL(/\/en\/blog\?category=Analytics$/);
    await expect(link).not.toHaveAttribute('data-pending');
    await expect(link.getByRole('status')).toHaveCount(0);
  });

  test('?search= filters by title, excerpt and category; no match says so', async ({ page }) => {
    const site = new Site(page);
    await site.visit('/en/blog?search=SIZING');
    await expect(site.main.getByRole('status').filter({ hasText: 'Results for “SIZING”' })).toBeVisible();
    await expect(site.main.locator('article')).toHaveCount(1);
    await site.visit('/en/blog?search=zzzz-nothing');
    await expect(site.main.getByText('No blog posts found.')).toBeVisible();
  });

  test('odd query strings get clean results or a 404, never an error', async ({ request }) => {
    for (const query of ['page=-1', 'page=abc', 'page=1.5', `search=${'x'.repeat(1500)}`, 'search=%25%5F%27%22%3Cscript%3E', 'category=%00', 'page=1&category=']) {
      const response = await request.get(`/en/blog?${query}`);
      expect(response.status(), query).toBe(200);
    }
    // An address past 2,048 bytes is refused before the page is rendered (docs/security.md).
    expect((await request.get(`/en/blog?search=${'x'.repeat(5000)}`)).status()).toBe(414);
    expect((await request.get('/en/blog?page=99')).status()).toBe(404);
    expect((await request.get('/en/blog?category=Nothing')).status()).toBe(200);
  });

  test('a legacy /Blog?category= link lands on the filtered list', async ({ page }) => {
    await page.goto('/Blog?category=3PL');
    await expect(page).toHaveURL(/\/en\/blog\?category=3PL$/);
    await expect(page.getByRole('main').locator('article')).toHaveCount(1);
  });
});

test.describe('search box', () => {
  function countSearches(page: Page) {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/posts/search')) calls.push(new URL(request.url()).searchParams.get('q') ?? '');
    });
    return calls;
  }

  test('waits for 2 characters and 600 ms, then shows the page language’s results', async ({ page }) => {
    const site = new Site(page);
    await site.visit('/en/blog');
    const calls = countSearches(page);
    const box = page.getByRole('search');
    const input = box.getByRole('searchbox', { name: 'Search posts' });
    await input.pressSequentially('r');
    await page.waitForTimeout(800);
    expect(calls).toEqual([]);
    await expect(box.getByRole('status')).toHaveText('Type at least 2 characters to search.');
    // When the visitor last typed and when the search went out, both on the page's own clock (a
    // wait on the test's side would race the debounce on a busy machine).
    await input.evaluate((element) =>
      element.addEventListener('input', () => Object.assign(window, { lastInputAt: performance.now() })),
    );
    await input.pressSequentially('e ', { delay: 150 });
    await expect(box.locator('[data-search-results] li')).toHaveCount(5);
    expect(calls).toEqual(['re']); // trimmed, asked once
    const quietMs = await page.evaluate(() => {
      const search = performance.getEntriesByType('resource').find((entry) => entry.name.includes('/api/posts/search'));
      return search ? search.startTime - (window as unknown as { lastInputAt: number }).lastInputAt : NaN;
    });
    expect(quietMs, 'time from the last keystroke to the search').toBeGreaterThanOrEqual(600);
    // The five English posts: the Spanish ones match too, but are not this page's language.
    await expect(box.getByRole('status')).toHaveText('5 results');
    await expect(box.locator('[data-search-results] li a[href^="/es/"]')).toHaveCount(0);
    await expect(box.getByRole('link', { name: /View all/ })).toHaveCount(0);
  });

  test('Enter goes to the filtered list; a blank search does nothing', async ({ page }) => {
    const site = new Site(page);
    await site.visit('/es/blog');
    const input = page.getByRole('searchbox', { name: 'Buscar artículos' });
    await input.fill('   ');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/es\/blog$/);
    await input.fill('talla');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/es\/blog\?search=talla$/);
    await expect(site.main.locator('article')).toHaveCount(1);
  });

  test('a search with no match says so', async ({ page }) => {
    await new Site(page).visit('/en/blog');
    await page.getByRole('searchbox', { name: 'Search posts' }).fill('qqqq');
    await expect(page.getByRole('search').getByRole('status')).toHaveText('No posts match “qqqq”.');
  });

  test.describe('over the rate limit', () => {
    test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.42' } });

    test('the search box says searches are limited', async ({ page, request }) => {
      const site = new Site(page);
      await site.visit('/en/blog');
      let last = 200;
      for (let i = 0; i < 45 && last !== 429; i += 1) {
        last = (await request.get('/api/posts/search?q=fit', { headers: { 'X-Forwarded-For': '198.51.100.42' } })).status();
      }
      expect(last).toBe(429);
      await page.getByRole('searchbox', { name: 'Search posts' }).fill('fit');
      await expect(page.getByRole('search').getByRole('status')).toHaveText(
        'Search requests are temporarily limited. Please try again later.',
      );
    });
  });

  test('works without JavaScript as a plain form', async ({ browser, baseURL }, testInfo) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL, extraHTTPHeaders: visitorHeaders(testInfo) });
    const page = await context.newPage();
    await page.goto('/en/blog');
    await page.getByRole('searchbox', { name: 'Search posts' }).fill('3PL');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/en\/blog\?search=3PL$/);
    await expect(page.getByRole('main').locator('article')).toHaveCount(1);
    await context.close();
  });
});

test.describe('post page', () => {
  test('shows the post with its details, body, sharing and related posts', async ({ page, baseURL, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const site = new Site(page);
    await site.visit('/en/blog/photo-first-returns');
    const article = page.locator('article[lang="en"]').first();
    await expect(article.getByRole('heading', { level: 1 })).toHaveText('Photo-first returns: stopping ineligible returns before they ship');
    await expect(article.getByRole('link', { name: 'Returns', exact: true })).toHaveAttribute('href', '/en/blog?category=Returns');
    await expect(article).toContainText('By Otailo Team');
    await expect(article.locator('header time')).toHaveText('November 5, 2026');
    await expect(article).toContainText('6 min read');
    await expect(article.locator('figcaption')).toHaveText('Illustration: Otailo');
    const body = article.locator('.post-body');
    await expect(body.locator('h2.post-section').first()).toHaveText('Simplifying complexity at the moment of return');
    await expect(body.locator('h3.post-subheading-lg')).toHaveText('FOR THE BRAND AND SHOPPERS');
    await expect(body.locator('h3.post-subheading')).toHaveText(['FOR THE BRAND', 'FOR THE SHOPPER']);
    await expect(body.locator('ul').first().locator('li')).toHaveCount(3);

    const url = `${baseURL}/en/blog/photo-first-returns`;
    const share = page.locator('section', { has: page.getByRole('heading', { name: 'Share this post' }) });
    await expect(share.getByRole('link', { name: 'Share on LinkedIn' })).toHaveAttribute('href', `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`);
    await share.getByRole('button', { name: 'Copy link' }).click();
    await expect(share.getByRole('status')).toHaveText('Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    const related = page.locator('section', { has: page.getByRole('heading', { name: 'Related posts' }) });
    await expect(related.locator('article')).toHaveCount(1);
    await expect(related.locator('article')).toContainText('Exchanges first');
    await expect(related.locator('article')).toContainText('Returns');

    await article.getByRole('link', { name: 'Back to blog' }).click();
    await expect(page).toHaveURL(/\/en\/blog$/);
  });

  test('carries article metadata: BlogPosting, Open Graph image and the feed link', async ({ page, baseURL }) => {
    await page.goto('/en/blog/fit-is-the-first-returns-problem');
    const head = page.locator('head');
    await expect(head.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    // The post's generated card (the editor can choose the cover instead); the cover leads the JSON-LD images.
    await expect(head.locator('meta[property="og:image"]').first()).toHaveAttribute('content', new RegExp(`^${baseURL}/en/blog/fit-is-the-first-returns-problem/social\\.png\\?v=`));
    await expect(head.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', `${baseURL}/en/feed.xml`);
    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
    expect(data.find((item) => item['@type'] === 'BlogPosting')).toMatchObject({
      headline: 'Fit is the first returns problem: what sizing data can tell you',
      datePublished: '2026-10-02T00:00:00Z',
      author: { name: 'Marta Ruiz' },
      inLanguage: 'en',
      image: [`${baseURL}/images/blog/fit-and-sizing.jpg`, expect.stringContaining('/social.png')],
    });
    const crumbs = data.find((item) => item['@type'] === 'BreadcrumbList');
    expect(crumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual(['Home', 'Blog', 'Fit is the first returns problem: what sizing data can tell you']);
  });

  test('an unknown slug answers 404 with "Post Not Found", and leaves nothing in the page cache', async ({ request }) => {
    const madeUp = `no-such-post-${Date.now().toString(36)}`;
    for (const path of [`/en/blog/${madeUp}`, `/en/blog/${madeUp}`, '/en/blog/a.b', '/en/blog/a%20b', '/en/blog/' + 'x'.repeat(300)]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain('Post Not Found');
    }
    for (const path of [`/en/blog/${madeUp}/social.png`, `/en/blog/${madeUp}/social.png`]) expect((await request.get(path)).status(), path).toBe(404);
    // Each made-up address would otherwise be stored (a way to fill memory or disk from outside):
    // the cache handler refuses them (lib/infra/cache/handler.test.ts); nothing reaches the disk either.
    const files = readdirSync(join(e2eServerEnv().BUILD_DIR ?? '.next-test', 'server'), { recursive: true, encoding: 'utf8' });
    expect(files.some((path) => path.includes('solutions-returns'))).toBe(true); // the right folder
    expect(files.filter((path) => path.includes(madeUp))).toEqual([]);
  });
});

test.describe('feeds and sitemap', () => {
  test('each locale has an RSS 2.0 feed of its own posts', async ({ request, baseURL }) => {
    const en = await request.get('/en/feed.xml');
    expect(en.headers()['content-type']).toContain('application/rss+xml');
    const xml = await en.text();
    expect(xml).toContain('<rss version="2.0"');
    expect(xml.match(/<item>/g)).toHaveLength(5);
    expect(xml).toContain(`<link>${baseURL}/en/blog/photo-first-returns</link>`);
    const es = await (await request.get('/es/feed.xml')).text();
    expect(es).toContain('<language>es</language>');
    expect(es).toContain(`${baseURL}/es/blog/devoluciones-con-fotos-primero`);
  });

  test('the blog list advertises its feed', async ({ page, baseURL }) => {
    await page.goto('/es/blog');
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', `${baseURL}/es/feed.xml`);
  });

  test('the sitemap lists each post once, in its language, with its translation as the alternate', async ({ request, baseURL }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const entry = (loc: string) => new RegExp(`<url>\\s*<loc>${loc}</loc>[\\s\\S]*?</url>`).exec(xml)?.[0] ?? '';
    const english = entry(`${baseURL}/en/blog/photo-first-returns`);
    expect(english).toContain(`hreflang="es" href="${baseURL}/es/blog/devoluciones-con-fotos-primero"`);
    expect(english).toContain(`hreflang="x-default" href="${baseURL}/en/blog/photo-first-returns"`);
    expect(entry(`${baseURL}/es/blog/devoluciones-con-fotos-primero`)).toContain(`hreflang="en" href="${baseURL}/en/blog/photo-first-returns"`);
    expect(xml).not.toContain(`<loc>${baseURL}/es/blog/photo-first-returns</loc>`);
    expect(xml).not.toContain(`<loc>${baseURL}/en/blog/devoluciones-con-fotos-primero</loc>`);
  });
});
