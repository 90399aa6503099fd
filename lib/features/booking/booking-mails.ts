/**
 * The mails of a booking or a cancellation, each side with its own calendar file: the visitor's
 * carries the link that moves or cancels the meeting, the salesperson's never does (it would let
 * them act as the visitor), only the admin area's address.
 */
import type { BookingRow, SalespersonRow } from './tables';
import type { LeadRow } from '@/lib/features/leads';
import type { OutgoingMail } from '@/lib/features/mail';
import { bookingCancellationMails, bookingConfirmationMails } from './booking-mail-texts';
import { calendarInvitation } from './ics';
import { formatMeetingTime, hostName, meetingEvent, meetingPlace, salesMeetingEvent, zoneLabel, type MeetingFacts } from './meeting';

export interface BookingMailInput {
  change: 'booked' | 'cancelled';
  booking: BookingRow;
  salesperson: SalespersonRow;
  lead: Pick<LeadRow, 'firstName' | 'lastName' | 'email' | 'company'>;
  /** Booked: the visitor's page for the meeting (with its secret); cancelled: the demo page. */
  visitorLink: string;
  adminUrl: string;
  now: Date;
}

export function bookingMails({ change, booking, salesperson, lead, visitorLink, adminUrl, now }: BookingMailInput): OutgoingMail[] {
  const name = `${lead.firstName} ${lead.lastName}`.trim();
  const meeting: Omit<MeetingFacts, 'manageUrl'> = {
    bookingId: booking.id,
    start: booking.startsAt,
    end: booking.endsAt,
    visitor: { name, email: lead.email, company: lead.company },
    salesperson: { name: salesperson.name, email: salesperson.email, meetingUrl: salesperson.meetingUrl },
  };
  const method = change === 'booked' ? 'REQUEST' : 'CANCEL';
  const options = { method, sequence: change === 'booked' ? 0 : 1, now } as const;
  // A cancellation's file only takes the meeting out of the calendar: no text, no link.
  // The visitor reads the host's name in their language (a team's name is translated); the salesperson, as it is.
  const host = { name: hostName(salesperson, booking.locale), email: salesperson.email, meetingUrl: salesperson.meetingUrl };
  const visitorEvent = meetingEvent({ ...meeting, salesperson: host, manageUrl: visitorLink }, booking.locale);
  const salesEvent = salesMeetingEvent(meeting, adminUrl);
  const facts = {
    bookingId: booking.id,
    locale: booking.locale,
    visitor: { firstName: lead.firstName, email: lead.email, name, company: lead.company },
    salesperson: { name: host.name, email: salesperson.email, timeZone: salesperson.timeZone },
    place: meetingPlace(host, booking.locale),
    salesPlace: salesperson.meetingUrl ? `Video call: ${salesperson.meetingUrl}` : 'No video link is set for you: send the visitor one before the meeting.',
    visitorWhen: formatMeetingTime(booking.startsAt, booking.visitorTimeZone, booking.locale),
    visitorZone: zoneLabel(booking.visitorTimeZone, booking.startsAt, booking.locale),
    salesWhen: formatMeetingTime(booking.startsAt, salesperson.timeZone, 'en'),
    adminUrl,
    link: visitorLink,
    ics: calendarInvitation(change === 'booked' ? visitorEvent : { ...visitorEvent, description: '' }, options),
    salesIcs: calendarInvitation(change === 'booked' ? salesEvent : { ...salesEvent, description: '' }, options),
  };
  return change === 'booked' ? bookingConfirmationMails(facts) : bookingCancellationMails(facts);
}
