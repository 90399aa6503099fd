import { adminTest } from './support/admin';
import { expect, test } from './support/fixtures';
import { afterNextFrames, Site, waitForHydration } from './support/site';
import { expectNoViolations } from './support/axe';
import { publicPaths } from './support/routes';


const extraPaths = [
  '/en/missing-page',
  '/es/blog/missing-post',
  '/BlogPost',
  '/en/manage',
  '/es/manage/posts/new',
  '/en/blog/photo-first-returns',
  '/es/blog/la-talla-primer-problema-de-las-devoluciones',
  '/en/blog?category=Analytics',
  '/en/integrations?group=shipping&q=post',
  '/es/integraciones?q=zzzz',
  '/es/clientes/marca-de-calzado-reduce-devoluciones',
  '/en/customers?industry=beauty',
  '/en/manage/customers',
  '/es/empleo/desarrollador-front-end-vue',
  '/es/manage/openings',
  '/es/recursos/guia-costo-de-las-devoluciones',
  '/en/resources?type=guide',
  '/en/manage/resources',
  '/es/manage/resources/new',
];

// Endless animations make axe crawl (20 s+ a page); the page-by-page sweep runs with reduced
// motion, and the animated home page is scanned once as it moves.
//
// Phones see other layouts (folded categories, step cards, the mobile menu): each public page is
// scanned again at 390 px in Spanish (the same markup as in English, with the longer words), and
// the pages whose layout changes most at 320 and 768 px too. One test per page, resized between
// scans: the layout is what changes, and one load serves them all.
const OTHER_WIDTHS = new Map<string, number[]>(['/en', '/es/blog', '/en/careers', '/es/integraciones'].map((path) => [path, [320, 768]]));
const phoneWidth = (path: string) => (publicPaths.includes(path) && path.startsWith('/es') ? [390] : []);
for (const path of [...publicPaths, ...extraPaths]) {
  const widths = [...phoneWidth(path), ...(OTHER_WIDTHS.get(path) ?? [])];
  test(`axe finds no violations on ${path}${widths.length ? ` (also at ${widths.join(', ')} px)` : ''}`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(path);
    await waitForHydration(page);
    await expectNoViolations(page, path);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 844 });
      await afterNextFrames(page);
      await expectNoViolations(page, `${path} at ${width} px`);
    }
  });
}

test('axe finds no violations on the animated home page', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/en');
  await waitForHydration(page);
  await expectNoViolations(page, 'animated home');
});

test.describe('interactive states', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  test('open dropdown', async ({ page }) => {
    const site = new Site(page);
    await site.visit('/en/about');
    await site.menuTrigger('Brands Universe').click();
    await expectNoViolations(page, 'dropdown');
  });

  test('demo dialog', async ({ page }) => {
    const site = new Site(page);
    await site.visit('/en/about');
    await site.header.getByRole('link', { name: 'Fix My Margins' }).click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Request my demo' })).toBeVisible();
    await expectNoViolations(page, 'demo dialog');
    // With every field in error.
    await page.getByRole('dialog').getByRole('button', { name: 'Request my demo' }).click();
    await expect(page.getByRole('dialog').getByText('This field is required.').first()).toBeVisible();
    await expectNoViolations(page, 'demo dialog with errors');
  });

  test('contact form with errors and after sending', async ({ page }) => {
    const site = new Site(page);
    await site.visit('/es/contacto');
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page.getByText('Este campo es obligatorio.').first()).toBeVisible();
    await expectNoViolations(page, 'contact form with errors');
    await page.getByRole('textbox', { name: 'Nombre completo', exact: true }).fill('Axel Axe');
    await page.getByRole('textbox', { name: 'Correo electrónico', exact: true }).fill(`axe.${Date.now()}@example.com`);
    await page.getByRole('textbox', { name: 'Mensaje', exact: true }).fill('Comprobando la accesibilidad.');
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page.getByRole('heading', { name: '¡Mensaje enviado!' })).toBeVisible();
    await expectNoViolations(page, 'contact form sent');
  });

  test.describe('first visit', () => {
    test.use({ consent: null });
    test('cookie banner', async ({ page }) => {
      const site = new Site(page);
      await site.visit('/es/empleo');
      await expect(site.cookieBanner).toBeVisible();
      await expectNoViolations(page, 'cookie banner');
    });
  });

  test.describe('phone', () => {
    test.use({ viewport: { width: 360, height: 740 } });
    test('mobile menu', async ({ page }) => {
      const site = new Site(page);
      await site.visit('/en/about');
      await site.mobileMenuButton().click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await expectNoViolations(page, 'mobile menu');
    });
  });
});

// The admin screens, signed in (the signed-out sign-in page and access-denied screens are in the
// sweep above): dashboard, leads inbox, a new post and an existing one, in both languages.
for (const path of ['/en/manage', '/es/manage', '/en/manage/leads', '/es/manage/leads', '/en/manage/posts/new', '/es/manage/posts/1', '/es/manage/mail']) {
  adminTest(`axe finds no violations on the admin screen ${path}`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoViolations(page, path);
  });
}

adminTest('axe finds no violations in the delete confirmation', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/en/manage');
  await waitForHydration(page);
  await page.getByRole('button', { name: /^Delete/ }).first().click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expectNoViolations(page, 'delete confirmation');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
});
