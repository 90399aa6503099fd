import { expect, test, visitorHeaders } from './support/fixtures';

const screens = [
  {
    path: '/en/this-page-does-not-exist',
    title: 'Page Not Found',
    texts: ['The page you are looking for does not exist or has been moved.'],
    button: 'Go to Home',
    target: /\/en$/,
  },
  {
    path: '/es/una/ruta/que/no/existe',
    title: 'Página no encontrada',
    texts: ['La página que buscas no existe o se ha movido.'],
    button: 'Ir al inicio',
    target: /\/es$/,
  },
  {
    path: '/BlogPost',
    title: 'No blog post specified',
    texts: ["The blog post you're looking for could not be loaded."],
    button: 'Return to Blog',
    target: /\/en\/blog$/,
  },
  {
    path: '/en/blog/no-such-post',
    title: 'Post Not Found',
    texts: ['Blog post not found', "The blog post you're looking for could not be loaded."],
    button: 'Return to Blog',
    target: /\/en\/blog$/,
  },
  {
    path: '/es/blog/no-such-post',
    title: 'Artículo no encontrado',
    texts: ['No se ha podido cargar el artículo del blog que buscas.'],
    button: 'Volver al blog',
    target: /\/es\/blog$/,
  },
];

for (const screen of screens) {
  test(`${screen.path} answers 404 with "${screen.title}"`, async ({ page }) => {
    const response = await page.goto(screen.path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(screen.title);
    for (const text of screen.texts) await expect(page.getByText(text, { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(`${screen.title} | Otailo`);
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
    await page.getByRole('main').getByRole('link', { name: screen.button }).click();
    await expect(page).toHaveURL(screen.target);
  });
}

test('the 404 page is complete without JavaScript', async ({ browser, baseURL }, testInfo) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, extraHTTPHeaders: visitorHeaders(testInfo) });
  const page = await context.newPage();
  const response = await page.goto('/en/a/b/c/d');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await context.close();
});

test('unknown addresses without a locale get one, then the 404 page', async ({ page }) => {
  const response = await page.goto('/no-such-page.php');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(/\/en\/no-such-page\.php$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
});

test('unknown API paths answer 404 in JSON', async ({ request }) => {
  const response = await request.get('/api/nothing/here');
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ error: 'Not found' });
});

test('the 404 page offers a way on: a blog search that works without JavaScript, and the most visited pages', async ({ browser, baseURL }, testInfo) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, extraHTTPHeaders: visitorHeaders(testInfo) });
  const page = await context.newPage();
  expect((await page.goto('/es/no-existe'))?.status()).toBe(404);
  const popular = page.getByRole('navigation', { name: 'O ve a una de estas páginas' });
  await expect(popular.getByRole('link')).toHaveText(['Devoluciones y cambios', 'Clientes', 'Integraciones', 'Blog', 'Contacto']);
  const search = page.getByRole('search', { name: 'Buscar en el blog' });
  await search.getByRole('searchbox').fill('devoluciones');
  await search.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/\/es\/blog\?search=devoluciones$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.close();
});
