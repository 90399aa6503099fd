import type { Browser, Locator, Page } from '@playwright/test';
import { adminTest, expect, invitedEditor } from './support/admin';
import { expectNoViolations } from './support/axe';
import { BOOKING_LANE, laneSlots } from './support/booking';
import { uniqueEmail } from './support/crm';
import { field } from './support/fields';
import { visitorHeaders } from './support/fixtures';
import { E2E_ADMIN_STATE, E2E_BASE_URL } from './support/server-env.mjs';
import { waitForHydration } from './support/site';

/**
 * The admin side of demo bookings (issue 25): the availability editor (add, refuse, edit; with and
 * without JavaScript), the Bookings page's views and filter, refusal for a non-admin, and axe.
 * Every test adds its own salespeople (unique emails); the sample salesperson is left alone. They
 * all ask 336 hours' notice: that is the whole booking window, so they offer visitors no slot and
 * the visitor-side tests running beside these see only the salespeople they expect.
 */
const NO_SLOTS_NOTICE = '336';

/** Letters only: it also ends a visitor's name, which takes no digits. */
const stampOf = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);
const alert = (page: Page) => page.locator('[role="alert"]:not(#__next-route-announcer__)');

const addForm = (page: Page) => page.getByRole('region', { name: /^(Add a salesperson|Agregar un ejecutivo de ventas)$/ });
/** A salesperson's card in the list. */
const card = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });

/** Unfolds a card's edit form (it stays open after a save). */
async function openEditor(item: Locator, name: string) {
  const details = item.locator('details');
  await expect(details.locator('summary')).toHaveText(new RegExp(`^(Edit|Editar a) ${name}$`));
  if (!(await details.evaluate((element: HTMLDetailsElement) => element.open))) await details.locator('summary').click();
  await expect(details).toHaveJSProperty('open', true);
  // Opened, the zone's typed field becomes the searchable select.
  await expect(details.locator('select[name="timeZone"]')).toBeAttached();
}

async function block(scope: Locator, day: string, n: number, from: string, to: string) {
  await scope.getByLabel(`${day}, block ${n}: from`).fill(from);
  await scope.getByLabel(`${day}, block ${n}: to`).fill(to);
}

/** Adds a salesperson through the editor (Mondays 09:00–12:00 in Madrid unless told); returns their id. */
async function addSalesperson(page: Page, name: string, email: string): Promise<number> {
  await page.goto('/en/manage/bookings/salespeople');
  await waitForHydration(page);
  const form = addForm(page);
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await form.getByLabel('Email').fill(email);
  await block(form, 'Monday', 1, '09:00', '12:00');
  await form.getByLabel('Minimum notice (hours)').fill(NO_SLOTS_NOTICE);
  await form.getByRole('button', { name: 'Add salesperson' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${name} was added.` })).toBeVisible();
  const id = await card(page, name).locator('input[name="salesperson"]').getAttribute('value');
  return Number(id);
}

adminTest('an admin adds a salesperson with their hours: listed, active, stored and audited', async ({ page }) => {
  const stamp = stampOf();
  const name = `Jane Add ${stamp}`;
  await page.goto('/en/manage');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Bookings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  await page.getByRole('link', { name: 'Salespeople and availability' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Salespeople and availability' })).toBeVisible();
  await waitForHydration(page);

  const form = addForm(page);
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await form.getByLabel('Email').fill(`Jane.${stamp}@Otailo.test`);
  await form.getByRole('combobox', { name: 'Time zone' }).selectOption('America/New_York');
  // A new salesperson starts Monday to Friday, 09:00–17:00: Monday gets a break, Thursday and Friday go off.
  await block(form, 'Monday', 1, '09:00', '12:00');
  await block(form, 'Monday', 2, '14:00', '17:30');
  await block(form, 'Wednesday', 1, '10:00', '16:00');
  await form.getByRole('checkbox', { name: 'Thursday: takes demos' }).uncheck();
  await form.getByRole('checkbox', { name: 'Friday: takes demos' }).uncheck();
  await form.getByLabel('Minimum notice (hours)').fill(NO_SLOTS_NOTICE);
  await form.getByLabel('Buffer (minutes)').fill('10');
  await form.getByLabel('Days off').fill('2026-12-25\n2026-12-24');
  // The languages they hold demos in (English ticked for a new one) and their name on Spanish pages.
  await expect(form.getByRole('checkbox', { name: 'English' })).toBeChecked();
  await form.getByRole('checkbox', { name: 'Spanish' }).check();
  await form.getByLabel('Name on Spanish pages').fill(`Juana ${stamp}`);
  // The video link: an https address only, said beside the field.
  await form.getByRole('textbox', { name: 'Video meeting link' }).fill('http://meet.example.com/jane');
  await form.getByRole('button', { name: 'Add salesperson' }).click();
  await expect(form.getByText('Enter an https link, such as https://meet.example.com/otailo-demo.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Video meeting link' }).fill(`https://meet.example.com/jane-${stamp}`);
  await form.getByRole('button', { name: 'Add salesperson' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${name} was added.` })).toBeVisible();
  // The add form is empty again for the next one.
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');

  // Stored: after a reload the card and its edit form show what was saved.
  await page.reload();
  const saved = card(page, name);
  await expect(saved).toContainText(`jane.${stamp}@otailo.test · America/New_York`);
  await expect(saved).toContainText('Mon 09:00–12:00, 14:00–17:30 · Tue 09:00–17:00 · Wed 10:00–16:00');
  await expect(saved.getByText('Active', { exact: true })).toBeVisible();
  await openEditor(saved, name);
  await expect(saved.getByLabel('Monday, block 2: to')).toHaveValue('17:30');
  await expect(saved.getByLabel('Minimum notice (hours)')).toHaveValue(NO_SLOTS_NOTICE);
  await expect(saved.getByLabel('Days off')).toHaveValue('2026-12-24\n2026-12-25');
  await expect(saved.getByRole('textbox', { name: 'Video meeting link' })).toHaveValue(`https://meet.example.com/jane-${stamp}`);
  await expect(saved.getByRole('checkbox', { name: 'Active (offers demo slots)' })).toBeChecked();
  await expect(saved.getByRole('checkbox', { name: 'Spanish' })).toBeChecked();
  await expect(saved.getByLabel('Name on Spanish pages')).toHaveValue(`Juana ${stamp}`);
  await expect(saved).toContainText('America/New_York · English, Spanish');

  // The Bookings page offers them in its filter; the audit log names the change.
  await page.goto('/en/manage/bookings');
  await expect(page.getByRole('combobox', { name: 'Salesperson' }).getByRole('option', { name })).toBeAttached();
  await page.goto('/en/manage/audit?action=salesperson.create');
  await expect(page.getByRole('row').filter({ hasText: 'Added a salesperson' }).first()).toBeVisible();
});

adminTest('an end before the start and a bad email are refused in the admin’s language, with what was typed, and nothing is stored', async ({ page }) => {
  const name = `Refused ${stampOf()}`;
  await page.goto('/es/manage/bookings/salespeople');
  await waitForHydration(page);
  const form = addForm(page);
  await form.getByRole('textbox', { name: 'Nombre', exact: true }).fill(name);
  await form.getByLabel('Correo electrónico').fill('no-es-un-correo');
  await form.getByLabel('Lunes, franja 1: desde').fill('12:00');
  await form.getByLabel('Lunes, franja 1: hasta').fill('09:00');
  await form.getByLabel('Margen (minutos)').fill('300');
  // No language ticked: a demo must be held in one.
  await form.getByRole('checkbox', { name: 'Inglés' }).uncheck();
  await form.getByRole('button', { name: 'Agregar ejecutivo de ventas' }).click();

  await expect(alert(page)).toHaveText('No se guardó nada: corrige los campos marcados abajo.');
  await expect(form.getByText('Escribe un correo electrónico válido, como nombre@ejemplo.com.')).toBeVisible();
  await expect(form.getByText('Lunes: el final, 09:00, es anterior al inicio, 12:00. Escribe un final posterior.')).toBeVisible();
  await expect(form.getByText('Escribe un número entero de minutos entre 0 y 240.')).toBeVisible();
  await expect(form.getByText('Marca al menos un idioma.')).toBeVisible();
  await expect(form.getByLabel('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue(name);
  await expect(form.getByLabel('Lunes, franja 1: desde')).toHaveValue('12:00');
  await expectNoViolations(page, 'refused salesperson form (es)');

  await page.reload();
  await expect(card(page, name)).toHaveCount(0);
});

adminTest('editing a salesperson: new zone, hours and inactive; a taken email is refused', async ({ page }) => {
  const stamp = stampOf();
  const name = `Nadia Horas ${stamp}`;
  const other = `Other ${stamp}`;
  await addSalesperson(page, other, `other.${stamp}@otailo.test`);
  await addSalesperson(page, name, `edit.${stamp}@otailo.test`);

  const mine = card(page, name);
  await openEditor(mine, name);
  await mine.getByRole('combobox', { name: 'Time zone' }).selectOption('Europe/Lisbon');
  for (const day of ['Monday', 'Wednesday', 'Thursday']) await mine.getByRole('checkbox', { name: `${day}: takes demos` }).uncheck();
  await block(mine, 'Tuesday', 1, '08:00', '10:00');
  await block(mine, 'Friday', 2, '20:00', '00:00');
  await mine.getByRole('checkbox', { name: 'Active (offers demo slots)' }).uncheck();
  await mine.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Changes to ${name} saved.` })).toBeVisible();
  await expect(mine).toContainText(`edit.${stamp}@otailo.test · Europe/Lisbon`);
  await expect(mine).toContainText('Tue 08:00–10:00 · Fri 09:00–17:00, 20:00–24:00');
  await expect(mine.getByText('Inactive', { exact: true })).toBeVisible();

  // Another salesperson's email: the field says so, the typed values stay, nothing changes.
  await openEditor(mine, name);
  await mine.getByLabel('Email').fill(`other.${stamp}@otailo.test`);
  await mine.getByRole('textbox', { name: 'Name', exact: true }).fill(`${name} renamed`);
  await mine.getByRole('button', { name: 'Save changes' }).click();
  await expect(mine.getByText('Another salesperson already has this email address.')).toBeVisible();
  await expect(mine.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(`${name} renamed`);
  await page.reload();
  await expect(card(page, name)).toContainText(`edit.${stamp}@otailo.test`);
  await expect(card(page, `${name} renamed`)).toHaveCount(0);
});

adminTest('the Bookings page: Upcoming, Past and Cancelled as links, a salesperson filter as a GET form, an empty state each', async ({ page }) => {
  const stamp = stampOf();
  const name = `Filter ${stamp}`;
  const id = await addSalesperson(page, name, `filter.${stamp}@otailo.test`);
  await page.goto('/en/manage/bookings');
  const views = page.getByRole('navigation', { name: 'Bookings to show' });
  await expect(views.getByRole('link')).toHaveText(['Upcoming', 'Past', 'Cancelled']);
  await expect(views.getByRole('link', { name: 'Upcoming' })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('combobox', { name: 'Salesperson' }).selectOption({ label: name });
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/manage/bookings\\?salesperson=${id}$`));
  await expect(page.getByText('No upcoming bookings.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Salesperson' })).toHaveValue(String(id));

  await views.getByRole('link', { name: 'Past' }).click();
  await expect(page).toHaveURL(new RegExp(`view=past&salesperson=${id}$`));
  await expect(page.getByText('No past bookings.')).toBeVisible();
  await expect(views.getByRole('link', { name: 'Past' })).toHaveAttribute('aria-current', 'page');
  await views.getByRole('link', { name: 'Cancelled' }).click();
  await expect(page.getByText('No cancelled bookings.')).toBeVisible();

  await page.goto(`/es/manage/bookings?view=cancelled&salesperson=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Reservas' })).toBeVisible();
  await expect(page.getByText('No hay reservas canceladas.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Reservas que mostrar' }).getByRole('link')).toHaveText(['Próximas', 'Pasadas', 'Canceladas']);
});

adminTest('without JavaScript the editor still refuses and adds', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: E2E_BASE_URL, storageState: E2E_ADMIN_STATE });
  const page = await context.newPage();
  const name = `No Script ${stampOf()}`;
  await page.goto('/en/manage/bookings/salespeople');
  const form = addForm(page);
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await form.getByLabel('Email').fill('nobody');
  await block(form, 'Thursday', 1, '09:00', '11:00');
  await form.getByLabel('Minimum notice (hours)').fill(NO_SLOTS_NOTICE);
  await form.getByRole('button', { name: 'Add salesperson' }).click();
  await expect(form.getByText('Enter a valid email address, such as name@example.com.')).toBeVisible();
  await expect(form.getByLabel('Thursday, block 1: to')).toHaveValue('11:00');
  await form.getByLabel('Email').fill(`noscript.${stampOf()}@otailo.test`);
  await form.getByRole('button', { name: 'Add salesperson' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${name} was added.` })).toBeVisible();
  await page.goto('/en/manage/bookings/salespeople');
  await expect(card(page, name)).toContainText('Thu 09:00–11:00');
  await context.close();
});

/** Invites an editor through the People page and signs them in; returns their page. */
async function editorPage(page: Page, browser: Browser): Promise<Page> {
  const editor = await invitedEditor(page, browser, `editor-${stampOf()}@otailo.test`);
  await expect(editor.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  return editor;
}

adminTest('an editor has no Bookings: no link, and both pages refuse with 403', async ({ page, browser }) => {
  const editor = await editorPage(page, browser);
  await expect(editor.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Bookings' })).toHaveCount(0);
  for (const path of ['/en/manage/bookings', '/en/manage/bookings/salespeople', '/es/manage/bookings?view=past']) {
    const response = await editor.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(editor.getByRole('heading', { level: 1 })).toHaveText(/Access Denied|Acceso denegado/);
    await expect(editor.getByRole('button', { name: 'Add salesperson' })).toHaveCount(0);
  }
  await editor.context().close();
});

for (const paths of [
  ['/en/manage/bookings', '/es/manage/bookings?view=past'],
  ['/en/manage/bookings/salespeople', '/es/manage/bookings/salespeople'],
]) {
  adminTest(`axe finds no violations on ${paths.join(' and ')}`, async ({ page }) => {
    const stamp = stampOf();
    await addSalesperson(page, `Axe ${stamp}`, `axe.${stamp}@otailo.test`);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const path of paths) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (path.endsWith('salespeople')) await openEditor(card(page, `Axe ${stamp}`), `Axe ${stamp}`);
      await expectNoViolations(page, path);
    }
  });
}

/**
 * A visitor in New York asks for a demo and books the last slot of a day of its own (the other
 * tests that book take other days, e2e/support/booking.ts, so none takes another's slot).
 */
async function bookAsVisitor(browser: Browser, headers: Record<string, string>, lastName: string, email: string) {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, storageState: { cookies: [], origins: [] }, timezoneId: 'America/New_York', extraHTTPHeaders: headers });
  const page = await context.newPage();
  await page.goto('/en/demo');
  await waitForHydration(page);
  await field(page, 'First name').fill('Vera');
  await field(page, 'Last name').fill(lastName);
  await field(page, 'Work email').fill(email);
  await field(page, 'Company').fill('Admin View Ltd');
  await page.getByRole('button', { name: 'Request my demo' }).click();
  await page.getByRole('link', { name: 'Pick a time' }).click();
  await expect(page).toHaveURL(/tz=America%2FNew_York/);
  const slot = (await laneSlots(page, BOOKING_LANE.adminView)).last();
  const start = new Date((await slot.getAttribute('value'))!);
  await slot.click();
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your demo is booked');
  return { page, start };
}

adminTest('a visitor’s booking: on the Bookings page in both zones, on the lead’s row in the inbox, and under Cancelled once cancelled', async ({ page, browser }, testInfo) => {
  const lastName = `Booked${stampOf()}`;
  const email = uniqueEmail('admin-view');
  const visitor = await bookAsVisitor(browser, visitorHeaders(testInfo), lastName, email);
  // The site's one format: "Thursday, 26 November 2026, 3:30 pm".
  const inZone = (timeZone: string) => {
    const part = Object.fromEntries(
      new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', hourCycle: 'h12', timeZone })
        .formatToParts(visitor.start)
        .map(({ type, value }) => [type, value]),
    );
    return `${part.weekday}, ${part.day} ${part.month} ${part.year}, ${part.hour}:${part.minute} ${part.dayPeriod!.toLowerCase()}`;
  };

  await page.goto('/en/manage/bookings');
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row.getByRole('cell').nth(0)).toHaveText(`${inZone('Europe/Madrid')} (Europe/Madrid)`);
  await expect(row.getByRole('cell').nth(1)).toHaveText(`${inZone('America/New_York')} (America/New_York)`);
  await expect(row.getByRole('cell').nth(2)).toContainText(`Vera ${lastName}${email}Admin View Ltd`);
  await expect(row.getByRole('cell').nth(3)).toHaveText('Otailo demo team');
  await expect(row.getByRole('cell').nth(4)).toHaveText('Confirmed');
  await expectNoViolations(page, 'bookings page with a booking');

  // The visitor's name opens their row in the inbox, which names the meeting.
  await row.getByRole('link', { name: `Vera ${lastName}` }).click();
  await expect(page).toHaveURL(/\/en\/manage\/leads#lead-[0-9a-f-]{36}$/);
  const lead = page.locator(`[id="${new URL(page.url()).hash.slice(1)}"]`);
  await expect(lead).toContainText(email);
  await expect(lead).toContainText(`Demo booked: ${inZone('Europe/Madrid')} (Europe/Madrid) · with Otailo demo team`);

  await visitor.page.getByRole('button', { name: 'Cancel the meeting' }).click();
  await expect(visitor.page.getByRole('heading', { level: 1 })).toHaveText('This meeting is cancelled');
  await visitor.page.context().close();
  await page.reload();
  await expect(lead).toContainText(`Booking cancelled (${inZone('Europe/Madrid')}, with Otailo demo team)`);
  await page.goto('/en/manage/bookings');
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Bookings to show' }).getByRole('link', { name: 'Cancelled' }).click();
  await expect(page.getByRole('row').filter({ hasText: email }).getByRole('cell').nth(4)).toHaveText(/^Cancelled on [A-Z][a-z]+day, \d{1,2} [A-Z][a-z]+ \d{4}, (1[0-2]|[1-9]):[0-5]\d [ap]m$/);
});
