import { expect, test } from './support/fixtures';
import { afterNextFrames, Site } from './support/site';

test('the server HTML carries the headline and the stats’ final values', async ({ request }) => {
  const html = await (await request.get('/en')).text();
  expect(html).toContain('Inspect and Return Anywhere!');
  for (const value of ['80', '52', '27']) expect(html).toContain(`data-count-up="${value}"`);
  for (const label of ['less waste from returns', 'more efficient processing', 'more inventory back on sale']) {
    expect(html).toContain(label);
  }
});

test('the figures are shown as targets, each once, beside the way to a visitor’s own estimate and to measured results', async ({ page }) => {
  for (const [path, title, estimate, proof, roi, customers] of [
    ['/en', 'The targets Otailo is built around', 'Estimate yours with the ROI calculator', 'Read measured results in customer stories', '/en/roi-calculator', '/en/customers'],
    ['/es', 'Los objetivos para los que está diseñado Otailo', 'Estima el tuyo con la calculadora de ROI', 'Lee resultados medidos en los casos de clientes', '/es/calculadora-roi', '/es/clientes'],
  ] as const) {
    await page.goto(path);
    const section = page.getByRole('region', { name: title });
    await expect(section).toContainText(/not averages we promise|no promedios que prometemos/);
    // The number is not repeated in its heading ("80%" above "Reduce waste by 80%").
    for (const heading of await section.getByRole('heading', { level: 3 }).allTextContents()) expect(heading).not.toMatch(/\d/);
    await expect(section.getByRole('link', { name: estimate })).toHaveAttribute('href', roi);
    await expect(section.getByRole('link', { name: proof })).toHaveAttribute('href', customers);
  }
});

test('hero and final call to action open the demo dialog, in both languages', async ({ page }) => {
  const site = new Site(page);
  for (const [path, hero, cta, dialogName] of [
    ['/en', 'Book a 15-min Demo', 'Unlock +20% Recovery', 'Book a 15-min Demo'],
    ['/es', 'Reservar Demo de 15 min', 'Desbloquea +20% de Recuperación', 'Reservar Demo de 15 min'],
  ] as const) {
    await site.visit(path);
    for (const button of [hero, cta]) {
      await site.main.getByRole('link', { name: button }).click();
      const dialog = page.getByRole('dialog', { name: dialogName });
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  }
});

test.describe('count-up stats', () => {
  test('count up when 80% visible, over about 1.5 s, and reset when out of view', async ({ page }) => {
    const site = new Site(page);
    await site.visit('/en');
    const first = page.locator('[data-count-up="80"] > span[aria-hidden]').first();
    await expect(first).toHaveText('0'); // below the fold: reset
    // Every value the number shows, with the page's own clock: polling from the test could miss
    // the whole count on a busy machine.
    const scrolledAt = await first.evaluate((node) => {
      const shown: [number, number][] = [];
      Object.assign(window, { countUpShown: shown });
      new MutationObserver(() => shown.push([performance.now(), Number(node.textContent)])).observe(node, {
        childList: true,
        characterData: true,
        subtree: true,
      });
      node.scrollIntoView({ block: 'center' });
      return performance.now();
    });
    await expect(first).toHaveText('80', { timeout: 4000 });
    const shown = await page.evaluate(() => (window as unknown as { countUpShown: [number, number][] }).countUpShown);
    const values = shown.map(([, value]) => value);
    expect(values.some((value) => value > 0 && value < 80)).toBe(true);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    const [end] = shown.find(([, value]) => value === 80)!;
    expect(end - scrolledAt).toBeGreaterThanOrEqual(1000);
    await expect(page.locator('[data-count-up="52"] > span[aria-hidden]').first()).toHaveText('52');

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(first).toHaveText('0');
    await first.scrollIntoViewIfNeeded();
    await expect(first).toHaveText('80', { timeout: 4000 });
    // Screen readers get the final value throughout.
    await expect(page.locator('[data-count-up="80"] .sr-only').first()).toHaveText('80%');
  });

  test('keep their final values under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const site = new Site(page);
    await site.visit('/en');
    const first = page.locator('[data-count-up="80"] > span[aria-hidden]').first();
    await expect(first).toHaveText('80');
    await first.scrollIntoViewIfNeeded();
    await afterNextFrames(page);
    expect(await first.textContent()).toBe('80');
  });
});

test('how it works: a process-flow diagram and a real table of the 4 steps', async ({ page }) => {
  const site = new Site(page);
  await site.visit('/en');
  const section = page.locator('section', { has: page.getByRole('heading', { name: 'From the return request to the next best shelf' }) });
  await expect(section.getByRole('img', { name: /Process flow/ }).first()).toBeAttached();
  const table = section.getByRole('table', { name: 'The four steps of a return with Otailo' });
  await expect(table.getByRole('columnheader')).toHaveText(['Step', 'Module', 'What it does', 'Why it matters']);
  await expect(table.getByRole('rowheader')).toHaveText(['1. Initiation', '2. Inspection', '3. AI routing', '4. Next Best Shelf']);
});

test('how it works on a phone: one card per step, every cell on screen, no table to scroll', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/en');
  const section = page.locator('section', { has: page.getByRole('heading', { name: 'From the return request to the next best shelf' }) });
  await expect(section.getByRole('table')).toBeHidden();
  const steps = section.getByRole('list', { name: 'The four steps of a return with Otailo' }).getByRole('listitem');
  await expect(steps).toHaveCount(4);
  for (const step of await steps.all()) {
    await step.scrollIntoViewIfNeeded();
    for (const term of ['Module', 'What it does', 'Why it matters']) await expect(step.getByText(term, { exact: true })).toBeVisible();
    const box = (await step.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    // Every value is drawn inside the card, none cut off.
    for (const value of await step.locator('dd').all()) {
      const cell = (await value.boundingBox())!;
      expect(cell.x + cell.width).toBeLessThanOrEqual(box.x + box.width);
      expect(await value.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
    }
  }
  await context.close();
});

test.describe('Industry Insights carousel', () => {
  test('7 sourced cards, duplicated for the loop, 400 px wide, 24 px apart, 12 s per card', async ({ page }) => {
    const site = new Site(page);
    await site.visit('/en');
    const track = page.locator('.insights-track');
    const cards = track.locator('> li');
    // The copy is made when the carousel nears the viewport, not while the page loads.
    await afterNextFrames(page);
    expect(await cards.count()).toBe(7);
    expect(await track.evaluate((node) => getComputedStyle(node).animationName)).toBe('none');
    await page.locator('#home-insights').scrollIntoViewIfNeeded();
    await expect(cards).toHaveCount(14);
    await expect(track.locator('> li:not([aria-hidden])')).toHaveCount(7);
    await expect(track.locator('> li[aria-hidden="true"][inert]')).toHaveCount(7);
    // The copy is added in the browser: the page itself carries each card once (a smaller payload
    // to hydrate), and the copy offers nothing to assistive technology or the keyboard.
    const html = await (await page.request.get('/en')).text();
    expect(html.match(/<cite\b/g)).toHaveLength(7);
    // Research, not reviews: a label saying so, and no star rating anywhere on the cards.
    await expect(track.locator('> li:not([aria-hidden])').getByText('Market research', { exact: true })).toHaveCount(7);
    await expect(track.locator('svg')).toHaveCount(0);
    await expect(track.locator('> li[aria-hidden="true"] a:not([tabindex="-1"])')).toHaveCount(0);
    const first = cards.first();
    await expect(first).toContainText('National Retail Federation');
    await expect(first.locator('cite')).toHaveText('2024 Consumer Returns in the Retail Industry');
    const geometry = await track.evaluate((node) => {
      const style = getComputedStyle(node);
      const card = node.firstElementChild as HTMLElement;
      return { width: card.offsetWidth, gap: style.columnGap, duration: style.animationDuration, name: style.animationName };
    });
    expect(geometry).toEqual({ width: 400, gap: '24px', duration: '84s', name: 'insights-scroll' });
    // Findings are paraphrased: no quotation marks.
    for (const text of await track.locator('> li:not([aria-hidden]) p.flex-1').allTextContents()) {
      expect(text).not.toMatch(/["“”]/);
    }
  });

  test('pauses on hover, on focus and with its button', async ({ page }) => {
    const site = new Site(page);
    await site.visit('/en');
    const track = page.locator('.insights-track');
    const state = () => track.evaluate((node) => getComputedStyle(node).animationPlayState);
    // The track never stands still, so the pointer goes to its (still) viewport.
    await page.locator('#home-insights').scrollIntoViewIfNeeded();
    await page.mouse.move(5, 5);
    expect(await state()).toBe('running');
    await page.locator('.insights-viewport').hover();
    expect(await state()).toBe('paused');
    await page.mouse.move(5, 5);
    expect(await state()).toBe('running');
    await track.locator('> li a').first().focus();
    expect(await state()).toBe('paused');
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    const button = page.getByRole('button', { name: 'Pause the carousel' });
    await button.click();
    await expect(page.getByRole('button', { name: 'Play the carousel' })).toHaveAttribute('aria-pressed', 'true');
    // Neither hovered nor focused: the button alone keeps it paused.
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.mouse.move(5, 5);
    expect(await state()).toBe('paused');
  });

  test('becomes a static, scrollable list under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const site = new Site(page);
    await site.visit('/es');
    const track = page.locator('.insights-track');
    expect(await track.evaluate((node) => getComputedStyle(node).animationName)).toBe('none');
    await expect(track.locator('> li:visible')).toHaveCount(7);
    expect(await page.locator('.insights-viewport').evaluate((node) => getComputedStyle(node).overflowX)).toBe('auto');
    await expect(page.getByRole('button', { name: 'Pausar el carrusel' })).toBeHidden();
  });
});

test('the hero illustration is described and animates only without reduced motion', async ({ page }) => {
  const site = new Site(page);
  await site.visit('/en');
  const graphic = page.getByRole('img', { name: /photographs a returned sneaker/ });
  await expect(graphic).toBeVisible();
  const scan = graphic.locator('.hero-scan').first();
  expect(await scan.evaluate((node) => getComputedStyle(node).animationName)).toBe('hero-scan');
  // Every moving part is an HTML layer animated with transform/opacity, which Chrome composites;
  // nothing inside an SVG moves (that would repaint on the main thread on every frame).
  const moving = await graphic.evaluate((root) =>
    [...root.querySelectorAll('*')]
      .filter((node) => getComputedStyle(node).animationName !== 'none')
      .map((node) => ({ svg: node instanceof SVGElement, name: getComputedStyle(node).animationName })),
  );
  expect(moving.length).toBeGreaterThanOrEqual(8);
  expect(moving.filter((layer) => layer.svg)).toEqual([]);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await scan.evaluate((node) => getComputedStyle(node).animationName)).toBe('none');
});
