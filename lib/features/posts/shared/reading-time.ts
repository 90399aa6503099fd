/**
 * A post's read time: the minutes its editor set, or an estimate from the body's words at the pace
 * of an unhurried reader of a business text.
 */
const WORDS_PER_MINUTE = 220;

/** Words of a body as stored (Markdown marks count as part of their words, which is close enough). */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed ? trimmed.split(/\s+/).length : 0;
}

export function readingMinutes(post: { readMinutes: number | null; wordCount: number }): number {
  if (post.readMinutes && post.readMinutes > 0) return post.readMinutes;
  return Math.max(1, Math.round(post.wordCount / WORDS_PER_MINUTE));
}
