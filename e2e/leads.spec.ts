import { field } from './support/fields';
import type { Locator, Page } from '@playwright/test';
import { acceptedFor, deliveredFor, fieldsOf, requestsFor, uniqueEmail } from './support/crm';
import { expect, test, visitorHeaders } from './support/fixtures';
import { E2E_BASE_URL, E2E_CRM } from './support/server-env.mjs';
import { Site } from './support/site';

const DIALOG = {
  en: { path: '/en/about', button: 'Fix My Margins', title: 'Book a 15-min Demo', firstField: 'First name' },
  es: { path: '/es', button: 'Mejorar mis márgenes', title: 'Reservar Demo de 15 min', firstField: 'Nombre' },
};

async function openDemoDialog(page: Page, locale: keyof typeof DIALOG = 'en') {
  const { path, button, title, firstField } = DIALOG[locale];
  const site = new Site(page);
  await site.visit(path);
  await site.header.getByRole('link', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(field(dialog, firstField)).toBeVisible();
  return dialog;
}

test.describe('demo dialog', () => {
  test.use({ extraHTTPHeaders: { 'Accept-Language': 'es-MX,es;q=0.9' } });

  test('sends the request to the CRM with the spec fields and page context', async ({ page }, testInfo) => {
    await page.setExtraHTTPHeaders({ ...visitorHeaders(testInfo), 'Accept-Language': 'es-MX,es;q=0.9' });
    const email = uniqueEmail('demo');
    const dialog = await openDemoDialog(page);
    // Prefilled from the request: the region of the preferred language.
    await expect(field(dialog, 'Country (optional)')).toHaveValue('MX');
    await field(dialog, 'First name').fill('Ana');
    await field(dialog, 'Last name').fill('Pérez Gil');
    await field(dialog, 'Work email').fill(email);
    await field(dialog, 'Company').fill('Acme Returns');
    await expect(field(dialog, 'Work email')).toHaveAttribute('type', 'email');
    await dialog.getByRole('button', { name: 'Request my demo' }).click();
    await expect(dialog.getByRole('heading', { name: 'Thank You!' })).toBeVisible();

    const [submission] = await deliveredFor(email);
    expect(submission!.portalId).toBe(E2E_CRM.portalId);
    expect(submission!.formId).toBe(E2E_CRM.demoFormId);
    expect(fieldsOf(submission!)).toEqual({ firstname: 'Ana', lastname: 'Pérez Gil', email, company: 'Acme Returns', country: 'Mexico' });
    expect(submission!.body.context).toEqual({ pageUri: `${E2E_BASE_URL}/en/about`, pageName: await page.title() });
    expect(Number(submission!.body.submittedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(Number(submission!.body.submittedAt)).toBeLessThanOrEqual(submission!.at);

    // Close resets the dialog: the next visit starts with an empty form.
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();
    await page.getByRole('banner').getByRole('link', { name: 'Fix My Margins' }).click();
    await expect(field(dialog, 'First name')).toHaveValue('');
    await expect(dialog.getByRole('heading', { name: 'Thank You!' })).toBeHidden();
  });
});

test('the demo form checks every field in the visitor language and sends nothing invalid', async ({ page }) => {
  const email = 'not-an-email@';
  const dialog = await openDemoDialog(page, 'es');
  await dialog.getByRole('button', { name: 'Solicitar mi demo' }).click();
  await expect(dialog.getByText('Este campo es obligatorio.')).toHaveCount(4);
  await expect(field(dialog, 'Nombre')).toBeFocused();
  await expect(field(dialog, 'Nombre')).toHaveAttribute('aria-invalid', 'true');

  await field(dialog, 'Nombre').fill('Luis');
  await field(dialog, 'Apellido').fill('Mora');
  await field(dialog, 'Correo de trabajo').fill(email);
  await field(dialog, 'Empresa').fill('Acme');
  await dialog.getByRole('button', { name: 'Solicitar mi demo' }).click();
  await expect(dialog.getByText('Escribe un correo electrónico válido, por ejemplo nombre@empresa.com.')).toBeVisible();
  await expect(field(dialog, 'Correo de trabajo')).toBeFocused();
  await page.waitForTimeout(1000);
  expect(await requestsFor(email)).toEqual([]);
});

test('every demo button opens the dialog: hero, final call to action, solution pages', async ({ page }) => {
  const site = new Site(page);
  await site.visit('/en');
  for (const name of ['Book a 15-min Demo', 'Unlock +20% Recovery']) {
    await page.getByRole('main').getByRole('link', { name }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Book a 15-min Demo' });
    await expect(field(dialog, 'Work email')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  await site.visit('/en/solutions-warranty');
  await page.getByRole('main').locator('[data-demo-trigger]').first().click();
  await expect(page.getByRole('dialog', { name: 'Book a 15-min Demo' }).getByLabel('Work email')).toBeVisible();
});

test.describe('contact page', () => {
  test('shows the ways to reach us and sends a message to the CRM', async ({ page }) => {
    const email = uniqueEmail('contact');
    const site = new Site(page);
    await site.visit('/en/contact');
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    // No CONTACT_PHONE in the test server's environment: the brief's fictional number (555-01xx).
    await expect(page.getByRole('heading', { name: 'Call Us' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: '+1 (555) 010-0199' })).toHaveAttribute('href', 'tel:+15550100199');
    await expect(page.getByRole('main').getByRole('link', { name: 'Book a 15-min Demo' })).toHaveAttribute('href', '/en/demo');
    await expect(page.getByRole('link', { name: 'hello@otailo.com' }).first()).toHaveAttribute('href', 'mailto:hello@otailo.com');

    const form = page.locator('form', { has: field(page, 'Full name') });
    await field(form, 'Full name').fill('María José  Fernández');
    await field(form, 'Email address').fill(email);
    await field(form, 'Company (optional)').fill('Northwind 3PL');
    await expect(field(form, 'What are you interested in? (optional)').locator('option')).toHaveText([
      'Select a topic',
      'Returns management software',
      'Reverse logistics',
      'Integration with our platform',
      'Enterprise solutions',
      'Other',
    ]);
    await field(form, 'What are you interested in? (optional)').selectOption({ label: 'Reverse logistics' });
    await field(form, 'Message').fill('We process 40k returns a month.\nCan you help?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeFocused();

    const [submission] = await deliveredFor(email);
    expect(submission!.formId).toBe(E2E_CRM.contactFormId);
    expect(fieldsOf(submission!)).toEqual({
      firstname: 'María',
      lastname: 'José Fernández',
      email,
      company: 'Northwind 3PL',
      message: 'We process 40k returns a month.\nCan you help?',
      interest: 'reverse logistics',
      // The contact form asks no country: the request's (here the browser language's region) is sent.
      country: 'United States',
    });
    expect(submission!.body.context.pageUri).toBe(`${E2E_BASE_URL}/en/contact`);

    await page.getByRole('link', { name: 'Send Another Message' }).click();
    await expect(field(page, 'Full name')).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  test('a name without a space goes to both CRM name fields', async ({ page }) => {
    const email = uniqueEmail('mononym');
    const site = new Site(page);
    await site.visit('/en/contact');
    await field(page, 'Full name').fill('Madonna');
    await field(page, 'Email address').fill(email);
    await field(page, 'Message').fill('Hello');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
    const [submission] = await deliveredFor(email);
    expect(fieldsOf(submission!)).toMatchObject({ firstname: 'Madonna', lastname: 'Madonna' });
  });

  test('a double click sends one message', async ({ page }) => {
    const email = uniqueEmail('double');
    const site = new Site(page);
    await site.visit('/en/contact');
    await field(page, 'Full name').fill('Dana Double');
    await field(page, 'Email address').fill(email);
    await field(page, 'Message').fill('Once, please.');
    await page.getByRole('button', { name: 'Send Message' }).dblclick();
    await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
    await deliveredFor(email);
    await page.waitForTimeout(2000);
    expect(await acceptedFor(email)).toHaveLength(1);
  });

  test('shows "Sending..." on a disabled button while the message is sent', async ({ page }) => {
    const site = new Site(page);
    await site.visit('/es/contacto');
    await page.route('**/es/contacto', async (route) => {
      if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await field(page, 'Nombre completo').fill('Lucía Sanz');
    await field(page, 'Correo electrónico').fill(uniqueEmail('slow'));
    await field(page, 'Mensaje').fill('Hola');
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    const busy = page.getByRole('button', { name: 'Enviando...' });
    await expect(busy).toBeDisabled();
    await expect(page.getByRole('heading', { name: '¡Mensaje enviado!' })).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  /** Posts a form past the browser's own checks; resolves with the server's answer. */
  async function submitUnchecked(form: Locator) {
    const [response] = await Promise.all([
      form.page().waitForResponse((r) => r.request().method() === 'POST'),
      form.evaluate((element: HTMLFormElement) => {
        element.noValidate = true;
        element.requestSubmit();
      }),
    ]);
    return response;
  }

  test('the demo page takes a request and the lead reaches the CRM', async ({ page }) => {
    const email = uniqueEmail('nojs');
    await page.goto('/en/demo');
    await field(page, 'First name').fill('Noah');
    await field(page, 'Last name').fill('Script');
    await field(page, 'Work email').fill(email);
    await field(page, 'Company').fill('Plain HTML Inc');
    await field(page, 'Country (optional)').selectOption('CA');
    await page.getByRole('button', { name: 'Request my demo' }).click();
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    const [submission] = await deliveredFor(email);
    expect(fieldsOf(submission!)).toEqual({ firstname: 'Noah', lastname: 'Script', email, company: 'Plain HTML Inc', country: 'Canada' });
    expect(submission!.body.context).toEqual({ pageUri: `${E2E_BASE_URL}/en/demo`, pageName: 'Book a 15-min Demo | Otailo' });
  });

  test('a refused value comes back with a 422, its message, and everything typed', async ({ page }) => {
    await page.goto('/en/contact');
    await field(page, 'Full name').fill('Ivy Invalid');
    await field(page, 'Email address').fill('ivy@example');
    await field(page, 'Message').fill('Keep this text.');
    // The browser's own check would stop a malformed address; a visitor can still send one.
    const response = await submitUnchecked(page.locator('form').first());
    expect(response.status()).toBe(422);
    await expect(page.getByText('Enter a valid email address, such as name@company.com.')).toBeVisible();
    await expect(field(page, 'Full name')).toHaveValue('Ivy Invalid');
    await expect(field(page, 'Message')).toHaveValue('Keep this text.');
    expect(await requestsFor('ivy@example')).toEqual([]);
  });

  test('a refused demo request comes back with the country still chosen', async ({ page }) => {
    await page.goto('/en/demo');
    await field(page, 'First name').fill('Uma');
    await field(page, 'Work email').fill('uma@example');
    await field(page, 'Country (optional)').selectOption('PT');
    const response = await submitUnchecked(page.locator('main form'));
    expect(response.status()).toBe(422);
    await expect(field(page, 'First name')).toHaveValue('Uma');
    await expect(field(page, 'Country (optional)')).toHaveValue('PT');
    await expect(field(page, 'Country (optional)').locator('option:checked')).toHaveText('Portugal');
    expect(await requestsFor('uma@example')).toEqual([]);
  });
});

test('over the rate limit the visitor sees the banner, a countdown, and keeps what they typed; a colleague at the same address still sends theirs', async ({ page, context }) => {
  test.setTimeout(60_000);
  const site = new Site(page);
  await site.visit('/en/contact');
  const email = `rita.${Date.now()}@example.com`;
  const send = async (n: number, tab = page, from = email) => {
    await field(tab, 'Full name').fill(`Rita Rate ${'abcdefghij'[n]}`);
    await field(tab, 'Email address').fill(from);
    await field(tab, 'Message').fill(`Message number ${n}`);
    await tab.getByRole('button', { name: 'Send Message' }).click();
  };
  // Four messages from one email address in ten minutes are fine (lib/infra/rate-limit); the fifth is refused.
  for (let n = 1; n <= 4; n += 1) {
    await send(n);
    await page.getByRole('link', { name: 'Send Another Message' }).click();
  }
  await send(9);
  const banner = page.getByRole('alert').filter({ hasText: 'API Rate Limit Exceeded' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Rate limit exceeded. Please try again later.');
  const retry = banner.getByRole('button', { name: /^Retry in \d+s$/ });
  await expect(retry).toBeDisabled();
  await expect(retry).toHaveText(/Retry in (30|29|28)s/);
  // One way to send again, once the wait is over: the form's own button waits too.
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeDisabled();
  await expect(field(page, 'Full name')).toHaveValue('Rita Rate j');
  await expect(field(page, 'Message')).toHaveValue('Message number 9');

  // A colleague behind the same office address (this test's X-Forwarded-For) sends theirs.
  const colleague = await context.newPage();
  await new Site(colleague).visit('/en/contact');
  await send(1, colleague, `rita.colleague.${Date.now()}@example.com`);
  await expect(colleague.getByRole('link', { name: 'Send Another Message' })).toBeVisible();
  await colleague.close();
});
