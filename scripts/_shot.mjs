import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '/work/main/e2e/support/chromium.mjs';
const [url, out, w = '1280', h = '800', scrollTo = '0'] = process.argv.slice(2);
const b = await chromium.launch(chromiumLaunchOptions());
const p = await b.newPage({ viewport: { width: +w, height: +h } });
await p.addInitScript(() => localStorage.setItem('otailo_cookie_consent', 'essential'));
await p.goto(url, { waitUntil: 'networkidle' });
if (+scrollTo) { await p.evaluate((y) => window.scrollTo(0, y), +scrollTo); await p.waitForTimeout(1800); }
await p.screenshot({ path: out });
await b.close();
