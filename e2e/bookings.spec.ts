import ICAL from 'ical.js';
import type { Browser, Page, TestInfo } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import { deliveredFor, fieldsOf, uniqueEmail } from './support/crm';
import { expect, test, visitorHeaders } from './support/fixtures';
import { mailTo, receivedMail, setSmtpMode } from './support/mail';
import { E2E_SALES_EMAIL } from './support/server-env.mjs';
import { BOOKING_LANE, confirmBooking, laneSlots, requestDemo } from './support/booking';

/** The sample salesperson every embedded installation starts with (lib/features/booking/seed.ts), and their video room. */
const SAMPLE_SALESPERSON = 'demo-team@otailo.example';
const SAMPLE_ROOM = 'https://meet.otailo.example/demo-team';

function parseIcs(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  return { method: calendar.getFirstPropertyValue('method'), event: new ICAL.Event(vevent), vevent };
}

async function noJsPage(browser: Browser, baseURL: string | undefined, testInfo: TestInfo) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, extraHTTPHeaders: visitorHeaders(testInfo) });
  return { context, page: await context.newPage() };
}

test.describe('booking a demo slot with JavaScript', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('demo → slot in the visitor’s zone → confirmation, .ics, mails and CRM note → reschedule → cancel', async ({ page }) => {
    const email = uniqueEmail('booking');
    await requestDemo(page, 'en', email);
    // The browser's zone replaces the server's default.
    await expect(page).toHaveURL(/tz=America%2FNew_York/);
    await expect(page.getByText(/^Times shown in New York \(GMT-[45]\)\.$/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pick a time for your 15-minute demo');
    await expectNoViolations(page, 'slot list');

    // The zone picker: today's names, with city, name and offset.
    const zone = page.getByRole('combobox', { name: 'Time zone' });
    await expect(zone.locator('option[value="Asia/Kolkata"]')).toHaveText(/^Kolkata — .+ \(GMT\+5:30\)$/);
    await expect(zone.locator('option[value="Europe/Kyiv"]')).toHaveCount(1);
    await expect(zone.locator('option[value="Asia/Calcutta"], option[value="Europe/Kiev"]')).toHaveCount(0);

    const first = (await laneSlots(page, BOOKING_LANE.journey)).first();
    const start = (await first.getAttribute('value'))!;
    const label = (await first.getAttribute('aria-label'))!;
    // One format: "Choose 3:30 pm on Thursday, 26 November 2026".
    expect(label).toMatch(/^Choose (1[0-2]|[1-9]):[0-5]\d [ap]m on [A-Z][a-z]+day, \d{1,2} [A-Z][a-z]+ \d{4}$/);
    const [, time, day] = /^Choose (.+) on (.+)$/.exec(label)!;
    // Choosing a time books nothing yet: the confirm step says what would be booked.
    await first.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your demo');
    await expect(page).toHaveURL(/[?&]start=/);
    const summary = page.getByTestId('booking-summary');
    await expect(summary).toContainText(day!);
    await expect(summary).toContainText(`${time} (15 minutes)`);
    await expect(summary).toContainText(/New York \(GMT-[45]\)/);
    await expect(summary).toContainText('Otailo demo team');
    await expect(summary).toContainText('Video call: the link is on your confirmation and in the invitation.');
    // A client-side navigation sets the document's title just after its content: check once it has.
    await expect(page).toHaveTitle(/\S/);
    await expectNoViolations(page, 'confirm step');
    // "Choose another time" goes back to the list, in the same zone.
    await page.getByRole('link', { name: 'Choose another time' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pick a time for your 15-minute demo');
    await expect(page).toHaveURL(/tz=America%2FNew_York/);
    await (await laneSlots(page, BOOKING_LANE.journey)).first().click();
    await confirmBooking(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your demo is booked');
    await expect(page).toHaveURL(/\/en\/demo\/booking\?token=[\w-]{43}$/);
    const details = page.getByTestId('booking-details');
    await expect(details).toContainText('Otailo demo team');
    await expect(details).toContainText(`${day}, ${time}`);
    await expect(details).toContainText('New York');
    await expect(details.getByTestId('meeting-link')).toHaveAttribute('href', SAMPLE_ROOM);
    await expect(page.getByText(`A confirmation with the calendar invitation is on its way to ${email}.`)).toBeVisible();
    // After a client-side navigation the title follows the content by a moment (metadata streams).
    await expect(page).toHaveTitle(/\S/);
    await expectNoViolations(page, 'confirmation');

    // The .ics download reads back as an invitation for that time.
    const ics = await page.request.get((await page.getByRole('link', { name: 'Download the invitation (.ics)' }).getAttribute('href'))!);
    expect(ics.headers()['content-type']).toMatch(/^text\/calendar/);
    expect(ics.headers()['cache-control']).toBe('private, no-store');
    const file = parseIcs(await ics.text());
    expect(file.method).toBe('REQUEST');
    expect(file.event.startDate.toJSDate().toISOString()).toBe(new Date(start).toISOString());
    expect(file.event.endDate.toJSDate().getTime() - new Date(start).getTime()).toBe(15 * 60_000);
    expect(file.event.organizer).toBe(`mailto:${SAMPLE_SALESPERSON}`);
    expect(file.vevent.getFirstProperty('organizer')!.getParameter('cn')).toBe('Otailo demo team');
    expect(file.event.location).toBe(SAMPLE_ROOM);
    expect(file.event.attendees.map((attendee) => attendee.getFirstValue())).toEqual([`mailto:${email}`]);
    await expect(page.getByRole('link', { name: 'Google Calendar' })).toHaveAttribute('href', /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE/);

    // Mails: the visitor's confirmation and the salesperson's invitation, each with the invitation.
    const [confirmation] = await mailTo(email, { subject: /^Your Otailo demo: / });
    expect(confirmation!.language).toBe('en');
    expect(confirmation!.text).toContain(page.url());
    expect(confirmation!.text).toContain(`Video call: ${SAMPLE_ROOM}`);
    expect(confirmation!.subject).toBe(`Your Otailo demo: ${day}, ${time}`);
    expect(parseIcs(confirmation!.ics!).method).toBe('REQUEST');
    expect(confirmation!.ics!.replace(/\r\n /g, '')).toContain(`\r\nLOCATION:${SAMPLE_ROOM}\r\n`);
    expect(parseIcs(confirmation!.ics!).event.location).toBe(SAMPLE_ROOM);
    const [invitation] = await mailTo(SAMPLE_SALESPERSON, { subject: /^Demo booked: Marta Ruiz, Ruiz Retail/, containing: email });
    expect(parseIcs(invitation!.ics!).event.startDate.toJSDate().toISOString()).toBe(new Date(start).toISOString());
    // Sales heard of the lead itself too.
    await mailTo(E2E_SALES_EMAIL, { subject: /^New demo request: Marta Ruiz, Ruiz Retail$/, containing: email });
    // The CRM gets the lead again, its message naming the meeting in UTC.
    const submissions = await deliveredFor(email, 2);
    expect(fieldsOf(submissions.at(-1)!).message).toContain(`Demo booked for ${start.slice(0, 10)} ${start.slice(11, 16)} UTC`);

    // Reschedule: the old meeting holds until the new slot is taken.
    const firstLink = page.url();
    await page.getByRole('link', { name: 'Choose another time' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new time');
    const other = (await laneSlots(page, BOOKING_LANE.journey)).nth(4);
    const later = (await other.getAttribute('value'))!;
    await other.click();
    await confirmBooking(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your demo is booked');
    expect(page.url()).not.toBe(firstLink);
    const movedIcs = parseIcs(await (await page.request.get((await page.getByRole('link', { name: 'Download the invitation (.ics)' }).getAttribute('href'))!)).text());
    expect(movedIcs.event.startDate.toJSDate().toISOString()).toBe(new Date(later).toISOString());
    // The old link now shows its meeting cancelled, and both sides got the cancellation.
    const secondLink = page.url();
    await page.goto(firstLink);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This meeting is cancelled');
    const [oldCancelled] = await mailTo(SAMPLE_SALESPERSON, { subject: /^Demo cancelled: Marta Ruiz/, containing: email });
    expect(parseIcs(oldCancelled!.ics!).method).toBe('CANCEL');

    // Cancel: the slot is free again.
    await page.goto(secondLink);
    await page.getByRole('button', { name: 'Cancel the meeting' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This meeting is cancelled');
    const cancellations = await mailTo(email, { subject: /^Cancelled: your Otailo demo/, count: 2 });
    expect(cancellations.map((mail) => parseIcs(mail.ics!).method)).toEqual(['CANCEL', 'CANCEL']);
    const freed = await deliveredFor(email, 3);
    expect(fieldsOf(freed.at(-1)!).message).toMatch(/^Demo booking cancelled \(was /);
  });

  test('two visitors take the same slot at once: one books it, the other is told it was just taken', async ({ browser, baseURL }, testInfo) => {
    const visitor = async (n: number) => {
      const context = await browser.newContext({ baseURL, timezoneId: 'Europe/Madrid', extraHTTPHeaders: { 'X-Forwarded-For': `10.88.${n}.${testInfo.retry + 1}` } });
      const page = await context.newPage();
      await requestDemo(page, 'en', uniqueEmail(`race${n}`));
      await expect(page).toHaveURL(/tz=Europe%2FMadrid/);
      return { context, page };
    };
    const [one, two] = await Promise.all([visitor(1), visitor(2)]);
    // Both look at the same list and pick the same time.
    const pick = async (page: Page) => (await laneSlots(page, BOOKING_LANE.race)).last();
    const wanted = await (await pick(one.page)).getAttribute('value');
    expect(await (await pick(two.page)).getAttribute('value')).toBe(wanted);
    await Promise.all([(await pick(one.page)).click(), (await pick(two.page)).click()]);
    // Both see the time on their confirm step, and confirm at once.
    await Promise.all([one.page, two.page].map((page) => expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your demo')));
    await Promise.all([one.page, two.page].map((page) => page.getByRole('button', { name: 'Confirm booking' }).click()));
    const outcomes = await Promise.all(
      [one.page, two.page].map(async (page) => {
        // Each lands on its confirmation or back on the list with the reason.
        await page.waitForURL(/\/demo\/(booking|reserva)\?token=|[?&]error=/);
        return (await page.getByRole('heading', { level: 1 }).textContent())!;
      }),
    );
    expect([...outcomes].sort()).toEqual(['Pick a time for your 15-minute demo', 'Your demo is booked']);
    const loser = outcomes[0] === 'Your demo is booked' ? two.page : one.page;
    await expect(loser.getByTestId('booking-error')).toHaveText('That time was just taken. Please pick another.');
    await expect(loser.locator(`button[value="${wanted}"]`)).toHaveCount(0);
    await Promise.all([one.context.close(), two.context.close()]);
  });
});

test('without JavaScript, in Spanish: the zone is chosen by hand, the slot booked and the mail sent in Spanish', async ({ browser, baseURL }, testInfo) => {
  const { context, page } = await noJsPage(browser, baseURL, testInfo);
  const email = uniqueEmail('reserva');
  await requestDemo(page, 'es', email, { js: false });
  await expect(page.getByText('Horas en UTC.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Zona horaria' }).selectOption('America/Mexico_City');
  await page.getByRole('button', { name: 'Ver horas' }).click();
  await expect(page.getByText(/^Horas en Ciudad de México \(GMT-6\)\.$/)).toBeVisible();
  const slot = (await laneSlots(page, BOOKING_LANE.noJs)).first();
  const label = (await slot.getAttribute('aria-label'))!;
  // One format, 24-hour: "Elegir las 15:30 del jueves, 26 de noviembre de 2026".
  expect(label).toMatch(/^Elegir las ([01]\d|2[0-3]):[0-5]\d del [a-zéá]+, \d{1,2} de [a-z]+ de \d{4}$/);
  const [, time, day] = /^Elegir las (\S+) del (.+)$/.exec(label)!;
  await slot.click();
  // The confirm step, served by the server.
  await expect(page).toHaveURL(/[?&]start=/);
  const summary = page.getByTestId('booking-summary');
  await expect(summary).toContainText(`${time} (15 minutos)`);
  await expect(summary).toContainText('Ciudad de México (GMT-6)');
  await expect(summary).toContainText('Equipo de demos de Otailo');
  await confirmBooking(page, 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu demo está reservada');
  const details = page.getByTestId('booking-details');
  await expect(details).toContainText('Ciudad de México');
  await expect(details).toContainText(`${day}, ${time}`);
  await expect(details.getByTestId('meeting-link')).toHaveText(SAMPLE_ROOM);
  const [mail] = await mailTo(email, { subject: /^Tu demo de Otailo: / });
  expect(mail!.language).toBe('es');
  expect(mail!.text).toContain('Hola, Marta:');
  expect(mail!.text).toContain(`Videollamada: ${SAMPLE_ROOM}`);
  expect(parseIcs(mail!.ics!).event.summary).toBe('Demo de Otailo · Ruiz Retail');
  expect(parseIcs(mail!.ics!).event.location).toBe(SAMPLE_ROOM);
  await context.close();
});

test('with the SMTP server down the booking stands, and its mails arrive once it is back', async ({ page }) => {
  const email = uniqueEmail('smtpdown');
  await setSmtpMode('down');
  try {
    await requestDemo(page, 'en', email);
    await (await laneSlots(page, BOOKING_LANE.smtpDown)).nth(1).click();
    await confirmBooking(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your demo is booked');
    // Nothing can arrive while it is down.
    await page.waitForTimeout(1500);
    expect((await receivedMail()).filter((mail) => mail.to.includes(email))).toEqual([]);
  } finally {
    await setSmtpMode('ok');
  }
  const [confirmation] = await mailTo(email, { subject: /^Your Otailo demo: /, timeout: 30_000 });
  expect(parseIcs(confirmation!.ics!).method).toBe('REQUEST');
});

test('a forged slot, ticket or link gets a clear answer and books nothing', async ({ page, browser, baseURL }, testInfo) => {
  for (const path of ['/en/demo/book?ticket=not-a-ticket', '/en/demo/book', `/en/demo/book?ticket=${'A'.repeat(43)}`]) {
    const response = await page.goto(path);
    expect(response!.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This booking link has expired');
  }
  for (const path of ['/es/demo/reserva?token=nope', '/es/demo/reserva']) {
    expect((await page.goto(path))!.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No encontramos esta reserva');
  }
  expect((await page.request.get('/api/bookings/invite?token=nope')).status()).toBe(404);

  // A slot nobody offers (a minute off the grid), sent by a page without JavaScript.
  const { context, page: plain } = await noJsPage(browser, baseURL, testInfo);
  await requestDemo(plain, 'en', uniqueEmail('forged'), { js: false });
  const slot = (await laneSlots(plain, BOOKING_LANE.forged)).first();
  await slot.evaluate((button) => button.setAttribute('value', '2031-01-01T10:07:00.000Z'));
  await slot.click();
  await expect(plain.getByTestId('booking-error')).toHaveText("That time can't be booked. Please pick one of the times below.");
  await expect(plain.getByRole('heading', { level: 1 })).toHaveText('Pick a time for your 15-minute demo');
  await context.close();
});
