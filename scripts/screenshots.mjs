// Screenshots of pages at phone and desktop widths, for looking at the design:
//   node scripts/screenshots.mjs http://127.0.0.1:3000 /en /es/about ...   (PNGs in ./test-results/shots)
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/chromium.mjs';

const [base = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2);
const out = 'test-results/shots';
mkdirSync(out, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions());
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const path of paths.length ? paths : ['/en']) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const file = `${out}/${path.replace(/\W+/g, '_') || 'root'}-${width}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await page.close();
}
await browser.close();
