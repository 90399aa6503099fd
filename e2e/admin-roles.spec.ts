import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { expect, test } from './support/fixtures';
import { startOwnServer } from './support/own-server';

const DATA_DIR = '.e2e-data-roles';

/**
 * A signed-in account without the admin role is refused everywhere. The site has no way to create
 * such an account, so this test prepares its own database and runs its own server.
 */
test('a signed-in non-admin gets the access-denied texts and cannot change anything', async ({ browser }) => {
  test.setTimeout(90_000);
  rmSync(DATA_DIR, { recursive: true, force: true });
  execFileSync('npx', ['tsx', '--conditions=react-server', 'e2e/support/create-user.ts', DATA_DIR, 'reader@otailo.test', 'a long reader password', 'user'], { stdio: 'inherit' });
  const own = await startOwnServer('roles', { DATA_DIR });
  const site = own.site;
  try {
    const context = await browser.newContext({ baseURL: site.url });
    const page = await context.newPage();
    await page.goto('/en/manage');
    await page.getByRole('textbox', { name: 'Email' }).fill('reader@otailo.test');
    await page.getByLabel('Password').fill('a long reader password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Access Denied: You do not have permission to view this page.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to blog' })).toHaveAttribute('href', '/en/blog');
    for (const path of ['/en/manage/posts/new', '/en/manage/leads', '/en/manage/posts/1', '/en/manage/mail']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(403);
      await expect(page.getByRole('heading', { name: 'Access Denied: You do not have permission to view this page.' })).toBeVisible();
    }
    expect((await page.request.get('/api/admin/leads/export')).status()).toBe(403);
    expect(await (await page.request.get('/api/admin/session')).json()).toEqual({ admin: false });
    await context.close();
  } finally {
    await site.stop();
    own.cleanUp();
    rmSync(DATA_DIR, { recursive: true, force: true });
  }
});
