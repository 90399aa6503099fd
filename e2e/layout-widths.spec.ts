import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { publicPaths } from './support/routes';

/**
 * Every public page, in both languages, at a small phone's, a phone's, a tablet's and a laptop's
 * width: nothing is cut off at the right edge, and no text spills out of its own box (a label wider
 * than its chip, a word wider than its column). Content inside a scroll or clip container (a
 * carousel track, a wide table made to scroll, text cut with an ellipsis) is that container's
 * business; screen-reader-only text is not drawn.
 */
const WIDTHS = [320, 390, 768, 1366];
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

/**
 * Text that spills out of the box it is laid out in: each text node's drawn extent against the
 * padding box of its nearest non-inline ancestor (a chip, a button, a cell). Boxes that scroll or
 * clip, text inside SVG, and text not drawn (hidden, zero-sized, screen-reader-only) are left out.
 */
function spilling(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const boxOf = (node: Node): Element | null => {
      for (let element = node.parentElement; element; element = element.parentElement) {
        const display = getComputedStyle(element).display;
        if (display !== 'inline' && display !== 'contents') return element;
      }
      return null;
    };
    const clipsOrScrolls = (element: Element) => {
      for (let node: Element | null = element; node && node !== document.documentElement; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.overflowX !== 'visible' || style.textOverflow === 'ellipsis' || (style.position === 'absolute' && style.clip !== 'auto')) return true;
      }
      return false;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      if (!text.textContent?.trim() || text.parentElement?.closest('svg, script, style, noscript, template, option')) continue;
      const box = boxOf(text);
      if (!box) continue;
      range.selectNodeContents(text);
      const drawn = range.getBoundingClientRect();
      if (drawn.width === 0 || drawn.height === 0) continue;
      const style = getComputedStyle(box);
      if (style.visibility === 'hidden') continue;
      const rect = box.getBoundingClientRect();
      // Within the padding, as scrollWidth against clientWidth counts it (a centred label may use a button's padding).
      const left = rect.left + parseFloat(style.borderLeftWidth);
      const right = rect.right - parseFloat(style.borderRightWidth);
      if (drawn.right <= right + 1 && drawn.left >= left - 1) continue;
      if (clipsOrScrolls(box)) continue;
      const name = `${box.tagName.toLowerCase()}.${[...box.classList].slice(0, 3).join('.')}`;
      found.push(`${name} "${text.textContent.trim().slice(0, 30)}" text ${Math.round(drawn.left)}–${Math.round(drawn.right)} in ${Math.round(left)}–${Math.round(right)}`);
    }
    return found.slice(0, 5);
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
      const spills = await spilling(page);
      if (spills.length) problems.push(`${path}: text spills out of its box: ${spills.join('; ')}`);
    }
    await context.close();
    expect(problems).toEqual([]);
  });
}

test('the check sees a label spilling out of its chip, and leaves wrapped, clipped and scrolled text alone', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 600 });
  await page.setContent(
    `<!doctype html><html><body style="margin:0;font:16px sans-serif">
      <span id="chip" style="display:inline-block;width:60px;padding:0 4px;white-space:nowrap">Reacondicionar</span>
      <span style="display:inline-flex;justify-content:center;width:100px;padding:0 10px;white-space:nowrap;font:13px sans-serif">Solo esenciales</span>
      <p style="width:120px">Several short words that wrap onto lines</p>
      <span style="display:inline-block;width:60px;overflow:hidden;white-space:nowrap">Reacondicionar</span>
      <span style="display:inline-block;width:60px;white-space:nowrap;text-overflow:ellipsis;overflow:hidden">Reacondicionar</span>
      <div style="width:60px;overflow-x:auto"><span style="white-space:nowrap">Reacondicionar</span></div>
      <button style="width:200px">Fits <b>easily</b></button>
    </body></html>`,
  );
  expect(await spilling(page)).toEqual([expect.stringMatching(/^span\. "Reacondicionar"/)]);
});

test('the check sees a cut-off element', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 600 });
  await page.setContent('<!doctype html><html><body style="margin:0"><p style="width:400px">too wide</p></body></html>');
  const result = await overflowing(page);
  expect(result.found).toEqual([expect.stringContaining('p.')]);
});
