import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccessDenied } from '@/components/admin/AccessDenied';
import { BookingPages, BookingSalespersonFilter, BookingsTable, BookingViews } from '@/components/admin/BookingsTable';
import { AdminHeading } from '@/components/page/AdminHeading';
import { Link } from '@/i18n/navigation';
import { requireRole } from '@/lib/features/people';
import { bookingList, bookingListQuery } from '@/lib/features/booking';
import { salespeopleStore } from '@/lib/features/booking';
import { localeOf } from '@/i18n/locale-params';
import { buildMetadata } from '@/lib/infra/seo/metadata';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await getTranslations({ locale, namespace: 'Admin' });
  return buildMetadata({ locale, path: '/manage/bookings', title: t('bookingsTitle'), description: '', index: false });
}

/** Demo bookings: upcoming, past or cancelled, everyone's or one salesperson's (admins only). */
export default async function BookingsPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  const auth = await requireRole('bookings');
  if (!auth.ok) return <AccessDenied locale={locale} reason={auth.reason} next={`/${locale}/manage/bookings`} />;
  const query = bookingListQuery(await searchParams);
  const [t, salespeople, { bookings, hasMore }] = await Promise.all([
    getTranslations({ locale, namespace: 'Admin' }),
    salespeopleStore().list(),
    bookingList().list(query),
  ]);
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
