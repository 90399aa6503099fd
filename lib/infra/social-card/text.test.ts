import { describe, expect, it } from 'vitest';
import { cardText, titleSize } from './text';

describe('the social card’s text', () => {
  it('keeps Spanish and western European text as it is', () => {
    expect(cardText('¿Devoluciones con fotos? Sí: 27 % más rápido — “así”', 120)).toBe('¿Devoluciones con fotos? Sí: 27 % más rápido — “así”');
  });

  it('drops what the font cannot draw and strips accents it does not have', () => {
    expect(cardText('Returns 📦 in Łódź and Győr 東京', 120)).toBe('Returns in ódz and Gyor');
    expect(cardText('a\u0000b\u202Ec\u200Bd', 120)).toBe('abcd');
    expect(cardText('  one\n\ttwo  ', 120)).toBe('one two');
  });

  it('cuts a long title at a word and marks the cut', () => {
    const cut = cardText('Reverse logistics for every warehouse and every store in the network', 30);
    expect(cut).toBe('Reverse logistics for every…');
    expect([...cut].length).toBeLessThanOrEqual(30);
    expect(cardText('x'.repeat(50), 10)).toBe(`${'x'.repeat(9)}…`);
  });

  it('sets shorter titles larger', () => {
    expect(titleSize('Photo-first returns')).toBeGreaterThan(titleSize('How photo-first returns cut the cost of every return by a third'));
    expect(titleSize('x'.repeat(120))).toBe(48);
  });
});
