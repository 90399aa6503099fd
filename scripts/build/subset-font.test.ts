import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildCardFont, buildFont, CARD_FONTS, CATALOGUES, subsetText, TARGET } from './subset-font.mjs';

describe('the site font subset', () => {
  it('is committed as the script writes it (run `npm run font:subset` after changing the catalogues)', async () => {
    const committed = readFileSync(TARGET);
    expect(Buffer.compare(await buildFont(), committed)).toBe(0);
    expect(committed.length).toBeLessThan(30 * 1024);
  });

  it('writes the social cards’ static WOFF instances as committed', async () => {
    for (const [weight, file] of Object.entries(CARD_FONTS)) {
      const committed = readFileSync(file);
      expect(committed.subarray(0, 4).toString('latin1')).toBe('wOFF');
      expect(Buffer.compare(await buildCardFont(Number(weight)), committed)).toBe(0);
    }
  });

  it('keeps Latin-1, typographic punctuation and every character of both catalogues', () => {
    const text = subsetText();
    for (const char of 'AZaz09 ¿¡áéíóúüñÁÉÍÓÚÜÑçàèöß€–—“”‘’…→×') expect(text).toContain(char);
    expect(CATALOGUES).toHaveLength(4);
    for (const file of CATALOGUES) {
      for (const char of readFileSync(file, 'utf8')) if (char >= ' ') expect(text).toContain(char);
    }
  });
});
