import type { Browser, BrowserContext, Locator, Page, TestInfo } from '@playwright/test';
import { adminTest, choosePublished, expect, invitedEditor, saveAndStay } from './support/admin';
import { expectNoViolations } from './support/axe';
import { uniqueEmail } from './support/crm';
import { test, visitorHeaders } from './support/fixtures';
import { mailTo, receivedMail } from './support/mail';
import { pathIn } from './support/routes';
import { E2E_BASE_URL } from './support/server-env.mjs';
import { waitForHydration } from './support/site';

/**
 * The newsletter (issue 42): the sign-up in every page's footer and at the end of each post, with
 * double opt-in through the fake SMTP server, the admin's list and its digest of new posts (once
 * per subscriber), and RFC 8058's one-click unsubscribe. Each test uses its own addresses.
 */

const stampOf = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** A visitor's browser: no cookies, its own address (rate limits), JavaScript on or off. */
async function visitor(browser: Browser, testInfo: TestInfo, javaScriptEnabled = true): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, javaScriptEnabled, extraHTTPHeaders: visitorHeaders(testInfo) });
  await context.addInitScript(() => window.localStorage.setItem('otailo_cookie_consent', 'essential'));
  return context;
}

const TEXT = {
  es: { region: 'Recibe los artículos nuevos por correo', email: 'Tu correo', submit: 'Suscribirme', language: 'Idioma del boletín', sent: 'Revisa tu bandeja de entrada: te hemos enviado un enlace para confirmar la suscripción.' },
  en: { region: 'Get new articles by email', email: 'Your email', submit: 'Subscribe', language: 'Newsletter language', sent: 'Check your inbox: we sent you a link to confirm your subscription.' },
} as const;

const footerForm = (page: Page, locale: 'en' | 'es' = 'es'): Locator => page.getByRole('contentinfo').getByRole('region', { name: TEXT[locale].region });
const alert = (scope: Locator) => scope.locator('[role="alert"]');

/** Signs up in the footer of `path` (with JavaScript) and waits for the answer in place. */
async function signUpInFooter(page: Page, email: string, { path = '/es', locale = 'es' as 'en' | 'es', expectSent = true } = {}) {
  if (new URL(page.url(), E2E_BASE_URL).pathname !== path) {
    await page.goto(path);
    await waitForHydration(page);
  }
  const form = footerForm(page, locale);
  await form.getByLabel(TEXT[locale].email, { exact: true }).fill(email);
  await form.getByRole('button', { name: TEXT[locale].submit }).click();
  if (expectSent) await expect(form.getByRole('status')).toHaveText(TEXT[locale].sent);
  return form;
}

/** The link of a mail to a page of the site (`/newsletter/confirm` in `locale`: `/es/boletin/confirmar`), with its token. */
const linkIn = (text: string, locale: 'en' | 'es', path: `/${string}`) => new RegExp(`https?://\\S+${pathIn(locale, path)}\\?token=[\\w-]{43}`).exec(text)?.[0];
const confirmLink = (text: string, locale: 'en' | 'es') => linkIn(text, locale, '/newsletter/confirm');
const mailsTo = async (address: string, subject: RegExp) => (await receivedMail()).filter((mail) => mail.to.includes(address) && subject.test(mail.subject));
const CONFIRM_ES = /^Confirma tu suscripción al boletín de Otailo$/;
const DIGEST_ES = /^Nuevo en el blog de Otailo: \d+ artículos?$/;

/** A barrier for "nothing more arrived": a fresh sign-up's mail, queued after whatever came before it. */
async function barrier(page: Page) {
  const witness = uniqueEmail('newsletter-witness');
  await signUpInFooter(page, witness);
  await mailTo(witness, { subject: CONFIRM_ES });
}

async function publishPost(page: Page, language: 'en' | 'es', title: string, slug: string) {
  await page.goto('/en/manage/posts/new');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Slug' }).fill(slug);
  await page.getByRole('combobox', { name: 'Language' }).selectOption(language);
  await page.getByRole('textbox', { name: 'Excerpt' }).fill(language === 'es' ? 'Por qué un cambio retiene más ingresos que un reembolso.' : 'Why an exchange keeps more revenue than a refund.');
  await page.getByRole('textbox', { name: 'Category' }).fill(language === 'es' ? 'Devoluciones' : 'Returns');
  await page.getByRole('textbox', { name: 'Image URL' }).fill('/images/blog/photo-first-returns.jpg');
  await page.getByRole('textbox', { name: 'Full Content' }).fill(language === 'es' ? 'Un artículo de prueba para el boletín.' : 'A test article for the newsletter.');
  await choosePublished(page);
  await saveAndStay(page);
}

/** A new subscriber of `language`, signed up in the footer and confirmed through the mailed link; returns the address. */
async function confirmedSubscriber(browser: Browser, testInfo: TestInfo, language: 'en' | 'es'): Promise<string> {
  const email = uniqueEmail(`digest-${language}`);
  const context = await visitor(browser, testInfo);
  const guest = await context.newPage();
  await signUpInFooter(guest, email, { path: `/${language}`, locale: language });
  const [mail] = await mailTo(email, { subject: language === 'es' ? CONFIRM_ES : /^Confirm your Otailo newsletter sign-up$/ });
  await guest.goto(confirmLink(mail!.text, language)!);
  await guest.getByRole('button', { name: language === 'es' ? 'Confirmar mi suscripción' : 'Confirm my subscription' }).click();
  await expect(guest.getByRole('status')).toBeVisible();
  await context.close();
  return email;
}

// The digest is one issue for the whole site: its tests run one after the other.
adminTest.describe('the digest', () => {
  adminTest.describe.configure({ mode: 'serial' });

  adminTest('sign up in the Spanish footer, confirm, get the digest of a new post once, and leave in one click', async ({ page, browser, request }, testInfo) => {
    adminTest.setTimeout(120_000);
    const stamp = stampOf();
    const email = uniqueEmail('newsletter');
    const context = await visitor(browser, testInfo);
    const guest = await context.newPage();

    // Double opt-in: the sign-up mails a link, and nothing is subscribed until its button is pressed.
    await signUpInFooter(guest, email);
    const [confirmation] = await mailTo(email, { subject: CONFIRM_ES });
    expect(confirmation!.language).toBe('es');
    expect(confirmation!.listUnsubscribe).toBeNull();
    const link = confirmLink(confirmation!.text, 'es');
    expect(link, confirmation!.text).toBeTruthy();
    await page.goto('/en/manage/newsletter');
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: email, exact: true }) });
    // The first cell is the row's box for the bulk actions.
    await expect(row.getByRole('cell')).toHaveText(['', 'Spanish', 'Waiting for confirmation', /UTC$/, '—', '—']);

    // Opening the link (as a mail scanner would) confirms nothing; its button does.
    await guest.goto(link!);
    await expect(guest.getByRole('heading', { level: 1 })).toHaveText('Confirma tu suscripción');
    await expect(guest.getByText('¿Empezamos a enviar el boletín de Otailo a n•••@example.com?')).toBeVisible();
    await expectNoViolations(guest, pathIn('es', '/newsletter/confirm'));
    await page.reload();
    await expect(row.getByRole('cell').nth(2)).toHaveText('Waiting for confirmation');
    await guest.getByRole('button', { name: 'Confirmar mi suscripción' }).click();
    await expect(guest.getByRole('status')).toHaveText('Tu suscripción está confirmada. El próximo resumen de artículos nuevos llegará a tu bandeja de entrada.');
    // The heading says what happened, not what to do.
    await expect(guest.getByRole('heading', { level: 1 })).toHaveText('Suscripción confirmada');
    await page.reload();
    await expect(row.getByRole('cell').nth(2)).toHaveText('Confirmed');
    await expect(page.getByRole('table', { name: 'Subscribers per language and state' })).toBeVisible();

    // Signing up again with a confirmed address answers the same and mails nothing.
    await signUpInFooter(guest, email, { path: '/es/blog' });
    await barrier(guest);
    expect(await mailsTo(email, CONFIRM_ES)).toHaveLength(1);

    // A new Spanish post → the admin previews the digest, then sends it.
    const title = `Cambios antes que reembolsos ${stamp}`;
    await publishPost(page, 'es', title, `cambios-antes-que-reembolsos-${stamp}`);
    // A second tab left on the confirmation: once the digest is sent, pressing there sends nothing.
    const second = await page.context().newPage();
    // Other specs publish Spanish posts too (e2e/hostile-editorial.spec.ts): one published between the
    // confirmation and the press makes it stale, and the admin, told so, confirms again.
    const sent = page.getByRole('status').filter({ hasText: 'The digest is on its way' });
    const changed = page.getByRole('alert').filter({ hasText: 'The digest changed since you confirmed it' });
    for (let attempt = 1; ; attempt += 1) {
      await page.goto('/en/manage/newsletter');
      const panel = page.getByRole('region', { name: 'Spanish digest' });
      await expect(panel.locator('[data-preview-body]')).toContainText(title);
      await expect(panel.locator('[data-preview-body]')).toContainText(`${E2E_BASE_URL}${pathIn('es', '/blog')}/cambios-antes-que-reembolsos-${stamp}`);
      await expect(panel.frameLocator('[data-preview-html]').getByRole('link', { name: title })).toBeVisible();
      await expect(panel.locator('[data-preview-subject]')).toHaveText(DIGEST_ES);
      await page.getByRole('link', { name: 'Send now…' }).click();
      await expect(page).toHaveURL(/\?confirm=send/);
      if (attempt === 1) await second.goto(page.url());
      await page.getByRole('button', { name: /^Yes, send to [\d,]+ subscribers?$/ }).click();
      await expect(sent.or(changed)).toBeVisible();
      if (attempt === 3 || !(await changed.isVisible())) break;
    }
    await expect(sent).toHaveText('The digest is on its way: its mails are being queued and sent.');
    const digests = page.getByRole('table', { name: 'The latest digests' });
    await expect(digests.getByRole('row').filter({ hasText: title }).first()).toContainText('admin@otailo.test');

    const [digest] = await mailTo(email, { subject: DIGEST_ES, containing: title });
    expect(digest!.language).toBe('es');
    expect(digest!.text).toContain(`${E2E_BASE_URL}${pathIn('es', '/blog')}/cambios-antes-que-reembolsos-${stamp}`);
    expect(digest!.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(https?:\/\/[^>]+\/api\/newsletter\/unsubscribe\?token=[\w-]{43})>, <mailto:[^>]+\?subject=unsubscribe>$/.exec(digest!.listUnsubscribe ?? '')?.[1];
    expect(oneClick, String(digest!.listUnsubscribe)).toBeTruthy();
    // The page's address in the mail's language (Spanish addresses: /es/boletin/baja).
    const pageLink = linkIn(digest!.text, 'es', '/newsletter/unsubscribe');
    expect(pageLink, digest!.text).toBeTruthy();

    // Confirming again from the tab opened before: no second digest of these posts.
    await second.getByRole('button', { name: /^Yes, send to [\d,]+ subscribers?$/ }).click();
    await expect(second.getByRole('alert').filter({ hasText: /^(Nothing to send|The digest changed since you confirmed it|No confirmed subscriber)/ })).toBeVisible();
    await second.close();
    await barrier(guest);
    expect((await mailsTo(email, DIGEST_ES)).filter((mail) => mail.text.includes(title))).toHaveLength(1);

    // The header's address opened in a browser shows the page and unsubscribes nothing by itself.
    await guest.goto(new URL(oneClick!).pathname + new URL(oneClick!).search);
    expect(new URL(guest.url()).pathname).toBe(pathIn('es', '/newsletter/unsubscribe'));
    await expect(guest.getByRole('button', { name: 'Darme de baja' })).toBeVisible();
    // One click, as a mail client sends it: no session, no page. Again is harmless.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const answer = await request.post(oneClick!, { headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, data: 'List-Unsubscribe=One-Click' });
      expect(answer.status()).toBe(200);
      expect(await answer.json()).toEqual({ unsubscribed: true });
    }
    await guest.goto(pageLink!);
    await expect(guest.getByRole('status')).toHaveText('Hecho: n•••@example.com ya no recibirá el boletín.');
    await page.goto('/en/manage/newsletter');
    await expect(row.getByRole('cell').nth(2)).toHaveText('Unsubscribed');
    await context.close();
  });

  adminTest('an editor prepares the digest in both languages and cannot send it; an admin tests it, confirms the count and sends it', async ({ page, browser }, testInfo) => {
    adminTest.setTimeout(180_000);
    const stamp = stampOf();
    const english = await confirmedSubscriber(browser, testInfo, 'en');
    const spanish = await confirmedSubscriber(browser, testInfo, 'es');
    const enTitle = `Exchanges before refunds ${stamp}`;
    const esTitle = `Cambios antes que reembolsos ${stamp}`;
    await publishPost(page, 'en', enTitle, `exchanges-before-refunds-${stamp}`);
    await publishPost(page, 'es', esTitle, `cambios-antes-que-reembolsos-${stamp}`);
    const enLink = `${E2E_BASE_URL}${pathIn('en', '/blog')}/exchanges-before-refunds-${stamp}`;

    // The editor, in the Spanish admin: the draft's texts in both languages, no subscriber, no send.
    const editor = await invitedEditor(page, browser, uniqueEmail('digest-editor'));
    await editor.goto('/es/manage/newsletter');
    await waitForHydration(editor);
    await expect(editor.getByRole('heading', { level: 1 })).toHaveText('Boletín');
    await expect(editor.getByRole('heading', { name: 'Suscriptores' })).toHaveCount(0);
    await expect(editor.getByRole('link', { name: 'Exportar en CSV' })).toHaveCount(0);
    await expect(editor.getByRole('link', { name: 'Enviar ahora…' })).toHaveCount(0);
    await expect(editor.getByText('Solo un administrador puede enviar o programar el resumen.', { exact: false })).toBeVisible();
    expect((await editor.request.get('/api/admin/newsletter/export')).status()).toBe(403);
    await editor.getByLabel('Asunto (inglés)').fill(`Returns ideas ${stamp}`);
    await editor.getByLabel('Introducción (inglés)').fill(`Hello from the team ${stamp}.`);
    await editor.getByLabel('Asunto (español)').fill(`Ideas para devoluciones ${stamp}`);
    await editor.getByLabel('Introducción (español)').fill(`Hola de parte del equipo ${stamp}.`);
    await editor.getByRole('button', { name: 'Guardar el borrador' }).click();
    await expect(editor.getByRole('status').filter({ hasText: 'Borrador guardado' })).toBeVisible();
    // The mails' previews are sandboxed frames without scripts, which axe cannot enter: the screen around them is checked.
    await expectNoViolations(editor, '/es/manage/newsletter (editor)', undefined, '[data-preview-html]');
    // A text past its limit is refused in Spanish and kept.
    await editor.getByLabel('Asunto (español)').evaluate((input: HTMLInputElement) => input.removeAttribute('maxlength'));
    await editor.getByLabel('Asunto (español)').fill('x'.repeat(151));
    await editor.getByRole('button', { name: 'Guardar el borrador' }).click();
    await expect(editor.getByRole('alert').filter({ hasText: 'Algunos campos son demasiado largos' })).toBeVisible();
    await expect(editor.getByText('Usa como máximo 150 caracteres.')).toBeVisible();
    await expect(editor.getByLabel('Asunto (español)')).toHaveValue('x'.repeat(151));
    await editor.context().close();

    // The admin: the preview shows the editor's texts; a test to themself is multipart with both parts.
    await page.goto('/en/manage/newsletter');
    const englishPanel = page.getByRole('region', { name: 'English digest' });
    await expect(englishPanel.locator('[data-preview-subject]')).toHaveText(`Returns ideas ${stamp}`);
    await expect(englishPanel.frameLocator('[data-preview-html]').getByText(`Hello from the team ${stamp}.`, { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Spanish digest' }).locator('[data-preview-subject]')).toHaveText(`Ideas para devoluciones ${stamp}`);
    await englishPanel.getByRole('button', { name: 'Send me a test in English' }).click();
    await expect(page.getByRole('status')).toHaveText('A test of the English digest is on its way to admin@otailo.test.');
    const [test] = await mailTo('admin@otailo.test', { subject: new RegExp(`^Returns ideas ${stamp}$`) });
    expect(test!.contentType).toMatch(/^multipart\/alternative/);
    expect(test!.text).toContain(`Hello from the team ${stamp}.`);
    expect(test!.text).toContain(enLink);
    expect(test!.html).toContain(`Hello from the team ${stamp}.`);
    expect(test!.html).toContain(`href="${enLink}"`);
    expect(test!.html).toMatch(/href="https?:\/\/[^"]+\/en\/newsletter\/unsubscribe\?token=test"/);
    expect(test!.listUnsubscribe).toMatch(/^<https?:\/\/[^>]+\/api\/newsletter\/unsubscribe\?token=test>/);
    expect(test!.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');

    // Send: the confirmation names the count the panel announced.
    await expectNoViolations(page, '/en/manage/newsletter (admin)', undefined, '[data-preview-html]');
    const summary = await page.locator('#digest-send ~ p').first().textContent();
    const count = /goes to ([\d,]+) confirmed subscribers?/.exec(summary ?? '')?.[1];
    expect(count, String(summary)).toBeTruthy();
    await page.getByRole('link', { name: 'Send now…' }).click();
    await expect(page.getByText(new RegExp(`^Send to ${count} subscribers?\\?$`))).toBeVisible();
    await page.getByRole('button', { name: new RegExp(`^Yes, send to ${count} subscribers?$`) }).click();
    await expect(page.getByRole('status')).toHaveText('The digest is on its way: its mails are being queued and sent.');

    // Each subscriber gets one mail, in their language, with the HTML and the text.
    const [enMail] = await mailTo(english, { subject: new RegExp(`^Returns ideas ${stamp}$`) });
    expect(enMail!.language).toBe('en');
    expect(enMail!.html).toContain(`href="${enLink}"`);
    expect(enMail!.listUnsubscribe).toMatch(/^<https?:\/\/[^>]+\/api\/newsletter\/unsubscribe\?token=[\w-]{43}>/);
    const [esMail] = await mailTo(spanish, { subject: new RegExp(`^Ideas para devoluciones ${stamp}$`) });
    expect(esMail!.language).toBe('es');
    expect(esMail!.text).toContain(`Hola de parte del equipo ${stamp}.`);
    expect(esMail!.html).toContain(esTitle);
    const guest = await (await visitor(browser, testInfo)).newPage();
    await barrier(guest);
    await guest.context().close();
    expect((await receivedMail()).filter((mail) => mail.to.includes(english) || mail.to.includes(spanish)).filter((mail) => !/^(Confirm|Confirma)/.test(mail.subject))).toHaveLength(2);
  });

  adminTest('an admin schedules the digest in the Spanish admin, cancels it before it goes, then lets a schedule send it', async ({ page, browser }, testInfo) => {
    adminTest.setTimeout(240_000);
    const stamp = stampOf();
    const subscriber = await confirmedSubscriber(browser, testInfo, 'en');
    const title = `Scheduled returns ${stamp}`;
    await publishPost(page, 'en', title, `scheduled-returns-${stamp}`);
    await page.goto('/es/manage/newsletter');
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 16);
    await page.getByLabel('Enviar el (UTC)').fill(tomorrow);
    await page.getByRole('button', { name: 'Programar' }).click();
    await expect(page.getByRole('status')).toHaveText('El resumen está programado. Puedes cancelarlo hasta que salga.');
    await expect(page.locator('[data-digest-schedule]')).toHaveText(/^Programado para el .+ UTC, por admin@otailo\.test\.$/);
    await expectNoViolations(page, '/es/manage/newsletter (scheduled)', undefined, '[data-preview-html]');
    await page.getByRole('button', { name: 'Cancelar la programación' }).click();
    await expect(page.getByRole('status')).toHaveText('Programación cancelada: no sale nada hasta que alguien envíe o programe el resumen.');
    await expect(page.locator('[data-digest-schedule]')).toHaveCount(0);
    expect((await receivedMail()).filter((mail) => mail.to.includes(subscriber) && mail.text.includes(title))).toHaveLength(0);

    // Scheduled for the next minute (at least 30 s ahead): the mail loop sends it then, once.
    const soon = new Date(Math.ceil((Date.now() + 30_000) / 60_000) * 60_000);
    await page.getByLabel('Enviar el (UTC)').fill(soon.toISOString().slice(0, 16));
    await page.getByRole('button', { name: 'Programar' }).click();
    await expect(page.getByRole('status')).toHaveText('El resumen está programado. Puedes cancelarlo hasta que salga.');
    const [mail] = await mailTo(subscriber, { subject: /^New on the Otailo blog: \d+ articles?$/, containing: title, timeout: 150_000 });
    expect(mail!.html).toContain(title);
    await page.reload();
    await expect(page.locator('[data-digest-schedule]')).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Los últimos resúmenes' }).getByRole('row').filter({ hasText: title }).first()).toContainText('admin@otailo.test');
    // The audit log names all three.
    await page.goto('/en/manage/audit');
    await expect(page.getByRole('cell', { name: 'Scheduled the newsletter digest' }).first()).toBeVisible();
    await expect(page.getByRole('cell', { name: "Cancelled the newsletter digest's schedule" }).first()).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Sent the newsletter digest' }).first()).toBeVisible();
    const witness = await visitor(browser, testInfo);
    await barrier(await witness.newPage());
    await witness.close();
    expect((await receivedMail()).filter((one) => one.to.includes(subscriber) && one.text.includes(title))).toHaveLength(1);
  });
});

test('signing up the same address again and again mails it a few times at most, then says to wait', async ({ browser }, testInfo) => {
  const context = await visitor(browser, testInfo);
  const page = await context.newPage();
  const email = uniqueEmail('newsletter-again');
  await page.goto('/es');
  await waitForHydration(page);
  const form = footerForm(page);
  await form.getByLabel(TEXT.es.email, { exact: true }).fill(email);
  // A double click is one request (the button waits), then three more tries.
  await form.getByRole('button', { name: TEXT.es.submit }).dblclick();
  await expect(form.getByRole('status')).toHaveText(TEXT.es.sent);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await form.getByLabel(TEXT.es.email, { exact: true }).fill(email);
    await form.getByRole('button', { name: TEXT.es.submit }).click();
    await expect(form.getByRole('button', { name: TEXT.es.submit })).toBeEnabled();
  }
  await expect(alert(form)).toHaveText('Demasiados intentos. Vuelve a probar en unos minutos.');
  await barrier(page);
  const mails = await mailsTo(email, CONFIRM_ES);
  expect(mails.length).toBeGreaterThanOrEqual(1);
  expect(mails.length).toBeLessThanOrEqual(3);
  await context.close();
});

test('the sign-up works without JavaScript: a bad address comes back with its Spanish error and a 422, a good one gets the confirmation', async ({ browser }, testInfo) => {
  const context = await visitor(browser, testInfo, false);
  const page = await context.newPage();
  await page.goto('/es/blog');
  const form = footerForm(page);
  await expect(form.getByText(/^Te enviaremos los artículos nuevos del blog y nada más\./)).toBeVisible();
  await expect(form.getByLabel(TEXT.es.language)).toHaveValue('es');
  // The browser's own check lets `ana@localhost` through; the server does not.
  await form.getByLabel(TEXT.es.email, { exact: true }).fill('ana@localhost');
  const [refused] = await Promise.all([page.waitForResponse((response) => response.request().method() === 'POST'), form.getByRole('button', { name: TEXT.es.submit }).click()]);
  expect(refused.status()).toBe(422);
  await expect(alert(footerForm(page))).toHaveText('Escribe una dirección de correo válida, por ejemplo nombre@empresa.com.');
  await expect(footerForm(page).getByLabel(TEXT.es.email, { exact: true })).toHaveValue('ana@localhost');

  // English chosen on the Spanish page: the mail and its link are in English.
  const email = uniqueEmail('newsletter-noscript');
  await footerForm(page).getByLabel(TEXT.es.email, { exact: true }).fill(email);
  await footerForm(page).getByLabel(TEXT.es.language).selectOption('en');
  const [accepted] = await Promise.all([page.waitForResponse((response) => response.request().method() === 'POST'), footerForm(page).getByRole('button', { name: TEXT.es.submit }).click()]);
  expect(accepted.status()).toBe(200);
  await expect(footerForm(page).getByRole('status')).toHaveText(TEXT.es.sent);
  const [mail] = await mailTo(email, { subject: /^Confirm your Otailo newsletter sign-up$/ });
  expect(mail!.language).toBe('en');
  // Confirmed without JavaScript too: the page's button is a plain form.
  await page.goto(confirmLink(mail!.text, 'en')!);
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('status')).toHaveText("You're subscribed. The next digest of new articles will reach your inbox.");
  await context.close();
});

test('every post ends with the sign-up; unknown confirm and unsubscribe links answer 404 in the visitor’s language', async ({ page }) => {
  await page.goto('/es/blog/devoluciones-con-fotos-primero');
  // Its own heading: two landmarks of one name would be ambiguous.
  const atTheEnd = page.getByRole('main').getByRole('region', { name: '¿Te gustó este artículo? Recibe el siguiente por correo' });
  await expect(atTheEnd.getByRole('button', { name: TEXT.es.submit })).toBeVisible();
  await expect(atTheEnd.getByLabel(TEXT.es.language)).toHaveValue('es');

  const confirm = await page.goto(`/es/boletin/confirmar?token=${'A'.repeat(43)}`);
  expect(confirm!.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Este enlace no es válido');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Este enlace de confirmación no es válido. Comprueba que lo has copiado entero.');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const unsubscribe = await page.goto(`/en/newsletter/unsubscribe?token=${'B'.repeat(43)}`);
  expect(unsubscribe!.status()).toBe(404);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText("This unsubscribe link isn't valid. Check that you copied the whole link.");
  const oneClick = await page.request.post(`/api/newsletter/unsubscribe?token=${'C'.repeat(43)}`, { data: 'List-Unsubscribe=One-Click', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
  expect(oneClick.status()).toBe(404);
});

test('one-click unsubscribe is limited per address as documented: 30 posts in 10 minutes, then 429 with Retry-After', async ({ request }, testInfo) => {
  // Each list counts on its own; the posts name unknown tokens, which is what a script guessing them sends.
  for (const [list, offset] of [['/api/newsletter/unsubscribe', 0], ['/api/trust/unsubscribe', 1]] as const) {
    const headers = { ...visitorHeaders(testInfo), 'Content-Type': 'application/x-www-form-urlencoded' };
    const statuses: number[] = [];
    for (let post = 0; post < 30; post += 1) {
      const answer = await request.post(`${list}?token=${String(post + offset * 100).padStart(43, 'C')}`, { headers, data: 'List-Unsubscribe=One-Click' });
      statuses.push(answer.status());
    }
    expect(new Set(statuses), list).toEqual(new Set([404]));
    const refused = await request.post(`${list}?token=${'D'.repeat(43)}`, { headers, data: 'List-Unsubscribe=One-Click' });
    expect(refused.status(), list).toBe(429);
    expect(Number(refused.headers()['retry-after']), list).toBeGreaterThan(0);
    expect(refused.headers()['cache-control'], list).toContain('no-store');
  }
});
