'use server';

import { redirect } from 'next/navigation';
import { formLocale, formText } from '@/lib/infra/http/form-data';
import { formAction } from '@/lib/infra/http/server-action';
import { requestIp } from '@/lib/infra/http/request-ip';
import { log } from '@/lib/infra/log.mjs';
import { consume, limits } from '@/lib/infra/rate-limit';
import { announceBooking, announceCancellation, bookingPagePath, bookingStore, ticketStore } from '@/lib/features/booking/service';
import { canonicalTimeZone } from '@/lib/features/booking/zoned-time';

export type BookingError = 'taken' | 'has-booking' | 'invalid' | 'moves' | 'rate';

/** The slot list again, with what went wrong. */
function backToSlots(locale: string, pass: { ticket?: string; token?: string }, timeZone: string, error: BookingError): never {
  const query = new URLSearchParams();
  if (pass.ticket) query.set('ticket', pass.ticket);
  if (pass.token) query.set('token', pass.token);
  query.set('tz', timeZone);
  query.set('error', error);
  redirect(`/${locale}/demo/book?${query}`);
}

/** An ISO instant on a whole minute, as the slot buttons send; anything else is not a slot. */
function slotStart(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:00(\.000)?)?Z$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export const bookSlotAction = formAction(async (data): Promise<void> => {
  const locale = formLocale(data);
  const ticket = formText(data, 'ticket').slice(0, 100);
  const token = formText(data, 'token').slice(0, 100);
  const timeZone = canonicalTimeZone(formText(data, 'tz').slice(0, 64)) ?? 'UTC';
  const pass = token ? { token } : { ticket };

  if (!(await consume(limits.bookingChange, await requestIp())).allowed) backToSlots(locale, pass, timeZone, 'rate');
  const start = slotStart(formText(data, 'start'));
  if (!start) backToSlots(locale, pass, timeZone, 'invalid');
  const store = bookingStore();

  if (token) {
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

  const lead = await ticketStore().resolve(ticket);
  // An expired or unknown ticket: the page explains it.
  if (!lead) redirect(`/${locale}/demo/book?ticket=${encodeURIComponent(ticket)}`);
  const booked = await store.book({ leadId: lead.leadId, start, visitorTimeZone: timeZone, locale });
  if (!booked.ok) backToSlots(locale, pass, timeZone, booked.reason);
  log.info('bookings: booked', { booking: booked.booking.id, lead: lead.leadId });
  await announceBooking(booked.booking, booked.salesperson, booked.token);
  redirect(bookingPagePath(locale, booked.token));
});
