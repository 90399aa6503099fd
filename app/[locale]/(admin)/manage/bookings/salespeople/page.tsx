import { adminScreenMetadata, guardAdminScreen } from '@/components/admin/admin-screen';
import { SalespeopleList, weekdayNames } from '@/components/admin/booking/SalespeopleList';
import { SalespersonForm } from '@/components/admin/booking/SalespersonForm.client';
import { AdminHeading } from '@/components/page/AdminHeading';
import { Link } from '@/lib/infra/routing/navigation';
import { NEW_SALESPERSON_VALUES } from '@/lib/features/booking/shared/salesperson-input';
import { salespeopleStore, zoneChoices } from '@/lib/features/booking';
import { localeOf, type LocaleParams } from '@/lib/infra/routing/locale-params';

const ZONE_LIST = 'salesperson-time-zones';

export const generateMetadata = adminScreenMetadata('/manage/bookings/salespeople', 'salespeopleTitle');

/** The availability editor: who takes demos, in which zone, when (admins only). */
export default async function SalespeoplePage({ params }: LocaleParams) {
  const locale = await localeOf(params);
  const screen = await guardAdminScreen(locale, 'bookings', '/manage/bookings/salespeople');
  if (!screen.ok) return screen.denied;
  const { t } = screen;
  const salespeople = await salespeopleStore().list();
  // One list for every form (the same object, so the page's data carries it once), named in the admin's language.
  const zones = zoneChoices(locale);
  return (
    <>
      {/* The folded edit forms' zone field suggests from this one list; opened, each shows the searchable select. */}
      <datalist id={ZONE_LIST}>
        {zones.map(({ zone }) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
      <AdminHeading>{t('salespeopleTitle')}</AdminHeading>
      <p className="mt-1 text-ink-600">{t('salespeople.lead')}</p>
      <p className="mt-3">
        <Link locale={locale} href="/manage/bookings" className="font-semibold text-brand-800 underline-offset-4 hover:underline">
          {t('bookingsTitle')}
        </Link>
      </p>
      <section aria-labelledby="salespeople-title" className="mt-8">
        <h2 id="salespeople-title" className="text-lg font-bold text-ink-950">
          {t('salespeople.listTitle')}
        </h2>
        <SalespeopleList locale={locale} salespeople={salespeople} zones={zones} zoneListId={ZONE_LIST} />
      </section>
      <section aria-labelledby="add-salesperson-title" className="mt-8 rounded-card border border-ink-100 bg-white p-6 shadow-card">
        <h2 id="add-salesperson-title" className="text-lg font-bold text-ink-950">
          {t('salespeople.addTitle')}
        </h2>
        <SalespersonForm initial={NEW_SALESPERSON_VALUES} zones={zones} zoneListId={ZONE_LIST} weekdays={weekdayNames(locale, 'long')} />
      </section>
    </>
  );
}
