import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/infra/routing/routing';
import { bookSlotAction, type BookingError } from '@/lib/features/booking/actions/book-slot';
import { clockFormat, formatMeetingDay } from '@/lib/features/booking';
import type { OfferedSlot, VisitorOffer } from '@/lib/features/booking';
import { ListScope, QuietDays } from './SlotListNotes';
import { ZoneForm } from './ZoneForm';
import { PassFields, type BookingPass } from './slot-list-address';

export type { BookingPass } from './slot-list-address';

const ERROR_KEYS = { taken: 'taken', 'has-booking': 'hasBooking', invalid: 'invalid', moves: 'tooManyMoves', rate: 'rateLimited' } as const satisfies Record<BookingError, string>;

type BookingT = Awaited<ReturnType<typeof getTranslations<'Booking'>>>;

/**
 * The free slots of the next two weeks in the visitor's zone, a day per disclosure, each time a
 * submit button of one server-action form (a plain HTML form, without JavaScript too) that
 * chooses the time: the confirm step follows (components/booking/ConfirmSlot.tsx). The times in
 * the visitor's working day come first; "Show all times" (`all=1`) lists the rest.
 */
export async function SlotPicker({
  locale,
  pass,
  offer,
  timeZone,
  zoneFromUrl,
  error,
}: {
  locale: Locale;
  pass: BookingPass;
  offer: VisitorOffer;
  timeZone: string;
  /** Whether the zone was chosen (in the URL) rather than the default: the browser may then correct it. */
  zoneFromUrl: boolean;
  error?: BookingError;
}) {
  const t = await getTranslations({ locale, namespace: 'Booking' });
  const clock = clockFormat(timeZone, locale);
  // Only a list the visitor asked to see whole stays whole on the way back (a list that fell back needs no asking).
  const allAsked = offer.showingAll && !offer.fellBack;
  const firstDay = offer.entries.findIndex((entry) => entry.kind === 'day');
  return (
    <div className="space-y-8">
      <ZoneForm locale={locale} pass={pass} timeZone={timeZone} zoneFromUrl={zoneFromUrl} all={allAsked} />

      {error && (
        <p role="alert" className="rounded-lg border border-red-700/30 bg-red-50 p-4 font-medium text-red-800" data-testid="booking-error">
          {t(ERROR_KEYS[error])}
        </p>
      )}

      {offer.entries.length === 0 ? (
        <p className="rounded-card border border-ink-100 bg-ink-50 p-6 text-ink-700">{t('noSlots')}</p>
      ) : (
        <>
          <ListScope locale={locale} pass={pass} timeZone={timeZone} offer={offer} />
          <form action={bookSlotAction} className="space-y-3" data-testid="slot-list">
            <input type="hidden" name="locale" value={locale} />
            <input type="hidden" name="tz" value={timeZone} />
            {allAsked && <input type="hidden" name="all" value="1" />}
            <PassFields pass={pass} />
            {offer.entries.map((entry, index) =>
              entry.kind === 'day' ? (
                <DaySlots key={entry.date} locale={locale} slots={entry.slots} day={formatMeetingDay(entry.slots[0]!.start, timeZone, locale)} open={index === firstDay} clock={clock} t={t} />
              ) : (
                <QuietDays key={entry.dates[0]} locale={locale} timeZone={timeZone} entry={entry} language={offer.preference.language ? locale : null} />
              ),
            )}
          </form>
        </>
      )}
    </div>
  );
}

/** One day's free times, each a submit button of the booking form; a time only another language's speakers have is marked so. */
function DaySlots({ locale, slots, day, open, clock, t }: { locale: Locale; slots: OfferedSlot[]; day: string; open: boolean; clock: { format: (instant: Date) => string }; t: BookingT }) {
  const otherLanguage = locale === 'es' ? 'en' : 'es';
  return (
    <details open={open} className="group rounded-card border border-ink-100 bg-white shadow-card">
      <summary className="flex cursor-pointer items-center justify-between gap-4 rounded-card px-5 py-4 font-semibold text-ink-950 marker:content-none">
        <span className="first-letter:uppercase">{day}</span>
        <span className="text-sm font-normal text-ink-600">{t('dayTimes', { count: slots.length })}</span>
      </summary>
      <ul className="grid grid-cols-2 gap-2 px-5 pb-5 min-[360px]:grid-cols-3 sm:grid-cols-5 lg:grid-cols-6">
        {slots.map((slot) => {
          const time = clock.format(slot.start);
          const spoken = slot.inLanguage ? null : t('slotLanguage', { language: otherLanguage });
          return (
            <li key={slot.start.toISOString()}>
              <button type="submit" name="start" value={slot.start.toISOString()} aria-label={spoken ? t('slotAriaLanguage', { time, day, language: otherLanguage }) : t('slotAria', { time, day })} className="slot-button">
                {time}
                {spoken && <span className="block text-xs font-normal text-ink-700">{spoken}</span>}
              </button>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
