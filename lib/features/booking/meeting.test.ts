import { describe, expect, it } from 'vitest';
import { calendarInvitation } from './ics';
import { crmBookingNote, formatClock, formatMeetingTime, meetingEvent, zoneLabel } from './meeting';

const start = new Date('2026-12-01T09:15:00Z');

describe('meeting texts', () => {
  it('write the time in the zone and language asked for', () => {
    expect(formatMeetingTime(start, 'Europe/Madrid', 'en')).toBe('Tuesday, 1 December 2026 at 10:15');
    expect(formatMeetingTime(start, 'America/Mexico_City', 'es')).toBe('martes, 1 de diciembre de 2026, 03:15');
    expect(formatClock(start, 'Asia/Kolkata', 'en')).toBe('14:45');
    expect(zoneLabel('America/New_York', start, 'en')).toBe('New York (GMT-5)');
    expect(zoneLabel('UTC', start, 'es')).toBe('UTC');
    // Stored before zones were kept by their canonical name.
    expect(zoneLabel('aMeRiCa/NeW_yOrK', start, 'en')).toBe('New York (GMT-5)');
    expect(zoneLabel('etc/utc', start, 'en')).toBe('UTC');
    expect(zoneLabel('Europe/Madrid', new Date('2026-07-01T09:00:00Z'), 'es')).toBe('Madrid (GMT+2)');
  });

  it('give the CRM the meeting in UTC and in both zones', () => {
    const note = { start, salesperson: 'Lucía', salespersonTimeZone: 'Europe/Madrid', visitorTimeZone: 'America/New_York' };
    expect(crmBookingNote('booked', note)).toBe(
      "Demo booked for 2026-12-01 09:15 UTC (Tuesday, 1 December 2026 at 10:15 Europe/Madrid; visitor's zone America/New_York) with Lucía.",
    );
    expect(crmBookingNote('cancelled', note)).toMatch(/^Demo booking cancelled \(was 2026-12-01 09:15 UTC/);
  });

  it('make a calendar event in the visitor’s language, organised by the salesperson, with the link to change it', () => {
    const event = meetingEvent(
      {
        bookingId: '0b0e0000-0000-4000-8000-000000000001',
        start,
        end: new Date('2026-12-01T09:30:00Z'),
        visitor: { name: 'Marta Ruiz', email: 'marta@ruiz.example', company: 'Ruiz Retail' },
        salesperson: { name: 'Lucía Gómez', email: 'lucia@otailo.example' },
        manageUrl: 'https://www.otailo.com/es/demo/booking?token=abc',
      },
      'es',
    );
    expect(event.summary).toBe('Demo de Otailo · Ruiz Retail');
    expect(event.description).toContain('https://www.otailo.com/es/demo/booking?token=abc');
    expect(event.organizer.email).toBe('lucia@otailo.example');
    expect(event.attendee).toEqual({ name: 'Marta Ruiz', email: 'marta@ruiz.example' });
    expect(calendarInvitation(event, { method: 'REQUEST', sequence: 0, now: start })).toContain('UID:booking-0b0e0000-0000-4000-8000-000000000001@otailo.com');
  });
});
