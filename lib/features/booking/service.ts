/**
 * Bookings as the site runs them: the stores on the site's database, and what follows a booking
 * or a cancellation — the mails (through the mail outbox, so a down SMTP server delays them and
 * loses none) and the note the CRM lead carries (the lead goes back into the CRM outbox with it).
 */
import 'server-only';
import { getDatabase } from '@/lib/infra/db';
import { type BookingRow, type SalespersonRow } from './tables';
import type { Locale } from '@/lib/infra/routing/routing';
import { getEnv } from '@/lib/infra/env.mjs';
import { createLeadStore, kickLeadForwarding, type LeadRow } from '@/lib/features/leads';
import { log } from '@/lib/infra/log.mjs';
import { queueMail } from '@/lib/features/mail';
import { bookingMails } from './booking-mails';
import { crmBookingNote, hostName, type MeetingFacts } from './meeting';
import { createBookingStore } from './store';
import { createTicketStore } from './tickets';
import { localizedPath } from '@/lib/infra/routing/localized-paths';

export const bookingStore = () => createBookingStore(getDatabase);
export const ticketStore = () => createTicketStore(getDatabase);

/** The visitor's page for a booking: its token rides in the query, which no access log keeps. */
export const bookingPagePath = (locale: Locale, token: string) => localizedPath(locale, `/demo/booking?token=${encodeURIComponent(token)}`);

export const siteUrl = (path: string) => new URL(path, getEnv().SITE_URL).toString();

/** The leads store on the site's database: booking reads and notes its leads through it. */
const leadsOf = () => createLeadStore(getDatabase);

async function leadOf(id: string): Promise<LeadRow | undefined> {
  return (await leadsOf().byId(id)) ?? undefined;
}

/** What the page and the `.ics` file need to know of a booking, the host named for a reader of `locale` (the booking's language unless told). */
export function meetingFactsOf(
  booking: BookingRow,
  salesperson: SalespersonRow,
  lead: Pick<LeadRow, 'firstName' | 'lastName' | 'email' | 'company'>,
  token: string,
  locale: Locale = booking.locale,
): MeetingFacts {
  return {
    bookingId: booking.id,
    start: booking.startsAt,
    end: booking.endsAt,
    visitor: { name: `${lead.firstName} ${lead.lastName}`.trim(), email: lead.email, company: lead.company },
    salesperson: { name: hostName(salesperson, locale), email: salesperson.email, meetingUrl: salesperson.meetingUrl },
    manageUrl: siteUrl(bookingPagePath(booking.locale, token)),
  };
}

/** The CRM hears of the meeting: leads records it on the lead (its message, due again), then forwards it. */
async function noteForCrm(leadId: string, note: string): Promise<void> {
  await leadsOf().recordMeeting(leadId, note);
  kickLeadForwarding();
}

/** Mails and the CRM note after a booking (or a change), each step logged and never thrown: the booking stands. */
async function announce(change: 'booked' | 'cancelled', booking: BookingRow, salesperson: SalespersonRow, token: string | null): Promise<void> {
  const lead = await leadOf(booking.leadId);
  if (!lead) return;
  try {
    const visitorLink = siteUrl(change === 'booked' ? bookingPagePath(booking.locale, token ?? '') : localizedPath(booking.locale, 'demo'));
    const mails = bookingMails({ change, booking, salesperson, lead, visitorLink, adminUrl: siteUrl('/en/manage/bookings'), now: new Date() });
    for (const mail of mails) await queueMail(mail);
  } catch (error) {
    log.error('bookings: could not queue the mails', { booking: booking.id, change, error });
  }
  try {
    await noteForCrm(
      booking.leadId,
      crmBookingNote(change, { start: booking.startsAt, salesperson: salesperson.name, salespersonTimeZone: salesperson.timeZone, visitorTimeZone: booking.visitorTimeZone }),
    );
  } catch (error) {
    log.error('bookings: could not note the meeting for the CRM', { booking: booking.id, change, error });
  }
}

export const announceBooking = (booking: BookingRow, salesperson: SalespersonRow, token: string) => announce('booked', booking, salesperson, token);
export const announceCancellation = (booking: BookingRow, salesperson: SalespersonRow) => announce('cancelled', booking, salesperson, null);

/** A booking by its link's token, with its salesperson and lead; null for anything unknown. */
export async function bookingByToken(token: unknown): Promise<{ booking: BookingRow; salesperson: SalespersonRow; lead: LeadRow } | null> {
  if (typeof token !== 'string') return null;
  const found = await bookingStore().byToken(token.slice(0, 100));
  const lead = found ? await leadOf(found.booking.leadId) : undefined;
  return found && lead ? { ...found, lead } : null;
}
