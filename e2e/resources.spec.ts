import { readFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { Download, Page } from '@playwright/test';
import { adminTest } from './support/admin';
import { acceptedFor, deliveredFor, fieldsOf, uniqueEmail } from './support/crm';
import { field } from './support/fields';
import { expect, test, visitorHeaders } from './support/fixtures';
import { mailTo } from './support/mail';
import { E2E_BASE_URL, E2E_CRM } from './support/server-env.mjs';
import { Site } from './support/site';

const GUIDE_ES = '/es/recursos/guia-costo-de-las-devoluciones';
const GUIDE_EN = '/en/resources/returns-cost-playbook';

const bytesOf = async (download: Download) => readFile((await download.path())!);

async function fillSpanishForm(page: Page, email: string) {
  const form = page.getByRole('region', { name: 'Consigue tu copia' });
  await field(form, 'Nombre').fill('Lucía');
  await field(form, 'Apellido').fill('Sanz');
  await field(form, 'Correo de trabajo').fill(email);
  await field(form, 'Empresa').fill('Sanz Moda');
  await form.getByRole('checkbox', { name: /Acepto que Otailo guarde estos datos/ }).check();
  return form;
}

test.describe('the library', () => {
  test('lists the sample guide in each language, filters by type without JavaScript, and links to the guide', async ({ browser }, testInfo) => {
    const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: visitorHeaders(testInfo) });
    const page = await context.newPage();
    const response = await page.goto('/es/recursos');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Recursos' })).toBeVisible();
    const card = page.getByRole('article').filter({ hasText: 'Guía del costo de las devoluciones' });
    await expect(card).toContainText('Guía · Español');
    await expect(card).toContainText('Gratis con un formulario breve');
    await page.getByRole('combobox', { name: 'Tipo' }).selectOption('checklist');
    await page.getByRole('button', { name: 'Aplicar filtro' }).click();
    await expect(page).toHaveURL(/\/es\/recursos\?type=checklist$/);
    await expect(page.getByRole('article').filter({ hasText: 'Guía del costo de las devoluciones' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Ver todos los recursos' }).click();
    await page.getByRole('link', { name: 'Guía del costo de las devoluciones' }).click();
    await expect(page).toHaveURL(new RegExp(`${GUIDE_ES}$`));
    await expect(page.getByRole('heading', { level: 2, name: 'Qué incluye' })).toBeVisible();
    await context.close();
  });

  test('the English guide asks for the form: its file is not served without a link', async ({ page, request }) => {
    await page.goto(GUIDE_EN);
    await expect(page.getByRole('heading', { level: 1, name: 'The returns cost playbook' })).toBeVisible();
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.join('\n')).toContain('"@type":"DigitalDocument"');
    const direct = await request.get(`${GUIDE_EN}/file`, { maxRedirects: 0 });
    expect(direct.status()).toBe(303);
    expect(direct.headers().location).toMatch(new RegExp(`${GUIDE_EN}$`));
  });

  test('a file asked for without a link, or with an unknown one, redirects on the site’s own origin whatever the Host', async () => {
    // The server listens on an address (0.0.0.0 in the Docker image) that is no visitor's: the
    // answer names SITE_URL, never the bind address nor the Host the request came with.
    for (const [target, location] of [
      [`${GUIDE_EN}/file`, GUIDE_EN],
      [`${GUIDE_EN}/file?token=${'A'.repeat(43)}`, `${GUIDE_EN}/link?problem=unknown`],
    ] as const) {
      for (const host of [new URL(E2E_BASE_URL).host, 'www.evil.example']) {
        // node:http, not fetch: fetch sets the Host itself.
        const response = await new Promise<{ status: number; headers: Record<string, string | string[] | undefined> }>((resolve, reject) => {
          const req = httpRequest(`${E2E_BASE_URL}${target}`, { headers: { Host: host }, agent: false }, (res) => {
            res.resume();
            resolve({ status: res.statusCode ?? 0, headers: res.headers });
          });
          req.once('error', reject);
          req.end();
        });
        expect(response.status, `${target} (Host: ${host})`).toBe(303);
        expect(response.headers.location, `${target} (Host: ${host})`).toBe(`${E2E_BASE_URL}${location}`);
      }
    }
  });
});

test('a gated guide in Spanish: the form → the PDF downloads at once → a mailed link that works → the lead at the CRM and in the inbox', async ({ page, browser }, testInfo) => {
  const email = uniqueEmail('recurso');
  await new Site(page).visit(GUIDE_ES);
  const form = await fillSpanishForm(page, email);
  const [download] = await Promise.all([page.waitForEvent('download'), form.getByRole('button', { name: 'Obtener el PDF' }).click()]);
  expect(download.suggestedFilename()).toBe('guia-costo-de-las-devoluciones.pdf');
  expect((await bytesOf(download)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const sent = page.getByRole('status').filter({ hasText: 'Tu descarga está lista' });
  await expect(sent).toContainText('También te hemos enviado por correo un enlace válido durante 7 días.');
  await expect(sent.getByRole('link', { name: 'Descargar el PDF' })).toHaveAttribute('href', /\/es\/recursos\/guia-costo-de-las-devoluciones\/file\?token=[\w-]{43}$/);

  // The mail: in Spanish, with a link of its own that serves the PDF.
  const [mail] = await mailTo(email, { subject: /^Tu descarga: Guía del costo de las devoluciones$/ });
  expect(mail!.text).toContain('Hola, Lucía:');
  const link = /https?:\/\/\S+\/file\?token=[\w-]{43}/.exec(mail!.text)?.[0];
  expect(link).toBeTruthy();
  expect(link!.startsWith(`${E2E_BASE_URL}/es/recursos/guia-costo-de-las-devoluciones/file?token=`)).toBe(true);
  const fromMail = await page.request.get(link!);
  expect(fromMail.status()).toBe(200);
  expect(fromMail.headers()['content-type']).toBe('application/pdf');
  expect(fromMail.headers()['content-disposition']).toBe('attachment; filename="guia-costo-de-las-devoluciones.pdf"');
  expect(fromMail.headers()['x-content-type-options']).toBe('nosniff');
  expect((await fromMail.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The lead: at the CRM on the contact form (no resource form configured), the resource named.
  const [submission] = await deliveredFor(email);
  expect(submission!.formId).toBe(E2E_CRM.contactFormId);
  expect(fieldsOf(submission!)).toMatchObject({ firstname: 'Lucía', lastname: 'Sanz', email, company: 'Sanz Moda' });
  expect(fieldsOf(submission!).message).toContain('Resource download: Guía del costo de las devoluciones (Spanish)');

  // …and in the admin inbox, as a resource download.
  const admin = await browser.newContext({ storageState: 'test-results/admin-state.json', extraHTTPHeaders: visitorHeaders(testInfo) });
  const inbox = await admin.newPage();
  await inbox.goto('/en/manage/leads?kind=resource');
  const row = inbox.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Resource download');
  await admin.close();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts, the page comes back with the download button, and the lead reaches the CRM', async ({ page }) => {
    const email = uniqueEmail('recurso-nojs');
    await page.goto(GUIDE_ES);
    const form = await fillSpanishForm(page, email);
    await form.getByRole('button', { name: 'Obtener el PDF' }).click();
    const sent = page.getByRole('status').filter({ hasText: 'Tu descarga está lista' });
    await expect(sent).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), sent.getByRole('link', { name: 'Descargar el PDF' }).click()]);
    expect((await bytesOf(download)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await deliveredFor(email);
  });

  test('without consent the form comes back with a 422 and a localized error, and nothing is sent', async ({ page }) => {
    const email = uniqueEmail('recurso-sin');
    await page.goto(GUIDE_ES);
    const form = page.getByRole('region', { name: 'Consigue tu copia' });
    await field(form, 'Nombre').fill('Iván');
    await field(form, 'Apellido').fill('Prisa');
    await field(form, 'Correo de trabajo').fill(email);
    await field(form, 'Empresa').fill('Prisa SL');
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      form.locator('form').evaluate((element: HTMLFormElement) => {
        element.noValidate = true;
        element.requestSubmit();
      }),
    ]);
    expect(response.status()).toBe(422);
    await expect(page.getByText('Este campo es obligatorio.')).toBeVisible();
    await expect(field(form, 'Empresa')).toHaveValue('Prisa SL');
    expect(await acceptedFor(email)).toEqual([]);
  });
});

test('a link that is not valid leads to a localized page with the way back to the form, not an error', async ({ page }) => {
  const bogus = `${GUIDE_ES}/file?token=${'A'.repeat(43)}`;
  const response = await page.goto(bogus);
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(/\/es\/recursos\/guia-costo-de-las-devoluciones\/link\?problem=unknown$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Este enlace de descarga no es válido' })).toBeVisible();
  await page.getByRole('link', { name: 'Ir a Guía del costo de las devoluciones' }).click();
  await expect(page).toHaveURL(new RegExp(`${GUIDE_ES}$`));
  // The page an expired link lands on (the expiry itself is tested on both databases in store.test.ts).
  const expired = await page.goto(`${GUIDE_ES}/link?problem=expired`);
  expect(expired?.status()).toBe(410);
  await expect(page.getByRole('heading', { level: 1, name: 'Este enlace de descarga ha caducado' })).toBeVisible();
});

adminTest('an admin uploads a PDF and publishes an open resource: it is on the library and downloads, counted', async ({ page }, testInfo) => {
  await page.setExtraHTTPHeaders(visitorHeaders(testInfo));
  const title = `E2E checklist ${Date.now().toString(36)}`;
  await page.goto('/en/manage/resources/new');
  await field(page, 'Title').fill(title);
  await field(page, 'Summary').fill('A checklist for the returns dock.');
  await field(page, "What's inside (one item per line)").fill('Grade\nPhoto\nRoute');
  await field(page, 'Type').selectOption('checklist');
  await field(page, 'Access').selectOption('open');
  await field(page, 'Status').selectOption('published');
  await page.getByLabel('PDF file').setInputFiles({ name: 'checklist.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% an e2e checklist\n%%EOF\n', 'latin1') });
  await page.getByRole('button', { name: 'Save' }).click();
  // An upload on a busy test machine can take longer than the default wait.
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/Current file: 1 KB/)).toBeVisible();

  await page.goto('/en/resources?type=checklist');
  await page.getByRole('link', { name: title }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download the PDF' }).click()]);
  expect((await bytesOf(download)).toString('latin1')).toBe('%PDF-1.4\n% an e2e checklist\n%%EOF\n');

  await page.goto('/en/manage/resources');
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Open download');
  // The cells after the row's bulk box: language, type, state, access, file, then downloads.
  await expect(row.getByRole('cell').nth(6)).toHaveText('1');
});

adminTest('a file that is not a PDF is refused with a localized error, and nothing is saved', async ({ page }, testInfo) => {
  await page.setExtraHTTPHeaders(visitorHeaders(testInfo));
  const title = `E2E falso ${Date.now().toString(36)}`;
  await page.goto('/es/manage/resources/new');
  await field(page, 'Título').fill(title);
  await field(page, 'Resumen').fill('No es un PDF.');
  await field(page, 'Qué incluye (un elemento por línea)').fill('Nada');
  // A web page named .pdf and declared as one: the bytes decide.
  await page.getByLabel('Archivo PDF').setInputFiles({ name: 'guia.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html><script>alert(1)</script></html>') });
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Este archivo no es un PDF. Elige un documento PDF.')).toBeVisible();
  await expect(field(page, 'Título')).toHaveValue(title);
  await page.goto('/es/manage/resources');
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
});
