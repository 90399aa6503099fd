// Screenshots of pages at phone and desktop widths, for looking at the design:
//   node scripts/screenshots.mjs http://127.0.0.1:3000 /en /es/about ...   (PNGs in ./test-results/shots)
// Options: --widths 390,1280 (the default), --out <folder>, --jpeg (smaller files, e.g. for docs/),
// --sign-in (as ADMIN_EMAIL / ADMIN_PASSWORD from the environment first, for admin pages),
// --fold (the first screen only, not the whole page).
import { mkdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/chromium.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    widths: { type: 'string', default: '390,1280' },
    out: { type: 'string', default: 'test-results/shots' },
    jpeg: { type: 'boolean', default: false },
    'sign-in': { type: 'boolean', default: false },
    fold: { type: 'boolean', default: false },
  },
});
const [base = 'http://127.0.0.1:3000', ...paths] = positionals;
const out = values.out;
mkdirSync(out, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions());

/** @param {import('@playwright/test').Page} page */
async function signIn(page) {
  const { ADMIN_EMAIL, ADMIN_PASSWORD } = process.env;
  if (!ADMIN_EMAIL || !ADMIN_PASSWORD) throw new Error('--sign-in needs ADMIN_EMAIL and ADMIN_PASSWORD');
  await page.goto(`${base}/en/manage`, { waitUntil: 'networkidle' });
  await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN_EMAIL);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
}

for (const width of values.widths.split(',').map(Number)) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
  if (values['sign-in']) await signIn(page);
  for (const path of paths.length ? paths : ['/en']) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const file = `${out}/${path.replace(/\W+/g, '_').replace(/^_+/, '') || 'root'}-${width}.${values.jpeg ? 'jpg' : 'png'}`;
    await page.screenshot({ path: file, fullPage: !values.fold, ...(values.jpeg && { type: 'jpeg', quality: 60 }) });
    console.log(file);
  }
  await page.close();
}
await browser.close();
