import { adminTest, expect } from './support/admin';
import { expectNoViolations } from './support/axe';
import { waitForHydration } from './support/site';

/**
 * The media library as an editor uses it: a file uploaded with its alt texts, chosen for a page's
 * hero from the page editor (the alt text comes along), then listed as used; deleting it is refused
 * and says where it is used; replacing it puts the new file in the page; a file nothing uses is
 * deleted and stops being served. Bad files get a sentence, not a 500.
 */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWP4z8AAAAMBAQCc479ZAAAAAElFTkSuQmCC', 'base64');
const JPEG = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCKALXj/9k=',
  'base64',
);
const stampOf = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

adminTest('a file uploaded to the library is chosen for a page with its alt text, refused deletion while used, replaced everywhere, and an unused one deleted', async ({ page }) => {
  adminTest.setTimeout(150_000);
  const stamp = stampOf();
  const label = `dock-${stamp}.png`;

  // Uploaded with its alt texts; listed as not used yet.
  await page.goto('/en/manage');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Media library' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Media library' })).toBeVisible();
  await waitForHydration(page);
  await page.getByLabel('File', { exact: true }).setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('<html><script>alert(1)</script></html>') });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.locator('main').getByRole('alert')).toHaveText('This is not an image (PNG, JPEG, WebP, AVIF), a video (MP4, WebM), captions (WebVTT) or a PDF. Choose one of those.');
  await page.getByLabel('File', { exact: true }).setInputFiles({ name: label, mimeType: 'image/png', buffer: PNG });
  await page.getByLabel('Alt text in English').fill(`Parcels waiting at a returns dock ${stamp}`);
  await page.getByLabel('Alt text in Spanish').fill(`Paquetes esperando en un muelle de devoluciones ${stamp}`);
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.locator('main').getByRole('status')).toHaveText('Uploaded. It is in the list below.');
  await page.getByRole('searchbox', { name: 'Name or alt text contains' }).fill(`muelle de devoluciones ${stamp}`);
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  const card = page.getByRole('listitem').filter({ hasText: label });
  await expect(card).toContainText('Not used anywhere');
  await expect(card).toContainText('Image · 1 kB · 1 × 1');
  await expectNoViolations(page, 'media library');

  // Chosen for a new page's hero from the editor: the address and the English alt text come along.
  await page.goto('/en/manage/pages/new');
  await waitForHydration(page);
  await page.getByLabel('Title').fill(`Dock page ${stamp}`);
  await page.getByLabel('Address (slug)').fill(`e2e-dock-${stamp}`);
  await page.getByRole('button', { name: 'Create page' }).click();
  await expect(page).toHaveURL(/\/en\/manage\/pages\/\d+$/);
  const editorUrl = page.url();
  await waitForHydration(page);
  await page.getByLabel('Block type').selectOption('hero');
  await page.getByRole('button', { name: 'Add block' }).click();
  await page.getByRole('button', { name: 'Add Media' }).last().click();
  const media = page.getByRole('group', { name: 'Media' }).last();
  await media.getByRole('button', { name: /^Choose from the media library/ }).click();
  const picker = page.getByRole('dialog', { name: 'Choose an image' });
  await picker.getByRole('searchbox', { name: 'Search images' }).fill(stamp);
  await picker.getByRole('button', { name: 'Search' }).click();
  await picker.getByRole('button', { name: `Use ${label}` }).click();
  await expect(picker).toBeHidden();
  const src = media.getByRole('textbox', { name: /^File \(\/uploads/ });
  await expect(src).toHaveValue(/^\/uploads\/[0-9a-f-]{36}\.png$/);
  const firstAddress = await src.inputValue();
  await expect(media.getByRole('textbox', { name: 'Alt text' })).toHaveValue(`Parcels waiting at a returns dock ${stamp}`);
  await expect(page.getByTestId('autosave-status')).toHaveText('All changes saved', { timeout: 15_000 });

  // Used now: the library says where, and refuses to delete it.
  await page.goto(`/en/manage/media?q=${stamp}`);
  await expect(page.getByRole('listitem').filter({ hasText: label })).toContainText(/Used in 1 page/);
  await page.getByRole('link', { name: `Details of ${label}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
  await waitForHydration(page);
  await expectNoViolations(page, 'media file');
  await page.getByText(`Delete ${label}`).click();
  await page.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page.locator('main').getByRole('alert')).toContainText('This file is still used in 1 page');

  // Replaced: a PDF is refused for an image; a JPEG takes its place in the page.
  await page.getByLabel('File', { exact: true }).setInputFiles({ name: 'contract.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n') });
  await page.getByRole('button', { name: 'Replace everywhere' }).click();
  await expect(page.locator('main').getByRole('alert').filter({ hasText: 'Replace a file with one of its kind' })).toBeVisible();
  await page.getByLabel('File', { exact: true }).setInputFiles({ name: `dock-${stamp}.jpg`, mimeType: 'image/jpeg', buffer: JPEG });
  await page.getByRole('button', { name: 'Replace everywhere' }).click();
  await expect(page.locator('main').getByRole('status')).toContainText(/Replaced: \d+ entr(y|ies) now show/);
  expect((await page.request.get(firstAddress)).status()).toBe(404);
  await page.goto(editorUrl);
  await waitForHydration(page);
  const replaced = await page.getByRole('group', { name: 'Media' }).last().getByRole('textbox', { name: /^File \(\/uploads/ }).inputValue();
  expect(replaced).toMatch(/^\/uploads\/[0-9a-f-]{36}\.jpg$/);
  const served = await page.request.get(replaced);
  expect(served.headers()['content-type']).toBe('image/jpeg');

  // A file nothing uses is deleted, and no longer served.
  await page.goto('/en/manage/media');
  await waitForHydration(page);
  const unused = `unused-${stamp}.png`;
  await page.getByLabel('File', { exact: true }).setInputFiles({ name: unused, mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.locator('main').getByRole('status')).toHaveText('Uploaded. It is in the list below.');
  await page.getByRole('link', { name: `Details of ${unused}` }).click();
  await waitForHydration(page);
  const address = await page.getByRole('link', { name: /^\/uploads\// }).textContent();
  await page.getByText(`Delete ${unused}`).click();
  await page.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page.locator('main').getByRole('status')).toHaveText(`${unused} was deleted.`);
  expect((await page.request.get(address!)).status()).toBe(404);
  await page.goto(`/en/manage/media?q=${stamp}`);
  await expect(page.getByRole('link', { name: `Details of ${unused}` })).toHaveCount(0);
});

adminTest('the library in Spanish, and a file that does not exist', async ({ page }) => {
  await page.goto('/es/manage/media');
  await expect(page.getByRole('heading', { level: 1, name: 'Biblioteca de medios' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'El nombre o el texto alternativo contiene' })).toBeVisible();
  const missing = await page.goto('/en/manage/media/999999999');
  expect(missing?.status()).toBe(404);
  await expect(page.getByText('This file is no longer in the library.')).toBeVisible();
  const junk = await page.goto('/en/manage/media/%2e%2e%2fsecret');
  expect(junk?.status()).toBe(404);
});

adminTest('a video and its captions go into the library, are served in parts for seeking, and are offered for a product video block', async ({ page }) => {
  adminTest.setTimeout(90_000);
  const stamp = stampOf();
  // The smallest MP4 the library takes: its container header (the bytes decide, not the name).
  const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2'), Buffer.alloc(64)]);
  const vtt = Buffer.from(`WEBVTT\n\n00:00.000 --> 00:02.000\nEvery return, graded ${stamp}.\n`);
  await page.goto('/en/manage/media');
  await waitForHydration(page);
  for (const [name, type, buffer] of [[`clip-${stamp}.mp4`, 'video/mp4', mp4], [`clip-${stamp}.vtt`, 'text/vtt', vtt]] as const) {
    await page.getByLabel('File', { exact: true }).setInputFiles({ name, mimeType: type, buffer });
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.locator('main').getByRole('status')).toHaveText('Uploaded. It is in the list below.');
  }
  await page.goto(`/en/manage/media?q=clip-${stamp}&kind=video`);
  await expect(page.getByRole('listitem').filter({ hasText: `clip-${stamp}.mp4` })).toContainText('Video');
  await expect(page.getByRole('link', { name: `Details of clip-${stamp}.vtt` })).toHaveCount(0);
  await page.getByRole('link', { name: `Details of clip-${stamp}.mp4` }).click();
  const address = (await page.getByRole('link', { name: /^\/uploads\// }).textContent())!;
  expect(address).toMatch(/\.mp4$/);
  const part = await page.request.get(address, { headers: { range: 'bytes=4-11' } });
  expect(part.status()).toBe(206);
  expect(part.headers()['content-range']).toBe(`bytes 4-11/${mp4.length}`);
  expect(await part.text()).toBe('ftypisom');

  // A product video block offers the library's videos and captions for its fields.
  await page.goto('/en/manage/pages/new');
  await waitForHydration(page);
  await page.getByLabel('Title').fill(`Video page ${stamp}`);
  await page.getByLabel('Address (slug)').fill(`e2e-video-${stamp}`);
  await page.getByRole('button', { name: 'Create page' }).click();
  await expect(page).toHaveURL(/\/en\/manage\/pages\/\d+$/);
  await waitForHydration(page);
  await page.getByLabel('Block type').selectOption('productMedia');
  await page.getByRole('button', { name: 'Add block' }).click();
  const block = page.locator('[data-block-type="productMedia"]');
  await block.getByRole('radio', { name: 'Video', exact: true }).check();
  // The video's own field comes first (then the poster image's, then the captions').
  const pickers = block.getByRole('button', { name: /^Choose from the media library/ });
  await pickers.first().click();
  const videos = page.getByRole('dialog', { name: 'Choose a video' });
  await videos.getByRole('searchbox', { name: 'Search videos' }).fill(stamp);
  await videos.getByRole('button', { name: 'Search' }).click();
  await videos.getByRole('button', { name: `Use clip-${stamp}.mp4` }).click();
  await expect(block.getByRole('textbox', { name: /^File \(/ })).toHaveValue(address);
  await pickers.last().click();
  const captions = page.getByRole('dialog', { name: 'Choose a captions file' });
  await captions.getByRole('searchbox', { name: 'Search captions files' }).fill(stamp);
  await captions.getByRole('button', { name: 'Search' }).click();
  await captions.getByRole('button', { name: `Use clip-${stamp}.vtt` }).click();
  await expect(block.getByRole('textbox', { name: 'Captions file (.vtt)' })).toHaveValue(/^\/uploads\/[0-9a-f-]{36}\.vtt$/);
});
