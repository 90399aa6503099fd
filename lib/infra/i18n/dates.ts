/**
 * A calendar day in the reader's language: `March 1, 2024` (en-US long format, spec §9) or
 * `1 de marzo de 2024`. Days are stored as `YYYY-MM-DD` and read in UTC, so every visitor sees the
 * same day. A value that is no date gives '': one bad stored record must not break a page.
 */
export function formatLongDate(isoDate: string, locale: string): string {
  if (typeof isoDate !== 'string') return '';
  const tag = locale === 'es' ? 'es-ES' : 'en-US';
  const day = new Date(isoDate.length === 10 ? `${isoDate}T00:00:00Z` : isoDate);
  if (Number.isNaN(day.getTime())) return '';
  return new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(day);
}
