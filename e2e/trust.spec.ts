import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page, Response, TestInfo } from '@playwright/test';
import { chunkFile } from '../scripts/js-size.mjs';
import { adminTest, expect } from './support/admin';
import { expectNoViolations } from './support/axe';
import { uniqueEmail } from './support/crm';
import { test, visitorHeaders } from './support/fixtures';
import { mailTo, receivedMail, type ReceivedMail } from './support/mail';
import { E2E_BASE_URL, e2eServerEnv } from './support/server-env.mjs';
import { waitForHydration } from './support/site';
import { localizedPath } from './support/routes';

/**
 * The trust center (issue 40): the public page in both languages, subprocessor changes from the
 * admin area to the page, its feed and the subscribers' inboxes (double opt-in, one-click
 * unsubscribe), security.txt, and the DPA upload. Each test uses its own addresses and names, so
 * they run side by side; the page is read by a visitor without cookies, as a CDN would keep it.
 */

const stampOf = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** A visitor's browser: no cookies, its own address (rate limits), JavaScript on or off. */
async function visitor(browser: Browser, testInfo: TestInfo, javaScriptEnabled = true): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, javaScriptEnabled, extraHTTPHeaders: visitorHeaders(testInfo) });
  await context.addInitScript(() => window.localStorage.setItem('otailo_cookie_consent', 'essential'));
  return context;
}

/** Alerts the page shows (not Next.js's route announcer, which is one too). */
const alert = (page: Page) => page.locator('[role="alert"]:not(#__next-route-announcer__)');

const subscribeForm = (page: Page) => page.locator('form').filter({ has: page.getByRole('button', { name: /^(Notify me|Avísame)$/ }) });

/** Subscribes an address on the English page (with JavaScript), opens the mailed confirmation link and confirms. */
async function subscribeAndConfirm(page: Page, email: string, { confirm = true } = {}) {
  await page.goto('/en/trust');
  await waitForHydration(page);
  const form = subscribeForm(page);
  await form.getByLabel('Work email').fill(email);
  await form.getByRole('button', { name: 'Notify me' }).click();
  await expect(form.getByRole('status')).toHaveText(/Almost done: we sent you a confirmation link/);
  const [mail] = await mailTo(email, { subject: /^Confirm your Otailo subprocessor change alerts$/ });
  const link = /https?:\/\/\S+\/en\/trust\/confirm\?token=[\w-]{43}/.exec(mail!.text)?.[0];
  expect(link, mail!.text).toBeTruthy();
  if (!confirm) return;
  // Opening the link asks and confirms nothing (a mail scanner opens it first): its button confirms.
  for (let opened = 0; opened < 2; opened++) {
    await page.goto(link!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Change alerts');
    await expect(page.getByText(/^Send Otailo's subprocessor change alerts to \S+@\S+\?$/)).toBeVisible();
  }
  await page.getByRole('button', { name: 'Confirm my alerts' }).click();
  await expect(page.getByRole('status')).toHaveText("You're subscribed. We'll email you whenever our subprocessors change.");
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Change alerts are on');
}

async function addSubprocessor(page: Page, name: string) {
  await page.goto('/en/manage/trust');
  await waitForHydration(page);
  const form = page.getByRole('region', { name: 'Add a subprocessor' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await form.getByLabel('Purpose (English)').fill('Translates support tickets');
  await form.getByLabel('Purpose (Spanish)').fill('Traduce las incidencias de soporte');
  await form.getByLabel('Location (English)').fill('EU (Germany)');
  await form.getByLabel('Location (Spanish)').fill('UE (Alemania)');
  await form.getByLabel('Data categories (English)').fill('Ticket text, customer name');
  await form.getByLabel('Data categories (Spanish)').fill('Texto de la incidencia, nombre del cliente');
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(form.getByRole('status')).toHaveText(`${name} saved.`);
}

const changeMailsTo = async (email: string, name: string): Promise<ReceivedMail[]> =>
  (await receivedMail()).filter((mail) => mail.to.includes(email) && mail.subject.includes(name));

adminTest('a subprocessor added in the admin area is on the trust page, in its feed, and mailed to confirmed subscribers only; one click unsubscribes', async ({ page, browser, request }, testInfo) => {
  const stamp = stampOf();
  const name = `Lingo ${stamp}`;
  const confirmed = uniqueEmail('trust-confirmed');
  const unconfirmed = uniqueEmail('trust-pending');
  const witness = uniqueEmail('trust-witness');
  const context = await visitor(browser, testInfo);
  const guest = await context.newPage();
  await subscribeAndConfirm(guest, confirmed);
  await subscribeAndConfirm(guest, witness);
  await subscribeAndConfirm(guest, unconfirmed, { confirm: false });

  await addSubprocessor(page, name);

  // The public page (as a visitor without cookies gets it): the table and the dated change.
  await guest.goto('/en/trust');
  const table = guest.getByRole('table', { name: "Otailo's subprocessors: purpose, location and data categories" });
  const row = table.getByRole('row').filter({ has: guest.getByRole('rowheader', { name, exact: true }) });
  await expect(row.getByRole('cell')).toHaveText(['Translates support tickets', 'EU (Germany)', 'Ticket text, customer name']);
  const change = guest.locator('#changes li').filter({ hasText: name });
  await expect(change).toContainText('Added');
  await expect(guest.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', `${E2E_BASE_URL}/en/trust/feed.xml`);
  // In Spanish, in Spanish.
  await guest.goto('/es/confianza');
  await expect(guest.getByRole('row').filter({ has: guest.getByRole('rowheader', { name, exact: true }) }).getByRole('cell')).toHaveText(['Traduce las incidencias de soporte', 'UE (Alemania)', 'Texto de la incidencia, nombre del cliente']);

  // The feed.
  const feed = await request.get('/en/trust/feed.xml');
  expect(feed.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
  const xml = await feed.text();
  expect(xml).toContain(`<title>Added: ${name}</title>`);
  expect(xml).toMatch(new RegExp(`<link>${E2E_BASE_URL}/en/trust#change-\\d+</link>`));

  // The mail: to the confirmed subscriber, with RFC 8058's headers; never to the unconfirmed one.
  const [mail] = await mailTo(confirmed, { subject: new RegExp(`^New Otailo subprocessor: ${name}$`) });
  expect(mail!.text).toContain(`Added: ${name}`);
  expect(mail!.text).toContain('Location: EU (Germany)');
  expect(mail!.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
  const oneClick = /^<(https?:\/\/[^>]+\/api\/trust\/unsubscribe\?token=[\w-]{43})>$/.exec(mail!.listUnsubscribe ?? '')?.[1];
  expect(oneClick, String(mail!.listUnsubscribe)).toBeTruthy();
  await mailTo(witness, { subject: new RegExp(name) });
  expect(await changeMailsTo(unconfirmed, name)).toEqual([]);

  // One click, as a mail client sends it: no session, no page. Again is harmless.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const answer = await request.post(oneClick!, { headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, data: 'List-Unsubscribe=One-Click' });
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toEqual({ unsubscribed: true });
  }

  // The next change reaches the witness, and not the address that left.
  await page.goto('/en/manage/trust');
  await waitForHydration(page);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
  await card.getByText(`Edit ${name}`, { exact: true }).click();
  await card.getByLabel('Location (English)').fill('EU (Ireland)');
  await card.getByLabel('Location (Spanish)').fill('UE (Irlanda)');
  await card.getByRole('button', { name: 'Save changes' }).click();
  await expect(card.getByRole('status')).toHaveText(`${name} saved.`);
  const [update] = await mailTo(witness, { subject: new RegExp(`^Otailo subprocessor updated: ${name}$`) });
  expect(update!.text).toContain('What changed: location');
  expect((await changeMailsTo(confirmed, name)).map((received) => received.subject)).toEqual([`New Otailo subprocessor: ${name}`]);
  expect(await changeMailsTo(unconfirmed, name)).toEqual([]);
  await context.close();
});

adminTest('the unsubscribe page of a change mail works without JavaScript, and a removal is a dated change too', async ({ page, browser, request }, testInfo) => {
  const name = `Parcel ${stampOf()}`;
  const email = uniqueEmail('trust-leaver');
  const context = await visitor(browser, testInfo);
  await subscribeAndConfirm(await context.newPage(), email);
  await context.close();
  await addSubprocessor(page, name);
  const [mail] = await mailTo(email, { subject: new RegExp(name) });
  const pageLink = /https?:\/\/\S+\/en\/trust\/unsubscribe\?token=([\w-]{43})/.exec(mail!.text);
  expect(pageLink, mail!.text).toBeTruthy();

  const noScript = await visitor(browser, testInfo, false);
  const guest = await noScript.newPage();
  // The header's one-click address, opened in a browser, shows the page; it unsubscribes nothing by itself.
  await guest.goto(`/api/trust/unsubscribe?token=${pageLink![1]}`);
  expect(new URL(guest.url()).pathname).toBe('/en/trust/unsubscribe');
  await expect(guest.getByRole('heading', { level: 1 })).toHaveText('Unsubscribe from change alerts');
  await expect(guest.getByText(/^Stop the subprocessor change emails to t•••@example\.com\?$/)).toBeVisible();
  await guest.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(guest.getByRole('status')).toHaveText("Done: t•••@example.com won't get any more change alerts.");
  // Again (a second click, a reload): the same answer.
  await guest.goto(pageLink![0]);
  await expect(guest.getByRole('status')).toHaveText("Done: t•••@example.com won't get any more change alerts.");
  const unknown = await guest.goto(`/api/trust/unsubscribe?token=${'x'.repeat(43)}`);
  expect(unknown!.status()).toBe(404);
  await expect(alert(guest)).toHaveText("This unsubscribe link isn't valid. Check that you copied the whole link.");
  await noScript.close();

  // Removing the subprocessor: off the table, dated in the changes and the feed.
  await page.goto('/en/manage/trust');
  await waitForHydration(page);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
  await card.getByText(`Remove ${name}`, { exact: true }).click();
  await card.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByRole('heading', { level: 3, name, exact: true })).toHaveCount(0);
  const xml = await (await request.get('/en/trust/feed.xml')).text();
  expect(xml).toContain(`<title>Removed: ${name}</title>`);
  const publicPage = await (await request.get('/en/trust')).text();
  expect(/<table[\s\S]*?<\/table>/.exec(publicPage)?.[0]).not.toContain(name);
  expect(publicPage).toContain(name);
});

test('"Notify me of changes" works without JavaScript: a refused address comes back with its error, a good one gets the confirmation', async ({ browser }, testInfo) => {
  const context = await visitor(browser, testInfo, false);
  const page = await context.newPage();
  await page.goto('/es/confianza');
  const form = subscribeForm(page);
  // The browser's own check lets `ana@localhost` through; the server does not.
  await form.getByLabel('Correo de trabajo').fill('ana@localhost');
  const [refused] = await Promise.all([page.waitForResponse((response) => response.request().method() === 'POST'), form.getByRole('button', { name: 'Avísame' }).click()]);
  expect(refused.status()).toBe(422);
  await expect(subscribeForm(page).getByRole('alert')).toHaveText('Escribe un correo electrónico válido, por ejemplo nombre@empresa.com.');
  await expect(subscribeForm(page).getByLabel('Correo de trabajo')).toHaveValue('ana@localhost');

  const email = uniqueEmail('trust-noscript');
  await subscribeForm(page).getByLabel('Correo de trabajo').fill(email);
  const [accepted] = await Promise.all([page.waitForResponse((response) => response.request().method() === 'POST'), subscribeForm(page).getByRole('button', { name: 'Avísame' }).click()]);
  expect(accepted.status()).toBe(200);
  await expect(subscribeForm(page).getByRole('status')).toHaveText(/^Ya casi está: te hemos enviado un enlace de confirmación/);
  const [mail] = await mailTo(email, { subject: /^Confirma tu suscripción a los cambios de subencargados de Otailo$/ });
  expect(mail!.language).toBe('es');
  const link = /https?:\/\/\S+\/es\/confianza\/confirmar\?token=[\w-]{43}/.exec(mail!.text)![0];
  // The bots' field filled in: the same answer, and no mail.
  const bot = uniqueEmail('trust-bot');
  await page.goto('/es/confianza');
  await subscribeForm(page).getByLabel('Correo de trabajo').fill(bot);
  await subscribeForm(page).locator('input[name="website"]').fill('https://spam.example');
  await subscribeForm(page).getByRole('button', { name: 'Avísame' }).click();
  await expect(subscribeForm(page).getByRole('status')).toBeVisible();
  // Confirmed once by the link (also without JavaScript).
  await page.goto(link);
  await page.getByRole('button', { name: 'Confirmar mis avisos' }).click();
  await expect(page.getByRole('status')).toHaveText('Tu suscripción está activa. Te escribiremos cada vez que cambien nuestros subencargados.');
  expect((await receivedMail()).filter((received) => received.to.includes(bot))).toEqual([]);
  await context.close();
});

test('a confirmation link that is unknown says so in the visitor’s language, with a 404', async ({ page }) => {
  const response = await page.goto(`/es/confianza/confirmar?token=${'A'.repeat(43)}`);
  expect(response!.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Este enlace no es válido');
  await expect(alert(page)).toHaveText('Este enlace de confirmación no es válido. Comprueba que has copiado el enlace completo o vuelve a suscribirte.');
  expect((await page.goto('/en/trust/confirm'))!.status()).toBe(404);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('security.txt follows RFC 9116: its fields are there, it expires in the future, and it names this site', async ({ request }) => {
  const response = await request.get('/.well-known/security.txt', { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const fields = new Map<string, string[]>();
  for (const line of (await response.text()).split('\n').filter((text) => text && !text.startsWith('#'))) {
    const match = /^([A-Za-z-]+): (.+)$/.exec(line);
    expect(match, line).not.toBeNull();
    fields.set(match![1]!, [...(fields.get(match![1]!) ?? []), match![2]!]);
  }
  expect(fields.get('Contact')?.[0]).toMatch(/^mailto:[^@\s]+@[^@\s]+$/);
  expect(fields.get('Expires')).toHaveLength(1);
  const expires = Date.parse(fields.get('Expires')![0]!);
  expect(expires).toBeGreaterThan(Date.now() + 30 * 86_400_000);
  expect(expires).toBeLessThan(Date.now() + 366 * 86_400_000);
  expect(fields.get('Preferred-Languages')).toEqual(['en, es']);
  expect(fields.get('Canonical')).toEqual([`${E2E_BASE_URL}/.well-known/security.txt`]);
  expect(fields.get('Policy')).toEqual([`${E2E_BASE_URL}/en/trust#report`]);
  // Linked from the trust center, whose report section it points at.
  expect(await (await request.get('/en/trust')).text()).toContain('href="/.well-known/security.txt"');
});

test('the trust center passes axe in both languages, with one h1, its sections and no status link until one is configured', async ({ page }) => {
  for (const locale of ['en', 'es'] as const) {
    await page.goto(localizedPath(locale, 'trust'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale === 'en' ? 'Trust center' : 'Centro de confianza');
    for (const id of ['security', 'compliance', 'data-processing', 'subprocessors', 'changes', 'report']) await expect(page.locator(`#${id}`)).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(1);
    // The sample content claims no certification.
    await expect(page.locator('#compliance li').filter({ hasText: 'SOC 2' })).toContainText(locale === 'en' ? 'Planned' : 'Previsto');
    await expect(page.locator('#status')).toHaveCount(0);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: locale === 'en' ? 'Trust Center' : 'Centro de confianza' })).toHaveAttribute('href', localizedPath(locale, 'trust'));
    await expectNoViolations(page, localizedPath(locale, 'trust'));
  }
});

adminTest('the DPA: only a PDF is taken, then the trust center offers it as a download', async ({ page, request }) => {
  await page.goto('/en/manage/trust');
  await waitForHydration(page);
  const panel = page.getByRole('region', { name: 'Data processing agreement (DPA)' });
  const choose = (name: string, buffer: Buffer) => panel.getByLabel('PDF file (at most 5 MB)').setInputFiles({ name, mimeType: 'application/pdf', buffer });
  // A PNG named .pdf is not a PDF.
  await choose('dpa.pdf', Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'));
  await panel.getByRole('button', { name: 'Upload DPA' }).click();
  await expect(panel.getByRole('alert')).toHaveText("This file isn't a PDF.");
  const pdf = Buffer.from(`%PDF-1.4\n% Otailo DPA ${stampOf()}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
  await choose('Otailo DPA.pdf', pdf);
  await panel.getByRole('button', { name: 'Upload DPA' }).click();
  await expect(panel.getByRole('status')).toHaveText('The DPA is published.');

  const html = await (await request.get('/en/trust')).text();
  const href = /<a href="(\/uploads\/[0-9a-f-]{36}\.pdf)" download="otailo-dpa.pdf"/.exec(html)?.[1];
  expect(href, 'the DPA link on the trust page').toBeTruthy();
  const file = await request.get(href!);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect(file.headers()['content-disposition']).toBe('attachment');
  expect(Buffer.from(await file.body()).equals(pdf)).toBe(true);

  // Taken off again: the page says it is not published and gives the contact address.
  await panel.getByRole('button', { name: 'Remove the DPA' }).click();
  await expect(panel.getByRole('status')).toHaveText('The DPA was removed from the trust center.');
  const without = await (await request.get('/en/trust')).text();
  expect(without).not.toContain(href!);
  expect(without).toContain("The data processing agreement isn't published here yet.".replace("'", '&#x27;'));
});

test('the trust page makes the browser fetch at most 2 kB more JavaScript than the blog', async ({ browser }, testInfo) => {
  const buildDir = e2eServerEnv().BUILD_DIR!;
  /** What a fresh browser fetched of the build's scripts on a page, gzipped as sent. */
  const fetchedOn = async (path: string) => {
    const context = await visitor(browser, testInfo);
    const page = await context.newPage();
    const scripts = new Set<string>();
    const record = (response: Response) => {
      const url = new URL(response.url());
      if (response.request().resourceType() === 'script' && url.pathname.startsWith('/_next/static/')) scripts.add(url.pathname);
    };
    page.on('response', record);
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await context.close();
    expect(scripts.size, path).toBeGreaterThan(0);
    return [...scripts].reduce((sum, src) => sum + gzipSync(readFileSync(chunkFile(buildDir, src)), { level: 9 }).length, 0);
  };
  const [blog, trust] = [await fetchedOn('/en/blog'), await fetchedOn('/en/trust')];
  await testInfo.attach('JavaScript fetched (gzip)', { body: `/en/trust ${(trust / 1024).toFixed(1)} kB, /en/blog ${(blog / 1024).toFixed(1)} kB`, contentType: 'text/plain' });
  expect(trust - blog, `trust ${trust} B, blog ${blog} B`).toBeLessThanOrEqual(2 * 1024);
});
