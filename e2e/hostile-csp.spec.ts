import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import compression from 'compression';
import { securityHeaders } from '../lib/infra/security/headers.mjs';
import { finishHtmlResponses } from '../server/finish-html.mjs';
import { expect, test } from './support/fixtures';
import { E2E_BASE_URL, e2eServerEnv } from './support/server-env.mjs';
import { Site, waitForHydration } from './support/site';

/**
 * A script that reached a page's HTML through content must not run. The real build's HTML of a page
 * gets two injected scripts, one plain and one that starts like a framework payload, and goes out
 * through the production server's own document pipeline (compression, then finish-html's policy);
 * everything else the page loads comes from the suite's server. The page is one the build
 * pre-renders (a policy page: the site's pages that may be pages of blocks render on first request).
 */
const PAGE = '/en/privacy-policy';
const INJECTED = ['<script>window.__injected = 1</script>', '<script>self.__next_f.push([1,"x"]);window.__injected = 2</script>'];

let server: Server;
let origin: string;

test.beforeAll(async () => {
  const html = readFileSync(`${e2eServerEnv().BUILD_DIR}/server/app${PAGE}.html`, 'utf8').replace('</body>', `${INJECTED.join('')}</body>`);
  const headers = securityHeaders({ dev: false, analytics: true, https: false });
  const compress = compression();
  server = createServer((req, res) => {
    if (req.url === PAGE) {
      compress(req as never, res as never, () => {
        finishHtmlResponses(req, res);
        for (const { key, value } of headers) res.setHeader(key, value);
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(html);
      });
      return;
    }
    void fetch(`${E2E_BASE_URL}${req.url}`).then(async (upstream) => {
      res.writeHead(upstream.status, { 'Content-Type': upstream.headers.get('content-type') ?? 'application/octet-stream' });
      res.end(Buffer.from(await upstream.arrayBuffer()));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('an injected inline script is blocked by the policy while the page still hydrates', async ({ page }) => {
  await page.addInitScript(() => {
    const blocked: string[] = [];
    Object.assign(window, { __blocked: blocked });
    document.addEventListener('securitypolicyviolation', (event) => blocked.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
  const response = await page.goto(`${origin}${PAGE}`);
  const html = await response!.text();
  for (const script of INJECTED) expect(html, 'the injected scripts are in the document').toContain(script);

  await waitForHydration(page);
  const site = new Site(page);
  await site.menuTrigger('Brands Universe').click();
  // The open menu's entry (the page names the solution too).
  await expect(site.menuPanel().getByRole('link', { name: /Returns & Exchanges/ })).toBeVisible();

  expect(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected)).toBeUndefined();
  expect(await page.evaluate(() => (window as unknown as { __blocked: string[] }).__blocked)).toEqual(['script-src-elem inline', 'script-src-elem inline']);
});
