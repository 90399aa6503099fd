// @ts-check
/**
 * The characters every font file of the site covers (scripts/build/subset-font.mjs): Latin-1 and
 * the typographic punctuation and symbols of western European text. The build adds the message
 * catalogues' characters; run-time code that draws text itself (the social cards) keeps to these.
 */
/** @type {readonly (readonly [number, number])[]} */
export const LATIN_RANGES = [
  [0x20, 0x7e],
  [0xa0, 0xff],
];
export const EXTRA_CHARACTERS = '–—‘’‚“”„•…‹›€™←→↑↓−×·ŒœıˆˇˊˋŸ';

/** Whether `char` (one code point) is in the range every font file covers. */
export function isCovered(/** @type {string} */ char) {
  const code = char.codePointAt(0) ?? 0;
  return LATIN_RANGES.some(([from, to]) => code >= from && code <= to) || EXTRA_CHARACTERS.includes(char);
}
