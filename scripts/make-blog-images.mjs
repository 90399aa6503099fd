// Renders the sample posts' cover images (public/images/blog/*.jpg, 1200×630, no text, so they
// serve both languages) from SVG in Chromium. Run after changing the artwork:
//   node scripts/make-blog-images.mjs
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/chromium.mjs';

const teal = '#0f685b';
const mint = '#a2ead6';
const coral = '#f26b3a';
const ink = '#0f1c2e';

/** @param {number} x @param {number} y @param {number} s */
const box = (x, y, s, fill = '#e8c9a0') =>
  `<g transform="translate(${x} ${y})"><rect width="${s}" height="${s * 0.8}" rx="6" fill="${fill}"/><rect x="${s * 0.42}" width="${s * 0.16}" height="${s * 0.8}" fill="#d5b184"/></g>`;

const art = {
  'photo-first-returns': `
    <rect width="1200" height="630" fill="url(#g1)"/>
    <defs><linearGradient id="g1" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#042824"/><stop offset="1" stop-color="${teal}"/></linearGradient></defs>
    <circle cx="980" cy="120" r="220" fill="#17a289" opacity=".25"/>
    <g transform="translate(430 60)"><rect width="340" height="540" rx="48" fill="${ink}"/><rect x="18" y="18" width="304" height="504" rx="34" fill="#fff"/>
      <rect x="46" y="80" width="248" height="230" rx="20" fill="#e8eef6"/>
      <path d="M80 250c0-20 12-32 30-35l38-5 30-33c6-6 14-7 20-2l15 15c9 9 20 15 32 17l24 6c12 3 21 14 21 26v12H80z" fill="#fff" stroke="${ink}" stroke-width="5" stroke-linejoin="round"/>
      <path d="M80 262h210v12c0 6-5 11-11 11H91c-6 0-11-5-11-11z" fill="${teal}"/>
      <rect x="46" y="140" width="248" height="6" fill="#17a289"/>
      <path d="M56 94v-16h16m196 0h16v16M56 296v16h16m196 0h16v-16" fill="none" stroke="${teal}" stroke-width="6" stroke-linecap="round"/>
      ${[0, 1, 2].map((i) => `<rect x="${46 + i * 86}" y="340" width="76" height="76" rx="14" fill="#e8eef6"/><path d="M${68 + i * 86} 378l12 12 22-24" fill="none" stroke="${i < 2 ? teal : '#a3b6cf'}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`).join('')}
      <rect x="46" y="444" width="248" height="44" rx="22" fill="${teal}"/></g>
    <g transform="translate(830 300)"><rect width="250" height="150" rx="24" fill="#fff"/><rect x="26" y="30" width="90" height="34" rx="17" fill="${mint}"/><circle cx="160" cy="47" r="17" fill="#17a289"/><path d="m151 47 6 6 11-12" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round"/><rect x="26" y="92" width="198" height="12" rx="6" fill="#e8eef6"/><rect x="26" y="92" width="150" height="12" rx="6" fill="#17a289"/></g>
    <g transform="translate(130 380)"><rect width="220" height="140" rx="24" fill="#fff" opacity=".95"/><circle cx="60" cy="70" r="30" fill="${coral}"/><path d="m46 56 28 28m0-28-28 28" stroke="#fff" stroke-width="7" stroke-linecap="round"/><rect x="110" y="50" width="80" height="12" rx="6" fill="#cdd9e8"/><rect x="110" y="76" width="56" height="12" rx="6" fill="#cdd9e8"/></g>`,
  'next-best-shelf': `
    <rect width="1200" height="630" fill="#0f1c2e"/>
    <circle cx="200" cy="560" r="260" fill="${teal}" opacity=".35"/>
    ${box(150, 250, 170)}
    ${[['#17a289', 130], ['#6bd8bf', 250], ['#f26b3a', 370], ['#a3b6cf', 490]].map(([c, y]) => `<path d="M340 330 C 560 330, 560 ${y}, 760 ${y}" fill="none" stroke="${c}" stroke-width="6" stroke-dasharray="14 12"/><circle cx="770" cy="${y}" r="12" fill="${c}"/>`).join('')}
    <g transform="translate(800 90)"><rect width="300" height="80" rx="20" fill="#fff"/><rect x="24" y="22" width="36" height="36" rx="8" fill="${teal}"/><rect x="80" y="26" width="150" height="12" rx="6" fill="#cdd9e8"/><rect x="80" y="46" width="100" height="12" rx="6" fill="#e8eef6"/></g>
    <g transform="translate(800 210)"><rect width="300" height="80" rx="20" fill="#fff"/><path d="M26 62V34l18-14 18 14v28z" fill="#6bd8bf"/><rect x="80" y="26" width="130" height="12" rx="6" fill="#cdd9e8"/></g>
    <g transform="translate(800 330)"><rect width="300" height="80" rx="20" fill="#fff"/><circle cx="44" cy="40" r="18" fill="none" stroke="${coral}" stroke-width="7"/><rect x="80" y="26" width="160" height="12" rx="6" fill="#cdd9e8"/></g>
    <g transform="translate(800 450)"><rect width="300" height="80" rx="20" fill="#fff"/><path d="M30 56l14-30 14 30zM62 56l8-16 8 16z" fill="#a3b6cf"/><rect x="100" y="26" width="110" height="12" rx="6" fill="#cdd9e8"/></g>`,
  'fit-and-sizing': `
    <rect width="1200" height="630" fill="#effcf8"/>
    <circle cx="1040" cy="110" r="180" fill="${mint}" opacity=".6"/>
    ${[20, 45, 80, 120, 96, 58, 26].map((h, i) => `<rect x="${200 + i * 115}" y="${560 - h * 2}" width="80" height="${h * 2}" rx="14" fill="${i === 3 ? teal : '#a2ead6'}"/>`).join('')}
    <g transform="translate(360 40) scale(1.9)"><path d="M10 96c0-22 12-34 32-37l42-6 32-36c6-6 16-8 23-2l16 16c10 10 22 16 35 19l26 6c13 3 22 16 22 29v15H10z" fill="#fff" stroke="${ink}" stroke-width="4" stroke-linejoin="round"/><path d="M10 100h228v12c0 7-5 12-12 12H22c-7 0-12-5-12-12z" fill="${coral}"/><path d="M96 45l16 19m4-35 16 19m4-31 14 16" stroke="${ink}" stroke-width="4" stroke-linecap="round"/></g>`,
  'exchanges-first': `
    <rect width="1200" height="630" fill="#f4f7fb"/>
    <circle cx="600" cy="315" r="250" fill="${mint}" opacity=".45"/>
    <path d="M420 210 A 230 230 0 0 1 780 210" fill="none" stroke="${teal}" stroke-width="14" stroke-linecap="round"/>
    <path d="M760 176l26 40-48 6z" fill="${teal}"/>
    <path d="M780 420 A 230 230 0 0 1 420 420" fill="none" stroke="${coral}" stroke-width="14" stroke-linecap="round"/>
    <path d="M440 454l-26-40 48-6z" fill="${coral}"/>
    ${box(240, 250, 200)}
    ${box(760, 250, 200, '#f2c58f')}
    <g transform="translate(280 190)"><rect width="120" height="48" rx="24" fill="#fff" stroke="${ink}" stroke-width="3"/><rect x="22" y="18" width="76" height="12" rx="6" fill="#cdd9e8"/></g>
    <g transform="translate(800 190)"><rect width="120" height="48" rx="24" fill="${teal}"/><rect x="22" y="18" width="76" height="12" rx="6" fill="#fff"/></g>
    <g transform="translate(540 265)"><circle cx="60" cy="50" r="46" fill="#fff"/><path d="m38 50 16 16 30-32" fill="none" stroke="${teal}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/></g>`,
  '3pl-playbook': `
    <rect width="1200" height="630" fill="url(#g4)"/>
    <defs><linearGradient id="g4" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff4ef"/><stop offset="1" stop-color="#ffe5d9"/></linearGradient></defs>
    ${[0, 1, 2].map((r) => `<rect x="90" y="${150 + r * 150}" width="560" height="14" rx="7" fill="#31435f"/>${[0, 1, 2, 3].map((c) => box(120 + c * 130, 150 + r * 150 - 90, 100, (r + c) % 3 === 0 ? '#f2c58f' : '#e8c9a0')).join('')}`).join('')}
    <rect x="90" y="40" width="14" height="560" rx="7" fill="#31435f"/><rect x="636" y="40" width="14" height="560" rx="7" fill="#31435f"/>
    <g transform="translate(760 90)"><rect width="320" height="450" rx="30" fill="#0f1c2e"/><rect x="18" y="18" width="284" height="414" rx="18" fill="#fff"/>
      ${[0, 1, 2, 3].map((i) => `<rect x="44" y="${60 + i * 70}" width="232" height="50" rx="14" fill="#f4f7fb" stroke="#e8eef6" stroke-width="2"/><circle cx="72" cy="${85 + i * 70}" r="13" fill="${i < 2 ? teal : i === 2 ? coral : '#cdd9e8'}"/><rect x="98" y="${79 + i * 70}" width="${120 - i * 14}" height="12" rx="6" fill="#cdd9e8"/>`).join('')}
      ${['A', 'B', 'C', 'D'].map((g, i) => `<rect x="${44 + i * 60}" y="350" width="50" height="50" rx="12" fill="${i === 1 ? teal : '#e8eef6'}"/>`).join('')}</g>`,
};

const browser = await chromium.launch(chromiumLaunchOptions());
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
for (const [name, svg] of Object.entries(art)) {
  await page.setContent(`<html><body style="margin:0"><svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">${svg}</svg></body></html>`);
  await page.screenshot({ path: `public/images/blog/${name}.jpg`, type: 'jpeg', quality: 82 });
  console.log(`public/images/blog/${name}.jpg`);
}
await browser.close();
