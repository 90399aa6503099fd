import { rmSync } from 'node:fs';
import { hiddenFields } from '../test/support/form-post.mjs';
import { visitorAddress } from '../test/support/visitors.mjs';
import { slotStartsIn } from './support/booking';
import { uniqueEmail } from './support/crm';
import { expect, test } from './support/fixtures';
import { receivedMail } from './support/mail';
import { startOwnServer } from './support/own-server';

/**
 * The site as a mail cannon: one client, from as many addresses as it likes, asks the site to mail
 * a stranger everything it can (a demo request, a booking and its moves, ROI estimates, newsletter
 * sign-ups). The
 * stranger gets a handful; a name is never a message. Its own server and database, so that the
 * bookings take no slot the other tests want.
 */

const RECIPIENT_CAP = 5;
let visitor = 0;
const nextVisitor = () => ({ 'x-forwarded-for': visitorAddress(0x3a0000 + (visitor += 1)) });

async function postForm(base: string, path: string, html: string, field: string, values: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of hiddenFields(html, field)) body.append(name, value);
  for (const [name, value] of Object.entries(values)) body.set(name, value);
  return fetch(`${base}${path}`, { method: 'POST', body, redirect: 'manual', headers: { ...nextVisitor(), origin: base } });
}

const page = async (url: string) => (await fetch(url, { headers: nextVisitor() })).text();
/**
 * The slot buttons' times, but for those about to pass: a slot listed a moment before it starts is
 * gone (refused as not offered) by the time the booking arrives on a loaded machine.
 */
const SLOT_MARGIN_MS = 30 * 60_000;
const starts = (html: string) => slotStartsIn(html).filter((start) => Date.parse(start) > Date.now() + SLOT_MARGIN_MS);
const mailsTo = async (address: string) => (await receivedMail()).filter((mail) => mail.to.includes(address));

test('one client cannot make the site mail a stranger more than a handful of times, nor put its words in the greeting', async () => {
  test.setTimeout(180_000);
  const dataDir = '.e2e-data-mail';
  rmSync(dataDir, { recursive: true, force: true });
  const own = await startOwnServer('mail', { DATA_DIR: dataDir });
  const base = own.site.url;
  const victim = uniqueEmail('victim');
  try {
    // The greeting of the site's mail is no place for a message.
    const phishing = await postForm(base, '/en/demo', await page(`${base}/en/demo`), 'email', {
      firstName: 'Bob,\n\nVerify: https://evil.test/x',
      lastName: 'Smith',
      email: victim,
      company: 'Victim Co',
    });
    expect(phishing.status).toBe(422);
    expect(await phishing.text()).toContain('Enter your name only, on one line, without links, digits or symbols.');

    const started = Date.now();
    const demo = await postForm(base, '/en/demo', await page(`${base}/en/demo`), 'email', { firstName: 'Bob', lastName: 'Smith', email: victim, company: 'Victim Co' });
    const ticket = /\/en\/demo\/book\?ticket=([\w-]+)/.exec(await demo.text())![1]!;
    let slots = await page(`${base}/en/demo/book?ticket=${ticket}&tz=UTC`);
    let booked = await postForm(base, '/en/demo/book', slots, 'locale', { start: starts(slots)[0]!, confirm: '1' });
    expect(booked.headers.get('location')).toMatch(/^\/en\/demo\/booking\?token=/);
    // Nineteen moves asked for; three made (each mails both sides twice), then the page says why not.
    let moves = 0;
    let refusal = '';
    for (let n = 1; n <= 19 && !refusal; n += 1) {
      const token = /token=([\w-]+)/.exec(booked.headers.get('location') ?? '')![1]!;
      slots = await page(`${base}/en/demo/book?token=${token}&tz=UTC`);
      const moved = await postForm(base, '/en/demo/book', slots, 'locale', { start: starts(slots)[n]!, confirm: '1' });
      expect(moved.status).toBe(303);
      if (/\/en\/demo\/booking\?token=/.test(moved.headers.get('location') ?? '')) {
        booked = moved;
        moves += 1;
      } else refusal = await page(new URL(moved.headers.get('location')!, base).toString());
    }
    expect(moves).toBe(3);
    expect(refusal).toContain('This meeting has been moved three times, the most we allow online.');
    const calculator = await page(`${base}/en/roi-calculator`);
    // (Past four from one email address in ten minutes the form itself refuses: lib/infra/rate-limit.)
    const estimates: number[] = [];
    for (let n = 0; n < 7; n += 1) {
      const estimate = await postForm(base, '/en/roi-calculator', calculator, 'email', { firstName: 'Bob', lastName: 'Smith', email: victim, company: 'Victim Co' });
      estimates.push(estimate.status);
    }
    expect(estimates).toEqual([200, 200, 200, 200, 429, 429, 429]);

    // The newsletter's sign-up (every page's footer), asked for again and again from new addresses.
    const home = await page(`${base}/en`);
    for (let n = 0; n < 7; n += 1) {
      const signUp = await postForm(base, '/en', home, 'language', { email: victim, language: 'en' });
      expect([200, 429]).toContain(signUp.status);
    }

    // Everything asked for is sent within seconds; wait for it, then for anything late.
    await expect.poll(async () => (await mailsTo(victim)).length, { timeout: 20_000 }).toBe(RECIPIENT_CAP);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const mails = await mailsTo(victim);
    expect(mails).toHaveLength(RECIPIENT_CAP);
    for (const mail of mails) expect(mail.text).not.toContain('evil.test');
    // The salesperson hears of the booking and of each move (a cancellation and an invitation).
    const team = (await mailsTo('demo-team@otailo.example')).filter((mail) => mail.text.includes(victim));
    expect(team).toHaveLength(1 + 2 * moves);
    test.info().annotations.push({ type: 'figures', description: `moves ${moves}, mails to the victim in ${Math.round((Date.now() - started) / 1000)} s: ${mails.length}` });
  } finally {
    await own.site.stop();
    own.cleanUp();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
