import type { Page } from '@playwright/test';
import { adminTest, expect } from './support/admin';
import { expectNoViolations } from './support/axe';
import { E2E_BASE_URL } from './support/server-env.mjs';
import { waitForHydration } from './support/site';

/**
 * Inputs that help (issue 56, finding 3): the country and time-zone pickers search in the admin's
 * language and store codes; the weekly hours take a break and copy a day to the week; a refused
 * input says what to do; an uploaded logo needs no wordmark.
 */

const run = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);
const alert = (page: Page) => page.locator('[role="alert"]:not(#__next-route-announcer__)');
const PNG_LOGO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWP4z8AAAAMBAQCc479ZAAAAAElFTkSuQmCC', 'base64');

adminTest('the Spanish admin picks “México” by typing “Méx”; a name posted instead of a code is refused with what to do; the page names the country', async ({ page, browser }) => {
  const stamp = run();
  const slug = `analista-de-devoluciones-${stamp}`;
  await page.goto('/es/manage/openings/new');
  await waitForHydration(page);
  await page.getByLabel('Nombre del puesto').fill(`Analista de devoluciones ${stamp}`);
  await page.getByLabel('Dirección (slug)').fill(slug);
  await page.getByRole('textbox', { name: 'Equipo', exact: true }).fill('Operaciones');
  await page.getByLabel('Ubicación tal como se muestra').fill('En remoto (México)');
  await page.getByLabel('Resumen').fill('Convierte los datos de devoluciones en decisiones.');
  await page.getByLabel('Qué harás').fill('Informes semanales de devoluciones');
  await page.getByLabel('Qué aportas').fill('Dos años en analítica');
  await page.getByLabel('Contacto de selección (correo)').fill('careers@otailo.com');
  await page.getByLabel('Abierta hasta (UTC)').fill(new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 19));
  await page.getByRole('combobox', { name: 'Idioma', exact: true }).selectOption('es');
  await page.getByRole('combobox', { name: 'Estado', exact: true }).selectOption('published');

  const countries = page.getByLabel('Países donde puede vivir quien solicite el puesto');
  await page.getByRole('searchbox', { name: 'Busca un país' }).fill('Méx');
  await expect(page.getByText('Coincide 1 país.')).toBeVisible();
  await expect(countries.locator('option:not([hidden])')).toHaveText(['México']);
  await countries.locator('option', { hasText: 'México' }).click();
  await expect(countries).toHaveValues(['MX']);
  await expect(page.getByText('Elegidos: México')).toBeVisible();
  // Enter in the search box does not post the form.
  await page.getByRole('searchbox', { name: 'Busca un país' }).press('Enter');
  await expect(alert(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Guardar oferta' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Oferta guardada.' })).toBeVisible();
  await expect(page.getByLabel('Países donde puede vivir quien solicite el puesto')).toHaveValues(['MX']);
  const editUrl = page.url();

  // A country's name sent where the code goes (an old form, a script): refused, saying what to do, nothing stored.
  await page.getByLabel('Países donde puede vivir quien solicite el puesto').evaluate((select: HTMLSelectElement) => {
    select.add(new Option('Mexico', 'Mexico', true, true));
  });
  await page.getByRole('button', { name: 'Guardar oferta' }).click();
  await expect(page.getByText('Elige un país de la lista.')).toBeVisible();
  await expect(page.getByLabel('Países donde puede vivir quien solicite el puesto')).toHaveAttribute('aria-invalid', 'true');
  await page.goto(editUrl);
  await expect(page.getByLabel('Países donde puede vivir quien solicite el puesto')).toHaveValues(['MX']);

  const visitor = await browser.newContext({ baseURL: E2E_BASE_URL, storageState: { cookies: [], origins: [] } });
  const v = await visitor.newPage();
  await v.goto(`/es/empleo/${slug}`);
  await expect(v.getByTestId('opening-countries')).toHaveText('Puedes vivir en: México');
  await visitor.close();
});

adminTest('the English admin picks a zone by typing “New York”, and gives Monday a break copied to every weekday', async ({ page }) => {
  const name = `Zone Picker ${run()}`;
  await page.goto('/en/manage/bookings/salespeople');
  await waitForHydration(page);
  const form = page.getByRole('region', { name: 'Add a salesperson' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await form.getByLabel('Email').fill(`${name.replace(/\W+/g, '.').toLowerCase()}@otailo.test`);
  await form.getByRole('searchbox', { name: 'Find a time zone (a city or an offset)' }).fill('New York');
  await expect(form.getByRole('combobox', { name: 'Time zone' })).toHaveValue('America/New_York');
  await expect(form.getByRole('combobox', { name: 'Time zone' }).locator('option:checked')).toHaveText(/^New York .*\(GMT-[45]\)$/);

  // A new salesperson starts Monday to Friday 09:00–17:00; Monday gets a lunch break, then is copied to the weekdays.
  await expect(form.getByRole('checkbox', { name: 'Tuesday: takes demos' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'Saturday: takes demos' })).not.toBeChecked();
  await form.getByLabel('Monday, block 1: to').fill('13:00');
  await form.getByLabel('Monday, block 2: from').fill('14:00');
  await form.getByLabel('Monday, block 2: to').fill('17:00');
  await form.getByRole('button', { name: 'Copy Monday\'s hours to Monday through Friday' }).click();
  await expect(form.getByLabel('Thursday, block 2: from')).toHaveValue('14:00');
  await expect(form.getByLabel('Saturday, block 1: from')).toBeHidden();
  await form.getByLabel('Minimum notice (hours)').fill('336');

  // An end before its start is refused, naming the day and both times.
  await form.getByLabel('Friday, block 2: to').fill('12:00');
  await form.getByRole('button', { name: 'Add salesperson' }).click();
  await expect(form.getByText('Friday: the end, 12:00, is before the start, 14:00. Enter a later end.')).toBeVisible();
  await form.getByLabel('Friday, block 2: to').fill('17:00');
  await form.getByRole('button', { name: 'Add salesperson' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${name} was added.` })).toBeVisible();

  await page.reload();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
  await expect(card).toContainText('America/New_York');
  const day = '09:00–13:00, 14:00–17:00';
  await expect(card).toContainText(`Mon ${day} · Tue ${day} · Wed ${day} · Thu ${day} · Fri ${day}`);
  await expectNoViolations(page, 'salespeople with the pickers');
});

adminTest('the Spanish admin finds a zone by its Spanish name', async ({ page }) => {
  await page.goto('/es/manage/bookings/salespeople');
  await waitForHydration(page);
  const form = page.getByRole('region', { name: 'Agregar un ejecutivo de ventas' });
  await form.getByRole('searchbox', { name: 'Busca una zona horaria (una ciudad o un desfase)' }).fill('Nueva York');
  await expect(form.getByRole('combobox', { name: 'Zona horaria' })).toHaveValue('America/New_York');
  await expect(form.getByRole('button', { name: 'Copiar el horario de este día (Lunes) de lunes a viernes' })).toBeVisible();
  await expectNoViolations(page, 'salespeople (es)');
});

adminTest('an uploaded logo needs no wordmark: the style follows the upload', async ({ page }) => {
  const stamp = run();
  const name = `Logo Only ${stamp}`;
  await page.goto('/en/manage/integrations/new');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByLabel('Address (slug)').fill(`e2e-logo-only-${stamp}`);
  await expect(page.getByLabel('Logo style')).toHaveValue('wordmark');
  await page.getByLabel(/^Upload a logo/).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_LOGO });
  await expect(page.getByLabel('Logo style')).toHaveValue('image');
  await page.getByRole('group', { name: 'English texts' }).getByLabel('Description').fill('Returns synced with a partner.');
  await page.getByRole('group', { name: 'Spanish texts' }).getByLabel('Description').fill('Devoluciones sincronizadas con un socio.');
  await page.getByRole('button', { name: 'Save integration' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Integration saved.' })).toBeVisible();
  await expect(page.getByText('Fill this in.')).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Uploaded logo' })).toBeVisible();
  await expect(page.getByLabel('Logo style')).toHaveValue('image');
});

adminTest('editors extend the integration categories: a new one is in the public filter in both languages; one in use cannot be deleted', async ({ page }) => {
  const stamp = run();
  const slug = `erp-${stamp}`.slice(0, 20);
  await page.goto('/en/manage/integrations');
  await page.getByRole('link', { name: 'Categories', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Integration categories');
  await waitForHydration(page);
  const add = page.getByRole('region', { name: 'Add a category' });
  await add.getByLabel('Name in English').fill('ERP');
  await add.getByLabel('Name in Spanish').fill('ERP');
  // The sample already has an ERP category at the address "erp": the field says so and what to do.
  await add.getByRole('button', { name: 'Add category' }).click();
  await expect(add.getByText('Another category already uses this address: choose another.')).toBeVisible();
  await add.getByLabel('Address (slug)').fill(slug);
  await add.getByRole('button', { name: 'Add category' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'ERP saved.' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: slug })).toContainText('No integrations');

  // The directory's filter offers it (a filtered view is served per request), in both languages.
  for (const path of ['/en/integrations?status=live', '/es/integraciones?status=live']) {
    await page.goto(path);
    await expect(page.locator(`#integrations-group option[value="${slug}"]`)).toHaveText('ERP');
  }

  // A category in use cannot be deleted; the admin is told why and what to do, in Spanish too.
  await page.goto('/es/manage/integrations/categories');
  await page.getByRole('button', { name: 'Eliminar Envíos y logística' }).click();
  await expect(alert(page)).toHaveText(/^Envíos y logística tiene \d+ integraciones\. Mueve cada una a otra categoría y después elimínala\.$/);
  await expect(page.getByRole('heading', { level: 3, name: 'Envíos y logística' })).toBeVisible();
  await page.goto('/en/manage/integrations/categories');
  const mine = page.getByRole('listitem').filter({ hasText: slug });
  await mine.getByRole('button', { name: 'Delete ERP' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Category deleted.' })).toBeVisible();
  await page.goto('/en/integrations?status=live');
  await expect(page.locator(`#integrations-group option[value="${slug}"]`)).toHaveCount(0);
  await page.goto('/en/manage/audit?action=integration.category.delete');
  await expect(page.getByRole('row').filter({ hasText: 'Deleted an integration category' }).first()).toBeVisible();
});
