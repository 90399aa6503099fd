import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_ADMIN_STATE, E2E_BASE_URL } from './server-env.mjs';
import { waitForHydration } from './site';

/** Tests that start signed in as the admin (the session stored by e2e/admin.setup.ts). */
export const adminTest = test.extend({ storageState: E2E_ADMIN_STATE });

export async function signIn(page: Page, email: string, password: string, next?: string) {
  await page.goto(next === undefined ? '/en/manage' : `/en/manage?next=${encodeURIComponent(next)}`);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export { expect };

/** A member (an editor unless said) invited by the suite's admin through People, signed in in a browser of their own; returns their page. */
export async function invitedEditor(page: Page, browser: Browser, email: string, role: 'Editor' | 'Author' = 'Editor'): Promise<Page> {
  await page.goto('/en/manage/people');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('combobox', { name: 'Role', exact: true }).selectOption({ label: role });
  await page.getByRole('button', { name: 'Create invitation' }).click();
  const link = new URL(await page.getByRole('textbox', { name: 'Invitation link' }).inputValue());
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, storageState: { cookies: [], origins: [] } });
  const own = await context.newPage();
  await own.goto(`${link.pathname}${link.search}`);
  await waitForHydration(own);
  await own.getByLabel('Password').fill(`a long ${role.toLowerCase()} passphrase`);
  await own.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(own).toHaveURL(/\/en\/manage$/);
  return own;
}

/**
 * A new post starts as a draft: a test that wants it on the public blog chooses "Published", here
 * (the one place that knows the editor's status field).
 */
export async function choosePublished(page: Page) {
  await page.getByRole('combobox', { name: 'Status' }).selectOption('published');
}

/**
 * "Save Post", then the editor stays open on the saved post with its "Saved" status (the admin UI
 * in `locale`). Returns the post's id.
 */
export async function saveAndStay(page: Page, locale: 'en' | 'es' = 'en'): Promise<number> {
  await page.getByRole('button', { name: locale === 'es' ? 'Guardar artículo' : 'Save Post' }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/manage/posts/\\d+\\?saved=\\d+$`));
  const notice = page.getByTestId('saved-notice');
  await expect(notice).toHaveAttribute('role', 'status');
  await expect(notice).toContainText(locale === 'es' ? 'Guardado' : 'Saved');
  return Number(/\/manage\/posts\/(\d+)/.exec(page.url())?.[1]);
}
