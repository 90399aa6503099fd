import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/infra/routing/routing';
import { Container } from '@/components/sections/Container';
import { HttpStatus } from '@/components/seo/HttpStatus';
import { cancelBookingAction } from '@/lib/features/booking/actions/cancel-booking';
import { googleCalendarLink, outlookCalendarLink } from '@/lib/features/booking';
import { formatMeetingTime, hostName, meetingEvent, zoneLabel } from '@/lib/features/booking';
import { meetingFactsOf } from '@/lib/features/booking';
import type { BookingRow, SalespersonRow } from '@/lib/features/booking';
import type { LeadRow } from '@/lib/features/leads';
import { mailSettings } from '@/lib/features/mail';
import { BookingGone } from './BookingGone';
import { localizedPath } from '@/lib/infra/routing/localized-paths';

type BookingT = Awaited<ReturnType<typeof getTranslations<'Booking'>>>;
type MeetingEvent = ReturnType<typeof meetingEvent>;

/**
 * A booked meeting as its owner sees it: when (in the zone they booked in), with whom, the
 * calendar files, and the ways to move or cancel it — plain links and a plain form.
 */
export async function BookingConfirmation({
  locale,
  token,
  booking,
  salesperson,
  lead,
  rateLimited = false,
}: {
  locale: Locale;
  token: string;
  /** The last change was refused: too many from this address. */
  rateLimited?: boolean;
  booking: BookingRow;
  salesperson: SalespersonRow;
  lead: LeadRow;
}) {
  const t = await getTranslations({ locale, namespace: 'Booking' });
  if (booking.status === 'cancelled') return <BookingGone locale={locale} title={t('cancelledTitle')} text={t('cancelledText')} status={null} />;

  const zone = booking.visitorTimeZone;
  const host = hostName(salesperson, locale);
  const rows: [string, ReactNode][] = [
    [t('when'), formatMeetingTime(booking.startsAt, zone, locale)],
    [t('yourZone'), zoneLabel(zone, booking.startsAt, locale)],
    [t('with'), host],
    [
      t('where'),
      salesperson.meetingUrl ? (
        <>
          {t('whereVideoAt')}{' '}
          <a href={salesperson.meetingUrl} rel="noopener noreferrer" className="font-semibold break-all text-brand-800 underline underline-offset-2" data-testid="meeting-link">
            {salesperson.meetingUrl}
          </a>
        </>
      ) : (
        t('whereLater', { name: host })
      ),
    ],
    [t('length'), t('lengthValue')],
  ];
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <Container className="max-w-3xl py-14 sm:py-20">
        <h1 className="text-display font-extrabold tracking-tight text-ink-950">{t('confirmedTitle')}</h1>
        <p className="mt-5 text-lg leading-8 text-ink-600">
          {mailSettings() ? t('confirmedMailed', { name: lead.firstName, email: lead.email }) : t('confirmedNoMail', { name: lead.firstName })}
        </p>
        <dl className="mt-10 grid gap-x-8 gap-y-4 rounded-card border border-ink-100 bg-white p-6 shadow-card sm:grid-cols-[max-content_1fr] sm:p-8" data-testid="booking-details">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-semibold text-ink-900">{term}</dt>
              <dd className="min-w-0 text-ink-700 first-letter:uppercase">{value}</dd>
            </div>
          ))}
        </dl>
        <CalendarLinks token={token} event={meetingEvent(meetingFactsOf(booking, salesperson, lead, token, locale), locale)} t={t} />
        <ChangeMeeting locale={locale} token={token} zone={zone} rateLimited={rateLimited} t={t} />
      </Container>
    </section>
  );
}

/** The meeting as a file to download and as links that open it in Google's and Outlook's calendars. */
function CalendarLinks({ token, event, t }: { token: string; event: MeetingEvent; t: BookingT }) {
  return (
    <>
      <h2 className="mt-12 text-xl font-bold text-ink-950">{t('addToCalendar')}</h2>
      <ul className="mt-4 flex flex-wrap gap-3">
        <li>
          <a href={`/api/bookings/invite?token=${encodeURIComponent(token)}`} download="otailo-demo.ics" className="btn btn-primary">
            {t('downloadIcs')}
          </a>
        </li>
        <li>
          <a href={googleCalendarLink(event)} rel="noopener noreferrer" target="_blank" className="btn btn-secondary">
            {t('google')}
          </a>
        </li>
        <li>
          <a href={outlookCalendarLink(event)} rel="noopener noreferrer" target="_blank" className="btn btn-secondary">
            {t('outlook')}
          </a>
        </li>
      </ul>
    </>
  );
}

/** Moving (a link to the slot list, in the zone booked in) or cancelling (a plain form). */
function ChangeMeeting({ locale, token, zone, rateLimited, t }: { locale: Locale; token: string; zone: string; rateLimited: boolean; t: BookingT }) {
  const reschedule = localizedPath(locale, `/demo/book?token=${encodeURIComponent(token)}&tz=${encodeURIComponent(zone)}`);
  return (
    <>
      <h2 className="mt-12 text-xl font-bold text-ink-950">{t('changeTitle')}</h2>
      {rateLimited && (
        <>
          <HttpStatus code={429} />
          <p role="alert" className="mt-4 rounded-lg border border-red-700/30 bg-red-50 p-4 font-medium text-red-800">
            {t('rateLimited')}
          </p>
        </>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <a href={reschedule} className="btn btn-secondary">
          {t('reschedule')}
        </a>
        <form action={cancelBookingAction}>
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="btn border border-red-700/40 bg-white text-red-800 hover:bg-red-50">
            {t('cancel')}
          </button>
        </form>
      </div>
      <p className="mt-3 text-sm text-ink-600">{t('cancelHint')}</p>
    </>
  );
}
