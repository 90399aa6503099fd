#!/usr/bin/env node
// @ts-check
/**
 * Writes the site's web font, assets/fonts/inter-latin-wght-400-800.woff2, from Inter's latin
 * variable font (@fontsource-variable/inter, OFL, licence in assets/fonts/Inter-LICENSE.txt):
 *   - the weight axis cut to 400–800, the weights the design uses (normal … extrabold);
 *   - every character of Latin-1 (English, Spanish and other western European text in blog posts),
 *     common punctuation, arrows and symbols, plus any other character of the message catalogues;
 *   - only the layout features the site uses (kerning, ligatures, contextual forms, tabular digits,
 *     case-sensitive punctuation and the features that compose accents).
 * 48 kB → 27 kB: the font is fetched before the first paint on every page, so on a slow phone
 * connection each kilobyte delays it. Characters outside the subset fall back to the system font.
 *
 * It also writes the fonts of the posts' social cards (lib/infra/social-card/card.tsx): the same subset as
 * static WOFF instances at the two weights the card uses, because the card renderer (Satori) reads
 * neither WOFF2 nor variable fonts.
 *   npm run font:subset          (after changing the catalogues' alphabet or the weights)
 * test/fonts… checks that the committed file is what this script writes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { EXTRA_CHARACTERS, LATIN_RANGES } from '../../lib/infra/fonts/charset.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const SOURCE = `${root}node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2`;
export const TARGET = `${root}assets/fonts/inter-latin-wght-400-800.woff2`;
export const WEIGHTS = { min: 400, max: 800 };
/** The social card's fonts, by weight. */
export const CARD_FONTS = { 500: `${root}assets/fonts/inter-card-500.woff`, 800: `${root}assets/fonts/inter-card-800.woff` };
const FEATURES = ['kern', 'liga', 'calt', 'tnum', 'case', 'ccmp', 'locl', 'mark', 'mkmk'];
/** Every text a page shows: the UI messages and the pages' copy. */
export const CATALOGUES = ['messages', 'lib/features/content/copy'].flatMap((folder) => ['en', 'es'].map((locale) => `${root}${folder}/${locale}.json`));

/** The characters the subset keeps. */
export function subsetText() {
  const chars = new Set(LATIN_RANGES.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))));
  for (const char of EXTRA_CHARACTERS) chars.add(char);
  for (const file of CATALOGUES) for (const char of readFileSync(file, 'utf8')) if (char >= ' ') chars.add(char);
  return [...chars].sort().join('');
}

/** The subset font's bytes. */
export function buildFont() {
  return subsetFont(readFileSync(SOURCE), subsetText(), {
    targetFormat: 'woff2',
    variationAxes: { wght: WEIGHTS },
    keepFeatures: FEATURES,
  });
}

/** A static instance of the subset at one weight, for the social cards. */
export function buildCardFont(/** @type {number} */ weight) {
  return subsetFont(readFileSync(SOURCE), subsetText(), {
    targetFormat: 'woff',
    variationAxes: { wght: weight },
    keepFeatures: FEATURES,
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const font = await buildFont();
  writeFileSync(TARGET, font);
  console.log(`Wrote ${TARGET.slice(root.length)}: ${(font.length / 1024).toFixed(1)} kB (from ${(readFileSync(SOURCE).length / 1024).toFixed(1)} kB).`);
  for (const [weight, file] of Object.entries(CARD_FONTS)) {
    const card = await buildCardFont(Number(weight));
    writeFileSync(file, card);
    console.log(`Wrote ${file.slice(root.length)}: ${(card.length / 1024).toFixed(1)} kB.`);
  }
}
