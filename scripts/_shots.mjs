import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '/work/main/e2e/support/chromium.mjs';
const [url, prefix, w = '1280', h = '1000'] = process.argv.slice(2);
const b = await chromium.launch(chromiumLaunchOptions());
const p = await b.newPage({ viewport: { width: +w, height: +h } });
await p.addInitScript(() => localStorage.setItem('otailo_cookie_consent', 'essential'));
await p.emulateMedia({ reducedMotion: 'reduce' });
await p.goto(url, { waitUntil: 'networkidle' });
const total = await p.evaluate(() => document.documentElement.scrollHeight);
let i = 0;
for (let y = 0; y < total; y += +h, i++) {
  await p.evaluate((y) => window.scrollTo(0, y), y);
  await p.waitForTimeout(150);
  await p.screenshot({ path: `${prefix}-${i}.png` });
}
console.log(i, 'shots', total);
await b.close();
