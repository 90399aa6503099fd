import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { pngHeaderOnly, svgEmbedding } from '../lib/infra/uploads/test-bombs.mjs';
import { adminTest, expect } from './support/admin';
import { test } from './support/fixtures';
import { E2E_DATA_DIR } from './support/server-env.mjs';
import { waitForHydration } from './support/site';

/**
 * Image bombs (issue 51): small files that declare an enormous number of pixels. Every upload path
 * refuses them from their header, saying what is wrong with the figures and keeping what the
 * editor typed; the image optimizer refuses one already stored rather than decode it or send it
 * to every visitor. Header-only bombs: they hold no pixel data, so they cost nothing to send.
 */

const alert = (page: Page) => page.locator('[role="alert"]:not(#__next-route-announcer__)');
const file = (name: string, mimeType: string, bytes: Uint8Array) => ({ name, mimeType, buffer: Buffer.from(bytes) });

adminTest('a story draft refuses a bomb as its logo or its cover, with the figures, and keeps what was typed', async ({ page }) => {
  const title = `Bomb-proof story ${Date.now().toString(36)}`;
  await page.goto('/en/manage/customers/new');
  await waitForHydration(page);
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Customer name').fill('Acme Returns');
  // The finding: a 100×40 SVG logo whose drawing is a 16000×16000 PNG.
  await page.getByLabel(/^Logo \(SVG/).setInputFiles(file('logo.svg', 'image/svg+xml', svgEmbedding(pngHeaderOnly(16000, 16000))));
  await page.getByRole('button', { name: 'Save story' }).click();
  await expect(alert(page).first()).toHaveText(
    'The logo file was refused. This SVG embeds an image of 16,000×16,000 pixels; an image in a logo may have at most 4,096 pixels a side and 4 megapixels. Make the embedded image smaller, or upload a PNG of the logo.',
  );
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByLabel('Customer name')).toHaveValue('Acme Returns');
  await expect(page).toHaveURL(/\/en\/manage\/customers\/new$/);

  // In Spanish, a cover declaring 16383×16383 pixels.
  await page.goto('/es/manage/customers/new');
  await waitForHydration(page);
  await page.getByLabel('Título').fill(title);
  await page.getByLabel(/^Imagen de portada/).setInputFiles(file('cover.png', 'image/png', pngHeaderOnly(16383, 16383)));
  await page.getByRole('button', { name: 'Guardar caso' }).click();
  await expect(alert(page).first()).toHaveText(
    'Se ha rechazado el archivo de portada. Esta imagen mide 16.383×16.383 píxeles; este campo admite como máximo 8192 píxeles por lado y 40 megapíxeles. Redúcela y vuelve a subirla.',
  );
  await expect(page.getByLabel('Título')).toHaveValue(title);
});

adminTest('an integration refuses a 30000×30000 PNG logo, beside the field, and keeps the name', async ({ page }) => {
  const name = `Bombproof ${Date.now().toString(36)}`;
  await page.goto('/en/manage/integrations/new');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByLabel(/^Upload a logo/).setInputFiles(file('logo.png', 'image/png', pngHeaderOnly(30000, 30000)));
  await page.getByRole('button', { name: 'Save integration' }).click();
  const message = 'This image is 30,000×30,000 pixels; the most this field takes is 4,096 pixels a side and 4 megapixels. Make it smaller and upload it again.';
  await expect(alert(page).first()).toHaveText(message);
  await expect(page.getByLabel(/^Upload a logo/)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
});

adminTest('a post’s image upload refuses a bomb with the figures, and the post keeps what was typed', async ({ page }) => {
  await page.goto('/en/manage/posts/new');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('A post with a heavy picture');
  await page.getByLabel('Upload an image').setInputFiles(file('cover.png', 'image/png', pngHeaderOnly(16383, 16383)));
  await expect(alert(page)).toHaveText(
    'This image is 16,383×16,383 pixels; the most this field takes is 8,192 pixels a side and 40 megapixels. Make it smaller and upload it again.',
  );
  await expect(page.getByRole('textbox', { name: 'Image URL' })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('A post with a heavy picture');
});

test('the image optimizer refuses a bomb stored before the budget, and still resizes a real image; the file is not served either', async ({ request }) => {
  // Files as an older version of the site stored them, straight into the uploads folder.
  const uploads = join(E2E_DATA_DIR, 'uploads');
  mkdirSync(uploads, { recursive: true });
  const names = { small: `${randomUUID()}.png`, b16383: `${randomUUID()}.png`, b30000: `${randomUUID()}.png` };
  const real = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWP4z8AAAAMBAQCc479ZAAAAAElFTkSuQmCC', 'base64');
  writeFileSync(join(uploads, names.small), real);
  writeFileSync(join(uploads, names.b16383), pngHeaderOnly(16383, 16383));
  writeFileSync(join(uploads, names.b30000), pngHeaderOnly(30000, 30000));
  const optimized = (name: string) => request.get(`/_next/image?url=${encodeURIComponent(`/uploads/${name}`)}&w=3840&q=75`, { headers: { Accept: 'image/avif,image/webp,*/*' } });

  const fine = await optimized(names.small);
  expect(fine.status()).toBe(200);
  expect(fine.headers()['content-type']).toBe('image/avif');
  for (const name of [names.b16383, names.b30000]) {
    const refused = await optimized(name);
    expect(refused.status(), name).toBe(422);
    expect(refused.headers()['content-type']).toMatch(/^text\/html/);
    expect(refused.headers()['cache-control']).toBe('no-store');
    // Nor is it sent as it is from its own address: a browser would have to decode it whole.
    expect((await request.get(`/uploads/${name}`)).status()).toBe(404);
  }
});
