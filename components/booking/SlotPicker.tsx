import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/infra/routing/routing';
import { bookSlotAction, type BookingError } from '@/lib/features/booking/actions/book-slot';
import { clockFormat, formatMeetingDay, zoneChoices, zoneLabel } from '@/lib/features/booking';
import { slotsByDay, type Slot } from '@/lib/features/booking';
import { ZoneFollower } from './ZoneFollower.client';
import { localizedPath } from '@/lib/infra/routing/localized-paths';

/** The visitor's pass: the demo request's ticket, or (moving a meeting) the booking's token. */
export type BookingPass = { ticket: string } | { token: string };

const ERROR_KEYS = { taken: 'taken', 'has-booking': 'hasBooking', invalid: 'invalid', moves: 'tooManyMoves', rate: 'rateLimited' } as const satisfies Record<BookingError, string>;

/** Every zone by today's name, labelled with its city, its name and its offset now (and the one shown, should the list lack it). */
function zoneOptions(current: string, locale: Locale): { zone: string; label: string }[] {
  const choices = zoneChoices(locale);
  return choices.some((choice) => choice.zone === current) ? choices : [{ zone: current, label: zoneLabel(current, new Date(), locale) }, ...choices];
}

type BookingT = Awaited<ReturnType<typeof getTranslations<'Booking'>>>;

/**
 * The free slots of the next two weeks in the visitor's zone, a day per disclosure, each time a
 * submit button of one server-action form (a plain HTML form, without JavaScript too) that
 * chooses the time: the confirm step follows (components/booking/ConfirmSlot.tsx).
 */
export async function SlotPicker({
  locale,
  pass,
  slots,
  timeZone,
  zoneFromUrl,
  error,
}: {
  locale: Locale;
  pass: BookingPass;
  slots: Slot[];
  timeZone: string;
  /** Whether the zone was chosen (in the URL) rather than the default: the browser may then correct it. */
  zoneFromUrl: boolean;
  error?: BookingError;
}) {
  const t = await getTranslations({ locale, namespace: 'Booking' });
  const days = slotsByDay(slots, timeZone);
  const clock = clockFormat(timeZone, locale);
  const passFields = 'ticket' in pass ? <input type="hidden" name="ticket" value={pass.ticket} /> : <input type="hidden" name="token" value={pass.token} />;
  return (
    <div className="space-y-8">
      <ZoneForm locale={locale} timeZone={timeZone} zoneFromUrl={zoneFromUrl} passFields={passFields} t={t} />

      {error && (
        <p role="alert" className="rounded-lg border border-red-700/30 bg-red-50 p-4 font-medium text-red-800" data-testid="booking-error">
          {t(ERROR_KEYS[error])}
        </p>
      )}

      {days.length === 0 ? (
        <p className="rounded-card border border-ink-100 bg-ink-50 p-6 text-ink-700">{t('noSlots')}</p>
      ) : (
        <form action={bookSlotAction} className="space-y-3">
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="tz" value={timeZone} />
          {passFields}
          {days.map((day, index) => (
            <DaySlots key={day.date} slots={day.slots} day={formatMeetingDay(day.slots[0]!.start, timeZone, locale)} open={index === 0} clock={clock} t={t} />
          ))}
        </form>
      )}
    </div>
  );
}

/** The zone the times are shown in: a GET form that reloads the list (with JavaScript, ZoneFollower sends it on change). */
function ZoneForm({ locale, timeZone, zoneFromUrl, passFields, t }: { locale: Locale; timeZone: string; zoneFromUrl: boolean; passFields: ReactNode; t: BookingT }) {
  return (
    <form method="get" action={localizedPath(locale, '/demo/book')} className="flex flex-wrap items-end gap-3" data-zone-form>
      {passFields}
      {/* A line of its own on a phone: the zone's name is long ("Ciudad de México — hora estándar central (GMT-6)"). */}
      <div className="min-w-0 basis-full sm:flex-none sm:basis-auto">
        <label htmlFor="booking-zone" className="block text-sm font-semibold text-ink-900">
          {t('zoneLabel')}
        </label>
        <select id="booking-zone" name="tz" defaultValue={timeZone} className="field-control mt-1 w-full max-w-md">
          {zoneOptions(timeZone, locale).map(({ zone, label }) => (
            <option key={zone} value={zone}>
              {label}
            </option>
          ))}
        </select>
        <ZoneFollower selectId="booking-zone" detect={!zoneFromUrl} />
      </div>
      <button type="submit" className="btn btn-secondary">
        {t('zoneSubmit')}
      </button>
      <p className="basis-full text-sm text-ink-600">{t('shownIn', { zone: zoneLabel(timeZone, new Date(), locale) })}</p>
    </form>
  );
}

/** One day's free times, each a submit button of the booking form. */
function DaySlots({ slots, day, open, clock, t }: { slots: Slot[]; day: string; open: boolean; clock: { format: (instant: Date) => string }; t: BookingT }) {
  return (
    <details open={open} className="group rounded-card border border-ink-100 bg-white shadow-card">
      <summary className="flex cursor-pointer items-center justify-between gap-4 rounded-card px-5 py-4 font-semibold text-ink-950 marker:content-none">
        <span className="first-letter:uppercase">{day}</span>
        <span className="text-sm font-normal text-ink-600">{t('dayTimes', { count: slots.length })}</span>
      </summary>
      <ul className="grid grid-cols-2 gap-2 px-5 pb-5 min-[360px]:grid-cols-3 sm:grid-cols-5 lg:grid-cols-6">
        {slots.map((slot) => {
          const time = clock.format(slot.start);
          return (
            <li key={slot.start.toISOString()}>
              <button type="submit" name="start" value={slot.start.toISOString()} aria-label={t('slotAria', { time, day })} className="slot-button">
                {time}
              </button>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
