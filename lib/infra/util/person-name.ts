/**
 * A person's name as a form may take it: one line of letters (any script), spaces and the marks
 * names use (apostrophes, hyphens, periods, commas). A name becomes the greeting of mail the site
 * sends from its own address, so line breaks, links and addresses are refused, not kept.
 */
export const MAX_NAME_PART_LENGTH = 50;

const NAME = /^[\p{L}\p{M}][\p{L}\p{M} '’.,-]*$/u;
/** `www.evil.test`: a period straight before a word reads as a host name ("J.R.R." stays a name). */
const HOST_LIKE = /\.\p{L}{2,}/u;

export function isPlainName(value: string): boolean {
  return NAME.test(value) && !HOST_LIKE.test(value);
}

/** The name for a greeting ("Hello Ada,"), or '' when a stored value is not a plain name. */
export function greetingName(value: string): string {
  const name = value.trim();
  return name.length <= MAX_NAME_PART_LENGTH && isPlainName(name) ? name : '';
}
