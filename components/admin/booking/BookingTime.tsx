import type { Locale } from '@/lib/infra/routing/routing';
import { formatMeetingTime } from '@/lib/features/booking';

/** A meeting's time as everywhere else on the site ("Thursday, 26 November 2026, 3:30 pm") in `timeZone`, in the admin's language. */
export const formatBookingTime = (instant: Date, timeZone: string, locale: Locale): string => formatMeetingTime(instant, timeZone, locale);

/** A meeting's start as read in one zone, with the zone named: "Thursday, 26 November 2026, 3:30 pm (Europe/Madrid)". */
export function BookingTime({ instant, timeZone, locale }: { instant: Date; timeZone: string; locale: Locale }) {
  return (
    <>
      <time dateTime={instant.toISOString()}>{formatBookingTime(instant, timeZone, locale)}</time> <span className="text-ink-600">({timeZone})</span>
    </>
  );
}
