import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { publicPaths } from './support/routes';

/**
 * Every public page, in both languages, at a small phone's, a phone's and a tablet's width: nothing
 * is cut off at the right edge. Content inside a scroll or clip container (a carousel track, a wide
 * table made to scroll) is that container's business; screen-reader-only text is not drawn.
 */
const WIDTHS = [320, 390, 768];
const PATHS = [...publicPaths, '/en/blog/photo-first-returns', '/es/blog/devoluciones-con-fotos-primero'];

/** Elements whose right edge passes the viewport, outside any scrolling or clipping ancestor. */
function overflowing(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipped = (element: Element) => {
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.overflowX !== 'visible' || style.position === 'fixed') return true;
      }
      return false;
    };
    const found: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || rect.right <= width + 1) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.position === 'fixed' || (style.position === 'absolute' && style.clip !== 'auto')) continue;
      if (clipped(element)) continue;
      const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].slice(0, 3).join('.')}`;
      found.push(`${name} right=${Math.round(rect.right)} "${(element.textContent ?? '').trim().slice(0, 40)}"`);
    }
    return { scrollWidth: document.documentElement.scrollWidth, width, found: found.slice(0, 5) };
  });
}

for (const width of WIDTHS) {
  test(`no page is cut off at ${width} px`, async ({ browser }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ viewport: { width, height: 800 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const problems: string[] = [];
    for (const path of PATHS) {
      await page.goto(path, { waitUntil: 'load' });
      const result = await overflowing(page);
      if (result.scrollWidth > result.width || result.found.length) problems.push(`${path}: page ${result.scrollWidth}/${result.width} px; ${result.found.join('; ')}`);
    }
    await context.close();
    expect(problems).toEqual([]);
  });
}

test('the check sees a cut-off element', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 600 });
  await page.setContent('<!doctype html><html><body style="margin:0"><p style="width:400px">too wide</p></body></html>');
  const result = await overflowing(page);
  expect(result.found).toEqual([expect.stringContaining('p.')]);
});
