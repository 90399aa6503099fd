/**
 * A calendar day in the reader's language: `March 1, 2024` (en-US long format, spec §9) or
 * `1 de marzo de 2024`. Days are stored as `YYYY-MM-DD` and read in UTC, so every visitor sees the
 * same day.
 */
export function formatLongDate(isoDate: string, locale: string): string {
  const tag = locale === 'es' ? 'es-ES' : 'en-US';
  const day = isoDate.length === 10 ? `${isoDate}T00:00:00Z` : isoDate;
  return new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(day));
}
