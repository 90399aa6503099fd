import { expect, test, visitorHeaders } from './support/fixtures';
import { Site } from './support/site';

test('"Fix My Margins" opens the demo dialog; Escape closes it and returns focus', async ({ page }) => {
  const site = new Site(page);
  await site.visit('/en/about');
  const button = site.header.getByRole('link', { name: 'Fix My Margins' });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Book a 15-min Demo' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/en\/about$/);
  // The visitor starts typing at once: focus is on the first field, not on Close.
  await expect(dialog.getByLabel('First name')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test('the dialog is localized', async ({ page }) => {
  const site = new Site(page);
  await site.visit('/es');
  await site.header.getByRole('link', { name: 'Mejorar mis márgenes' }).click();
  await expect(page.getByRole('dialog', { name: 'Reservar Demo de 15 min' })).toBeVisible();
});

test('without JavaScript the demo button is a link to the demo request page', async ({ browser, baseURL }, testInfo) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, extraHTTPHeaders: visitorHeaders(testInfo) });
  const page = await context.newPage();
  await page.goto('/en/careers');
  await page.getByRole('banner').getByRole('link', { name: 'Fix My Margins' }).click();
  await expect(page).toHaveURL(/\/en\/demo$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book a 15-min Demo');
  await context.close();
});
