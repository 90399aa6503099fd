/**
 * Spec §5: a slug is the title lower-cased and trimmed, whitespace turned into hyphens, non-word
 * characters removed and repeated hyphens collapsed. Diacritics are folded first, so
 * 'Guía rápida' becomes 'guia-rapida' rather than 'gua-rpida'.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/_+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A slug as stored: what `slugify` produces, at most 200 characters. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isValidSlug(slug: string): boolean {
  return slug.length <= 200 && SLUG_PATTERN.test(slug);
}
