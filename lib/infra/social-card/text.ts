import { isCovered } from '@/lib/infra/fonts/charset.mjs';

/**
 * Text as the social card can draw it: one line of words in the characters its font covers.
 * Accented letters outside the font lose their accent (ő → o); anything else (emoji, other scripts,
 * control characters) is left out, because the renderer would otherwise fetch a fallback font from
 * the network. Longer than `max` characters, it is cut at a word and ends with an ellipsis.
 */
export function cardText(text: string, max: number): string {
  const kept = [...text.normalize('NFC').replace(/\s+/g, ' ')]
    .map((char) => (isCovered(char) ? char : [...char.normalize('NFKD')].filter(isCovered).join('')))
    .join('')
    .replace(/ {2,}/g, ' ')
    .trim();
  const chars = [...kept];
  if (chars.length <= max) return kept;
  const cut = chars.slice(0, max - 1).join('');
  const atWord = cut.replace(/\s+\S*$/, '');
  return `${(atWord.length >= max / 2 ? atWord : cut).trimEnd()}…`;
}

/** The title's type size: as large as fits in three lines of the card. */
export function titleSize(title: string): number {
  const length = [...title].length;
  if (length <= 32) return 84;
  if (length <= 60) return 68;
  if (length <= 90) return 56;
  return 48;
}
