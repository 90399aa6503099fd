import { expect, test } from './support/fixtures';
import { Site } from './support/site';

test.describe('desktop header menus', () => {
  test('a dropdown opens on hover, stays open over its panel and closes 200 ms after the pointer leaves', async ({
    page,
  }) => {
    const site = new Site(page);
    await site.visit('/en/about');
    const trigger = site.menuTrigger('Brands Universe');

    await trigger.hover();
    const panel = site.menuPanel();
    await expect(panel).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    for (const group of ['Return Initiation', 'Return Inspection and Processing', 'Analytics']) {
      await expect(panel.getByText(group, { exact: true })).toBeVisible();
    }
    await expect(panel.getByRole('link')).toHaveCount(8);

    // Moving from the trigger onto the panel keeps it open.
    await panel.getByRole('link', { name: /Sizing Analytics/ }).hover();
    await page.waitForTimeout(400);
    await expect(panel).toBeVisible();

    // Measured in the page (not across the test's round trips): pointer out → panel removed.
    await page.evaluate(() => {
      const nav = document.querySelector('header nav')!;
      let left = 0;
      (window as unknown as { closeDelay: Promise<number> }).closeDelay = new Promise<number>((resolve) => {
        document.addEventListener('pointermove', (event) => {
          // The event's own time: this listener may run after the menu's, which starts the timer.
          if (!left && !nav.contains(event.target as Node)) left = event.timeStamp;
        });
        new MutationObserver((_, observer) => {
          if (left && !nav.querySelector('[data-state="open"][aria-labelledby]')) {
            observer.disconnect();
            resolve(performance.now() - left);
          }
        }).observe(nav, { subtree: true, childList: true, attributes: true });
      });
    });
    await page.mouse.move(640, 650);
    const delay = await page.evaluate(() => (window as unknown as { closeDelay: Promise<number> }).closeDelay);
    expect(delay).toBeGreaterThanOrEqual(190);
    expect(delay).toBeLessThan(1000);
    await expect(panel).toBeHidden();
  });

  test('the other menus list their entries', async ({ page }) => {
    const site = new Site(page);
    await site.visit('/en');
    await site.menuTrigger('3PL Universe').hover();
    await expect(site.menuPanel().getByRole('link')).toHaveText([/Smart SOP/, /Next Best Shelf/]);
    await site.menuTrigger('Resources').hover();
    await expect(site.menuPanel().getByRole('link')).toHaveText([/Blog/, /ROI Calculator/, /Resource library/]);
    await expect(site.primaryNav().getByRole('link', { name: 'Integrations' })).toHaveAttribute('href', '/en/integrations');
  });

  test('proof and the company are one hover away: Customers, and About, Trust Center, Careers and Contact', async ({ page }) => {
    const site = new Site(page);
    for (const [path, customers, company, links] of [
      ['/en/blog', ['Customers', '/en/customers'], 'Company', [['About', '/en/about'], ['Trust Center', '/en/trust'], ['Careers', '/en/careers'], ['Contact', '/en/contact']]],
      ['/es/blog', ['Clientes', '/es/clientes'], 'Empresa', [['Sobre nosotros', '/es/sobre-nosotros'], ['Centro de confianza', '/es/confianza'], ['Empleo', '/es/empleo'], ['Contacto', '/es/contacto']]],
    ] as const) {
      await site.visit(path);
      const nav = path.startsWith('/es') ? site.primaryNav('Principal') : site.primaryNav();
      await expect(nav.getByRole('link', { name: customers[0], exact: true })).toHaveAttribute('href', customers[1]);
      await nav.getByRole('button', { name: company }).click();
      for (const [name, href] of links) await expect(nav.locator('[data-state="open"][aria-labelledby]').getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
      // The whole header fits at the desktop width where the menus appear.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
  });

  test('a click toggles a menu and an outside click closes it', async ({ page }) => {
    const site = new Site(page);
    await site.visit('/en');
    const trigger = site.menuTrigger('3PL Universe');
    await trigger.click();
    await expect(site.menuPanel()).toBeVisible();
    await trigger.click();
    await expect(site.menuPanel()).toBeHidden();
    // The pointer still rests on the trigger: the menu must not reopen by itself.
    await page.waitForTimeout(400);
    await expect(site.menuPanel()).toBeHidden();

    await trigger.click();
    await expect(site.menuPanel()).toBeVisible();
    await page.mouse.click(640, 500);
    await expect(site.menuPanel()).toBeHidden();
  });

  test('a click just after the hover opened a menu keeps it open; the next click closes it', async ({ page }) => {
    const site = new Site(page);
    await site.visit('/en');
    const trigger = site.menuTrigger('Brands Universe');
    await trigger.hover();
    // In the page, so that a busy test machine cannot stretch the time between the two: click the
    // button in the frame its panel appears (the hover opened it), then look again a moment later.
    const stayedOpen = await page.evaluate(async () => {
      const nav = document.querySelector('header nav[aria-label="Main"]')!;
      const panel = () => nav.querySelector('[data-nav-panel]');
      await new Promise<void>((resolve) => (function check() { if (panel()) resolve(); else requestAnimationFrame(check); })());
      nav.querySelector<HTMLButtonElement>('button[aria-expanded="true"]')!.click();
      await new Promise((resolve) => setTimeout(resolve, 100));
      return panel() !== null;
    });
    expect(stayedOpen, 'the menu after a click right after the hover opened it').toBe(true);
    await trigger.click();
    await expect(site.menuPanel()).toBeHidden();
  });

  test('menus work with the keyboard alone', async ({ page }) => {
    const site = new Site(page);
    await site.visit('/en');
    const trigger = site.menuTrigger('Brands Universe');
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(site.menuPanel()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(site.menuPanel().getByRole('link', { name: /Returns & Exchanges/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(site.menuPanel().getByRole('link', { name: /Upgrades & Trade-ins/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(site.menuPanel()).toBeHidden();
    await expect(trigger).toBeFocused();

    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/solutions-returns$/);
    await expect(site.menuTrigger('Brands Universe')).toHaveAttribute('data-current', '');
  });

  test('arrow keys move between the top-level items and through a panel; focus leaving a menu closes it', async ({
    page,
  }) => {
    const site = new Site(page);
    await site.visit('/en');
    const brands = site.menuTrigger('Brands Universe');
    await brands.focus();
    await page.keyboard.press('ArrowRight');
    await expect(site.menuTrigger('3PL Universe')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(site.menuTrigger('Company')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(site.primaryNav().getByRole('link', { name: 'Customers' })).toBeFocused();

    await brands.focus();
    await page.keyboard.press('Enter');
    await expect(brands).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(site.menuPanel().getByRole('link', { name: /Sizing Analytics/ })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(site.menuPanel().getByRole('link', { name: /Returns & Exchanges/ })).toBeFocused();
    // Shift+Tab back onto the button, then down into the panel again: Tab still goes link to link.
    await page.keyboard.press('Shift+Tab');
    await expect(brands).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await expect(site.menuPanel().getByRole('link', { name: /Upgrades & Trade-ins/ })).toBeFocused();

    // Tab past the panel's last link onto the next button: the menu closes.
    await site.menuPanel().getByRole('link', { name: /Sizing Analytics/ }).focus();
    await page.keyboard.press('Tab');
    await expect(site.menuTrigger('3PL Universe')).toBeFocused();
    await expect(site.menuPanel()).toHaveCount(0);
    await expect(brands).toHaveAttribute('aria-expanded', 'false');
  });

  test('the current page is marked in the navigation', async ({ page }) => {
    const site = new Site(page);
    await site.visit('/en/integrations');
    await expect(site.primaryNav().getByRole('link', { name: 'Integrations' })).toHaveAttribute('aria-current', 'page');
    // Its underline sits on the sticky header's bottom edge, not below it.
    const [underlineBottom, headerBottom] = await site.primaryNav().getByRole('link', { name: 'Integrations' }).evaluate((link) => {
      const after = getComputedStyle(link, '::after');
      return [link.getBoundingClientRect().bottom - parseFloat(after.bottom), link.closest('header')!.getBoundingClientRect().bottom];
    });
    expect(Math.abs(underlineBottom - headerBottom)).toBeLessThanOrEqual(0.5);
    await site.visit('/en/sizing-analytics');
    await site.menuTrigger('Brands Universe').click();
    await expect(site.menuPanel().getByRole('link', { name: /Sizing Analytics/ })).toHaveAttribute('aria-current', 'page');
    await expect(site.menuPanel().getByRole('link', { name: /Advanced Analytics/ })).not.toHaveAttribute('aria-current');
  });

  test('the logo leads home', async ({ page }) => {
    const site = new Site(page);
    await site.visit('/en/careers');
    await site.header.getByRole('link', { name: 'Otailo home' }).click();
    await expect(page).toHaveURL(/\/en$/);
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens as a dialog with every entry plus Home, keeps focus inside and closes with Escape', async ({ page }) => {
    const site = new Site(page);
    await site.visit('/es/sobre-nosotros');
    await expect(site.primaryNav('Principal')).toBeHidden();
    const button = site.mobileMenuButton('Abrir menú');
    await button.click();

    const dialog = page.getByRole('dialog', { name: 'Menú' });
    await expect(dialog).toBeVisible();
    // The spec's entries, then where a buyer looks for proof and for the company.
    for (const name of ['Inicio', 'Devoluciones y cambios', 'SOP inteligente', 'Blog', 'Integraciones', 'Clientes', 'Sobre nosotros', 'Centro de confianza', 'Empleo', 'Contacto']) {
      await expect(dialog.getByRole('link', { name, exact: true })).toBeVisible();
    }

    for (let i = 0; i < 30; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('following a link navigates and closes the menu', async ({ page }) => {
    const site = new Site(page);
    await site.visit('/en');
    await site.mobileMenuButton().click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await dialog.getByRole('link', { name: 'Warehouse Inspection' }).click();
    await expect(page).toHaveURL(/\/en\/warehouse-inspection-module$/);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Warehouse Inspection');
  });
});

test('pages are prefetched on intent (hover, focus), not because their links are in view', async ({ page }) => {
  const site = new Site(page);
  const prefetched: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.searchParams.has('_rsc')) prefetched.push(url.pathname);
  });
  await site.visit('/en/about');
  await page.waitForTimeout(1500);
  expect(prefetched).toEqual([]);

  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Careers' });
  await footerLink.hover();
  await expect.poll(() => prefetched).toContain('/en/careers');
  await site.primaryNav().getByRole('link', { name: 'Integrations' }).focus();
  await expect.poll(() => prefetched).toContain('/en/integrations');

  // Following the link is still a client-side navigation: the page is not reloaded.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await footerLink.click();
  await expect(page).toHaveURL(/\/en\/careers$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/career/i);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('a modified click on a link is left to the browser: the page opens in a new tab', async ({ page, context }) => {
  const site = new Site(page);
  await site.visit('/en/about');
  const opened = context.waitForEvent('page');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click({ modifiers: ['ControlOrMeta'] });
  const tab = await opened;
  await expect(tab).toHaveURL(/\/en\/careers$/);
  await expect(page).toHaveURL(/\/en\/about$/);
  await tab.close();
});

test('the skip link is the first tab stop and moves focus to the main content', async ({ page }) => {
  const site = new Site(page);
  await site.visit('/en/about');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(site.main).toBeFocused();
});

test('footer links lead to their pages, scrolled to the top', async ({ page }) => {
  const site = new Site(page);
  await site.visit('/en');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Otailo on LinkedIn' })).toHaveAttribute('href', /linkedin\.com/);
  await expect(footer).toContainText(`© ${new Date().getUTCFullYear()} Otailo`);
  for (const [name, path] of [
    ['About', '/en/about'],
    ['Careers', '/en/careers'],
    ['Blog', '/en/blog'],
    ['Resources', '/en/resources'],
    ['Contact', '/en/contact'],
    ['Privacy Policy', '/en/privacy-policy'],
    ['Cookie Policy', '/en/cookie-policy'],
  ] as const) {
    await footer.scrollIntoViewIfNeeded();
    await footer.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  }
});
