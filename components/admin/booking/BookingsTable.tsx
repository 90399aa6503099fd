import { Link } from '@/lib/infra/routing/navigation';
import type { Locale } from '@/lib/infra/routing/routing';
import { BOOKING_VIEWS, bookingListHref, type AdminBooking, type BookingListQuery } from '@/lib/features/booking';
import type { AdminTranslator } from '../admin-screen';
import { AdminTable, type AdminColumn } from '../AdminTable';
import { BookingTime, formatBookingTime } from './BookingTime';

type Query = Required<Pick<BookingListQuery, 'view' | 'page'>> & Pick<BookingListQuery, 'salespersonId'>;

const linkClass = 'font-semibold text-brand-800 underline-offset-4 hover:underline';

/** Upcoming / Past / Cancelled as links (the salesperson filter kept). */
export function BookingViews({ query, locale, t }: { query: Query; locale: Locale; t: AdminTranslator }) {
  return (
    <nav aria-label={t('bookings.viewsLabel')} className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {BOOKING_VIEWS.map((view) => {
          const current = view === query.view;
          return (
            <li key={view}>
              <Link
                locale={locale}
                href={bookingListHref({ view, salespersonId: query.salespersonId })}
                aria-current={current ? 'page' : undefined}
                className={`inline-flex min-h-10 items-center rounded-lg px-4 text-sm font-semibold ${current ? 'bg-ink-900 text-white' : 'border border-ink-200 bg-white text-ink-900 hover:bg-ink-50'}`}
              >
                {t(`bookings.views.${view}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Which salesperson's bookings, as a plain GET form. */
export function BookingSalespersonFilter({ query, salespeople, t }: { query: Query; salespeople: readonly { id: number; name: string }[]; t: AdminTranslator }) {
  return (
    <form method="get" className="mt-4 flex flex-wrap items-end gap-4 rounded-card border border-ink-100 bg-white p-4 shadow-card">
      {query.view !== 'upcoming' && <input type="hidden" name="view" value={query.view} />}
      <div>
        <label htmlFor="booking-salesperson" className="field-label">
          {t('bookings.salesperson')}
        </label>
        <select id="booking-salesperson" name="salesperson" defaultValue={query.salespersonId ?? ''} className="field-control">
          <option value="">{t('bookings.everyone')}</option>
          {salespeople.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn-dark">
        {t('bookings.filter')}
      </button>
    </form>
  );
}

/** One page of bookings: when (the salesperson's zone and the visitor's), who, with whom, status. */
export function BookingsTable({ bookings, query, locale, t }: { bookings: AdminBooking[]; query: Query; locale: Locale; t: AdminTranslator }) {
  const columns: AdminColumn<AdminBooking>[] = [
    { key: 'when', header: t('bookings.columns.when'), cell: (booking) => <BookingTime instant={booking.startsAt} timeZone={booking.salesperson.timeZone} locale={locale} /> },
    { key: 'visitorTime', header: t('bookings.columns.visitorTime'), cell: (booking) => <BookingTime instant={booking.startsAt} timeZone={booking.visitorTimeZone} locale={locale} /> },
    { key: 'visitor', header: t('bookings.columns.visitor'), cell: (booking) => <BookingVisitor lead={booking.lead} locale={locale} /> },
    { key: 'salesperson', header: t('bookings.columns.salesperson'), cell: (booking) => booking.salesperson.name },
    {
      key: 'status',
      header: t('bookings.columns.status'),
      cell: (booking) =>
        booking.cancelledAt
          ? t('bookings.cancelledOn', { date: formatBookingTime(booking.cancelledAt, booking.salesperson.timeZone, locale) })
          : t(`bookings.statuses.${booking.status}`),
    },
  ];
  return (
    <AdminTable
      columns={columns}
      rows={bookings}
      rowKey={(booking) => booking.id}
      caption={t('bookings.caption', { view: t(`bookings.views.${query.view}`), page: query.page })}
      empty={t(`bookings.empty.${query.view}`)}
      dense
      className="min-w-[56rem]"
    />
  );
}

/** The visitor's name (a link to their lead), email and company. */
function BookingVisitor({ lead, locale }: { lead: AdminBooking['lead']; locale: Locale }) {
  return (
    // Each link a 24 px target (WCAG 2.2 target size), one under the other.
    <div className="flex flex-col items-start gap-1">
      <Link locale={locale} href={`/manage/leads#lead-${lead.id}`} className={`inline-flex min-h-6 items-center ${linkClass}`}>
        {`${lead.firstName} ${lead.lastName === lead.firstName ? '' : lead.lastName}`.trim()}
      </Link>
      <a href={`mailto:${lead.email}`} className="inline-flex min-h-6 items-center text-brand-800 underline-offset-4 hover:underline">
        {lead.email}
      </a>
      {lead.company && <span className="text-ink-700">{lead.company}</span>}
    </div>
  );
}

/** Previous / next page links. */
export function BookingPages({ query, hasMore, locale, t }: { query: Query; hasMore: boolean; locale: Locale; t: AdminTranslator }) {
  if (query.page === 1 && !hasMore) return null;
  return (
    <nav aria-label={t('bookings.pagination')} className="mt-4 flex gap-4">
      {query.page > 1 && (
        <Link locale={locale} href={bookingListHref({ ...query, page: query.page - 1 })} className={linkClass}>
          {t('bookings.previous')}
        </Link>
      )}
      {hasMore && (
        <Link locale={locale} href={bookingListHref({ ...query, page: query.page + 1 })} className={linkClass}>
          {t('bookings.next')}
        </Link>
      )}
    </nav>
  );
}
