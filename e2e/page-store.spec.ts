import type { APIRequestContext, APIResponse } from '@playwright/test';
import { adminTest, choosePublished, saveAndStay } from './support/admin';
import { expect, test } from './support/fixtures';
import { publicPaths } from './support/routes';
import { E2E_BASE_URL } from './support/server-env.mjs';
import { Site, waitForHydration } from './support/site';

/**
 * The production server keeps finished public pages and sends them like static files
 * (server/page-store.mjs). These tests prove that what it sends is what Next.js renders, that it
 * answers conditional and HEAD requests, and that nothing it keeps outlives an edit.
 */

/** GETs `path` until the store answers it (a page is kept once its encodings are made). */
async function fromStore(request: APIRequestContext, path: string, headers: Record<string, string> = {}): Promise<APIResponse> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const response = await request.get(path, { headers });
    if (response.headers()['x-cache'] === 'HIT') return response;
    if (Date.now() > deadline) throw new Error(`${path} was never answered from the page store`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test('a kept page is the very document Next.js renders, with its headers, HEAD and 304', async ({ request }) => {
  const path = '/en/about';
  const kept = await fromStore(request, path, { 'accept-encoding': 'identity' });
  // Cache-Control: no-cache (a hard reload) makes the server render it.
  const rendered = await request.get(path, { headers: { 'accept-encoding': 'identity', 'cache-control': 'no-cache' } });
  expect(rendered.headers()['x-cache']).toBeUndefined();
  expect((await kept.body()).equals(await rendered.body())).toBe(true);
  for (const name of ['content-security-policy', 'cache-control', 'content-type', 'strict-transport-security', 'x-frame-options', 'etag']) {
    expect(kept.headers()[name], name).toBe(rendered.headers()[name]);
  }
  // Each answer names its own request, kept or rendered.
  expect(kept.headers()['x-request-id']).toMatch(/^[\w.:-]{8,128}$/);
  expect(rendered.headers()['x-request-id']).toMatch(/^[\w.:-]{8,128}$/);
  expect(kept.headers()['x-request-id']).not.toBe(rendered.headers()['x-request-id']);
  expect(kept.headers()['set-cookie']).toBeUndefined();

  // Brotli or gzip as asked, decoded to the same bytes (the client decodes).
  for (const encoding of ['br', 'gzip']) {
    const encoded = await fromStore(request, path, { 'accept-encoding': encoding });
    expect(encoded.headers()['content-encoding']).toBe(encoding);
    expect(encoded.headers()['vary']).toMatch(/Accept-Encoding/);
    expect((await encoded.body()).equals(await rendered.body())).toBe(true);
  }

  const head = await request.head(path, { headers: { 'accept-encoding': 'identity' } });
  expect(head.status()).toBe(200);
  expect(head.headers()['x-cache']).toBe('HIT');
  expect(Number(head.headers()['content-length'])).toBe((await kept.body()).byteLength);

  const notModified = await request.get(path, { headers: { 'if-none-match': kept.headers()['etag']! } });
  expect(notModified.status()).toBe(304);
  expect(notModified.headers()['content-security-policy']).toBeUndefined();
});

test('feeds and the sitemap are kept too, as sent, with their type, 304 and compression', async ({ request }) => {
  for (const path of ['/en/feed.xml', '/es/feed.xml', '/en/trust/feed.xml', '/sitemap.xml']) {
    const kept = await fromStore(request, path, { 'accept-encoding': 'identity' });
    const rendered = await request.get(path, { headers: { 'accept-encoding': 'identity', 'cache-control': 'no-cache' } });
    expect(rendered.headers()['x-cache'], path).toBeUndefined();
    expect(kept.headers()['content-type'], path).toBe(rendered.headers()['content-type']);
    expect(kept.headers()['cache-control'], path).toBe(rendered.headers()['cache-control']);
    expect((await kept.body()).equals(await rendered.body()), path).toBe(true);
    const notModified = await request.get(path, { headers: { 'if-none-match': kept.headers()['etag']! } });
    expect(notModified.status(), path).toBe(304);
    const encoded = await fromStore(request, path, { 'accept-encoding': 'br' });
    expect(encoded.headers()['content-encoding'], path).toBe('br');
    expect((await encoded.body()).equals(await rendered.body()), path).toBe(true);
  }
  const sitemap = await fromStore(request, '/sitemap.xml');
  expect(sitemap.headers()['content-type']).toBe('application/xml');
  expect(sitemap.headers()['cache-control']).toMatch(/^s-maxage=3600\b/);
});

test('the router, draft mode and query strings go past the store', async ({ request }) => {
  const path = '/en/solutions-returns';
  await fromStore(request, path);
  // The router's payload of the same address is not the HTML document.
  const payload = await request.get(path, { headers: { rsc: '1' } });
  expect(payload.headers()['content-type']).toMatch(/^text\/x-component/);
  expect(payload.headers()['x-cache']).toBeUndefined();
  // A draft-mode cookie is Next.js's to judge: without a live session it is dropped with a 307.
  const draft = await request.get(path, { headers: { cookie: '__prerender_bypass=forged' }, maxRedirects: 0 });
  expect(draft.status()).toBe(307);
  expect(draft.headers()['x-cache']).toBeUndefined();
  const withQuery = await request.get(`${path}?utm_source=mail`);
  expect(withQuery.status()).toBe(200);
  expect(withQuery.headers()['x-cache']).toBeUndefined();
});

test('a page sent from the store hydrates under its policy', async ({ page, request }) => {
  await fromStore(request, '/en/careers');
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy|CSP violation/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/en/careers');
  expect(response?.headers()['x-cache']).toBe('HIT');
  await waitForHydration(page);
  // Hydrated: the header's menu is React's.
  await page.getByRole('button', { name: 'Brands Universe' }).click();
  // The open menu's entry (the page names the solution too).
  await expect(new Site(page).menuPanel().getByRole('link', { name: /Returns & Exchanges/ })).toBeVisible();
  expect(violations).toEqual([]);
});

test('no public page sets a cookie, whatever language the browser asks for or remembers', async ({ request }) => {
  const posts = ['/en/blog/photo-first-returns', '/es/blog/devoluciones-con-fotos-primero'];
  for (const path of [...publicPaths, ...posts]) {
    const variants: Record<string, string>[] = [{}, { 'accept-language': 'es-ES,es;q=0.9' }, { cookie: `otailo_locale=${path.startsWith('/en') ? 'es' : 'en'}` }];
    for (const headers of variants) {
      const response = await request.get(path, { headers, maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(response.headers()['set-cookie'], `${path} ${JSON.stringify(headers)}`).toBeUndefined();
      expect(response.headers()['cache-control'], path).toMatch(/s-maxage=\d+/);
    }
  }
  // A redirect chosen by the browser's languages remembers them (it is never shared: no-store).
  const negotiated = await request.get('/', { headers: { 'accept-language': 'es' }, maxRedirects: 0 });
  expect(negotiated.headers()['location']).toBe('/es');
  expect(negotiated.headers()['set-cookie']).toMatch(/^otailo_locale=es;.*SameSite=lax/i);
  expect(negotiated.headers()['cache-control']).toContain('no-store');
});

adminTest('a visitor sees an admin edit at once, though the page was kept before it', async ({ page, playwright }) => {
  adminTest.setTimeout(60_000);
  const visitor = await playwright.request.newContext({ baseURL: E2E_BASE_URL, storageState: { cookies: [], origins: [] } });
  try {
    const title = `Kept page check ${Date.now().toString(36)}`;
    expect(await (await fromStore(visitor, '/en/blog')).text()).not.toContain(title);
    const keptSitemap = await (await fromStore(visitor, '/sitemap.xml')).text();
    expect(await (await fromStore(visitor, '/en/feed.xml')).text()).not.toContain(title);

    await page.goto('/en/manage/posts/new');
    await waitForHydration(page);
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await page.getByRole('textbox', { name: 'Excerpt' }).fill('Saved while the blog list was kept.');
    await page.getByRole('textbox', { name: 'Category' }).fill('Testing');
    await page.getByRole('textbox', { name: 'Image URL' }).fill('/images/blog/photo-first-returns.jpg');
    await page.getByRole('textbox', { name: 'Full Content' }).fill('A body.');
    await choosePublished(page);
    await saveAndStay(page);

    expect(await (await visitor.get('/en/blog')).text()).toContain(title);
    // The sitemap, kept before the save, lists the post on the visitor's next request.
    const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    expect(keptSitemap).not.toContain(`/en/blog/${slug}<`);
    expect(await (await visitor.get('/sitemap.xml')).text()).toContain(`/en/blog/${slug}<`);
    await fromStore(visitor, '/sitemap.xml');
    // And the blog's feed, kept before the save too.
    expect(await (await visitor.get('/en/feed.xml')).text()).toContain(`<title>${title}</title>`);

    // Deleted: gone from the visitor's next list too, kept or not.
    expect(await (await fromStore(visitor, '/en/blog')).text()).toContain(title);
    // The save stays in the editor; the blog list is where an admin deletes a post.
    await page.goto('/en/blog');
    await page.getByRole('button', { name: `Delete “${title}”` }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('link', { name: title, exact: true })).toBeHidden();
    expect(await (await visitor.get('/en/blog')).text()).not.toContain(title);
    expect(await (await visitor.get('/sitemap.xml')).text()).not.toContain(`/en/blog/${slug}<`);
  } finally {
    await visitor.dispose();
  }
});
