import type { UsageCounts, UsageGroup } from '@/lib/features/media/shared/types';
import { USAGE_GROUPS } from '@/lib/features/media/shared/types';

/** The `Admin.media` messages as a server screen or a client form hands them over (only what this reads). */
type Messages = (key: `usage.${UsageGroup}`, values: { count: number }) => string;

/** "2 pages, 1 post and 3 saved revisions": where a file is used, in the screen's language; null when nowhere. */
export function usagePlaces(t: Messages, locale: string, usage: UsageCounts): string | null {
  const parts = USAGE_GROUPS.flatMap((group) => {
    const count = usage[group] ?? 0;
    return count > 0 ? [t(`usage.${group}`, { count })] : [];
  });
  return parts.length === 0 ? null : new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(parts);
}

/** A file's size as people read it: "820 kB", "2.4 MB". */
export function sizeText(bytes: number, locale: string): string {
  const format = (value: number, unit: 'kilobyte' | 'megabyte') => new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
  return bytes >= 1_000_000 ? format(bytes / 1_000_000, 'megabyte') : format(Math.max(1, Math.round(bytes / 1_000)), 'kilobyte');
}
