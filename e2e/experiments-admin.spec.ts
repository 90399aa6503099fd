import type { Browser, Page } from '@playwright/test';
import { adminTest, expect, invitedEditor } from './support/admin';
import { expectNoViolations } from './support/axe';
import { E2E_ADMIN_STATE, E2E_BASE_URL } from './support/server-env.mjs';
import { waitForHydration } from './support/site';

/**
 * The experiments' admin side (docs/experiments.md, "Workflow"): an editor prepares an experiment
 * on a new page's hero and edits variant b's heading in the block form, but cannot start it; the
 * admin starts it (the list says Running), then stops it declaring b the winner, and the public
 * page shows b's heading; the audit log lists each move. The Spanish screens say it all in Spanish.
 */
const stampOf = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

/** An editor, invited by the admin and signed in in a browser of their own. */
async function invitedEditorOf(page: Page, browser: Browser, stamp: string) {
  const email = `editor-experiments-${stamp}@otailo.test`;
  return { page: await invitedEditor(page, browser, email), email };
}

/** A new page of one hero, published by the editor; returns its id. */
async function publishedHeroPage(editor: Page, title: string, slug: string, heading: string): Promise<number> {
  await editor.goto('/en/manage/pages/new');
  await waitForHydration(editor);
  await editor.getByLabel('Title').fill(title);
  await editor.getByLabel('Address (slug)').fill(slug);
  await editor.getByRole('button', { name: 'Create page' }).click();
  await expect(editor).toHaveURL(/\/en\/manage\/pages\/\d+$/);
  await waitForHydration(editor);
  const id = Number(/\/manage\/pages\/(\d+)/.exec(editor.url())?.[1]);
  await editor.getByLabel('Block type').selectOption('hero');
  await editor.getByRole('button', { name: 'Add block' }).click();
  await editor.locator('[data-block-type="hero"]').getByLabel('Heading').fill(heading);
  await expect(editor.getByTestId('autosave-status')).toHaveText('All changes saved', { timeout: 15_000 });
  await editor.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(editor.getByTestId('page-status')).toHaveText('Published');
  return id;
}

adminTest('an editor prepares a hero experiment it cannot start; the admin starts it, stops it with b the winner, and b’s heading goes live', async ({ page, browser }) => {
  adminTest.setTimeout(180_000);
  const stamp = stampOf();
  const name = `Shorter hero ${stamp}`;
  const slug = `e2e-experiment-${stamp}`;
  const { page: editor, email: editorEmail } = await invitedEditorOf(page, browser, stamp);
  const pageId = await publishedHeroPage(editor, `Experiment page ${stamp}`, slug, 'Every return, graded and routed');

  // The editor finds Experiments in the admin's menu and picks the page (a GET form: no script needed).
  await editor.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Experiments' }).click();
  await expect(editor.getByRole('heading', { level: 1, name: 'Experiments' })).toBeVisible();
  await editor.getByRole('link', { name: 'New experiment' }).click();
  await editor.getByLabel('Page', { exact: true }).selectOption(String(pageId));
  await editor.getByRole('button', { name: 'Continue' }).click();
  await expect(editor).toHaveURL(new RegExp(`/en/manage/experiments/new\\?page=${pageId}$`));

  // A refused form in Spanish: the reason by the field, in the admin's language, what was typed kept.
  await editor.goto(`/es/manage/experiments/new?page=${pageId}`);
  await waitForHydration(editor);
  await editor.getByLabel('Peso de tráfico de Variante b').fill('0');
  await editor.getByRole('button', { name: 'Crear experimento' }).click();
  await expect(editor.getByRole('alert').filter({ hasText: 'Faltan campos o no están permitidos' })).toBeVisible();
  await expect(editor.getByText('Completa este campo.')).toBeVisible();
  await expect(editor.getByLabel('Peso de tráfico de Variante b')).toHaveValue('0');

  await editor.goto(`/en/manage/experiments/new?page=${pageId}`);
  await waitForHydration(editor);
  await editor.getByLabel('What to try').selectOption('hero');
  await editor.getByLabel('Name').fill(name);
  await expect(editor.getByLabel('Goal')).toHaveValue('demo_sent');
  await expect(editor.getByLabel('Traffic weight of Variant b')).toHaveValue('50');
  await editor.getByRole('button', { name: 'Create experiment' }).click();
  await expect(editor).toHaveURL(/\/en\/manage\/experiments\/\d+\?created=1$/);
  const id = Number(/\/manage\/experiments\/(\d+)/.exec(editor.url())?.[1]);
  await expect(editor.getByTestId('experiment-status')).toHaveText('Draft');
  await expect(editor.getByRole('status').filter({ hasText: 'Experiment created' })).toBeVisible();
  // A new page has no counted traffic yet: said in words, not as a number.
  await expect(editor.getByTestId('experiment-estimate')).toHaveText(/No visits to this page were counted in the last 28 days/);
  // Starting is an admin's: the button is there, disabled, with the reason.
  await expect(editor.getByRole('button', { name: 'Start the experiment' })).toBeDisabled();
  await expect(editor.getByText('Only an admin can start an experiment.')).toBeVisible();

  // Variant b's heading, in the page builder's block form.
  await editor.getByRole('link', { name: 'Edit variants' }).click();
  await waitForHydration(editor);
  const variantB = editor.getByRole('region', { name: 'Variant b' });
  await expect(variantB.getByRole('textbox', { name: 'Heading', exact: true })).toHaveValue('Every return, graded and routed');
  await variantB.getByRole('textbox', { name: 'Heading', exact: true }).fill('');
  await expect(variantB.getByText('Fill in this field.')).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Save variants' })).toBeDisabled();
  await variantB.getByRole('textbox', { name: 'Heading', exact: true }).fill(`Returns, sorted in minutes ${stamp}`);
  await editor.getByRole('button', { name: 'Save variants' }).click();
  await expect(editor.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await editor.reload();
  await waitForHydration(editor);
  await expect(editor.getByRole('region', { name: 'Variant b' }).getByRole('textbox', { name: 'Heading', exact: true })).toHaveValue(`Returns, sorted in minutes ${stamp}`);

  // The admin starts it; the list says Running.
  await page.goto(`/en/manage/experiments/${id}`);
  await waitForHydration(page);
  await expect(page.getByText('Control 50% · Variant b 50%', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Start the experiment' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/manage/experiments/${id}\\?done=started$`));
  await expect(page.getByTestId('experiment-status')).toHaveText('Running');
  await expect(page.getByRole('region', { name: 'Results' })).toContainText('These figures count only visitors who accepted analytics cookies');
  await page.goto('/en/manage/experiments');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Running');
  await expect(row).toContainText(`/en/${slug}`);
  await expect(row).toContainText('Block #hero (Hero)');
  await expect(row).toContainText('Demo request sent');

  // The editor sees it running, without a way to stop it.
  await editor.goto(`/en/manage/experiments/${id}`);
  await expect(editor.getByRole('button', { name: 'Stop…' })).toBeDisabled();
  await expect(editor.getByText('Only an admin can stop an experiment.')).toBeVisible();
  await expect(editor.getByRole('link', { name: 'Edit variants' })).toHaveCount(0);

  // The admin stops it with b the winner: asked once more, naming what happens to the page.
  await page.goto(`/en/manage/experiments/${id}`);
  await waitForHydration(page);
  await page.getByRole('radio', { name: /^Variant b:/ }).check();
  await page.getByRole('button', { name: 'Stop…' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Variant b becomes the page’s published content.' })).toBeVisible();
  await page.getByRole('button', { name: 'Stop and publish Variant b' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/manage/experiments/${id}\\?done=promoted&winner=b$`));
  await expect(page.getByTestId('experiment-status')).toHaveText('Stopped');
  await expect(page.getByRole('status').filter({ hasText: 'Variant b is now the page’s published content' })).toBeVisible();
  await expectNoViolations(page, 'a stopped experiment');

  // Visitors see b's heading: the page's new published revision.
  const visitor = await browser.newContext({ baseURL: E2E_BASE_URL, storageState: { cookies: [], origins: [] } });
  const reader = await visitor.newPage();
  await expect(async () => {
    await reader.goto(`/en/${slug}`);
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText(`Returns, sorted in minutes ${stamp}`, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await visitor.close();
  await page.goto(`/en/manage/pages/${pageId}`);
  await expect(page.locator('[data-revision="2"]')).toContainText('admin@otailo.test');

  // The audit log has each move, by whom.
  for (const [action, label, who] of [
    ['experiment.created', 'Created an experiment', editorEmail],
    ['experiment.updated', 'Edited an experiment’s variants', editorEmail],
    ['experiment.started', 'Started an experiment', 'admin@otailo.test'],
    ['experiment.stopped', 'Stopped an experiment', 'admin@otailo.test'],
    ['experiment.promoted', 'Published an experiment’s winner', 'admin@otailo.test'],
  ] as const) {
    await page.goto(`/en/manage/audit?action=${action}`);
    const entry = page.getByRole('row').filter({ hasText: `experiment:${id}` });
    await expect(entry, action).toContainText(label);
    await expect(entry, action).toContainText(who);
  }

  // In Spanish, the same screens say it in Spanish, with no English left over.
  await page.goto(`/es/manage/experiments/${id}`);
  await expect(page.getByTestId('experiment-status')).toHaveText('Detenido');
  const main = page.locator('main');
  for (const words of ['Resumen', 'Resultados', 'Ganadora', 'Variante b', 'Bloque #hero', 'Solicitud de demo enviada', 'Estas cifras solo cuentan a los visitantes']) await expect(main).toContainText(words);
  const spanish = await main.innerText();
  for (const english of ['Summary', 'Results', 'Winner', 'Variant b', 'Whole page', 'Block #', 'Visitors', 'Conversions', 'Stopped', 'Started', 'These figures', 'Demo request', 'By language', 'By device', 'Open in the page editor']) {
    expect(spanish, english).not.toContain(english);
  }
  await page.goto('/es/manage/experiments');
  await expect(page.getByRole('heading', { level: 1, name: 'Experimentos' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Detenido');
  await expect(page.getByRole('link', { name: 'Nuevo experimento' })).toBeVisible();

  // A 390 px phone: the screens fit (wide tables scroll inside their frame).
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/en/manage/experiments', `/en/manage/experiments/${id}`, `/en/manage/experiments/new?page=${pageId}`]) {
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
  }
  await editor.context().close();
});

adminTest('without JavaScript, an admin creates, starts and stops an experiment, and deletes a draft: every screen is a form', async ({ page, browser }) => {
  adminTest.setTimeout(120_000);
  const stamp = stampOf();
  const pageId = await publishedHeroPage(page, `No-script page ${stamp}`, `e2e-experiment-noscript-${stamp}`, 'Returns without a script');
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, storageState: E2E_ADMIN_STATE, javaScriptEnabled: false });
  const admin = await context.newPage();

  const create = async (name: string) => {
    await admin.goto('/en/manage/experiments/new');
    await admin.getByLabel('Page', { exact: true }).selectOption(String(pageId));
    await admin.getByRole('button', { name: 'Continue' }).click();
    await admin.getByLabel('Name').fill(name);
    await admin.getByRole('button', { name: 'Create experiment' }).click();
    await expect(admin).toHaveURL(/\/en\/manage\/experiments\/\d+\?created=1$/);
    return Number(/\/manage\/experiments\/(\d+)/.exec(admin.url())?.[1]);
  };

  const id = await create(`Whole page ${stamp}`);
  await expect(admin.getByText('Whole page', { exact: true })).toBeVisible();
  await admin.getByRole('button', { name: 'Start the experiment' }).click();
  await expect(admin).toHaveURL(new RegExp(`/en/manage/experiments/${id}\\?done=started$`));
  await expect(admin.getByTestId('experiment-status')).toHaveText('Running');
  // Stopping asks first, naming what happens to the page; no winner leaves it as it is.
  await admin.getByRole('radio', { name: /^No winner:/ }).check();
  await admin.getByRole('button', { name: 'Stop…' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Stop the experiment with “No winner”: the page stays as it is.' })).toBeVisible();
  await admin.getByRole('button', { name: 'Stop the experiment' }).click();
  await expect(admin).toHaveURL(new RegExp(`/en/manage/experiments/${id}\\?done=stopped$`));
  await expect(admin.getByTestId('experiment-status')).toHaveText('Stopped');
  await expect(admin.getByRole('status').filter({ hasText: 'The experiment stopped without a winner. The page stays as it is.' })).toBeVisible();

  const draft = await create(`To delete ${stamp}`);
  await admin.getByText('Delete this draft').click();
  await admin.getByRole('button', { name: 'Delete the draft' }).click();
  await expect(admin).toHaveURL(/\/en\/manage\/experiments\?deleted=1$/);
  await expect(admin.getByRole('status')).toHaveText('Draft deleted.');
  await expect(admin.getByRole('link', { name: `To delete ${stamp}` })).toHaveCount(0);
  expect((await admin.goto(`/en/manage/experiments/${draft}`))?.status()).toBe(404);
  await context.close();
});
