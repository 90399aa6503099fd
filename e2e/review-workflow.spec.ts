import type { Page } from '@playwright/test';
import { adminTest, expect, invitedEditor, saveAndStay } from './support/admin';
import { expectNoViolations } from './support/axe';
import { mailTo, receivedMail } from './support/mail';
import { E2E_ADMIN } from './support/server-env.mjs';
import { waitForHydration } from './support/site';

/**
 * The review workflow (issue 56, findings 2 and 6): an author is offered only the states they may
 * choose; a submission mails the editors and waits on /manage/review, counted in the navigation;
 * an editor sends it back with a note (mailed to the author, shown on the edit page) and publishes
 * it (mailed too); "View on site" and "Preview"; the grouped navigation on a phone.
 */

const stampOf = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

async function fillNewPost(page: Page, title: string) {
  await page.goto('/en/manage/posts/new');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Excerpt' }).fill('Written by the review workflow e2e test.');
  await page.getByRole('textbox', { name: 'Category' }).fill('Workflow');
  await page.getByRole('textbox', { name: 'Image URL' }).fill('/images/blog/photo-first-returns.jpg');
  await page.getByRole('textbox', { name: 'Full Content' }).fill('The first paragraph.');
}

const optionsOf = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true }).locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));

adminTest('an author submits, the editors hear of it, an editor sends it back with a note and then publishes it', async ({ page, browser }) => {
  adminTest.setTimeout(180_000);
  const stamp = stampOf();
  const authorEmail = `review-author-${stamp}@otailo.test`;
  const editorEmail = `review-editor-${stamp}@otailo.test`;
  const author = await invitedEditor(page, browser, authorEmail, 'Author');
  const editor = await invitedEditor(page, browser, editorEmail, 'Editor');
  const title = `Review me ${stamp}`;

  // Only the states an author may choose, on every kind that goes through review.
  await author.goto('/en/manage/customers/new');
  expect(await optionsOf(author, 'State')).toEqual(['draft', 'review']);
  await author.goto('/en/manage/openings/new');
  expect(await optionsOf(author, 'State')).toEqual(['draft', 'review']);
  await fillNewPost(author, title);
  expect(await optionsOf(author, 'Status')).toEqual(['draft', 'review']);
  // An author has no review queue, in the navigation or by its address.
  await expect(author.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: /Review queue/ })).toHaveCount(0);
  await author.getByRole('combobox', { name: 'Status' }).selectOption('review');
  const id = await saveAndStay(author);
  const edit = `/en/manage/posts/${id}`;

  // Every active editor and admin is told, with what, who and where; the author is not.
  const [toEditor] = await mailTo(editorEmail, { subject: new RegExp(`^For review: “${title}”$`) });
  expect(toEditor!.text).toContain(`${authorEmail} sent the blog post “${title}” (English) for review.`);
  expect(toEditor!.text).toContain(`${edit}\n`);
  await mailTo(E2E_ADMIN.email, { subject: new RegExp(`^For review: “${title}”$`) });
  // A second save while in review is no new submission.
  await author.getByRole('textbox', { name: 'Excerpt' }).fill('Edited while in review.');
  await saveAndStay(author);
  expect((await receivedMail()).filter((mail) => mail.subject.includes(title) && mail.to.includes(authorEmail))).toEqual([]);

  // The queue lists it, oldest first, with its kind, language and author; the navigation counts it.
  await editor.goto('/en/manage/review');
  const row = editor.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Blog post');
  await expect(row).toContainText('English');
  await expect(row).toContainText(authorEmail);
  await expect(editor.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: /Review queue/ })).toContainText(/\d+ in review/);
  await expect(editor.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: /Review queue/ })).toHaveAttribute('aria-current', 'page');
  await row.getByRole('link', { name: `Open “${title}”` }).click();
  await expect(editor).toHaveURL(new RegExp(`${edit}$`));

  // Without a note nothing is sent back (the server says so too, with the field's own check bypassed).
  await editor.getByLabel('Send back to the author').evaluate((field) => field.removeAttribute('required'));
  await editor.getByRole('button', { name: 'Send back with this note' }).click();
  await expect(editor.getByRole('alert').filter({ hasText: 'Write a note for the author' })).toBeVisible();
  const note = `Add a customer quote, please (${stamp}).`;
  await editor.getByLabel('Send back to the author').fill(note);
  await editor.getByRole('button', { name: 'Send back with this note' }).click();
  await expect(editor.getByRole('status').filter({ hasText: 'Sent back to its author with your note.' })).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Send back with this note' })).toHaveCount(0);

  // The author's mail carries the note; the edit page shows it.
  const [back] = await mailTo(authorEmail, { subject: new RegExp(`^Sent back to you: “${title}”$`), containing: note });
  expect(back!.text).toContain(`${editorEmail} sent your blog post “${title}” (English) back to you with this note:`);
  await author.goto(edit);
  await expect(author.getByTestId('sent-back-note')).toContainText(note);
  await expect(author.getByRole('combobox', { name: 'Status' })).toHaveValue('draft');

  // Sent again, then published by the editor: the author hears of it, and it is on the site.
  await waitForHydration(author);
  await author.getByRole('combobox', { name: 'Status' }).selectOption('review');
  await saveAndStay(author);
  await expect(author.getByTestId('sent-back-note')).toHaveCount(0);
  await mailTo(editorEmail, { subject: new RegExp(`^For review: “${title}”$`), count: 2 });
  await editor.goto(edit);
  await waitForHydration(editor);
  await editor.getByRole('combobox', { name: 'Status' }).selectOption('published');
  await saveAndStay(editor);
  const [published] = await mailTo(authorEmail, { subject: new RegExp(`^Published: “${title}”$`) });
  expect(published!.text).toContain(`${editorEmail} published your blog post “${title}” (English).`);
  await editor.goto('/en/manage/review');
  await expect(editor.getByRole('row').filter({ hasText: title })).toHaveCount(0);

  // "View on site" opens its public page.
  await editor.goto(edit);
  await editor.getByTestId('view-on-site').click();
  await expect(editor).toHaveURL(/\/en\/blog\/[a-z0-9-]+$/);
  await expect(editor.getByRole('heading', { level: 1 })).toHaveText(title);
});

adminTest('"Preview" opens a draft as its page will look, through a preview link', async ({ page }) => {
  const stamp = stampOf();
  const title = `Preview me ${stamp}`;
  await fillNewPost(page, title);
  const id = await saveAndStay(page);
  await expect(page.getByTestId('view-on-site')).toHaveCount(0);
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/preview\?token=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  // The link is one of the post's preview links, listed on its editor.
  await page.goto(`/en/manage/posts/${id}`);
  await expect(page.getByRole('region', { name: 'Share preview' }).getByRole('button', { name: /Revoke/ })).toHaveCount(1);
});

adminTest('review mails are written in the language of the admin screens their reader last worked in', async ({ page, browser }) => {
  adminTest.setTimeout(150_000);
  const stamp = stampOf();
  const editorEmail = `lang-editor-${stamp}@otailo.test`;
  const author = await invitedEditor(page, browser, `lang-author-${stamp}@otailo.test`, 'Author');
  // The editor joins from the Spanish join page.
  await page.goto('/en/manage/people');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Email address' }).fill(editorEmail);
  await page.getByRole('combobox', { name: 'Role', exact: true }).selectOption({ label: 'Editor' });
  await page.getByRole('button', { name: 'Create invitation' }).click();
  const link = new URL(await page.getByRole('textbox', { name: 'Invitation link' }).inputValue());
  const context = await browser.newContext({ baseURL: new URL(page.url()).origin, storageState: { cookies: [], origins: [] } });
  const editor = await context.newPage();
  await editor.goto(`${link.pathname.replace(/^\/en\//, '/es/')}${link.search}`);
  await waitForHydration(editor);
  await editor.getByLabel('Contraseña').fill('a long editor passphrase');
  await editor.getByRole('button', { name: 'Guardar contraseña y entrar' }).click();
  await expect(editor).toHaveURL(/\/es\/manage$/);

  const title = `Language ${stamp}`;
  await fillNewPost(author, title);
  await author.getByRole('combobox', { name: 'Status' }).selectOption('review');
  const id = await saveAndStay(author);
  const [spanish] = await mailTo(editorEmail, { subject: new RegExp(`^Para revisar: «${title}»$`) });
  expect(spanish!.text).toContain(`/es/manage/posts/${id}\n`);
  expect(spanish!.text).toContain('(artículo del blog, en inglés)');

  // Working on the English screens moves their mails to English: a send-back saved there, then a resubmission.
  await editor.goto(`/en/manage/posts/${id}`);
  await waitForHydration(editor);
  await editor.getByLabel('Send back to the author').fill('One more figure, please.');
  await editor.getByRole('button', { name: 'Send back with this note' }).click();
  await expect(editor.getByRole('status').filter({ hasText: 'Sent back to its author with your note.' })).toBeVisible();
  await author.goto(`/en/manage/posts/${id}`);
  await waitForHydration(author);
  await author.getByRole('combobox', { name: 'Status' }).selectOption('review');
  await saveAndStay(author);
  const [english] = await mailTo(editorEmail, { subject: new RegExp(`^For review: “${title}”$`) });
  expect(english!.text).toContain(`/en/manage/posts/${id}\n`);
  await context.close();
});

for (const { locale, menu, link, heading } of [
  { locale: 'en', menu: 'Menu', link: 'Review queue', heading: 'Review queue' },
  { locale: 'es', menu: 'Menú', link: 'Cola de revisión', heading: 'Cola de revisión' },
] as const) {
  adminTest(`the admin's navigation on a phone (${locale}): a menu of groups, reached by keyboard, the current page marked`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/${locale}/manage`);
    const nav = page.getByRole('navigation', { name: locale === 'es' ? 'Administración' : 'Admin' });
    const reviewLink = nav.getByRole('link', { name: new RegExp(link) });
    await expect(reviewLink).toBeHidden();
    const summary = nav.locator('summary');
    await expect(summary).toContainText(menu);
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(reviewLink).toBeVisible();
    await expect(nav.getByRole('group', { name: locale === 'es' ? 'Contenido' : 'Content' })).toBeVisible();
    await expect(nav.getByRole('group', { name: locale === 'es' ? 'Sistema' : 'System' })).toBeVisible();
    await expectNoViolations(page, `the phone menu (${locale})`);
    // Tab from the menu button to the link, then follow it.
    for (let step = 0; step < 10 && !(await reviewLink.evaluate((element) => element === document.activeElement)); step += 1) await page.keyboard.press('Tab');
    await expect(reviewLink).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${locale}/manage/review$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    // The followed link closed the menu; opened again, it marks where the admin is.
    await expect(reviewLink).toBeHidden();
    await nav.locator('summary').click();
    await expect(reviewLink).toHaveAttribute('aria-current', 'page');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
}

for (const locale of ['en', 'es'] as const) {
  adminTest(`the review queue passes axe (${locale})`, async ({ page }) => {
    await page.goto(`/${locale}/manage/review`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoViolations(page, `/${locale}/manage/review`);
  });
}
