// Renders the default Open Graph image (public/og/otailo.png, 1200×630) from HTML in Chromium.
// Run after changing the brand: node scripts/make-og-image.mjs
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/chromium.mjs';

const font = readFileSync('node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2').toString('base64');
const mark = readFileSync('app/icon.svg', 'utf8');

const html = `<!doctype html><html><head><style>
@font-face { font-family: Inter; src: url(data:font/woff2;base64,${font}) format('woff2'); font-weight: 100 900; }
* { margin: 0; box-sizing: border-box; }
body { width: 1200px; height: 630px; font-family: Inter, sans-serif; color: #fff; overflow: hidden;
  background: radial-gradient(circle at 85% 15%, #17a289 0, transparent 45%), linear-gradient(135deg, #042824, #0f685b 60%, #11534a); }
.wrap { padding: 72px 80px; height: 100%; display: flex; flex-direction: column; justify-content: space-between; }
.brand { display: flex; align-items: center; gap: 20px; font-size: 44px; font-weight: 800; letter-spacing: -0.02em; }
.brand svg { width: 72px; height: 72px; }
h1 { font-size: 76px; line-height: 1.02; font-weight: 800; letter-spacing: -0.035em; max-width: 900px; }
p { font-size: 30px; color: #d0f5ea; max-width: 900px; line-height: 1.35; }
.tags { display: flex; gap: 14px; }
.tags span { border: 2px solid rgba(255,255,255,.35); border-radius: 999px; padding: 10px 22px; font-size: 22px; font-weight: 600; }
</style></head><body><div class="wrap">
<div class="brand">${mark}<span>Otailo</span></div>
<div><h1>Inspect and Return Anywhere!</h1><p style="margin-top:20px">AI-assisted returns management and reverse logistics for retailers, brands and 3PL warehouses.</p></div>
<div class="tags"><span>Returns &amp; exchanges</span><span>Warranty &amp; recalls</span><span>Next Best Shelf</span><span>Analytics</span></div>
</div></body></html>`;

const browser = await chromium.launch(chromiumLaunchOptions());
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: 'public/og/otailo.png' });
await browser.close();
console.log('public/og/otailo.png');
