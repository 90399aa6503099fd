import type { Browser, Page } from '@playwright/test';
import { adminTest, expect, invitedEditor } from './support/admin';
import { waitForHydration } from './support/site';

/**
 * The page builder's admin side: an editor builds a page of a hero and a FAQ in the generated
 * block forms, it autosaves and is published; a revision is compared and restored; an author
 * drafts and submits a page but has no way to publish, and cannot open an editor's page. The
 * public route is another part's: what the database holds is read back through the admin.
 */
const stampOf = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

/** An account of `role`, invited by the admin and signed in in a browser of its own. */
async function member(page: Page, browser: Browser, role: 'Author' | 'Editor', stamp: string) {
  return invitedEditor(page, browser, `${role.toLowerCase()}-pages-${stamp}@otailo.test`, role);
}

/** A new page by its title and slug; returns its id, with its editor open. */
async function createPage(page: Page, title: string, slug: string): Promise<number> {
  await page.goto('/en/manage/pages');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Pages' }).waitFor();
  await page.getByRole('link', { name: 'New page' }).click();
  // The list's search ("Title or address") also answers to "Title": fill the new page's form only.
  await expect(page).toHaveURL(/\/en\/manage\/pages\/new$/);
  await waitForHydration(page);
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Address (slug)').fill(slug);
  await page.getByRole('button', { name: 'Create page' }).click();
  await expect(page).toHaveURL(/\/en\/manage\/pages\/\d+$/);
  await waitForHydration(page);
  return Number(/\/manage\/pages\/(\d+)/.exec(page.url())?.[1]);
}

/** A page's row in the pages list, on whichever page of the list it falls (the site's own pages come first). */
async function listRow(page: Page, title: string) {
  for (let number = 1; number <= 6; number += 1) {
    await page.goto(`/en/manage/pages${number > 1 ? `?page=${number}` : ''}`);
    const row = page.getByRole('row').filter({ hasText: title });
    if ((await row.count()) > 0) return row;
  }
  throw new Error(`no row for ${title} in the pages list`);
}

async function addBlock(page: Page, type: string) {
  await page.getByLabel('Block type').selectOption(type);
  await page.getByRole('button', { name: 'Add block' }).click();
}

const saved = (page: Page) => expect(page.getByTestId('autosave-status')).toHaveText('All changes saved', { timeout: 15_000 });

adminTest('an editor builds a page of a hero and a FAQ, it autosaves and goes live; a revision is compared and restored', async ({ page, browser }) => {
  adminTest.setTimeout(150_000);
  const stamp = stampOf();
  const editor = await member(page, browser, 'Editor', stamp);
  const id = await createPage(editor, `Returns that pay ${stamp}`, `e2e-returns-${stamp}`);
  await expect(editor.getByTestId('page-status')).toHaveText('Draft');
  await expect(editor.getByRole('link', { name: 'View on site' })).toHaveCount(0);

  await addBlock(editor, 'hero');
  await addBlock(editor, 'faq');
  const hero = editor.locator('[data-block-type="hero"]');
  const faq = editor.locator('[data-block-type="faq"]');
  await hero.getByLabel('Heading').fill('Inspect and return anywhere');
  // A refused field says why next to it, and nothing is sent until it is fixed.
  await faq.getByLabel('Question').fill('');
  await expect(faq.getByText('Fill in this field.')).toBeVisible();
  await expect(editor.getByTestId('autosave-status')).toHaveText('Not saved: fix the fields marked below');
  await faq.getByLabel('Question').fill('Does it work with my store?');
  await faq.getByLabel('Answer').fill('Yes: Shopify, Magento and more.');
  await faq.getByRole('button', { name: 'Add to Items' }).click();
  await faq.getByLabel('Question').nth(1).fill('How long does it take?');
  await faq.getByLabel('Answer').nth(1).fill('Two weeks.');
  await saved(editor);

  // What was autosaved is what the database holds: a fresh read of the editor shows it.
  await editor.reload();
  await waitForHydration(editor);
  await expect(editor.locator('[data-block-type]')).toHaveCount(2);
  await expect(editor.locator('[data-block-type="hero"]').getByLabel('Heading')).toHaveValue('Inspect and return anywhere');
  await expect(editor.locator('[data-block-type="faq"]').getByLabel('Question').nth(1)).toHaveValue('How long does it take?');

  await editor.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(editor.getByRole('status').filter({ hasText: 'Published: this is now the live revision.' })).toBeVisible();
  await expect(editor.getByTestId('page-status')).toHaveText('Published');
  await expect(editor.locator('[data-revision="1"]')).toContainText('published');
  await expect(editor.getByRole('link', { name: 'View on site' })).toHaveAttribute('href', `/en/e2e-returns-${stamp}`);

  // A second revision with another heading, then what changed since the first.
  await editor.locator('[data-block-type="hero"]').getByLabel('Heading').fill('Returns that pay for themselves');
  await saved(editor);
  await editor.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(editor.locator('[data-revision="2"]')).toBeVisible();
  await editor.getByRole('link', { name: 'Compare revision 1 with the working copy' }).click();
  const compare = editor.getByRole('region', { name: 'Changes from revision 1 to the working copy' });
  await expect(compare.locator('[data-change="changed"]')).toHaveText('Hero #hero changed (heading)');

  await editor.getByRole('button', { name: 'Restore revision 1' }).click();
  await expect(editor).toHaveURL(new RegExp(`/en/manage/pages/${id}\\?restored=1`));
  await expect(editor.getByRole('status').filter({ hasText: 'Revision 1 restored' })).toBeVisible();
  await expect(editor.locator('[data-block-type="hero"]').getByLabel('Heading')).toHaveValue('Inspect and return anywhere');
  await expect(editor.locator('[data-revision="3"]')).toContainText('restored');
  // The restored copy is a draft; revision 2 stays live until it is published.
  await expect(editor.getByTestId('page-status')).toHaveText('Draft');
  await expect(editor.getByText('Revision 2 is live')).toBeVisible();

  // The list shows it with its address, state and translation.
  const row = await listRow(editor, `Returns that pay ${stamp}`);
  await expect(row).toContainText(`/en/e2e-returns-${stamp}`);
  await expect(row).toContainText('No translation');
  await editor.context().close();
});

adminTest('an author drafts and submits a page but is never offered publish, and cannot open an editor’s page', async ({ page, browser }) => {
  adminTest.setTimeout(120_000);
  const stamp = stampOf();
  const editorsPage = await createPage(page, `Admin page ${stamp}`, `admin-page-${stamp}`);
  const author = await member(page, browser, 'Author', stamp);
  await createPage(author, `Author page ${stamp}`, `author-page-${stamp}`);
  // No site pages for an author, and no publish, schedule or restore.
  await addBlock(author, 'richText');
  await saved(author);
  await expect(author.getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0);
  await expect(author.getByRole('button', { name: 'Schedule' })).toHaveCount(0);
  await author.getByRole('button', { name: 'Submit for review' }).click();
  await expect(author.getByTestId('page-status')).toHaveText('In review');
  await expect(author.getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0);

  const response = await author.goto(`/en/manage/pages/${editorsPage}`);
  expect(response?.status()).toBe(404);
  await expect(author.getByText('This page does not exist, or it is not yours to edit.')).toBeVisible();
  await expect(await listRow(author, `Author page ${stamp}`)).toContainText('In review');
  await expect((await listRow(author, `Admin page ${stamp}`)).getByRole('link')).toHaveCount(0);
  await author.context().close();
});

adminTest('undo and redo a removed block with the keyboard; changes the server never got come back from this browser after a reload', async ({ page }) => {
  adminTest.setTimeout(90_000);
  const stamp = stampOf();
  await createPage(page, `Undo page ${stamp}`, `undo-page-${stamp}`);
  await addBlock(page, 'hero');
  await addBlock(page, 'faq');
  await page.locator('[data-block-type="hero"]').getByLabel('Heading').fill('Every return, graded');
  await saved(page);

  await page.locator('[data-block-type="faq"]').getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.locator('[data-block-type="faq"]')).toHaveCount(0);
  // Outside a text field, Ctrl+Z is the editor's undo (inside one, the browser's own for the typing).
  await page.getByRole('heading', { name: /^Blocks/ }).click();
  await page.keyboard.press('Control+z');
  await expect(page.locator('[data-block-type="faq"]')).toHaveCount(1);
  await page.keyboard.press('Control+Shift+z');
  await expect(page.locator('[data-block-type="faq"]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.locator('[data-block-type="faq"]')).toHaveCount(1);
  await saved(page);

  // A new heading, with a refused field beside it: nothing goes to the server, the browser keeps it.
  await page.locator('[data-block-type="hero"]').getByLabel('Heading').fill('Returns that pay for themselves');
  await page.locator('[data-block-type="faq"]').getByLabel('Question').fill('');
  await expect(page.getByTestId('autosave-status')).toHaveText('Not saved: fix the fields marked below');
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('[data-block-type="hero"]').getByLabel('Heading')).toHaveValue('Every return, graded');
  const notice = page.getByRole('alert').filter({ hasText: 'This browser kept changes that did not reach the server' });
  await notice.getByRole('button', { name: 'Restore them' }).click();
  await expect(notice).toHaveCount(0);
  await expect(page.locator('[data-block-type="hero"]').getByLabel('Heading')).toHaveValue('Returns that pay for themselves');
  await page.locator('[data-block-type="faq"]').getByLabel('Question').fill('Does it work with my store?');
  await saved(page);
  // Saved: no copy is offered again.
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('[data-block-type="hero"]').getByLabel('Heading')).toHaveValue('Returns that pay for themselves');
  await expect(page.getByText('This browser kept changes')).toHaveCount(0);
});

adminTest('blocks reordered from the keyboard and by dragging their handle; the order is what is saved', async ({ page }) => {
  adminTest.setTimeout(90_000);
  const stamp = stampOf();
  await createPage(page, `Order page ${stamp}`, `order-page-${stamp}`);
  await addBlock(page, 'hero');
  await addBlock(page, 'faq');
  await addBlock(page, 'richText');
  await saved(page);
  const order = () => page.locator('[data-block-type]').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-block-type')));
  expect(await order()).toEqual(['hero', 'faq', 'richText']);

  // From the keyboard: the hero's "move down" button, focused and pressed.
  await page.locator('[data-block-type="hero"]').getByRole('button', { name: /^Move .* down$/ }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(order).toEqual(['faq', 'hero', 'richText']);
  // With the mouse: the rich text dragged onto the first card.
  // (A window tall enough to hold both cards: the mouse does not scroll while it drags.)
  await page.setViewportSize({ width: 1280, height: 4000 });
  await page.locator('[data-block-type="richText"]').getByTestId('drag-handle').dragTo(page.locator('[data-block-type="faq"]').getByRole('heading', { level: 3 }));
  await expect.poll(order).toEqual(['richText', 'faq', 'hero']);
  await saved(page);
  await page.reload();
  await waitForHydration(page);
  expect(await order()).toEqual(['richText', 'faq', 'hero']);
});
