import type { Locale } from '@/lib/infra/routing/routing';

/** A calendar day (`YYYY-MM-DD`) or an instant, as a long date in the reader's language (UTC). */
export function longDate(value: string, locale: Locale): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** A file size as people read it: "240 kB", "1.2 MB". */
export function fileSize(bytes: number, locale: Locale): string {
  const megabytes = bytes >= 1_000_000;
  const value = megabytes ? bytes / 1_000_000 : Math.max(1, Math.round(bytes / 1_000));
  return new Intl.NumberFormat(locale, { style: 'unit', unit: megabytes ? 'megabyte' : 'kilobyte', maximumFractionDigits: 1 }).format(value);
}
