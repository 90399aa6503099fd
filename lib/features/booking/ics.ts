/**
 * The calendar side of a booking: an iCalendar invitation (RFC 5545, `METHOD:REQUEST`, or `CANCEL`
 * when the meeting is called off) for the confirmation mails, and "add to calendar" links for
 * Google Calendar and Outlook. Times are written in UTC (`…Z`), which every calendar shows in its
 * owner's own zone.
 */

export interface Person {
  name: string;
  email: string;
}

export interface CalendarEvent {
  /** Stable per booking: a reschedule or cancel updates the same event. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  /** Where to join (a URL), when there is one. */
  location?: string;
  /** The meeting's address (the video room), when there is one: an https URL. */
  url?: string;
  organizer: Person;
  attendee: Person;
}

export interface InvitationOptions {
  method: 'REQUEST' | 'CANCEL';
  /** Raised by every change of the event (0 for the first invitation). */
  sequence: number;
  /** When this invitation is made (DTSTAMP). */
  now: Date;
}

/** `20261123T090000Z` */
export const icsDate = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** A TEXT value: backslash, semicolon, comma and line breaks escaped. */
export const icsText = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n?|\n/g, '\\n');

/** A parameter value (a name in CN=…): quoted, with the characters a quoted value cannot hold removed. */
const icsParam = (text: string) => `"${text.replace(/["\r\n]/g, '').replace(/[\u0000-\u001f\u007f]/g, '')}"`;

/** A mail address as a calendar URI; anything that would break the line is refused. */
function mailto(email: string): string {
  if (!/^[^\s<>"@]+@[^\s<>"@]+$/.test(email)) throw new Error(`Not a usable address: ${JSON.stringify(email)}`);
  return `mailto:${email}`;
}

/** A URI value as is (it is not TEXT: no escaping); anything that would break the line or is not https is refused. */
function uri(value: string): string {
  if (!/^https:\/\/[^\s\u0000-\u001f\u007f"<>\\]+$/.test(value)) throw new Error(`Not a usable URL: ${JSON.stringify(value.slice(0, 100))}`);
  return value;
}

/** Lines longer than 75 octets continue on the next line after a space, never inside a character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const character of line) {
    const bytes = encoder.encode(character).length;
    // The first line holds 75 octets; each continuation 74 after its leading space.
    if (size + bytes > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += character;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The invitation as a `.ics` file's text (CRLF line ends). */
export function calendarInvitation(event: CalendarEvent, { method, sequence, now }: InvitationOptions): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Otailo//Demo bookings//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${sequence}`,
    `DTSTAMP:${icsDate(now)}`,
    `DTSTART:${icsDate(event.start)}`,
    `DTEND:${icsDate(event.end)}`,
    `SUMMARY:${icsText(event.summary)}`,
    `DESCRIPTION:${icsText(event.description)}`,
    ...(event.location ? [`LOCATION:${icsText(event.location)}`] : []),
    ...(event.url ? [`URL:${uri(event.url)}`] : []),
    `ORGANIZER;CN=${icsParam(event.organizer.name)}:${mailto(event.organizer.email)}`,
    `ATTENDEE;CN=${icsParam(event.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=${method === 'CANCEL' ? 'DECLINED' : 'NEEDS-ACTION'};RSVP=TRUE:${mailto(event.attendee.email)}`,
    `STATUS:${method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** "Add to Google Calendar". */
export function googleCalendarLink(event: CalendarEvent): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.summary,
    dates: `${icsDate(event.start)}/${icsDate(event.end)}`,
    details: event.description,
  });
  if (event.location) params.set('location', event.location);
  return `https://calendar.google.com/calendar/render?${params}`;
}

/** "Add to Outlook" (Outlook on the web; it offers to save the event to the signed-in calendar). */
export function outlookCalendarLink(event: CalendarEvent): string {
  const params = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.summary,
    startdt: event.start.toISOString(),
    enddt: event.end.toISOString(),
    body: event.description,
  });
  if (event.location) params.set('location', event.location);
  return `https://outlook.live.com/calendar/0/action/compose?${params}`;
}
