import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_ADMIN_STATE } from './server-env.mjs';

/** Tests that start signed in as the admin (the session stored by e2e/admin.setup.ts). */
export const adminTest = test.extend({ storageState: E2E_ADMIN_STATE });

export async function signIn(page: Page, email: string, password: string, next?: string) {
  await page.goto(next === undefined ? '/en/manage' : `/en/manage?next=${encodeURIComponent(next)}`);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export { expect };
