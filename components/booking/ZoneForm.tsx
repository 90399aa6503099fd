import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/infra/routing/routing';
import { zoneChoices, zoneLabel } from '@/lib/features/booking';
import { localizedPath } from '@/lib/infra/routing/localized-paths';
import { PassFields, type BookingPass } from './slot-list-address';
import { SelectFilter } from '@/components/forms/SelectFilter.client';
import { ZoneFollower } from './ZoneFollower.client';

/** Every zone by today's name, labelled with its city, its name and its offset now (and the one shown, should the list lack it). */
function zoneOptions(current: string, locale: Locale): { zone: string; label: string }[] {
  const choices = zoneChoices(locale);
  return choices.some((choice) => choice.zone === current) ? choices : [{ zone: current, label: zoneLabel(current, new Date(), locale) }, ...choices];
}

/**
 * The zone the times are shown in: a GET form that reloads the list (with JavaScript, ZoneFollower
 * sends it on change, and SelectFilter narrows the long select to what is typed).
 */
export async function ZoneForm({ locale, pass, timeZone, zoneFromUrl, all }: { locale: Locale; pass: BookingPass; timeZone: string; zoneFromUrl: boolean; all: boolean }) {
  const t = await getTranslations({ locale, namespace: 'Booking' });
  return (
    <form method="get" action={localizedPath(locale, '/demo/book')} className="flex flex-wrap items-end gap-3" data-zone-form>
      <PassFields pass={pass} />
      {all && <input type="hidden" name="all" value="1" />}
      {/* A line of its own on a phone: the zone's name is long ("Ciudad de México — hora estándar central (GMT-6)"). */}
      <div className="w-full min-w-0 sm:w-auto sm:max-w-md sm:flex-1">
        <SelectFilter
          selectId="booking-zone"
          testId="zone-filter"
          submitOnEnter
          // The browser counts the matches and puts the number where "{count}" is left.
          labels={{ filter: t('zoneFilter'), one: t('zoneMatchesOne'), other: t('zoneMatchesOther', { count: '{count}' }), none: t('zoneNoMatch') }}
        />
        <label htmlFor="booking-zone" className="block text-sm font-semibold text-ink-900">
          {t('zoneLabel')}
        </label>
        <select id="booking-zone" name="tz" defaultValue={timeZone} className="field-control mt-1 w-full max-w-full">
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
