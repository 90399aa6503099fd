import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/infra/routing/routing';
import { Container } from '@/components/sections/Container';
import { bookSlotAction } from '@/lib/features/booking/actions/book-slot';
import { formatClock, formatMeetingDay, hostName, zoneLabel } from '@/lib/features/booking';
import type { SalespersonRow } from '@/lib/features/booking';
import { PassFields, slotListHref, type BookingPass } from './slot-list-address';

/**
 * The confirm step after a time is chosen (`/demo/book?…&start=…`, rendered by the server, so it
 * works without JavaScript): the date, time, zone, host and where the meeting happens, then
 * "Confirm booking" (the booking form, with the time) or "Choose another time" (the list again).
 */
export async function ConfirmSlot({
  locale,
  pass,
  start,
  timeZone,
  host,
  moving,
  all,
}: {
  locale: Locale;
  pass: BookingPass;
  start: Date;
  timeZone: string;
  /** Who it would be with, as of now. */
  host: Pick<SalespersonRow, 'name' | 'nameEs' | 'meetingUrl'>;
  /** The meeting being moved, formatted; null for a first booking. */
  moving: string | null;
  /** The list the time was chosen from showed every time: the way back shows it so again. */
  all: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'Booking' });
  const name = hostName(host, locale);
  const rows: [string, string][] = [
    [t('date'), formatMeetingDay(start, timeZone, locale)],
    [t('time'), t('timeValue', { time: formatClock(start, timeZone, locale) })],
    [t('yourZone'), zoneLabel(timeZone, start, locale)],
    [t('with'), name],
    [t('where'), host.meetingUrl ? t('whereVideo') : t('whereLater', { name })],
  ];
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <Container className="max-w-3xl py-14 sm:py-20">
        <h1 className="text-display font-extrabold tracking-tight text-ink-950">{moving ? t('confirmMoveTitle') : t('confirmTitle')}</h1>
        <p className="mt-5 text-lg leading-8 text-ink-600">{moving ? t('confirmMoveLead', { when: moving }) : t('confirmLead')}</p>
        <dl className="mt-10 grid gap-x-8 gap-y-4 rounded-card border border-ink-100 bg-white p-6 shadow-card sm:grid-cols-[max-content_1fr] sm:p-8" data-testid="booking-summary">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-semibold text-ink-900">{term}</dt>
              <dd className="break-words text-ink-700 first-letter:uppercase">{value}</dd>
            </div>
          ))}
        </dl>
        <form action={bookSlotAction} className="mt-8 flex flex-wrap items-center gap-3">
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="tz" value={timeZone} />
          <PassFields pass={pass} />
          {all && <input type="hidden" name="all" value="1" />}
          <input type="hidden" name="start" value={start.toISOString()} />
          <button type="submit" name="confirm" value="1" className="btn btn-primary">
            {t('confirmBooking')}
          </button>
          <a href={slotListHref(locale, pass, timeZone, all)} className="btn btn-secondary">
            {t('chooseAnother')}
          </a>
        </form>
      </Container>
    </section>
  );
}
