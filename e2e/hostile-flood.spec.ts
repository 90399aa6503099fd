import { rmSync } from 'node:fs';
import { hiddenFields } from '../test/support/form-post.mjs';
import { visitorAddress } from '../test/support/visitors.mjs';
import { uniqueEmail } from './support/crm';
import { expect, test } from './support/fixtures';
import { startOwnServer } from './support/own-server';
import { E2E_ADMIN } from './support/server-env.mjs';

/**
 * Anonymous floods (issue 51, findings 4 and 5): beacons past the per-address limit, and analytics
 * events, leads and sign-ups past the site-wide budgets, on a server of its own with small budgets
 * (its own database, so the suite's figures and leads are untouched). On main: the 121st beacon got
 * a 500 logged as an uncaught error, and nothing bounded what all addresses together could write.
 */

const DATA_DIR = '.e2e-data-flood';
const EVENTS_BUDGET = 300;
const LEADS_BUDGET = 3;
const SIGNUPS_BUDGET = 2;
let visitor = 0;
const nextVisitor = () => ({ 'x-forwarded-for': visitorAddress(0x5a0000 + (visitor += 1)) });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test.describe.serial('anonymous floods', () => {
  let own: Awaited<ReturnType<typeof startOwnServer>>;
  let base = '';
  const output: string[] = [];

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    rmSync(DATA_DIR, { recursive: true, force: true });
    own = await startOwnServer('flood', {
      DATA_DIR,
      HUBSPOT_PORTAL_ID: '',
      ANALYTICS_EVENTS_PER_HOUR: String(EVENTS_BUDGET),
      ANALYTICS_EVENTS_PER_DAY: String(EVENTS_BUDGET),
      LEADS_PER_HOUR: String(LEADS_BUDGET),
      LEADS_PER_DAY: String(LEADS_BUDGET),
      SIGNUPS_PER_HOUR: String(SIGNUPS_BUDGET),
      SIGNUPS_PER_DAY: String(SIGNUPS_BUDGET),
    });
    await own.site.stop();
    own.site = await own.restart({ onOutput: (line) => output.push(line) });
    base = own.site.url;
  });
  test.afterAll(async () => {
    await own?.site.stop();
    own?.cleanUp();
    rmSync(DATA_DIR, { recursive: true, force: true });
  });

  const beacon = (events: number, headers: Record<string, string>) =>
    fetch(`${base}/api/collect`, {
      method: 'POST',
      body: JSON.stringify({ e: Array.from({ length: events }, () => ({ k: 'pageview', u: '/en', w: 1280 })) }),
      headers: { 'content-type': 'text/plain', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36', ...headers },
    });

  test('the 121st beacon in a minute from one address gets 429 with Retry-After, and nothing is logged as an error (finding 4)', async () => {
    const from = nextVisitor();
    const logged = output.length;
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let n = 0; n < 121; n += 1) {
      const answer = await beacon(1, from);
      statuses.push(answer.status);
      if (answer.status === 429) retryAfter = answer.headers.get('retry-after');
    }
    expect(statuses.filter((status) => status === 204)).toHaveLength(120);
    expect(statuses.at(-1)).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    await sleep(500);
    const errors = output.slice(logged).filter((line) => /"level":"error"|consumedPoints|msBeforeNext|RateLimiterRes/.test(line));
    expect(errors).toEqual([]);
  });

  test('past the site-wide budget of events, beacons from any address are refused with 429, the database holds the budget, and the dashboard says so', async ({ page }) => {
    test.setTimeout(120_000);
    // 120 events are in from the test before; from new addresses, beacons of 25 until refused.
    const statuses: number[] = [];
    for (let n = 0; n < 30 && !statuses.includes(429); n += 1) {
      statuses.push((await beacon(25, nextVisitor())).status);
      await sleep(250);
    }
    expect(statuses).toContain(429);
    expect(statuses.every((status) => status === 204 || status === 429)).toBe(true);
    // Every address is refused now, and told when to come back: the day's budget is spent, so at midnight (UTC).
    const refused = await beacon(1, nextVisitor());
    expect(refused.status).toBe(429);
    const midnight = Math.ceil((Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`) + 86_400_000 - Date.now()) / 1000);
    expect(Math.abs(Number(refused.headers.get('retry-after')) - midnight)).toBeLessThan(60);

    await page.goto(`${base}/en/manage`);
    await page.getByRole('textbox', { name: 'Email' }).fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // The address is /en/manage before and after: the dashboard's heading says the sign-in is done.
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(async () => {
      await page.goto(`${base}/en/manage/analytics`);
      await expect(page.getByTestId('total-pageviews')).toHaveText(String(EVENTS_BUDGET), { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    const note = page.getByTestId('budget-note');
    await expect(note).toContainText('Some days are estimates');
    await expect(note).toContainText(/events were refused, so that day’s figures are lower than the real ones/);
    await page.goto(`${base}/es/manage/analytics`);
    await expect(page.getByTestId('budget-note')).toContainText('Algunos días son estimaciones');
  });

  test('past the site-wide budget of leads, a demo request is refused with 429 and told to try later or write, its values kept (finding 5)', async () => {
    const post = async (path: string, values: Record<string, string>) => {
      const from = nextVisitor();
      const html = await (await fetch(`${base}${path}`, { headers: from })).text();
      const body = new FormData();
      for (const [name, value] of hiddenFields(html, 'email')) body.append(name, value);
      for (const [name, value] of Object.entries(values)) body.set(name, value);
      return fetch(`${base}${path}`, { method: 'POST', body, headers: { ...from, origin: base } });
    };
    const lead = (n: number) => ({ firstName: 'Flood', lastName: 'Test', email: uniqueEmail(`flood${n}`), company: `Flood Co ${n}`, country: 'ES' });
    for (let n = 0; n < LEADS_BUDGET; n += 1) expect((await post('/en/demo', lead(n))).status).toBe(200);
    const refused = await post('/en/demo', lead(9));
    expect(refused.status).toBe(429);
    const html = await refused.text();
    expect(html).toContain('We could not take your request right now');
    expect(html).toContain('mailto:hello@otailo.com');
    expect(html).toContain('value="Flood Co 9"');
    const spanish = await post('/es/demo', lead(10));
    expect(spanish.status).toBe(429);
    expect(await spanish.text()).toContain('Vuelve a intentarlo dentro de una hora o escríbenos a');
  });

  test('past the site-wide budget of sign-ups, the newsletter refuses with 429 and says so', async () => {
    const statuses: number[] = [];
    let last = '';
    for (let n = 0; n < SIGNUPS_BUDGET + 1; n += 1) {
      const from = nextVisitor();
      const html = await (await fetch(`${base}/en/about`, { headers: from })).text();
      const body = new FormData();
      for (const [name, value] of hiddenFields(html, 'language')) body.append(name, value);
      body.set('email', uniqueEmail(`signup${n}`));
      body.set('language', 'en');
      const answer = await fetch(`${base}/en/about`, { method: 'POST', body, headers: { ...from, origin: base } });
      statuses.push(answer.status);
      last = await answer.text();
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect(last).toContain('Too many sign-ups on the site right now, so nothing was saved.');
  });
});
