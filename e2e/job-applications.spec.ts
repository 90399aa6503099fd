import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page, TestInfo } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import { uniqueEmail } from './support/crm';
import { field } from './support/fields';
import { expect, test, visitorHeaders } from './support/fixtures';
import { mailTo } from './support/mail';
import { E2E_ADMIN_STATE, E2E_BASE_URL } from './support/server-env.mjs';
import { waitForHydration } from './support/site';
import { smallPdf } from '../lib/features/applications/cv.fixture';

/**
 * Issue 55 (2): applying for a job is no longer a mailto. Each opening has its form (`/apply`): the
 * application is stored, the hiring contact (the seeded openings': careers@otailo.com) and the
 * applicant are mailed, and the team reads it, downloads the CV and moves it along in the admin area.
 */

const CAREERS = 'careers@otailo.com';
const EN = { opening: '/en/careers/customer-success-manager', apply: '/en/careers/customer-success-manager/apply', title: 'Customer Success Manager' };
const ES = { opening: '/es/empleo/representante-de-desarrollo-de-ventas', apply: '/es/empleo/representante-de-desarrollo-de-ventas/apply', title: 'Representante de desarrollo de ventas (SDR)' };

/** Text matched as it is in a regular expression (a job title has parentheses). */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A small but complete PDF, different each time (its note), as the applicant's CV. */
const pdf = (note: string) => Buffer.from(smallPdf(note));
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

/** A plain name no other test uses (names take letters only). */
const uniqueName = (first: string) => `${first} ${Date.now().toString(36).replace(/\d/g, (digit) => 'bcdfghjklm'[Number(digit)]!)}${Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 4)}`.replace(/ (.)/, (_, letter: string) => ` ${letter.toUpperCase()}`);

const LABELS = {
  en: { name: 'Full name', email: 'Email', profile: 'LinkedIn profile or portfolio (optional)', message: 'Message (optional)', cv: 'CV (PDF, up to 5 MB)', consent: /^I agree that Otailo keeps my application/, send: 'Send application' },
  es: { name: 'Nombre completo', email: 'Correo electrónico', profile: 'Perfil de LinkedIn o portafolio (opcional)', message: 'Mensaje (opcional)', cv: 'CV (PDF, hasta 5 MB)', consent: /^Acepto que Otailo guarde mi solicitud/, send: 'Enviar solicitud' },
} as const;

/** Fills the form's typed fields and ticks consent (the CV is chosen by each test). */
async function fillForm(page: Page, language: 'en' | 'es', who: { name: string; email: string }) {
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: LABELS[language].send }) });
  const labels = LABELS[language];
  await field(form, labels.name).fill(who.name);
  await field(form, labels.email).fill(who.email);
  await field(form, labels.profile).fill('https://www.linkedin.com/in/applicant');
  await field(form, labels.message).fill(language === 'es' ? 'Me encantan las devoluciones.' : 'I love returns.');
  await form.getByRole('checkbox', { name: labels.consent }).check();
  return form;
}

const expectKept = async (form: Locator, language: 'en' | 'es', who: { name: string; email: string }) => {
  await expect(field(form, LABELS[language].name)).toHaveValue(who.name);
  await expect(field(form, LABELS[language].email)).toHaveValue(who.email);
  await expect(field(form, LABELS[language].message)).toHaveValue(language === 'es' ? 'Me encantan las devoluciones.' : 'I love returns.');
};

async function adminPage(browser: Browser, testInfo: TestInfo) {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, storageState: E2E_ADMIN_STATE, extraHTTPHeaders: visitorHeaders(testInfo) });
  return { page: await context.newPage(), close: () => context.close() };
}

const SITES = {
  en: { ...EN, applyNow: 'Apply Now', heading: `Apply for ${EN.title}`, sent: 'Application sent', mailed: 'We have emailed you a confirmation', subject: `We received your application: ${EN.title}`, hello: (name: string) => `Hello ${name},`, kept: 'for 180 days, then delete them', language: 'English' },
  es: { ...ES, applyNow: 'Solicitar el puesto', heading: `Solicita el puesto de ${ES.title}`, sent: 'Solicitud enviada', mailed: 'Te hemos enviado una confirmación por correo', subject: `Recibimos tu solicitud: ${ES.title}`, hello: (name: string) => `Hola, ${name}:`, kept: 'durante 180 días', language: 'Spanish' },
} as const;

/**
 * From the opening's page: Apply Now, the form (accessible, within the screen's width), a CV sent,
 * the confirmation on the page, then both mails: the applicant's in their language, the hiring
 * contact's naming the application in the admin area. Returns the application's id and its CV.
 */
async function applyFromOpening(page: Page, language: 'en' | 'es', first: string) {
  const site = SITES[language];
  const who = { name: uniqueName(first), email: uniqueEmail(`apply-${language}`) };
  const width = page.viewportSize()!.width;
  await page.goto(site.opening);
  const postings = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text)).flat();
  expect(postings.find((item) => item['@type'] === 'JobPosting')).toMatchObject({ title: site.title, directApply: true });
  await page.getByRole('link', { name: site.applyNow }).click();
  await expect(page).toHaveURL(new RegExp(`${site.apply}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.heading);
  // After a client-side navigation the opening's robots tag leaves the head a moment after the form's arrives.
  await expect(page.locator('meta[name="robots"]')).toHaveCount(1);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await waitForHydration(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await expectNoViolations(page, `application form (${language}, ${width} px)`);

  const cv = pdf(`CV of ${who.name}`);
  const form = await fillForm(page, language, who);
  await page.getByLabel(LABELS[language].cv).setInputFiles({ name: 'my-cv.pdf', mimeType: 'application/pdf', buffer: cv });
  await form.getByRole('button', { name: LABELS[language].send }).click();
  await expect(page.getByRole('status').filter({ hasText: site.sent })).toContainText(site.mailed, { timeout: 15_000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

  const [confirmation] = await mailTo(who.email, { subject: new RegExp(`^${literally(site.subject)}$`) });
  expect(confirmation!.language).toBe(language);
  expect(confirmation!.text).toContain(site.hello(who.name));
  expect(confirmation!.text).toContain(site.kept);
  const [team] = await mailTo(CAREERS, { subject: new RegExp(`^${literally(`New application: ${site.title} — ${who.name}`)}$`) });
  expect(team!.text).toContain(`Email: ${who.email}`);
  expect(team!.text).toContain(`Language: ${site.language}`);
  expect(team!.text).toContain('Profile: https://www.linkedin.com/in/applicant');
  const link = new RegExp(`${E2E_BASE_URL.replace(/[.:/]/g, '\\$&')}/en/manage/applications/(\\d+)`).exec(team!.text);
  expect(link, team!.text).not.toBeNull();
  return { who, cv, id: link![1]! };
}

for (const [width, label] of [
  [1280, 'desktop'],
  [390, 'a phone (390 px)'],
] as const) {
  test.describe(`on ${label}`, () => {
    test.use({ viewport: { width, height: 844 } });
    for (const language of ['en', 'es'] as const) {
      test(`in ${language === 'en' ? 'English' : 'Spanish'}: ${SITES[language].applyNow} → the form → the confirmation, and both mails`, async ({ page }) => {
        await applyFromOpening(page, language, language === 'en' ? 'Ada' : 'Lucía');
      });
    }
  });
}

test('the team lists the application, downloads its CV (the same bytes) and moves it along; no stranger gets the CV', async ({ page, browser, request }, testInfo) => {
  test.setTimeout(90_000);
  const { who, cv, id } = await applyFromOpening(page, 'en', 'Grace');
  // The CV is no one's to read without signing in.
  const anonymous = await request.get(`/api/admin/applications/${id}/cv`);
  expect(anonymous.status()).toBe(401);
  expect(await anonymous.text()).not.toContain('%PDF');

  const admin = await adminPage(browser, testInfo);
  await admin.page.goto('/en/manage/applications');
  const row = admin.page.getByRole('row').filter({ hasText: who.name });
  await expect(row).toContainText(EN.title);
  await expect(row).toContainText('English');
  await expect(row).toContainText('New');
  await row.getByRole('link', { name: who.name }).click();
  await expect(admin.page).toHaveURL(new RegExp(`/en/manage/applications/${id}$`));
  await expect(admin.page.getByRole('heading', { level: 1 })).toHaveText(`Application from ${who.name}`);
  const [download] = await Promise.all([admin.page.waitForEvent('download'), admin.page.getByRole('link', { name: /^Download the CV/ }).click()]);
  expect(download.suggestedFilename()).toBe(`cv-application-${id}.pdf`);
  expect(Buffer.compare(await readFile((await download.path())!), cv)).toBe(0);
  const direct = await admin.page.request.get(`/api/admin/applications/${id}/cv`);
  expect(direct.headers()).toMatchObject({ 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="cv-application-${id}.pdf"`, 'x-content-type-options': 'nosniff' });
  expect(direct.headers()['cache-control']).toContain('no-store');
  await expectNoViolations(admin.page, 'application detail');

  // Moved along, then found by its status and its opening.
  await admin.page.getByRole('combobox', { name: 'Status' }).selectOption('interview');
  await admin.page.getByRole('button', { name: 'Save status' }).click();
  await expect(admin.page.getByRole('status').filter({ hasText: 'Status saved.' })).toBeVisible();
  await admin.page.goto('/en/manage/applications');
  await admin.page.getByRole('combobox', { name: 'Opening' }).selectOption({ label: EN.title });
  await admin.page.getByRole('combobox', { name: 'Status' }).selectOption('interview');
  await admin.page.getByRole('button', { name: 'Filter' }).click();
  await expect(admin.page).toHaveURL(/\/en\/manage\/applications\?opening=\d+&status=interview$/);
  await expect(admin.page.getByRole('row').filter({ hasText: who.name })).toContainText('Interview');
  await expectNoViolations(admin.page, 'applications list');
  await admin.page.goto('/en/manage/applications?status=hired');
  await expect(admin.page.getByRole('row').filter({ hasText: who.name })).toHaveCount(0);

  // Deleted with its CV: gone from the list, and the CV route has nothing to give.
  await admin.page.goto(`/en/manage/applications/${id}`);
  await admin.page.getByRole('checkbox', { name: 'Yes, delete this application and its CV' }).check();
  await admin.page.getByRole('button', { name: 'Delete application' }).click();
  await expect(admin.page.getByRole('status').filter({ hasText: 'The application and its CV were deleted.' })).toBeVisible();
  await expect(admin.page.getByRole('row').filter({ hasText: who.name })).toHaveCount(0);
  expect((await admin.page.request.get(`/api/admin/applications/${id}/cv`)).status()).toBe(404);
  await admin.close();
});

test.describe('bad files, on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('in English: a file that is not a PDF and one over 5 MB are refused in words, the fields kept', async ({ page }) => {
    const who = { name: uniqueName('Grace'), email: uniqueEmail('apply-bad') };
    await page.goto(EN.apply);
    await waitForHydration(page);
    const form = await fillForm(page, 'en', who);
    const cv = page.getByLabel(LABELS.en.cv);
    // A picture named like a PDF: the server reads its bytes.
    await cv.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PNG });
    await form.getByRole('button', { name: LABELS.en.send }).click();
    await expect(form.getByText('This file is not a PDF. Choose your CV as a PDF file.')).toBeVisible();
    await expect(cv).toHaveAttribute('aria-invalid', 'true');
    await expectKept(form, 'en', who);
    // Too large: said before anything is sent.
    const big = Buffer.concat([pdf('big'), Buffer.alloc(5 * 1024 * 1024)]);
    let posted = false;
    page.on('request', (sent) => {
      if (sent.method() === 'POST') posted = true;
    });
    await cv.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: big });
    await form.getByRole('button', { name: LABELS.en.send }).click();
    await expect(form.getByText('This file is larger than 5 MB. Choose a smaller PDF.')).toBeVisible();
    await expectKept(form, 'en', who);
    expect(posted).toBe(false);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the Spanish form posts and comes back with the confirmation; a bad file or a closed opening comes back with a 422, in words, the fields kept', async ({ page }) => {
    const who = { name: uniqueName('Iván'), email: uniqueEmail('apply-nojs') };
    await page.goto(ES.apply);
    let form = await fillForm(page, 'es', who);
    await page.getByLabel(LABELS.es.cv).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PNG });
    const [refused] = await Promise.all([page.waitForResponse((response) => response.request().method() === 'POST'), form.getByRole('button', { name: LABELS.es.send }).click()]);
    expect(refused.status()).toBe(422);
    form = page.locator('form').filter({ has: page.getByRole('button', { name: LABELS.es.send }) });
    await expect(form.getByText('Este archivo no es un PDF. Elige tu CV en formato PDF.')).toBeVisible();
    await expect(form.getByText('Vuelve a elegir tu archivo')).toBeVisible();
    await expectKept(form, 'es', who);

    // Over 5 MB but under the server's 6 MB body limit: the action says so, in words.
    await page.getByLabel(LABELS.es.cv).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([pdf('big'), Buffer.alloc(5 * 1024 * 1024 + 100_000)]) });
    await form.getByRole('checkbox', { name: LABELS.es.consent }).check();
    const [tooBig] = await Promise.all([page.waitForResponse((response) => response.request().method() === 'POST'), form.getByRole('button', { name: LABELS.es.send }).click()]);
    expect(tooBig.status()).toBe(422);
    await expect(page.getByText('Este archivo pesa más de 5 MB. Elige un PDF más pequeño.')).toBeVisible();
    await expectKept(page.locator('form').filter({ has: page.getByRole('button', { name: LABELS.es.send }) }), 'es', who);

    // An opening that stopped taking applications while the form was open (its hidden field names it).
    await page.getByLabel(LABELS.es.cv).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf(who.name) });
    await page.locator('input[name="opening"]').evaluate((input: HTMLInputElement) => (input.value = 'no-such-opening'));
    const [closed] = await Promise.all([page.waitForResponse((response) => response.request().method() === 'POST'), page.getByRole('button', { name: LABELS.es.send }).click()]);
    expect(closed.status()).toBe(422);
    await expect(page.getByRole('alert').filter({ hasText: 'Este puesto ya no recibe solicitudes.' })).toBeVisible();
    await expectKept(page.locator('form').filter({ has: page.getByRole('button', { name: LABELS.es.send }) }), 'es', who);

    await page.getByLabel(LABELS.es.cv).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf(who.name) });
    await page.getByRole('checkbox', { name: LABELS.es.consent }).check();
    await page.getByRole('button', { name: LABELS.es.send }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Solicitud enviada' })).toBeVisible();
    await mailTo(who.email, { subject: new RegExp(`^${literally(`Recibimos tu solicitud: ${ES.title}`)}$`) });
  });
});

test.describe('without JavaScript, a body over the server’s limit', () => {
  test.use({ javaScriptEnabled: false });

  test('is refused before the action with a 413 and a page in the visitor’s language, never a 500', async ({ page }) => {
    await page.goto(ES.apply);
    const form = await fillForm(page, 'es', { name: uniqueName('Olga'), email: uniqueEmail('apply-huge') });
    await page.getByLabel(LABELS.es.cv).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([pdf('huge'), Buffer.alloc(7 * 1024 * 1024)]) });
    const [refused] = await Promise.all([page.waitForResponse((response) => response.request().method() === 'POST'), form.getByRole('button', { name: LABELS.es.send }).click()]);
    expect(refused.status()).toBe(413);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Solicitud demasiado grande');
  });
});

test('an opening without a form, or unknown, has no application page; the CV route answers no stranger', async ({ request }) => {
  expect((await request.get('/en/careers/no-such-opening/apply')).status()).toBe(404);
  expect((await request.get('/es/empleo/no-such-opening/apply')).status()).toBe(404);
  // Under the other locale, the form leads to its translation's.
  const moved = await request.get('/es/careers/customer-success-manager/apply', { maxRedirects: 0 });
  expect([307, 308]).toContain(moved.status());
  for (const id of ['1', '999999', 'abc', '../../etc/passwd']) {
    const response = await request.get(`/api/admin/applications/${id}/cv`);
    expect([401, 404], id).toContain(response.status());
    expect(response.headers()['content-type'] ?? '', id).not.toContain('application/pdf');
  }
});
