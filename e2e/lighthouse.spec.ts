import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { chromiumLaunchOptions } from './support/chromium.mjs';
import { expect, test, visitorHeaders } from './support/fixtures';
import { E2E_BASE_URL } from './support/server-env.mjs';

// Lighthouse as PageSpeed runs it (mobile, simulated throttling) on a sample of pages: accessibility,
// best practices and SEO must stay at 100. Performance depends on the machine (and on the tests
// running beside this one), so it is only reported, as an annotation; `npm run bench:lighthouse`
// measures it properly.
const PAGES = ['/en', '/es/soluciones/devoluciones', '/en/blog', '/en/blog/photo-first-returns', '/es/contacto', '/en/trust', '/es/confianza'];
const ASSERTED = ['accessibility', 'best-practices', 'seo'] as const;
const CATEGORIES = ['performance', ...ASSERTED];

// One browser for the pages, one page at a time (two Lighthouse runs side by side would skew each other).
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let chrome: chromeLauncher.LaunchedChrome | undefined;

test.beforeAll(async () => {
  chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions().executablePath,
    // Other hosts resolve to nothing: the sampled pages must not need them, and nothing leaves the machine.
    chromeFlags: ['--headless=new', ...chromiumLaunchOptions().args, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
    logLevel: 'silent',
  });
});

test.afterAll(() => {
  chrome?.kill();
  chrome = undefined;
});

type Details = { items?: Array<Record<string, unknown>> };

/** The audits that cost a category points, with a few of the elements or URLs each one names. */
function failingAudits(lhr: Result, category: string) {
  return (lhr.categories[category]?.auditRefs ?? [])
    .flatMap((ref) => {
      const audit = lhr.audits[ref.id];
      return audit && audit.score !== null && audit.score < 1 ? [audit] : [];
    })
    .map((audit) => {
      const items = ((audit.details as Details | undefined)?.items ?? [])
        .map((item) => {
          const node = item.node as { selector?: string } | undefined;
          return node?.selector ?? (typeof item.url === 'string' ? item.url : '');
        })
        .filter(Boolean);
      const more = items.length > 3 ? `, +${items.length - 3} more` : '';
      return items.length ? `${audit.id} (${items.slice(0, 3).join('; ')}${more})` : audit.id;
    });
}

for (const path of PAGES) {
  test(`Lighthouse: ${path} scores 100 for accessibility, best practices and SEO`, async () => {
    const testInfo = test.info();
    const port = chrome?.port;
    if (!port) throw new Error('Chromium did not start');
    const measure = () =>
      lighthouse(E2E_BASE_URL + path, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        // A visitor of its own: the server's rate limits count per address (TRUST_PROXY=1).
        extraHeaders: visitorHeaders(testInfo),
      });
    let result = await measure();
    // NO_NAVSTART is Lighthouse losing its own trace of the load (seen on a busy machine), not
    // something about the page: measure once more.
    if (result?.lhr.runtimeError?.code === 'NO_NAVSTART') result = await measure();
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no result');
    expect(lhr.runtimeError, 'Lighthouse could not measure the page').toBeUndefined();

    const score = (category: string) => Math.round((lhr.categories[category]?.score ?? NaN) * 100);
    const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
    testInfo.annotations.push({
      type: 'lighthouse performance',
      description:
        `${path}: ${score('performance')} (mobile, simulated; LCP ${ms('largest-contentful-paint')} ms, ` +
        `TBT ${ms('total-blocking-time')} ms, CLS ${(lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)}; ` +
        `failing: ${failingAudits(lhr, 'performance').map((audit) => audit.split(' ')[0]).join(', ') || 'none'})`,
    });

    // Without consent the page loads nothing from elsewhere (analytics waits for "Accept All").
    const requests = ((lhr.audits['network-requests']?.details as Details | undefined)?.items ?? []).map((item) => String(item.url));
    const elsewhere = requests.filter((url) => !url.startsWith(`${E2E_BASE_URL}/`) && !/^(data|blob):/.test(url));
    expect.soft(elsewhere, `${path} requests other hosts`).toEqual([]);

    for (const category of ASSERTED) {
      expect.soft(score(category), `${category} on ${path}; failing audits: ${failingAudits(lhr, category).join(', ') || 'none'}`).toBe(100);
    }
  });
}
