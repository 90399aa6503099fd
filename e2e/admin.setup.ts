import { expect, test as setup } from '@playwright/test';
import { E2E_ADMIN, E2E_ADMIN_STATE } from './support/server-env.mjs';

/** Signs the admin in once; admin tests start from this stored state. */
setup('sign the admin in', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '10.99.0.1' });
  await page.goto('/en/manage');
  await page.getByRole('textbox', { name: 'Email' }).fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.context().storageState({ path: E2E_ADMIN_STATE });
});
