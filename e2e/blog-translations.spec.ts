import { rmSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { choosePublished, saveAndStay, signIn } from './support/admin';
import { expect, test } from './support/fixtures';
import { startOwnServer } from './support/own-server';
import { E2E_ADMIN } from './support/server-env.mjs';
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
  ]) {
    const response = await request.get(from!, { maxRedirects: 0 });
    expect(response.status(), from).toBe(308);
    expect(response.headers()['location'], from).toMatch(new RegExp(`${to}$`));
  }
  // The legacy address keeps working for every slug: the visitor's locale, then the post in it.
  for (const [language, to] of [['en', ENGLISH], ['es', SPANISH]]) {
    const response = await request.get('/BlogPost?slug=devoluciones-con-fotos-primero', { headers: { cookie: `otailo_locale=${language}` } });
    expect(new URL(response.url()).pathname, language).toBe(to);
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
  expect(posting.workTranslation).toMatchObject({ url: `${baseURL}${SPANISH}`, inLanguage: 'es' });
  await page.goto(SPANISH);
  expect(await alternates(page)).toEqual({ en: `${baseURL}${ENGLISH}`, es: `${baseURL}${SPANISH}`, 'x-default': `${baseURL}${ENGLISH}` });
  // The pair names itself one way: the Spanish post is the English one's translation.
  const spanishData = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
  const spanishPosting = spanishData.find((item) => item['@type'] === 'BlogPosting');
  expect(spanishPosting).toMatchObject({ inLanguage: 'es', translationOfWork: { url: `${baseURL}${ENGLISH}`, inLanguage: 'en' } });
  expect(spanishPosting).not.toHaveProperty('workTranslation');
});

/** Width and height from a PNG's header (IHDR). */
function pngSize(bytes: Buffer) {
  return { png: bytes.subarray(1, 4).toString('latin1') === 'PNG', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('each post shares its own generated card: a 1200×630 PNG in its language, named by og:image', async ({ page, request, baseURL }) => {
  const cards: Buffer[] = [];
  for (const [path, locale] of [[ENGLISH, 'en_US'], [SPANISH, 'es_ES']] as const) {
    await page.goto(path);
    await expect(page.locator('head meta[property="og:locale"]')).toHaveAttribute('content', locale);
    const image = await page.locator('head meta[property="og:image"]').getAttribute('content');
    expect(image, path).toMatch(new RegExp(`^${baseURL}${path}/social\\.png\\?v=\\w+$`));
    await expect(page.locator('head meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
    await expect(page.locator('head meta[name="twitter:image"]')).toHaveAttribute('content', image!);
    const response = await request.get(image!);
    expect(response.status(), image!).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    expect(response.headers()['cross-origin-resource-policy']).toBe('cross-origin');
    const bytes = await response.body();
    expect(pngSize(bytes)).toEqual({ png: true, width: 1200, height: 630 });
    cards.push(bytes);
  }
  expect(cards[0]!.equals(cards[1]!)).toBe(false);
  // A post has a card under its own language only; unknown slugs have none.
  for (const path of ['/es/blog/photo-first-returns/social.png', '/en/blog/no-such-post/social.png', `/en/blog/${'x'.repeat(300)}/social.png`]) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
  }
  expect((await request.get('/en/blog/%00/social.png')).status()).toBe(400);
});

/** Fills the editor's required fields for a new English post and publishes it; returns its slug. */
async function createEnglishPost(page: Page, title: string): Promise<string> {
  await page.goto('/en/manage/posts/new');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  const slug = await page.getByRole('textbox', { name: 'Slug' }).inputValue();
  await page.getByRole('textbox', { name: 'Excerpt' }).fill('Written in English only, at first.');
  await page.getByRole('textbox', { name: 'Category' }).fill('Testing');
  await page.getByRole('textbox', { name: 'Image URL' }).fill('/images/blog/photo-first-returns.jpg');
  await page.getByRole('textbox', { name: 'Full Content' }).fill('An English body.');
  await choosePublished(page);
  await saveAndStay(page);
  return slug;
}

test('a post without translation switches to the other blog with a note; the editor creates its translation in three clicks', async ({ browser }) => {
  test.setTimeout(120_000);
  // A server of its own: the posts made here never show up in the shared sample blog.
  const dataDir = '.e2e-data-translations';
  rmSync(dataDir, { recursive: true, force: true });
  const own = await startOwnServer('translations', { DATA_DIR: dataDir });
  const context = await browser.newContext({ baseURL: own.site.url });
  try {
    const page = await context.newPage();
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await untranslatedThenTranslated(page, own.site.url);
  } finally {
    await context.close();
    await own.site.stop();
    own.cleanUp();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

async function untranslatedThenTranslated(page: Page, baseURL: string) {
  const stamp = Date.now().toString(36);
  const slug = await createEnglishPost(page, `Only in English ${stamp}`);
  // What a visitor sees: the switch lands on the Spanish blog, which says so and links back.
  const switched = await (await fetch(`${baseURL}/es/blog?translationOf=${slug}`)).text();
  expect(switched).toContain('Este artículo solo está disponible en inglés.');
  expect(switched).toContain(`href="/en/blog/${slug}"`);
  const asSpanish = await fetch(`${baseURL}/es/blog/${slug}`, { redirect: 'manual' });
  expect(asSpanish.status).toBe(308);
  expect(asSpanish.headers.get('location')).toMatch(new RegExp(`/en/blog/${slug}$`));

  // Click 1: from the post's editor, "Create the Spanish version" (prefilled, linked on save).
  await page.goto('/en/manage');
  await page.getByRole('link', { name: `Edit “Only in English ${stamp}”` }).click();
  await waitForHydration(page);
  const panel = page.getByRole('region', { name: 'Translation' });
  await expect(panel).toContainText('This post has no Spanish version yet.');
  await panel.getByRole('link', { name: 'Create the Spanish version' }).click();
  await waitForHydration(page);
  await expect(page.getByRole('textbox', { name: 'Excerpt' })).toHaveValue('Written in English only, at first.');
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('es');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`Solo en inglés ${stamp}`);
  await page.getByRole('textbox', { name: 'SEO title' }).fill(`Devoluciones: solo en inglés ${stamp}`);
  await page.getByRole('combobox', { name: 'Image for social networks' }).selectOption('cover');
  // Click 2: publish it (a translation starts as a draft); click 3: save.
  await choosePublished(page);
  await saveAndStay(page);

  // Now the English post's switch leads to the Spanish one, and the dashboard shows the pair.
  const translated = await fetch(`${baseURL}/es/blog?translationOf=${slug}`, { redirect: 'manual' });
  expect(translated.headers.get('location')).toMatch(new RegExp(`/es/blog/solo-en-ingles-${stamp}$`));
  // Its search and sharing fields: the SEO title in the head, the cover as the shared image.
  const spanishHead = await (await fetch(`${baseURL}/es/blog/solo-en-ingles-${stamp}`)).text();
  expect(spanishHead).toContain(`<title>Devoluciones: solo en inglés ${stamp} | Otailo</title>`);
  expect(spanishHead).toMatch(/<meta property="og:image" content="https?:\/\/[^/"]+\/images\/blog\/photo-first-returns\.jpg"\/>/);
  await page.goto('/en/manage');
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: `Only in English ${stamp}`, exact: true }) });
  await expect(row).toContainText(`ES Solo en inglés ${stamp}`);

  // The English post changes after the translation: the Spanish one is out of date in the
  // dashboard and in its editor, shows what changed, and is marked up to date again.
  await row.getByRole('link', { name: `Edit “Only in English ${stamp}”` }).click();
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Excerpt' }).fill('Written in English first, then reworded.');
  await saveAndStay(page);
  await page.goto('/en/manage');
  const spanishRow = page.getByRole('row').filter({ has: page.getByRole('link', { name: `Solo en inglés ${stamp}`, exact: true }) });
  await expect(spanishRow).toContainText('out of date');
  await expect(row).not.toContainText('out of date');
  await spanishRow.getByRole('link', { name: `Edit “Solo en inglés ${stamp}”` }).click();
  const spanishPanel = page.getByRole('region', { name: 'Translation' });
  await expect(spanishPanel).toContainText(/Out of date: the English version was changed after this translation was made \(version \d+ → \d+\)\./);
  await spanishPanel.getByRole('link', { name: 'See what changed in the English version since' }).click();
  await expect(page).toHaveURL(/\/en\/manage\/posts\/\d+\?compare=\d+#history-diff$/);
  await expect(page.locator('#history-diff')).toContainText('reworded');
  await page.goBack();
  await page.getByRole('region', { name: 'Translation' }).getByRole('button', { name: 'Mark as up to date' }).click();
  await expect(page.getByRole('region', { name: 'Translation' })).toContainText('Marked as up to date');
  await expect(page.getByRole('region', { name: 'Translation' })).toContainText('Up to date with the English version.');
  await page.goto('/en/manage');
  await expect(spanishRow).not.toContainText('out of date');

  // Unlink from the Spanish post's editor: the English one has no translation again.
  await row.getByRole('link', { name: `ES Solo en inglés ${stamp}` }).click();
  await page.getByRole('region', { name: 'Translation' }).getByRole('button', { name: 'Unlink' }).click();
  await expect(page.getByRole('region', { name: 'Translation' })).toContainText('The posts are no longer linked.');
  await expect(page.getByRole('region', { name: 'Translation' })).toContainText('This post has no English version yet.');
}
