import { adminScreenMetadata, guardAdminScreen, type AdminPageProps } from '@/components/admin/admin-screen';
import { BookingPages, BookingSalespersonFilter, BookingsTable, BookingViews } from '@/components/admin/booking/BookingsTable';
import { AdminHeading } from '@/components/page/AdminHeading';
import { Link } from '@/lib/infra/routing/navigation';
import { bookingList, bookingListQuery } from '@/lib/features/booking';
import { salespeopleStore } from '@/lib/features/booking';
import { localeOf } from '@/lib/infra/routing/locale-params';

export const generateMetadata = adminScreenMetadata('/manage/bookings', 'bookingsTitle');

/** Demo bookings: upcoming, past or cancelled, everyone's or one salesperson's (admins only). */
export default async function BookingsPage({ params, searchParams }: AdminPageProps) {
  const locale = await localeOf(params);
  const screen = await guardAdminScreen(locale, 'bookings', '/manage/bookings');
  if (!screen.ok) return screen.denied;
  const { t } = screen;
  const query = bookingListQuery(await searchParams);
  const [salespeople, { bookings, hasMore }] = await Promise.all([salespeopleStore().list(), bookingList().list(query)]);
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <AdminHeading>{t('bookingsTitle')}</AdminHeading>
          <p className="mt-1 text-ink-600">{t('bookings.lead')}</p>
        </div>
        <Link locale={locale} href="/manage/bookings/salespeople" className="btn btn-secondary">
          {t('bookings.availability')}
        </Link>
      </div>
      {salespeople.length === 0 && (
        <p role="status" className="mt-6 rounded-lg bg-amber-50 p-4 text-sm text-amber-900">
          {t('bookings.noSalespeople')}
        </p>
      )}
      <BookingViews query={query} locale={locale} t={t} />
      <BookingSalespersonFilter query={query} salespeople={salespeople} t={t} />
      <section aria-label={t('bookingsTitle')} className="mt-6 overflow-x-auto rounded-card border border-ink-100 bg-white shadow-card">
        <BookingsTable bookings={bookings} query={query} locale={locale} t={t} />
      </section>
      <BookingPages query={query} hasMore={hasMore} locale={locale} t={t} />
    </>
  );
}
