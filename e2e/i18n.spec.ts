import { field } from './support/fields';
import { expect, test } from './support/fixtures';
import { Site } from './support/site';

test('the language selector switches to the same page in the other language and remembers it', async ({
  page,
  context,
}) => {
  const site = new Site(page);
  await site.visit('/en/solutions-recalls');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(site.languageLinks().filter({ hasText: 'EN' })).toHaveAttribute('aria-current', 'true');

  await site.languageLinks().filter({ hasText: 'ES' }).click();
  await expect(page).toHaveURL(/\/es\/soluciones\/retiradas-de-producto$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Retiradas de producto');
  await expect(site.languageLinks('Idioma').filter({ hasText: 'ES' })).toHaveAttribute('aria-current', 'true');

  const cookie = (await context.cookies()).find((c) => c.name === 'otailo_locale');
  expect(cookie?.value).toBe('es');

  // The remembered choice wins over the browser's languages for addresses without a locale.
  await page.goto('/');
  await expect(page).toHaveURL(/\/es$/);
  // Hydrated before the click: the choice is stored by the switcher's script.
  await site.visit('/Careers');
  await expect(page).toHaveURL(/\/es\/empleo$/);

  await site.languageLinks('Idioma').filter({ hasText: 'EN' }).click();
  await expect(page).toHaveURL(/\/en\/careers$/);
  await page.goto('/About');
  await expect(page).toHaveURL(/\/en\/about$/);
});

test.describe('a Spanish-speaking browser', () => {
  test.use({ locale: 'es-ES' });

  test('lands on Spanish pages from addresses without a locale', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/es$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Inspecciona y devuelve desde cualquier lugar!');
    await page.goto('/SolutionsReturns');
    await expect(page).toHaveURL(/\/es\/soluciones\/devoluciones$/);
  });

  test('still gets English where the address says so', async ({ page }) => {
    await page.goto('/en/About');
    await expect(page).toHaveURL(/\/en\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('legacy and non-canonical addresses', () => {
  const cases: [string, string, string?][] = [
    ['/About', '/en/about'],
    ['/ABOUT', '/en/about'],
    ['/es/About', '/es/sobre-nosotros'],
    ['/solutionsreturns', '/en/solutions-returns'],
    ['/Solutions3PLNextBestShelf', '/en/solutions-3pl-next-best-shelf'],
    ['/es/WarehouseInspectionModule', '/es/soluciones/inspeccion-en-almacen'],
    ['/Blog?category=Returns&search=fit&junk=1', '/en/blog?category=Returns&search=fit'],
    ['/BlogPost?slug=returns-playbook', '/en/blog/returns-playbook'],
    ['/ManageBlogPost?slug=returns-playbook', '/en/manage/posts/by-slug/returns-playbook'],
    ['/', '/es', 'es-ES,es;q=0.9'],
    ['/PrivacyPolicy', '/es/politica-de-privacidad', 'es'],
  ];

  for (const [from, to, acceptLanguage] of cases) {
    test(`${from} answers 308 → ${to}`, async ({ request, baseURL }) => {
      const response = await request.get(from, {
        maxRedirects: 0,
        headers: acceptLanguage ? { 'Accept-Language': acceptLanguage } : {},
      });
      expect(response.status()).toBe(308);
      expect(new URL(response.headers()['location']!, baseURL).toString()).toBe(`${baseURL}${to}`);
    });
  }

  test('a redirect chosen by the visitor’s languages is never cached', async ({ request }) => {
    const response = await request.get('/About', { maxRedirects: 0 });
    expect(response.headers()['cache-control']).toContain('no-store');
    expect(response.headers()['vary']).toContain('Accept-Language');
  });
});

test.describe('the language switch keeps what the visitor has', () => {
  test('an ROI estimate: the inputs go along (a query typed the Spanish way is made plain first)', async ({ page }) => {
    const site = new Site(page);
    await site.visit('/es/calculadora-roi?orders=12.000&aov=80,5');
    await expect(page).toHaveURL(/\?orders=12000&aov=80\.5&returnRate=16\.9/);
    await site.languageLinks('Idioma').filter({ hasText: 'EN' }).click();
    await expect(page).toHaveURL(/\/en\/roi-calculator\?orders=12000&aov=80\.5&/);
    await expect(field(page, 'Orders per month')).toHaveValue('12000');
    await expect(field(page, 'Average order value')).toHaveValue('80.5');
  });

  test('a filtered directory and a blog search: the filters go along, the page number stays behind', async ({ page }) => {
    const site = new Site(page);
    await site.visit('/en/integrations?q=shop&group=ecommerce');
    await site.languageLinks().filter({ hasText: 'ES' }).click();
    await expect(page).toHaveURL(/\/es\/integraciones\?q=shop&group=ecommerce$/);
    await expect(page.getByRole('searchbox').first()).toHaveValue('shop');

    await site.visit('/es/blog?search=devoluciones&page=2');
    await site.languageLinks('Idioma').filter({ hasText: 'EN' }).click();
    await expect(page).toHaveURL(/\/en\/blog\?search=devoluciones$/);
  });

  test("a blog category: the other language's list opens on its own name for it", async ({ page }) => {
    const site = new Site(page);
    await site.visit('/en/blog?category=Returns');
    await site.languageLinks().filter({ hasText: 'ES' }).click();
    await expect(page).toHaveURL(/\/es\/blog\?category=Devoluciones$/);
    await expect(page.getByRole('heading', { name: /Primero el cambio/ })).toBeVisible();
    // A name nothing pairs: the list opens unfiltered rather than empty.
    await site.visit('/es/blog?categoryOf=Nowhere');
    await expect(page).toHaveURL(/\/es\/blog$/);
  });

  test('without JavaScript, or opened in a new tab, the link itself holds the state', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const site = new Site(page);
    // The figures, written into the Spanish link by the server: followed without a script.
    await page.goto('/en/roi-calculator?orders=12000&aov=80.5&currency=MXN');
    const spanish = site.languageLinks().filter({ hasText: 'ES' });
    await expect(spanish).toHaveAttribute('href', '/es/calculadora-roi?orders=12000&aov=80.5&currency=MXN');
    await spanish.click();
    await expect(page).toHaveURL(/\/es\/calculadora-roi\?orders=12000&aov=80\.5&currency=MXN$/);
    await expect(field(page, 'Pedidos al mes')).toHaveValue('12000');
    // The blog's search goes along, its page number stays behind; the directory's filters too.
    await page.goto('/es/blog?search=devoluciones&page=2');
    await expect(site.languageLinks('Idioma').filter({ hasText: 'EN' })).toHaveAttribute('href', '/en/blog?search=devoluciones');
    await page.goto('/en/integrations?q=shop&group=ecommerce');
    await expect(site.languageLinks().filter({ hasText: 'ES' })).toHaveAttribute('href', '/es/integraciones?q=shop&group=ecommerce');
    // A booking's token and a slot list's ticket, zone and choice of times.
    await page.goto('/en/demo/booking?token=abc123');
    await expect(site.languageLinks().filter({ hasText: 'ES' })).toHaveAttribute('href', '/es/demo/reserva?token=abc123');
    await page.goto('/es/demo/reservar?ticket=t-1&tz=America%2FMexico_City&all=1');
    await expect(site.languageLinks('Idioma').filter({ hasText: 'EN' })).toHaveAttribute('href', '/en/demo/book?ticket=t-1&tz=America%2FMexico_City&all=1');
    // A page without state links to the other language's page alone.
    await page.goto('/en/roi-calculator');
    await expect(site.languageLinks().filter({ hasText: 'ES' })).toHaveAttribute('href', '/es/calculadora-roi');
    await context.close();
  });

  test('a booking link: its token goes along', async ({ page }) => {
    const site = new Site(page);
    await site.visit('/en/demo/booking?token=abc123');
    await site.languageLinks().filter({ hasText: 'ES' }).click();
    await expect(page).toHaveURL(/\/es\/demo\/reserva\?token=abc123$/);
  });
});
