import type { Locale } from '@/i18n/routing';

/** "Tue, 1 Dec 2026, 10:15" in `timeZone`, in the admin's language. */
export function formatBookingTime(instant: Date, timeZone: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'es' ? 'es-ES' : 'en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(instant);
}

/** A meeting's start as read in one zone, with the zone named: "Tue, 1 Dec 2026, 10:15 (Europe/Madrid)". */
export function BookingTime({ instant, timeZone, locale }: { instant: Date; timeZone: string; locale: Locale }) {
  return (
    <>
      <time dateTime={instant.toISOString()}>{formatBookingTime(instant, timeZone, locale)}</time> <span className="text-ink-600">({timeZone})</span>
    </>
  );
}
