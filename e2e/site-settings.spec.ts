import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { startOwnServer } from './support/own-server';
import { waitForHydration } from './support/site';

// Site settings (docs/page-builder.md, "Site settings") change every page's footer, so they run on
// a server of their own: the suite's server keeps the defaults other tests read.
const DATA_DIR = '.e2e-data-site-settings';
const ADMIN = { email: 'settings-admin@otailo.test', password: 'a long settings password' };
const READER = { email: 'settings-reader@otailo.test', password: 'a long reader password' };
const FICTIONAL = '+1 (555) 010-0199';
const PHONE = '+1 (212) 555-0147';

function createUser(user: { email: string; password: string }, role: 'admin' | 'user') {
  execFileSync('npx', ['tsx', '--conditions=react-server', 'e2e/support/create-user.ts', DATA_DIR, user.email, user.password, role], { stdio: 'inherit' });
}

async function signIn(page: Page, user: { email: string; password: string }) {
  await page.goto('/en/manage');
  await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe.serial('site settings', () => {
  let own: Awaited<ReturnType<typeof startOwnServer>>;
  let context: BrowserContext;
  let visitor: BrowserContext;

  test.beforeAll(async ({ browser }: { browser: Browser }) => {
    test.setTimeout(180_000);
    rmSync(DATA_DIR, { recursive: true, force: true });
    createUser(ADMIN, 'admin');
    createUser(READER, 'user');
    own = await startOwnServer('site-settings', { DATA_DIR, HUBSPOT_PORTAL_ID: '', SMTP_URL: '' });
    context = await browser.newContext({ baseURL: own.site.url });
    visitor = await browser.newContext({ baseURL: own.site.url, storageState: { cookies: [], origins: [] } });
    for (const each of [context, visitor]) await each.addInitScript(() => window.localStorage.setItem('otailo_cookie_consent', 'essential'));
  });
  test.afterAll(async () => {
    await context?.close();
    await visitor?.close();
    await own?.site.stop();
    own?.cleanUp();
    rmSync(DATA_DIR, { recursive: true, force: true });
  });

  /** The footer's phone link on `path`, as a visitor sees it. */
  async function footerPhone(path: string) {
    const page = await visitor.newPage();
    await page.goto(path);
    const footer = page.getByRole('contentinfo');
    const phone = footer.getByRole('link', { name: /^\+/ });
    const answer = { text: await phone.textContent(), href: await phone.getAttribute('href'), page };
    return answer;
  }

  test('a phone saved as a draft stays unseen; published, it is in every footer, on the contact page and in the organization data', async () => {
    test.setTimeout(120_000);
    const page = await context.newPage();
    await signIn(page, ADMIN);
    await page.getByRole('navigation', { name: /admin/i }).getByRole('link', { name: 'Site settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Site settings' })).toBeVisible();
    await waitForHydration(page);
    await expect(page.getByText('Nothing published yet')).toBeVisible();
    await expect(page.getByText(`Empty: ${FICTIONAL}`)).toBeVisible();
    await expectNoViolations(page, 'site settings (en)');

    // Refused: each field says why, and what was typed stays.
    await page.getByRole('textbox', { name: 'Phone' }).fill('call us');
    await page.getByRole('textbox', { name: 'X (Twitter) profile' }).fill('https://evil.example/otailo');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.locator('main').getByRole('alert')).toContainText('Some fields need a change');
    await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(/Enter a phone number/);
    await expect(page.getByRole('textbox', { name: 'X (Twitter) profile' })).toHaveAccessibleDescription('Enter an address on this network’s own site.');
    await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('call us');

    // A draft: saved, shown to the editor, not to visitors.
    await page.getByRole('textbox', { name: 'Phone' }).fill(PHONE);
    await page.getByRole('textbox', { name: 'X (Twitter) profile' }).fill('https://x.com/otailo');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByRole('status')).toContainText('Draft saved');
    await expect(page.getByText(/A draft saved .* is waiting to be published/)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue(PHONE);
    expect((await footerPhone('/en')).text).toBe(FICTIONAL);

    // Published: every page at once, both languages, with a tel: link.
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('status')).toContainText('Published: every page shows the new settings now.');
    await expect(page.getByText(/Live since/)).toBeVisible();
    for (const path of ['/en', '/es/blog', '/en/solutions-returns']) {
      const seen = await footerPhone(path);
      expect(seen.text, path).toBe(PHONE);
      expect(seen.href, path).toBe('tel:+12125550147');
      await seen.page.close();
    }
    const home = await footerPhone('/en');
    await expect(home.page.getByRole('contentinfo').getByRole('link', { name: 'Otailo on X' })).toHaveAttribute('href', 'https://x.com/otailo');
    await expect(home.page.getByRole('contentinfo').getByRole('link', { name: 'Otailo on LinkedIn' })).toHaveAttribute('href', /linkedin\.com/);
    const organization = (await home.page.locator('script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text) as { '@type'?: string; sameAs?: string[]; contactPoint?: { telephone?: string }[] })
      .find((data) => data['@type'] === 'Organization');
    expect(organization?.contactPoint?.[0]?.telephone).toBe(PHONE);
    expect(organization?.sameAs).toContain('https://x.com/otailo');
    for (const path of ['/en/contact', '/es/contact']) {
      await home.page.goto(path);
      await expect(home.page.getByRole('main').getByRole('link', { name: PHONE })).toHaveAttribute('href', 'tel:+12125550147');
    }
    await home.page.close();

    // The demo button's label where the spec gives none: a solution page's.
    await page.getByRole('textbox', { name: 'Label in English' }).fill('Talk to our team');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('status')).toContainText('Published');
    const solution = await visitor.newPage();
    // The status still says "Published" from the first publish: the page itself tells when the second is in.
    await expect(async () => {
      await solution.goto('/en/solutions-returns');
      await expect(solution.getByRole('main').getByRole('link', { name: 'Talk to our team' }).first()).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await solution.goto('/es/solutions-returns');
    await expect(solution.getByRole('main').getByRole('link', { name: 'Talk to our team' })).toHaveCount(0);
    await solution.close();
    await page.close();
  });

  test('two editors on one version: the second publish is refused and nothing of it is shown', async () => {
    const first = await context.newPage();
    const second = await context.newPage();
    for (const page of [first, second]) {
      await page.goto('/en/manage/settings');
      await waitForHydration(page);
    }
    await first.getByRole('textbox', { name: 'Phone' }).fill('+1 (212) 555-0100');
    await first.getByRole('button', { name: 'Publish' }).click();
    await expect(first.getByRole('status')).toContainText('Published');
    await second.getByRole('textbox', { name: 'Phone' }).fill('+1 (212) 555-0199');
    await second.getByRole('button', { name: 'Publish' }).click();
    await expect(second.locator('main').getByRole('alert')).toContainText('Someone saved or published the settings while you were editing');
    await expect(second.getByRole('textbox', { name: 'Phone' })).toHaveValue('+1 (212) 555-0199');
    expect((await footerPhone('/en')).text).toBe('+1 (212) 555-0100');
  });

  test('the Spanish menus: a header link renamed and moved up with the keyboard, a footer link to another site; English and the legal column untouched', async () => {
    test.setTimeout(120_000);
    const page = await context.newPage();
    await page.goto('/en/manage/settings');
    await page.getByRole('link', { name: 'Edit the header and footer menus' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Menus' })).toBeVisible();
    await page.getByRole('link', { name: 'Spanish menus' }).click();
    await expect(page).toHaveURL(/lang=es/);
    await waitForHydration(page);
    await expect(page.getByText('These are the site’s own menus.')).toBeVisible();
    await expectNoViolations(page, 'menus (es)');

    // The site's own fourth entry, a link, becomes "Clientes" and moves before "Recursos". Each
    // entry is folded under its title until opened.
    await page.getByText('Header entries 4: Integraciones', { exact: true }).click();
    const integrations = page.getByRole('group', { name: 'Header entries 4', exact: true });
    await expect(integrations.getByRole('textbox', { name: 'Text' })).toHaveValue('Integraciones');
    await integrations.getByRole('textbox', { name: 'Text' }).fill('Conectores');
    await page.getByRole('button', { name: 'Move Header entries 4 up' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Header entries 3: Conectores', { exact: true })).toBeVisible();
    await expect(page.getByText('Header entries 4: Recursos', { exact: true })).toBeVisible();

    // A footer link to another site: refused while it is not https, kept as typed.
    await page.getByText('Footer columns 1: Empresa', { exact: true }).click();
    const company = page.getByRole('group', { name: 'Footer columns 1', exact: true });
    await company.getByRole('button', { name: 'Add to Links' }).click();
    const status = company.getByRole('group', { name: 'Links 5', exact: true });
    await status.getByRole('textbox', { name: 'Text' }).fill('Estado del servicio');
    await status.getByRole('textbox', { name: /^Address/ }).fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.locator('main').getByRole('alert')).toContainText('Some fields need a change');
    await expect(status.getByRole('textbox', { name: /^Address/ })).toHaveAccessibleDescription(/./);
    await status.getByRole('textbox', { name: /^Address/ }).fill('https://status.otailo.com');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('status')).toContainText('Published: every page shows the new menus now.');
    await expect(page.getByText('These menus were set in the admin.')).toBeVisible();

    const site = await visitor.newPage();
    await site.setViewportSize({ width: 1280, height: 800 });
    await site.goto('/es/blog');
    const header = site.getByRole('navigation', { name: 'Principal' });
    await expect(header.locator('[data-nav-list] > li')).toHaveText(['Universo de marcas', 'Universo 3PL', 'Conectores', 'Recursos', 'Clientes', 'Empresa']);
    await expect(header.getByRole('link', { name: 'Conectores' })).toHaveAttribute('href', '/es/integraciones');
    const footer = site.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Estado del servicio' })).toHaveAttribute('href', 'https://status.otailo.com');
    await expect(footer.getByRole('link', { name: 'Estado del servicio' })).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(footer.getByRole('link', { name: 'Política de privacidad' })).toBeVisible();
    await site.goto('/en');
    await expect(site.getByRole('navigation', { name: 'Main' }).locator('[data-nav-list] > li')).toHaveText(['Brands Universe', '3PL Universe', 'Resources', 'Integrations', 'Customers', 'Company']);
    await expect(site.getByRole('contentinfo').getByRole('link', { name: 'Estado del servicio' })).toHaveCount(0);
    await site.close();
    await page.close();
  });

  test('an account without the settings permission is refused the screen and offered no link to it', async ({ browser }) => {
    const reader = await browser.newContext({ baseURL: own.site.url });
    const page = await reader.newPage();
    await signIn(page, READER);
    const denied = page.getByRole('heading', { name: 'Access Denied: You do not have permission to view this page.' });
    await expect(denied).toBeVisible();
    await page.goto('/en/manage/settings');
    await expect(denied).toBeVisible();
    await expect(page.getByRole('link', { name: 'Site settings' })).toHaveCount(0);
    await reader.close();
  });
});
