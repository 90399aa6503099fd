import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { request as http, type APIRequestContext, type Browser, type BrowserContext } from '@playwright/test';
import { binomialTest } from '../lib/features/experiments/statistics';
import { signIn } from './support/admin';
import { deliveredFor, uniqueEmail } from './support/crm';
import { field } from './support/fields';
import { expect, test } from './support/fixtures';
import { startOwnServer } from './support/own-server';
import { E2E_ADMIN, e2eServerEnv } from './support/server-env.mjs';
import { waitForHydration } from './support/site';
import { TRIAL } from './support/trial';

/**
 * An A/B experiment as visitors meet it (docs/experiments.md), on a server of its own whose
 * database holds a page with a demo form and a running experiment on its hero (50/50, counting demo
 * requests: e2e/support/seed-experiment.ts).
 */
const DATA_DIR = '.e2e-data-experiments';
const PAGE = `/en/${TRIAL.slug}`;
const OTHER = `/en/${TRIAL.otherSlug}`;
let own: Awaited<ReturnType<typeof startOwnServer>>;
let url = '';
let experimentId = 0;

const headingIn = (html: string) => (html.includes(TRIAL.variant) ? 'b' : html.includes(TRIAL.control) ? 'control' : 'none');
const address = (n: number) => `10.91.${n >> 8}.${n & 255}`;

/** A visitor without a browser: their own address, and the cookie choice made (or not). */
async function visitor(n: number, consent: 'all' | 'essential' | null, headers: Record<string, string> = {}): Promise<APIRequestContext> {
  const host = new URL(url).hostname;
  return http.newContext({
    baseURL: url,
    extraHTTPHeaders: { 'X-Forwarded-For': address(n), ...headers },
    storageState: { cookies: consent ? [{ name: 'otailo_consent', value: consent, domain: host, path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' }] : [], origins: [] },
  });
}

const seen = async (client: APIRequestContext, path = PAGE) => headingIn(await (await client.get(path)).text());

test.describe.serial('an experiment on a page hero', () => {
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    rmSync(DATA_DIR, { recursive: true, force: true });
    const seeded = execFileSync('npx', ['tsx', '--import', './e2e/support/server-only-hook.mjs', 'e2e/support/seed-experiment.ts'], {
      env: { ...process.env, ...e2eServerEnv(), DATA_DIR },
      stdio: ['ignore', 'pipe', 'inherit'],
      encoding: 'utf8',
    });
    experimentId = (JSON.parse(seeded.trim().split('\n').at(-1)!) as { id: number }).id;
    own = await startOwnServer('experiments', { DATA_DIR });
    url = own.site.url;
  });
  test.afterAll(async () => {
    await own?.site.stop();
    own?.cleanUp();
    rmSync(DATA_DIR, { recursive: true, force: true });
  });

  const split = { control: 0, b: 0 };

  test('200 visitors from 200 addresses split evenly, each keeping their variant on reload, on another page and back', async () => {
    test.setTimeout(240_000);
    const visitors = Array.from({ length: 200 }, (_, n) => n);
    for (let batch = 0; batch < visitors.length; batch += 20) {
      await Promise.all(
        visitors.slice(batch, batch + 20).map(async (n) => {
          const client = await visitor(n, 'all');
          const first = await client.get(PAGE);
          expect(first.status()).toBe(200);
          const variant = headingIn(await first.text());
          expect(variant).not.toBe('none');
          // The first answer sets the visitor's cookies: it is theirs alone.
          expect(first.headers()['cache-control']).toBe('private, no-store');
          expect(first.headers()['set-cookie']).toContain('otailo_exp=');
          const again = await client.get(PAGE);
          expect(headingIn(await again.text())).toBe(variant);
          // From now on the answers may be shared by a cache keyed on the variant cookie, never by a CDN.
          expect(again.headers()['cache-control']).toMatch(/s-maxage/);
          expect(again.headers()['cdn-cache-control']).toBe('private');
          expect(again.headers()['set-cookie']).toBeUndefined();
          expect((await client.get(OTHER)).status()).toBe(200);
          expect(await seen(client)).toBe(variant);
          // The browser's page view beacon, which counts the participant.
          const beacon = await client.post('/api/collect', { data: JSON.stringify({ e: [{ k: 'pageview', u: PAGE, w: n % 2 ? 390 : 1280 }] }), headers: { 'Content-Type': 'text/plain' } });
          expect(beacon.status()).toBe(204);
          split[variant as 'control' | 'b'] += 1;
          await client.dispose();
        }),
      );
    }
    expect(split.control + split.b).toBe(200);
    // An even split, as an exact binomial test sees it (a fair coin fails this 1 time in 1,000).
    expect(binomialTest(split.b, 200, 0.5)).toBeGreaterThan(0.001);
    console.log(`split: control ${split.control}, b ${split.b}`);
  });

  test('without consent, or with Do Not Track or Global Privacy Control, a visitor sees the control, gets no cookie and is not counted', async () => {
    const cases: [('all' | 'essential' | null), Record<string, string>][] = [
      [null, {}],
      ['essential', {}],
      ['all', { DNT: '1' }],
      ['all', { 'Sec-GPC': '1' }],
    ];
    for (const [index, [consent, headers]] of cases.entries()) {
      for (let n = 0; n < 5; n += 1) {
        const client = await visitor(500 + index * 10 + n, consent, headers);
        const answer = await client.get(PAGE);
        expect(headingIn(await answer.text())).toBe('control');
        // Their page view beacon counts no participant (the results below add up without them).
        await client.post('/api/collect', { data: JSON.stringify({ e: [{ k: 'pageview', u: PAGE, w: 1280 }] }), headers: { 'Content-Type': 'text/plain' } });
        expect(answer.headers()['set-cookie']).toBeUndefined();
        expect(await client.storageState().then((state) => state.cookies.map((cookie) => cookie.name).filter((name) => name !== 'otailo_consent'))).toEqual([]);
        await client.dispose();
      }
    }
    // A former participant who withdraws consent: their cookies are removed and they see the control.
    const former = await visitor(600, 'all');
    await former.get(PAGE);
    const state = await former.storageState();
    await former.dispose();
    const withdrawing = await http.newContext({
      baseURL: url,
      extraHTTPHeaders: { 'X-Forwarded-For': address(600) },
      storageState: { origins: [], cookies: state.cookies.map((cookie) => (cookie.name === 'otailo_consent' ? { ...cookie, value: 'essential' } : cookie)) },
    });
    const withdrawn = await withdrawing.get(PAGE);
    expect(headingIn(await withdrawn.text())).toBe('control');
    expect(String(withdrawn.headers()['set-cookie'])).toMatch(/otailo_exp=; Max-Age=0/);
    expect((await withdrawing.storageState()).cookies.map((cookie) => cookie.name)).toEqual(['otailo_consent']);
    await withdrawing.dispose();
  });

  test('the variant address is never reachable, and a client cannot choose its variant', async () => {
    const client = await visitor(700, null);
    expect((await client.get(`/en/x-variant/${experimentId}.b`)).status()).toBe(404);
    expect(await seen(await visitor(701, null, { 'x-otailo-variant': `${experimentId}.b` }))).toBe('control');
    // A made-up variant cookie without an identifier: corrected, and the answer is private.
    const forged = await client.get(PAGE, { headers: { Cookie: `otailo_consent=all; otailo_variant=${experimentId}.b` } });
    expect(forged.headers()['cache-control']).toBe('private, no-store');
    await client.dispose();
  });

  /** A browser visitor who accepted cookies, until one lands in `wanted`. */
  async function browserIn(browser: Browser, wanted: 'control' | 'b'): Promise<BrowserContext> {
    for (let n = 800; n < 860; n += 1) {
      const context = await browser.newContext({ baseURL: url, extraHTTPHeaders: { 'X-Forwarded-For': address(n) } });
      await context.addInitScript(() => window.localStorage.setItem('otailo_cookie_consent', 'all'));
      await context.addCookies([{ name: 'otailo_consent', value: 'all', url }]);
      const probe = await context.request.get(PAGE);
      if (headingIn(await probe.text()) === wanted) return context;
      await context.close();
    }
    throw new Error(`no visitor landed in ${wanted}`);
  }

  for (const variant of ['control', 'b'] as const) {
    test(`a visitor in ${variant} requests a demo from the page: the fake CRM receives it`, async ({ browser }) => {
      const context = await browserIn(browser, variant);
      const page = await context.newPage();
      await page.goto(PAGE);
      await waitForHydration(page);
      // The collector starts once the browser is idle (components/analytics): wait for it.
      await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => setTimeout(resolve, 800), { timeout: 3000 })));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(variant === 'b' ? TRIAL.variant : TRIAL.control);
      const form = page.locator('[data-form-slot="demo"]');
      const email = uniqueEmail(`experiment-${variant}`);
      await field(form, 'First name').fill('Ana');
      await field(form, 'Last name').fill('Ruiz');
      await field(form, 'Work email').fill(email);
      await field(form, 'Company').fill('Acme Returns');
      await form.getByRole('button', { name: 'Request my demo' }).click();
      const [submission] = await deliveredFor(email);
      expect(submission).toBeDefined();
      // The page goes to the background: its page view and the demo request leave in a beacon
      // (the collector started once the browser was idle: the view was queued by then).
      const beacon = page.waitForRequest((request) => request.url().endsWith('/api/collect') && (request.postData() ?? '').includes('demo_sent'), { timeout: 10_000 });
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      });
      expect((await beacon).postData()).toContain('pageview');
      split[variant] += 1;
      await context.close();
    });
  }

  test('the results count every participant and each demo request in its variant; stopping with b the winner shows b to everyone', async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ baseURL: url, extraHTTPHeaders: { 'X-Forwarded-For': address(950) } });
    const admin = await context.newPage();
    await signIn(admin, E2E_ADMIN.email, E2E_ADMIN.password);
    // Signed in (the sign-in form is at the same address): the dashboard is shown.
    await expect(admin.getByRole('heading', { name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });
    const results = admin.getByRole('table', { name: 'Results per variant, against the control' });
    const row = (name: string) => results.getByRole('row').filter({ has: admin.getByRole('rowheader', { name, exact: true }) });
    // Participants and conversions are written within a second of their beacons.
    await expect(async () => {
      await admin.goto(`/en/manage/experiments/${experimentId}`);
      await expect(row('Control').getByRole('cell').nth(0)).toHaveText(String(split.control), { timeout: 1_000 });
      await expect(row('Variant b').getByRole('cell').nth(0)).toHaveText(String(split.b), { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(row('Control').getByRole('cell').nth(1)).toHaveText('1');
    await expect(row('Variant b').getByRole('cell').nth(1)).toHaveText('1');
    await expect(admin.getByTestId('srm-warning')).toHaveCount(0);
    await expect(admin.getByText(`${split.control + split.b} visitors counted, 2 conversions.`)).toBeVisible();

    // A participant in the control, kept from before the end.
    let inControl: APIRequestContext | undefined;
    for (let n = 960; !inControl; n += 1) {
      const client = await visitor(n, 'all');
      if ((await seen(client)) === 'control') inControl = client;
      else await client.dispose();
    }
    await admin.getByRole('radio', { name: /^Variant b:/ }).check();
    await admin.getByRole('button', { name: 'Stop…' }).click();
    await admin.getByRole('button', { name: 'Stop and publish Variant b' }).click();
    await expect(admin.getByTestId('experiment-status')).toHaveText('Stopped');
    // Everyone now sees b's heading: the control's participant, a visitor who never consented, one with DNT.
    for (const client of [inControl, await visitor(990, null), await visitor(991, 'all', { DNT: '1' }), await visitor(992, 'all')]) {
      await expect.poll(() => seen(client), { timeout: 10_000 }).toBe('b');
    }
    await context.close();
  });
});
