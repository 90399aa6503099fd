import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/infra/routing/routing';
import { formValuesOf, WEEKDAYS, type Weekday } from '@/lib/features/booking/shared/salesperson-input';
import type { SalespersonRow } from '@/lib/features/booking';
import { SalespersonForm, type ZoneOption } from './SalespersonForm.client';

/** The weekdays, Monday first, named in `locale` ("Monday" or "Mon"; Spanish ones capitalised as labels). */
export function weekdayNames(locale: Locale, width: 'long' | 'short'): { day: Weekday; name: string }[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' });
  // 7 January 2024 was a Sunday (weekday 0).
  return WEEKDAYS.map((day) => {
    const name = format.format(Date.UTC(2024, 0, 7 + day));
    return { day, name: name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) };
  });
}

/** "Mon 09:00–12:00, 14:00–17:00 · Tue 09:00–12:00". */
function hoursSummary(weekly: SalespersonRow['weekly'], days: { day: Weekday; name: string }[]): string {
  return days
    .filter(({ day }) => weekly[day]?.length)
    .map(({ day, name }) => `${name} ${weekly[day]!.map((interval) => `${interval.start}–${interval.end}`).join(', ')}`)
    .join(' · ');
}

/** Every salesperson with their zone, hours and whether they take demos, each with its edit form. */
export async function SalespeopleList({ locale, salespeople, zones, zoneListId }: { locale: Locale; salespeople: SalespersonRow[]; zones: readonly ZoneOption[]; zoneListId: string }) {
  const t = await getTranslations({ locale, namespace: 'Admin.salespeople' });
  if (salespeople.length === 0) return <p className="mt-4 text-ink-600">{t('none')}</p>;
  const [long, short] = [weekdayNames(locale, 'long'), weekdayNames(locale, 'short')];
  return (
    <ul className="mt-4 space-y-4">
      {salespeople.map((person) => (
        <li key={person.id} className="rounded-card border border-ink-100 bg-white p-5 shadow-card">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 id={`salesperson-${person.id}-title`} className="text-lg font-bold text-ink-950">
              {person.name}
            </h3>
            <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${person.active ? 'bg-brand-50 text-brand-900' : 'bg-ink-100 text-ink-700'}`}>
              {person.active ? t('active') : t('inactive')}
            </span>
          </div>
          <p className="mt-1 text-sm text-ink-700">
            {person.email} · {person.timeZone} · {person.languages.map((language) => t(`fields.language.${language}`)).join(', ')}
          </p>
          <p className="mt-1 text-sm text-ink-700">{hoursSummary(person.weekly, short) || t('noHours')}</p>
          <SalespersonForm salesperson={{ id: person.id, name: person.name }} initial={formValuesOf(person)} zones={zones} zoneListId={zoneListId} weekdays={long} />
        </li>
      ))}
    </ul>
  );
}
