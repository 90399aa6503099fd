import type { Page } from '@playwright/test';
import { adminTest } from './support/admin';
import { expect, test } from './support/fixtures';
import { Site, waitForHydration } from './support/site';

/**
 * A two-language blog as a reader and a search engine see it: each post in one language, linked
 * to its translation (the sample posts ship five such pairs).
 */
const ENGLISH = '/en/blog/photo-first-returns';
const SPANISH = '/es/blog/devoluciones-con-fotos-primero';

test('switching language on a post lands on its translation, and back', async ({ page }) => {
  const site = new Site(page);
  await site.visit(ENGLISH);
  await site.header.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: /ES/ }).click();
  await expect(page).toHaveURL(new RegExp(`${SPANISH}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Devoluciones con fotos primero: frena las devoluciones no elegibles antes del envío');
  await expect(page.locator('article').first()).toContainText('6 min de lectura');
  await site.header.getByRole('navigation', { name: 'Idioma' }).getByRole('link', { name: /EN/ }).click();
  await expect(page).toHaveURL(new RegExp(`${ENGLISH}$`));
});

test('a post asked for under the other locale answers 308: to its translation there', async ({ request }) => {
  for (const [from, to] of [
    ['/es/blog/photo-first-returns', SPANISH],
    ['/en/blog/devoluciones-con-fotos-primero', ENGLISH],
    ['/BlogPost?slug=devoluciones-con-fotos-primero', SPANISH],
  ]) {
    const response = await request.get(from!, { maxRedirects: 0 });
    if (response.status() === 308 && !response.headers()['location']?.endsWith(to!)) {
      // The legacy address goes to the visitor's locale first, then to the post's own page.
      const next = await request.get(response.headers()['location']!, { maxRedirects: 0 });
      expect(next.status(), from).toBe(308);
      expect(next.headers()['location'], from).toMatch(new RegExp(`${to}$`));
      continue;
    }
    expect(response.status(), from).toBe(308);
    expect(response.headers()['location'], from).toMatch(new RegExp(`${to}$`));
  }
});

/** The hreflang alternates of a page: `{ en: url, es: url, 'x-default': url }`. */
async function alternates(page: Page): Promise<Record<string, string>> {
  const links = await page.locator('head link[rel="alternate"][hreflang]').evaluateAll((elements) =>
    elements.map((element) => [element.getAttribute('hreflang') ?? '', element.getAttribute('href') ?? ''] as const),
  );
  return Object.fromEntries(links);
}

test('hreflang on a post names its translation, and each named page is in that language', async ({ page, request, baseURL }) => {
  await page.goto(ENGLISH);
  const languages = await alternates(page);
  expect(languages).toEqual({ en: `${baseURL}${ENGLISH}`, es: `${baseURL}${SPANISH}`, 'x-default': `${baseURL}${ENGLISH}` });
  for (const [hreflang, url] of Object.entries(languages)) {
    const html = await (await request.get(url)).text();
    expect(/<html lang="(\w+)"/.exec(html)?.[1], hreflang).toBe(hreflang === 'x-default' ? 'en' : hreflang);
  }
  await expect(page.locator('head meta[property="og:locale:alternate"]')).toHaveAttribute('content', 'es_ES');
  const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
  const posting = data.find((item) => item['@type'] === 'BlogPosting');
  expect(posting).toMatchObject({ inLanguage: 'en', dateModified: expect.any(String) });
  expect(posting.workTranslation ?? posting.translationOfWork).toMatchObject({ url: `${baseURL}${SPANISH}`, inLanguage: 'es' });
  await page.goto(SPANISH);
  expect(await alternates(page)).toEqual({ en: `${baseURL}${ENGLISH}`, es: `${baseURL}${SPANISH}`, 'x-default': `${baseURL}${ENGLISH}` });
});

/** Fills the editor's required fields for a new English post and saves it; returns its slug. */
async function createEnglishPost(page: Page, title: string): Promise<string> {
  await page.goto('/en/manage/posts/new');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  const slug = await page.getByRole('textbox', { name: 'Slug' }).inputValue();
  await page.getByRole('textbox', { name: 'Excerpt' }).fill('Written in English only, at first.');
  await page.getByRole('textbox', { name: 'Category' }).fill('Testing');
  await page.getByRole('textbox', { name: 'Image URL' }).fill('/images/blog/photo-first-returns.jpg');
  await page.getByRole('textbox', { name: 'Full Content' }).fill('An English body.');
  await page.getByRole('button', { name: 'Save Post' }).click();
  await expect(page).toHaveURL(/\/en\/blog$/);
  return slug;
}

adminTest('a post without translation switches to the other blog with a note; the editor creates its translation in three clicks', async ({ page, playwright, baseURL }) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const slug = await createEnglishPost(page, `Only in English ${stamp}`);
  // What a visitor sees: the switch lands on the Spanish blog, which says so and links back.
  const visitor = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const switched = await visitor.get(`/es/blog?translationOf=${slug}`);
  const note = await switched.text();
  expect(note).toContain('Este artículo solo está disponible en inglés.');
  expect(note).toContain(`href="/en/blog/${slug}"`);
  const asSpanish = await visitor.get(`/es/blog/${slug}`, { maxRedirects: 0 });
  expect(asSpanish.status()).toBe(308);
  expect(asSpanish.headers()['location']).toMatch(new RegExp(`/en/blog/${slug}$`));

  // Click 1: from the post's editor, "Create the Spanish version" (prefilled, linked on save).
  await page.goto('/en/manage');
  await page.getByRole('link', { name: `Edit “Only in English ${stamp}”` }).click();
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: 'Translation' })).toContainText('This post has no Spanish version yet.');
  await page.getByRole('link', { name: 'Create the Spanish version' }).click();
  await waitForHydration(page);
  await expect(page.getByRole('textbox', { name: 'Excerpt' })).toHaveValue('Written in English only, at first.');
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('es');
  await page.getByRole('textbox', { name: 'Title' }).fill(`Solo en inglés ${stamp}`);
  // Click 2: publish it; click 3: save.
  await page.getByRole('combobox', { name: 'Status' }).selectOption('published');
  await page.getByRole('button', { name: 'Save Post' }).click();
  await expect(page).toHaveURL(/\/es\/blog$/);
  const spanishSlug = `solo-en-ingles-${stamp}`;

  // Now the English post's switch leads to the Spanish one, and the dashboard shows the pair.
  const translated = await visitor.get(`/es/blog?translationOf=${slug}`, { maxRedirects: 0 });
  expect(translated.headers()['location']).toMatch(new RegExp(`/es/blog/${spanishSlug}$`));
  await page.goto('/en/manage');
  await expect(page.getByRole('row', { name: new RegExp(`Only in English ${stamp}`) })).toContainText(`ES Solo en inglés ${stamp}`);
  await visitor.dispose();

  // Unlink from the Spanish post's editor: the English one has no translation again.
  await page.getByRole('row', { name: new RegExp(`Only in English ${stamp}`) }).getByRole('link', { name: `ES Solo en inglés ${stamp}` }).click();
  await page.getByRole('region', { name: 'Translation' }).getByRole('button', { name: 'Unlink' }).click();
  await expect(page.getByRole('region', { name: 'Translation' })).toContainText('The posts are no longer linked.');
  await expect(page.getByRole('region', { name: 'Translation' })).toContainText('This post has no English version yet.');

  // The two posts leave the shared sample blog as it was.
  for (const title of [`Only in English ${stamp}`, `Solo en inglés ${stamp}`]) await deletePost(page, title);
});

async function deletePost(page: Page, title: string) {
  await page.goto('/en/manage');
  await waitForHydration(page);
  await page.getByRole('button', { name: `Delete “${title}”` }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('button', { name: `Delete “${title}”` })).toHaveCount(0);
}
