import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/infra/routing/routing';
import { formatClock, formatMeetingDay, VISITOR_DAY } from '@/lib/features/booking';
import type { VisitorEntry, VisitorOffer } from '@/lib/features/booking';
import { slotListHref, type BookingPass } from './slot-list-address';

/** A wall-clock time of the visitor's working day ("8:00 am", "08:00"), in the page's clock. */
const boundText = (minutes: number, locale: Locale) => formatClock(new Date(Date.UTC(2000, 0, 1, 0, minutes)), 'UTC', locale);

/**
 * What the list shows and the way to the rest: the times in the visitor's working day (with the
 * team that speaks their language) and "Show all times", or every time and the way back. A plain
 * link: the list is rendered per request, with or without JavaScript.
 */
export async function ListScope({ locale, pass, timeZone, offer }: { locale: Locale; pass: BookingPass; timeZone: string; offer: VisitorOffer }) {
  const t = await getTranslations({ locale, namespace: 'Booking' });
  const hours = { from: boundText(VISITOR_DAY.from, locale), to: boundText(VISITOR_DAY.to, locale) };
  const link = (all: boolean, text: string) => (
    <a href={slotListHref(locale, pass, timeZone, all)} className="font-semibold whitespace-nowrap text-brand-800 underline underline-offset-2" data-testid="slot-scope-link">
      {text}
    </a>
  );
  let text: string;
  let action = null;
  if (offer.fellBack) text = t('scopeFellBack', hours);
  else if (offer.showingAll) {
    text = t('scopeAll');
    action = link(false, t('showDaytime'));
  } else {
    text = t('scopeDaytime', { ...hours, language: offer.preference.language ? locale : 'any' });
    action = offer.more > 0 ? link(true, t('showAll', { count: offer.more })) : null;
  }
  return (
    <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-ink-700" data-testid="slot-scope">
      <span>{text}</span>
      {action}
    </p>
  );
}

/** Days with times, none of them in the visitor's working day: named, with the next day that has some. */
export async function QuietDays({ locale, timeZone, entry, language }: { locale: Locale; timeZone: string; entry: Extract<VisitorEntry, { kind: 'quiet' }>; language: Locale | null }) {
  const t = await getTranslations({ locale, namespace: 'Booking' });
  const dayOf = (date: string) => formatMeetingDay(new Date(`${date}T12:00:00Z`), 'UTC', locale);
  const [first, last] = [entry.dates[0]!, entry.dates.at(-1)!];
  const quiet =
    first === last ? t('quietDay', { day: dayOf(first), language: language ?? 'any' }) : t('quietDays', { first: dayOf(first), last: dayOf(last), language: language ?? 'any' });
  const next = entry.next && t('quietNext', { day: dayOf(entry.next.date), count: entry.next.count, time: formatClock(entry.next.first, timeZone, locale) });
  return (
    <p className="rounded-card border border-dashed border-ink-200 bg-ink-50 px-5 py-4 text-ink-700 first-letter:uppercase" data-testid="quiet-days">
      {next ? `${quiet} ${next}` : quiet}
    </p>
  );
}
