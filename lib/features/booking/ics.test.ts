import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarInvitation, foldLine, googleCalendarLink, icsText, outlookCalendarLink, type CalendarEvent } from './ics';

const event: CalendarEvent = {
  uid: 'b5c0e1f2-0000-4000-8000-000000000001@otailo.com',
  start: new Date('2026-11-30T09:00:00Z'),
  end: new Date('2026-11-30T09:15:00Z'),
  summary: 'Otailo demo, 15 min: Ruiz Retail',
  description: 'Agenda: your returns flow; exchanges, fraud\nReschedule: https://otailo.com/es/demo/booking/abc',
  location: 'https://meet.otailo.com/demo',
  organizer: { name: 'Lucía "Sales" Gómez', email: 'lucia@otailo.com' },
  attendee: { name: 'Marta Ruiz', email: 'marta@ruiz.example' },
};

/** Reads an invitation back with a full iCalendar parser (Mozilla's ical.js). */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  return { calendar, vevent, meeting: new ICAL.Event(vevent) };
}

describe('calendarInvitation', () => {
  it('is a REQUEST a calendar parser reads back: times, people, texts with their punctuation', () => {
    const text = calendarInvitation(event, { method: 'REQUEST', sequence: 0, now: new Date('2026-11-25T10:00:00Z') });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    const { calendar, vevent, meeting } = parse(text);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(meeting.uid).toBe(event.uid);
    expect(meeting.startDate.toJSDate().toISOString()).toBe('2026-11-30T09:00:00.000Z');
    expect(meeting.endDate.toJSDate().toISOString()).toBe('2026-11-30T09:15:00.000Z');
    expect(meeting.startDate.zone.tzid).toBe('UTC');
    expect(meeting.summary).toBe(event.summary);
    expect(meeting.description).toBe(event.description);
    expect(meeting.location).toBe(event.location);
    const organizer = vevent.getFirstProperty('organizer')!;
    expect(organizer.getFirstValue()).toBe('mailto:lucia@otailo.com');
    expect(organizer.getParameter('cn')).toBe('Lucía Sales Gómez');
    const attendee = vevent.getFirstProperty('attendee')!;
    expect(attendee.getFirstValue()).toBe('mailto:marta@ruiz.example');
    expect([attendee.getParameter('partstat'), attendee.getParameter('rsvp')]).toEqual(['NEEDS-ACTION', 'TRUE']);
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
  });

  it('writes where the meeting happens (LOCATION escaped, URL as is) and who organises it, read back whole', () => {
    const room = 'https://meet.example.com/lucia?pwd=a,b;c';
    const withRoom = { ...event, location: room, url: room, organizer: { name: 'Gómez, Lucía; "Sales"', email: 'lucia@otailo.com' } };
    const text = calendarInvitation(withRoom, { method: 'REQUEST', sequence: 0, now: new Date() });
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain('LOCATION:https://meet.example.com/lucia?pwd=a\\,b\\;c\r\n');
    expect(unfolded).toContain(`URL:${room}\r\n`);
    expect(unfolded).toContain('ORGANIZER;CN="Gómez, Lucía; Sales":mailto:lucia@otailo.com\r\n');
    const { vevent, meeting } = parse(text);
    expect(meeting.location).toBe(room);
    expect(vevent.getFirstPropertyValue('url')).toBe(room);
    expect(vevent.getFirstProperty('organizer')!.getParameter('cn')).toBe('Gómez, Lucía; Sales');
    // A URL that would break the line is refused, never written.
    expect(() => calendarInvitation({ ...event, url: 'https://x.example/\r\nATTENDEE:mailto:evil@example.com' }, { method: 'REQUEST', sequence: 0, now: new Date() })).toThrow(/usable URL/);
    expect(() => calendarInvitation({ ...event, url: 'javascript:alert(1)' }, { method: 'REQUEST', sequence: 0, now: new Date() })).toThrow(/usable URL/);
  });

  it('cancels the same event with a higher sequence', () => {
    const { calendar, vevent, meeting } = parse(calendarInvitation(event, { method: 'CANCEL', sequence: 2, now: new Date() }));
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(meeting.uid).toBe(event.uid);
    expect(vevent.getFirstPropertyValue('sequence')).toBe(2);
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('cannot be made to inject lines through a name, a text or an address', () => {
    const hostile = { ...event, summary: 'x\r\nATTENDEE:mailto:evil@example.com', organizer: { name: 'a\r\nMETHOD:PUBLISH', email: 'lucia@otailo.com' } };
    const text = calendarInvitation(hostile, { method: 'REQUEST', sequence: 0, now: new Date() });
    expect(text.split('\r\n').filter((line) => /^(ATTENDEE|METHOD)/.test(line))).toHaveLength(2);
    expect(parse(text).meeting.summary).toBe(hostile.summary.replace('\r\n', '\n'));
    expect(() => calendarInvitation({ ...event, attendee: { name: 'x', email: 'x@y.z\r\nMETHOD:PUBLISH' } }, { method: 'REQUEST', sequence: 0, now: new Date() })).toThrow(/usable address/);
  });
});

describe('helpers', () => {
  it('escape text and fold long lines without splitting a character', () => {
    expect(icsText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    const folded = foldLine(`DESCRIPTION:${'ñ'.repeat(80)}`);
    expect(folded.split('\r\n ').join('')).toBe(`DESCRIPTION:${'ñ'.repeat(80)}`);
    expect(folded.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
  });

  it('build the add-to-calendar links', () => {
    const google = new URL(googleCalendarLink(event));
    expect(google.origin + google.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(google.searchParams.get('dates')).toBe('20261130T090000Z/20261130T091500Z');
    expect(google.searchParams.get('text')).toBe(event.summary);
    const outlook = new URL(outlookCalendarLink(event));
    expect(outlook.searchParams.get('startdt')).toBe('2026-11-30T09:00:00.000Z');
    expect(outlook.searchParams.get('subject')).toBe(event.summary);
  });
});
