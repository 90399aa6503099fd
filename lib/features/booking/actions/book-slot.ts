'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { localeField, textField } from '@/lib/infra/http/form-fields';
import { actionClient } from '@/lib/infra/http/server-action';
import { requestIp } from '@/lib/infra/http/request-ip';
import { log } from '@/lib/infra/log.mjs';
import { consume, limits } from '@/lib/infra/rate-limit';
import { recordServerEvent } from '@/lib/features/analytics';
import { announceBooking, announceCancellation, bookingPagePath, bookingStore, ticketStore } from '@/lib/features/booking/service';
import type { BookingLocale } from '@/lib/features/booking/store';
import { slotStart } from '@/lib/features/booking/shared/slot-start';
import { canonicalTimeZone } from '@/lib/features/booking/zoned-time';
import { localizedPath } from '@/lib/infra/routing/localized-paths';

export type BookingError = 'taken' | 'has-booking' | 'invalid' | 'moves' | 'rate';

/** Which list the visitor came from: their pass, and whether it showed every time (`all=1`). */
type ListOf = { ticket?: string; token?: string; all?: boolean };

/** The slot list's address: the pass, the zone, and what else is asked (`error`, or `start` for the confirm step). */
function slotsPath(locale: BookingLocale, pass: ListOf, timeZone: string, extra: Record<string, string>): string {
  const query = new URLSearchParams();
  if (pass.ticket) query.set('ticket', pass.ticket);
  if (pass.token) query.set('token', pass.token);
  query.set('tz', timeZone);
  if (pass.all) query.set('all', '1');
  for (const [name, value] of Object.entries(extra)) query.set(name, value);
  return localizedPath(locale, `/demo/book?${query}`);
}

/** The slot list again, with what went wrong. */
function backToSlots(locale: BookingLocale, pass: ListOf, timeZone: string, error: BookingError): never {
  redirect(slotsPath(locale, pass, timeZone, { error }));
}

const bookSlotInput = z.object({
  locale: localeField,
  /** The demo request's ticket (a first booking) or the booking's link token (a move). */
  ticket: textField(100),
  token: textField(100),
  tz: z.pipe(textField(64), z.transform((zone) => canonicalTimeZone(zone) ?? 'UTC')),
  start: z.pipe(textField(40), z.transform(slotStart)),
  /** "1" from the confirm step's button; a slot button alone only chooses the time. */
  confirm: textField(4),
  /** "1" from a list showing every time: the way back shows it again. */
  all: textField(2),
});

export const bookSlotAction = actionClient
  .input(bookSlotInput)
  // Every field reads as something (a missing start as none), so the schema refuses no post.
  .onInvalid(({ raw }) => redirect(localizedPath(raw.locale === 'es' ? 'es' : 'en', 'demo')))
  .formAction(async ({ input: { locale, ticket, token, tz: timeZone, start, confirm, all } }): Promise<void> => {
    const pass: ListOf = { ...(token ? { token } : { ticket }), all: all === '1' };
    // A time chosen: the confirm step shows what would be booked (nothing is written yet).
    if (start && confirm !== '1') redirect(slotsPath(locale, pass, timeZone, { start: start.toISOString() }));
    if (!(await consume(limits.bookingChange, await requestIp())).allowed) backToSlots(locale, pass, timeZone, 'rate');
    if (!start) backToSlots(locale, pass, timeZone, 'invalid');
    if (token) await moveBooking(locale, pass, token, start, timeZone);
    await bookWithTicket(locale, pass, ticket, start, timeZone);
  });

/** A move, by the booking's link: the old meeting holds until the new slot is taken. */
async function moveBooking(locale: BookingLocale, pass: ListOf, token: string, start: Date, timeZone: string): Promise<never> {
  const store = bookingStore();
  const before = await store.byToken(token);
  const moved = await store.reschedule(token, start, timeZone);
  if (!moved.ok) {
    if (moved.reason === 'not-found') redirect(bookingPagePath(locale, token));
    backToSlots(locale, pass, timeZone, moved.reason);
  }
  log.info('bookings: rescheduled', { booking: moved.booking.id, replaces: before?.booking.id });
  if (before) await announceCancellation({ ...before.booking, status: 'cancelled' }, before.salesperson);
  await announceBooking(moved.booking, moved.salesperson, moved.token);
  redirect(bookingPagePath(moved.booking.locale, moved.token));
}

/** A first booking, by the demo request's ticket. */
async function bookWithTicket(locale: BookingLocale, pass: ListOf, ticket: string, start: Date, timeZone: string): Promise<never> {
  const lead = await ticketStore().resolve(ticket);
  // An expired or unknown ticket: the page explains it.
  if (!lead) redirect(localizedPath(locale, `/demo/book?ticket=${encodeURIComponent(ticket)}`));
  const booked = await bookingStore().book({ leadId: lead.leadId, start, visitorTimeZone: timeZone, locale });
  if (!booked.ok) backToSlots(locale, pass, timeZone, booked.reason);
  log.info('bookings: booked', { booking: booked.booking.id, lead: lead.leadId });
  // Counted by the server, with or without JavaScript, for the same visitor-day as the browser's events.
  recordServerEvent('slot_booked', localizedPath(locale, '/demo/book'), await headers());
  await announceBooking(booked.booking, booked.salesperson, booked.token);
  redirect(bookingPagePath(locale, booked.token));
}
