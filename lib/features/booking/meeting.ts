/**
 * A booked demo in words and as a calendar event: what the confirmation page, the mails, the `.ics`
 * file and the CRM note say about it. Pure (the tests read it back); the times are always written
 * with the zone they are in.
 */
import type { CalendarEvent } from './ics';
import { canonicalTimeZone } from './zoned-time';

export type MeetingLocale = 'en' | 'es';

export interface MeetingFacts {
  bookingId: string;
  start: Date;
  end: Date;
  visitor: { name: string; email: string; company: string | null };
  salesperson: { name: string; email: string };
  /** The visitor's page to reschedule or cancel (with its secret). */
  manageUrl: string;
}

/** "Tuesday, 1 December 2026, 10:15" in `timeZone`, in the reader's language. */
export function formatMeetingTime(start: Date, timeZone: string, locale: MeetingLocale): string {
  return new Intl.DateTimeFormat(locale === 'es' ? 'es-ES' : 'en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(start);
}

/** Writes "10:15" in `timeZone`: made once for a list of times (a formatter costs more than its use). */
export const clockFormat = (timeZone: string, locale: MeetingLocale) =>
  new Intl.DateTimeFormat(locale === 'es' ? 'es-ES' : 'en-GB', { hour: '2-digit', minute: '2-digit', timeZone });

/** "10:15" in `timeZone`. */
export function formatClock(instant: Date, timeZone: string, locale: MeetingLocale): string {
  return clockFormat(timeZone, locale).format(instant);
}

/** "Europe/Madrid" as people read it: "Madrid" with its offset now ("GMT+1"), whatever the letter case stored. */
export function zoneLabel(zone: string, at: Date, locale: MeetingLocale): string {
  const timeZone = canonicalTimeZone(zone) ?? zone;
  if (timeZone === 'UTC') return 'UTC';
  const offset = new Intl.DateTimeFormat(locale === 'es' ? 'es-ES' : 'en-GB', { timeZone, timeZoneName: 'shortOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  const city = timeZone.split('/').pop()?.replace(/_/g, ' ') ?? timeZone;
  return offset ? `${city} (${offset})` : city;
}

const TEXT = {
  en: {
    summary: (company: string | null) => `Otailo demo${company ? ` · ${company}` : ''}`,
    description: (who: string, link: string) =>
      `A 15-minute look at Otailo with ${who}: your returns today, and what the platform would change.\n\nReschedule or cancel: ${link}`,
  },
  es: {
    summary: (company: string | null) => `Demo de Otailo${company ? ` · ${company}` : ''}`,
    description: (who: string, link: string) =>
      `Quince minutos con ${who} para ver Otailo: cómo gestionáis hoy las devoluciones y qué cambiaría con la plataforma.\n\nCambiar o cancelar la cita: ${link}`,
  },
} as const;

/** The meeting as a calendar event: organised by the salesperson, the visitor invited. */
export function meetingEvent(facts: MeetingFacts, locale: MeetingLocale): CalendarEvent {
  const text = TEXT[locale];
  return {
    // Per booking: a reschedule is a new booking, so its old event is cancelled and a new one sent.
    uid: `booking-${facts.bookingId}@otailo.com`,
    start: facts.start,
    end: facts.end,
    summary: text.summary(facts.visitor.company),
    description: text.description(facts.salesperson.name, facts.manageUrl),
    organizer: facts.salesperson,
    attendee: { name: facts.visitor.name, email: facts.visitor.email },
  };
}

/**
 * The same meeting for the salesperson's calendar, in English. Never the visitor's link: whoever
 * holds it can move or cancel the meeting as the visitor; the admin area's bookings instead.
 */
export function salesMeetingEvent(facts: Omit<MeetingFacts, 'manageUrl'>, adminUrl: string): CalendarEvent {
  const company = facts.visitor.company ? `, ${facts.visitor.company}` : '';
  return {
    ...meetingEvent({ ...facts, manageUrl: '' }, 'en'),
    description: `A 15-minute Otailo demo with ${facts.visitor.name}${company} (${facts.visitor.email}).\n\nBookings in the admin area: ${adminUrl}`,
  };
}

/** What the CRM lead's message says of the meeting (the sales team reads English). */
export function crmBookingNote(
  change: 'booked' | 'cancelled',
  { start, salesperson, salespersonTimeZone, visitorTimeZone }: { start: Date; salesperson: string; salespersonTimeZone: string; visitorTimeZone: string },
): string {
  const when = `${start.toISOString().slice(0, 16).replace('T', ' ')} UTC (${formatMeetingTime(start, salespersonTimeZone, 'en')} ${salespersonTimeZone}; visitor's zone ${visitorTimeZone})`;
  return change === 'booked' ? `Demo booked for ${when} with ${salesperson}.` : `Demo booking cancelled (was ${when} with ${salesperson}).`;
}
