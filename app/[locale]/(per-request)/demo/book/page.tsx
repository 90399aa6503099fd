import { PerRequestShell } from '@/components/layout/PerRequestShell';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BookingGone } from '@/components/booking/BookingGone';
import { ConfirmSlot } from '@/components/booking/ConfirmSlot';
import { SlotPicker, type BookingPass } from '@/components/booking/SlotPicker';
import { Container } from '@/components/sections/Container';
import { HttpStatus } from '@/components/seo/HttpStatus';
import type { BookingError } from '@/lib/features/booking/actions/book-slot';
import { formatMeetingTime } from '@/lib/features/booking';
import { bookingByToken, bookingStore, ticketStore } from '@/lib/features/booking';
import { mayReadSlotsFrom, mayReadSlotsWith } from '@/lib/features/booking';
import { canonicalTimeZone } from '@/lib/features/booking';
import { onGrid, visitorOffer } from '@/lib/features/booking';
import { slotStart } from '@/lib/features/booking/shared/slot-start';
import type { BookingRow } from '@/lib/features/booking';
import { requestIp } from '@/lib/infra/http/request-ip';
import { localeOf, type LocaleParams } from '@/lib/infra/routing/locale-params';
import type { Locale } from '@/lib/infra/routing/routing';

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

// Per request: the free slots change with every booking, and the ticket decides who may book.
export const dynamic = 'force-dynamic';

const ERRORS: readonly BookingError[] = ['taken', 'has-booking', 'invalid', 'moves', 'rate'];
const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value.slice(0, 100) : '');

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: 'Booking' });
  // Never in search results; the ticket is never sent to another site in a Referer header (same-origin
  // keeps the Origin header that the site's own form posts are checked with).
  return { title: t('metaTitle'), robots: { index: false, follow: false }, referrer: 'same-origin' };
}

/**
 * `/{locale}/demo/book?ticket=…` right after a demo request, or `?token=…` to move a booked
 * meeting: the free 15-minute slots in the visitor's zone (`tz`); a slot chosen comes back with
 * `start=…`, the confirm step (what would be booked, with whom and where), one button from booked.
 */
export default async function BookPage({ params, searchParams }: Props) {
  const [locale, query] = await Promise.all([localeOf(params), searchParams]);
  return (
    <PerRequestShell locale={locale} path="/demo/book" searchParams={query}>
      <BookContent locale={locale} query={query} />
    </PerRequestShell>
  );
}

async function BookContent({ locale, query }: { locale: Locale; query: Awaited<Props['searchParams']> }) {
  const t = await getTranslations({ locale, namespace: 'Booking' });
  const zone = one(query.tz);
  const timeZone = canonicalTimeZone(zone) ?? 'UTC';
  const error = ERRORS.find((code) => code === query.error);
  const limited = <BookingGone locale={locale} title={t('slotsLimitedTitle')} text={t('slotsLimitedText')} status={429} />;
  if (!(await mayReadSlotsFrom(await requestIp()))) return limited;

  let pass: BookingPass | null = null;
  let moving: string | null = null;
  let movingBooking: BookingRow | undefined;
  if (query.token !== undefined) {
    const found = await bookingByToken(one(query.token));
    if (found?.booking.status === 'confirmed') {
      pass = { token: one(query.token) };
      moving = formatMeetingTime(found.booking.startsAt, timeZone, locale);
      movingBooking = found.booking;
    }
  } else if (await ticketStore().resolve(one(query.ticket))) {
    pass = { ticket: one(query.ticket) };
  }
  if (!pass) return <BookingGone locale={locale} title={t('expiredTitle')} text={t('expiredText')} />;
  if (!(await mayReadSlotsWith('ticket' in pass ? pass.ticket : pass.token))) return limited;

  // The confirm step: the time chosen, if it is still on offer (else the list says it was taken).
  const start = query.start === undefined ? null : slotStart(one(query.start));
  // "Show all times": the list as it was (early and late times too), on the way back as well.
  const all = query.all === '1';
  // A move keeps the booking's language: its host is chosen for it.
  const host = start ? await bookingStore().hostFor(start, movingBooking?.locale ?? locale, movingBooking) : null;
  if (start && host) return <ConfirmSlot locale={locale} pass={pass} start={start} timeZone={timeZone} host={host} moving={moving} all={all} />;
  // A time that was on the grid was taken meanwhile; anything else never was on offer.
  const shownError = error ?? (query.start !== undefined ? (start && onGrid(start, new Date()) ? 'taken' : 'invalid') : undefined);

  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      {shownError === 'rate' && <HttpStatus code={429} />}
      <Container className="max-w-4xl py-14 sm:py-20">
        <h1 className="text-display font-extrabold tracking-tight text-ink-950">{moving ? t('rescheduleTitle') : t('title')}</h1>
        <p className="mt-5 max-w-2xl text-lg leading-8 text-ink-600">{moving ? t('rescheduleLead', { when: moving }) : t('lead')}</p>
        <div className="mt-10">
          <SlotPicker locale={locale} pass={pass} offer={await slotsFor(locale, timeZone, all)} timeZone={timeZone} zoneFromUrl={Boolean(zone)} error={shownError} />
        </div>
      </Container>
    </section>
  );
}

/** The slots on offer as this visitor reads them: their working day and their language first, or every time. */
async function slotsFor(locale: Locale, timeZone: string, all: boolean) {
  const { slots, speakers } = await bookingStore().offer(locale);
  return visitorOffer(slots, { timeZone, speakers, all });
}
