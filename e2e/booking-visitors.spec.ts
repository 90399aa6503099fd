import ICAL from 'ical.js';
import type { Locator, Page } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import { uniqueEmail } from './support/crm';
import { expect, test, visitorHeaders } from './support/fixtures';
import { mailTo } from './support/mail';
import { BOOKING_LANE, confirmBooking, laneSlots, requestDemo } from './support/booking';

/**
 * Visitors far from the sample team (weekdays 09:00–17:00 in Madrid): the times in their own
 * working day come first, "Show all times" adds the night ones (with and without JavaScript), a
 * Spanish page's visitor reads every word in Spanish, and the time-zone picker fits a phone.
 */

/** The 24-hour time of a slot button's label: "Choose 3:30 pm on …" → 15:30 (minutes since midnight). */
function minutesOfLabel(label: string): number {
  const english = /^Choose (\d{1,2}):(\d\d) ([ap]m) on /.exec(label);
  if (english) return ((Number(english[1]) % 12) + (english[3] === 'pm' ? 12 : 0)) * 60 + Number(english[2]);
  const spanish = /^Elegir las (\d\d):(\d\d) del /.exec(label);
  if (!spanish) throw new Error(`Not a slot label: ${label}`);
  return Number(spanish[1]) * 60 + Number(spanish[2]);
}

/** What a reader of the page's main part meets: its text and its buttons' names, the zone select's 400 city names aside. */
const mainWords = (page: Page) =>
  page.locator('main').evaluate((main) => {
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    const texts: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) if (!node.parentElement?.closest('select, script, style')) texts.push(node.textContent ?? '');
    return [...texts, ...[...main.querySelectorAll('[aria-label]')].map((element) => element.getAttribute('aria-label'))].join('\n');
  });

const labelsOf = (buttons: Locator) => buttons.evaluateAll((all) => all.map((button) => button.getAttribute('aria-label') ?? ''));
const slotButtons = (page: Page) => page.getByTestId('slot-list').locator('button[name="start"]');

/** Words an English text has and a Spanish one does not: what must not be left on a Spanish page, mail or calendar file. */
const ENGLISH =
  /\b(the|with|and|your|you|will|demo team|video call|meeting|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|am|pm|time zone|new york|mexico city|choose|cancel|book(ed|ing)?|download|reschedule)\b/gi;
/** The English words in `text`, links and the calendars' brand names aside. */
const englishIn = (text: string) => text.replace(/https?:\/\/\S+/g, ' ').replace(/Google Calendar|Outlook\.com/g, ' ').match(ENGLISH) ?? [];

test.describe('a New York visitor', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('sees the times of their working day first, and "Show all times" adds the early ones', async ({ page }) => {
    await requestDemo(page, 'en', uniqueEmail('newyork'));
    await expect(page).toHaveURL(/tz=America%2FNew_York/);
    const scope = page.getByTestId('slot-scope');
    await expect(scope).toContainText('Times between 8:00 am and 7:00 pm in your time zone');
    // Nothing before 8:00 am or after 6:45 pm: the team's 09:00 in Madrid is 3:00 am here.
    const daytime = (await labelsOf(slotButtons(page))).map(minutesOfLabel);
    expect(daytime.length).toBeGreaterThan(20);
    expect(Math.min(...daytime)).toBeGreaterThanOrEqual(8 * 60);
    expect(Math.max(...daytime)).toBeLessThanOrEqual(18 * 60 + 45);
    await expectNoViolations(page, 'daytime slot list');

    await scope.getByRole('link', { name: /^Show all times \(\d+ more\)$/ }).click();
    await expect(page).toHaveURL(/[?&]all=1/);
    await expect(page).toHaveURL(/tz=America%2FNew_York/);
    await expect(scope).toContainText('Every free time, early and late ones included.');
    const lane = (await labelsOf(await laneSlots(page, BOOKING_LANE.journey))).map(minutesOfLabel);
    // The lane's day starts at 3:00 or 4:00 am here (Madrid's 09:00), and still has its daytime times.
    expect(lane[0]).toBeLessThan(8 * 60);
    expect(lane.some((minutes) => minutes >= 8 * 60)).toBe(true);
    // From the top, as the page opens: a day opened further down slides under the sticky header.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoViolations(page, 'every slot');
    await scope.getByRole('link', { name: 'Show daytime times only' }).click();
    await expect(page).not.toHaveURL(/[?&]all=1/);
    await expect(scope).toContainText('Times between 8:00 am and 7:00 pm');
  });
});

test.describe('a Mexico City visitor on the Spanish pages', () => {
  test.use({ timezoneId: 'America/Mexico_City' });

  test('books a daytime time and reads the list, the confirmation, the mail and the invitation in Spanish only', async ({ page }) => {
    const email = uniqueEmail('mexico');
    await requestDemo(page, 'es', email);
    await expect(page).toHaveURL(/tz=America%2FMexico_City/);
    await expect(page.getByTestId('slot-scope')).toContainText(/^Horas entre las 08:00 y las 19:00 de tu zona horaria(, con nuestro equipo de habla hispana)?\./);
    // Not 02:00 (Madrid's 09:00): the first time of the lane's day is in the visitor's morning.
    const slot = (await laneSlots(page, BOOKING_LANE.spanishVisitor)).first();
    const label = (await slot.getAttribute('aria-label'))!;
    expect(minutesOfLabel(label)).toBeGreaterThanOrEqual(8 * 60);
    const [, time, day] = /^Elegir las (\S+) del (.+)$/.exec(label)!;
    expect(englishIn(await mainWords(page))).toEqual([]);

    await slot.click();
    const summary = page.getByTestId('booking-summary');
    await expect(summary).toContainText('Equipo de demos de Otailo');
    await expect(summary).toContainText('Ciudad de México (GMT-6)');
    expect(englishIn(await mainWords(page))).toEqual([]);
    await confirmBooking(page, 'es');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu demo está reservada');
    const details = page.getByTestId('booking-details');
    await expect(details).toContainText(`${day}, ${time}`);
    await expect(details).toContainText('Equipo de demos de Otailo');
    await expect(details).toContainText('Ciudad de México');
    expect(englishIn(await mainWords(page))).toEqual([]);
    await expectNoViolations(page, 'confirmation (es)');

    // The mail and both calendar files: the Spanish name, the Spanish city, no English word.
    const [mail] = await mailTo(email, { subject: /^Tu demo de Otailo: / });
    expect(mail!.text).toContain('con Equipo de demos de Otailo (demo-team@otailo.example)');
    expect(mail!.text).toContain('(Ciudad de México (GMT-6))');
    expect(englishIn(`${mail!.subject}\n${mail!.text}`)).toEqual([]);
    const download = await page.request.get((await page.getByRole('link', { name: 'Descargar la invitación (.ics)' }).getAttribute('href'))!);
    for (const ics of [mail!.ics!, await download.text()]) {
      const event = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!;
      expect(event.getFirstProperty('organizer')!.getParameter('cn')).toBe('Equipo de demos de Otailo');
      const words = `${String(event.getFirstPropertyValue('summary'))}\n${String(event.getFirstPropertyValue('description'))}`;
      expect(words).toContain('Quince minutos con Equipo de demos de Otailo');
      expect(englishIn(words)).toEqual([]);
    }
  });
});

test.describe('the time-zone picker on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, timezoneId: 'Europe/Madrid' });

  test('fits the screen, and typing narrows it to the matching zones', async ({ page }) => {
    await requestDemo(page, 'es', uniqueEmail('phone'));
    await expect(page).toHaveURL(/tz=Europe%2FMadrid/);
    const select = page.getByRole('combobox', { name: 'Zona horaria' });
    const filter = page.getByRole('searchbox', { name: 'Busca tu zona horaria' });
    for (const control of [select, filter, page.getByRole('button', { name: 'Ver horas' })]) {
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // By keyboard: the search box, then the select it narrows.
    await filter.focus();
    await page.keyboard.type('mexico');
    await expect(page.getByRole('status').filter({ hasText: /^Coinciden \d+ zonas horarias\.$/ })).toBeVisible();
    const labels = await select.locator('option').allTextContents();
    expect(labels.length).toBeGreaterThan(1);
    expect(labels.length).toBeLessThan(20);
    expect(labels.every((label) => /m[eé]xico/i.test(label))).toBe(true);
    expect(labels[0]).toMatch(/^Ciudad de México — /);
    await expectNoViolations(page, 'zone picker, filtered (390 px)');
    await page.keyboard.type(' ciudad');
    await expect(page.getByRole('status').filter({ hasText: 'Coincide 1 zona horaria.' })).toBeVisible();
    await expect(select).toHaveValue('America/Mexico_City');
    // Enter shows the times in the zone found.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/tz=America%2FMexico_City/);
    await expect(page.getByText(/^Horas en Ciudad de México \(GMT-6\)\.$/)).toBeVisible();
    await page.getByRole('searchbox', { name: 'Busca tu zona horaria' }).fill('zzzz');
    await expect(page.getByRole('status').filter({ hasText: 'Ninguna zona horaria coincide: se muestran todas.' })).toBeVisible();
    expect(await select.locator('option').count()).toBeGreaterThan(300);
  });
});

test('without JavaScript the list shows the working day first and "Show all times" the rest, kept through a zone change and the confirm step', async ({ browser, baseURL }, testInfo) => {
  // Nine page loads without the browser's cache of scripts: more than the default minute on a busy machine.
  test.slow();
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, extraHTTPHeaders: visitorHeaders(testInfo) });
  const page = await context.newPage();
  await requestDemo(page, 'en', uniqueEmail('nojs-all'), { js: false });
  // No search box without JavaScript: the plain select lists every zone.
  await expect(page.getByRole('searchbox')).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Time zone' }).selectOption('America/New_York');
  await page.getByRole('button', { name: 'Show times' }).click();
  await expect(page.getByText(/^Times shown in New York \(GMT-[45]\)\.$/)).toBeVisible();
  const daytime = (await labelsOf(slotButtons(page))).map(minutesOfLabel);
  expect(Math.min(...daytime)).toBeGreaterThanOrEqual(8 * 60);

  await page.getByRole('link', { name: /^Show all times \(\d+ more\)$/ }).click();
  await expect(page).toHaveURL(/[?&]all=1/);
  expect(Math.min(...(await labelsOf(slotButtons(page))).map(minutesOfLabel))).toBeLessThan(8 * 60);
  // Another zone keeps every time on.
  await page.getByRole('combobox', { name: 'Time zone' }).selectOption('America/Mexico_City');
  await page.getByRole('button', { name: 'Show times' }).click();
  await expect(page).toHaveURL(/tz=America%2FMexico_City.*all=1|all=1.*tz=America%2FMexico_City/);
  const early = (await laneSlots(page, BOOKING_LANE.forged)).first();
  expect(minutesOfLabel((await early.getAttribute('aria-label'))!)).toBeLessThan(8 * 60);
  // The confirm step's way back returns to the whole list.
  await early.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your demo');
  await expect(page.getByRole('link', { name: 'Choose another time' })).toHaveAttribute('href', /[?&]all=1/);
  await page.getByRole('link', { name: 'Choose another time' }).click();
  await expect(page.getByTestId('slot-scope')).toContainText('Every free time, early and late ones included.');
  await context.close();
});
