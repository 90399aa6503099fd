import type { APIResponse } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { publicPaths } from './support/routes';
import { Site, waitForHydration } from './support/site';

function expectSecurityHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toContain("object-src 'none'");
  expect(csp, what).not.toContain('unsafe-eval');
  const scriptSrc = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src')) ?? '';
  expect(scriptSrc, what).not.toContain("'unsafe-inline'");
  expect(headers['strict-transport-security'], what).toMatch(/max-age=\d+/);
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], what).toContain('camera=()');
  expect(headers['x-powered-by'], what).toBeUndefined();
}

test('every kind of response carries the security headers', async ({ request }) => {
  const page = await request.get('/en/about');
  const html = await page.text();
  const asset = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
  expect(asset).toBeTruthy();

  const responses: [string, APIResponse][] = [
    ['page', page],
    ['home', await request.get('/es')],
    ['404 page', await request.get('/en/missing-page')],
    ['404 post', await request.get('/en/blog/missing-post')],
    ['sitemap', await request.get('/sitemap.xml')],
    ['robots', await request.get('/robots.txt')],
    ['icon', await request.get('/icon.svg')],
    ['script asset', await request.get(asset!)],
    ['API 404', await request.get('/api/missing')],
    ['redirect', await request.get('/About', { maxRedirects: 0 })],
    ['admin', await request.get('/en/manage')],
  ];
  for (const [what, response] of responses) expectSecurityHeaders(response, what);
});

test('inline scripts are allowed by hash, one policy per document', async ({ request }) => {
  const about = (await request.get('/en/about')).headers()['content-security-policy'];
  const careers = (await request.get('/en/careers')).headers()['content-security-policy'];
  expect(about).toMatch(/script-src 'self'[^;]*( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(about).not.toBe(careers);
});

test('a 304 carries no policy, so the browser keeps the hashed one it stored with the page', async ({ request }) => {
  const first = await request.get('/en/careers');
  const etag = first.headers()['etag'];
  expect(etag).toBeTruthy();
  const revalidated = await request.get('/en/careers', { headers: { 'If-None-Match': etag! } });
  expect(revalidated.status()).toBe(304);
  expect(revalidated.headers()['content-security-policy']).toBeUndefined();
});

test('pages hydrate under the policy: no violation is reported', async ({ page }) => {
  const site = new Site(page);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy|CSP violation/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  for (const path of publicPaths.filter((_, index) => index % 4 === 0).concat('/en/missing', '/es/blog/nothing')) {
    await page.goto(path);
    await waitForHydration(page);
  }
  // Hydrated: the header's client-side menu reacts, also after a revalidation (304) of the page.
  await site.visit('/en');
  await page.reload();
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Brands Universe' }).click();
  await expect(page.getByRole('link', { name: /Returns and exchanges/ })).toBeVisible();
  expect(violations).toEqual([]);
});
