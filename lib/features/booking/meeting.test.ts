import { describe, expect, it } from 'vitest';
import { calendarInvitation } from './ics';
import { crmBookingNote, formatClock, formatMeetingDay, formatMeetingTime, meetingEvent, meetingPlace, zoneChoices, zoneLabel } from './meeting';
import { TODAYS_ZONE_NAMES } from './zoned-time';

const start = new Date('2026-12-01T09:15:00Z');

describe('meeting texts', () => {
  it('write the time in the zone and language asked for', () => {
    expect(formatMeetingTime(start, 'Europe/Madrid', 'en')).toBe('Tuesday, 1 December 2026, 10:15 am');
    expect(formatMeetingTime(start, 'America/Mexico_City', 'es')).toBe('martes, 1 de diciembre de 2026, 03:15');
    expect(formatClock(start, 'Asia/Kolkata', 'en')).toBe('2:45 pm');
    expect(formatClock(start, 'Asia/Kolkata', 'es')).toBe('14:45');
    expect(zoneLabel('America/New_York', start, 'en')).toBe('New York (GMT-5)');
    expect(zoneLabel('UTC', start, 'es')).toBe('UTC');
    // Stored before zones were kept by their canonical name.
    expect(zoneLabel('aMeRiCa/NeW_yOrK', start, 'en')).toBe('New York (GMT-5)');
    expect(zoneLabel('etc/utc', start, 'en')).toBe('UTC');
    expect(zoneLabel('Europe/Madrid', new Date('2026-07-01T09:00:00Z'), 'es')).toBe('Madrid (GMT+2)');
    // The city in the reader's language, where Spanish names it otherwise.
    expect(zoneLabel('America/Mexico_City', start, 'es')).toBe('Ciudad de México (GMT-6)');
    expect(zoneLabel('America/Mexico_City', start, 'en')).toBe('Mexico City (GMT-6)');
    expect(zoneLabel('America/New_York', start, 'es')).toBe('Nueva York (GMT-5)');
  });

  it('give the CRM the meeting in UTC and in both zones', () => {
    const note = { start, salesperson: 'Lucía', salespersonTimeZone: 'Europe/Madrid', visitorTimeZone: 'America/New_York' };
    expect(crmBookingNote('booked', note)).toBe(
      "Demo booked for 2026-12-01 09:15 UTC (Tuesday, 1 December 2026, 10:15 am Europe/Madrid; visitor's zone America/New_York) with Lucía.",
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
        salesperson: { name: 'Lucía Gómez', email: 'lucia@otailo.example', meetingUrl: null },
        manageUrl: 'https://www.otailo.com/es/demo/booking?token=abc',
      },
      'es',
    );
    // No video room set: no LOCATION, and the text says how the link will come.
    expect(event.location).toBeUndefined();
    expect(event.description).toContain('Lucía Gómez te enviará el enlace por correo antes de la reunión.');
    expect(event.summary).toBe('Demo de Otailo · Ruiz Retail');
    expect(event.description).toContain('https://www.otailo.com/es/demo/booking?token=abc');
    expect(event.organizer.email).toBe('lucia@otailo.example');
    expect(event.attendee).toEqual({ name: 'Marta Ruiz', email: 'marta@ruiz.example' });
    expect(calendarInvitation(event, { method: 'REQUEST', sequence: 0, now: start })).toContain('UID:booking-0b0e0000-0000-4000-8000-000000000001@otailo.com');
  });

  it('write one date and time format per language: 12-hour English, 24-hour Spanish, never an "at"', () => {
    const thursday = new Date('2026-11-26T15:30:00Z');
    expect(formatMeetingTime(thursday, 'UTC', 'en')).toBe('Thursday, 26 November 2026, 3:30 pm');
    expect(formatMeetingTime(thursday, 'UTC', 'es')).toBe('jueves, 26 de noviembre de 2026, 15:30');
    expect(formatMeetingDay(thursday, 'Pacific/Kiritimati', 'en')).toBe('Friday, 27 November 2026');
    // Midnight and noon, the two a 12-hour clock gets wrong.
    expect(formatClock(new Date('2026-11-26T00:00:00Z'), 'UTC', 'en')).toBe('12:00 am');
    expect(formatClock(new Date('2026-11-26T12:45:00Z'), 'UTC', 'en')).toBe('12:45 pm');
    expect(formatClock(new Date('2026-11-26T00:00:00Z'), 'UTC', 'es')).toBe('00:00');
    expect(formatClock(new Date('2026-11-26T09:05:00Z'), 'UTC', 'es')).toBe('09:05');
  });

  it('offer the zones by today’s names, with city, name and offset, ordered by offset', () => {
    const at = new Date('2026-11-26T12:00:00Z');
    const en = zoneChoices('en', at);
    const zones = en.map((choice) => choice.zone);
    expect(zones).toContain('Asia/Kolkata');
    expect(zones).toContain('Europe/Kyiv');
    expect(zones).toContain('UTC');
    for (const old of Object.keys(TODAYS_ZONE_NAMES)) expect(zones, old).not.toContain(old);
    expect(new Set(zones).size).toBe(zones.length);
    expect(en.find((choice) => choice.zone === 'Asia/Kolkata')!.label).toMatch(/^Kolkata — .*India.* \(GMT\+5:30\)$/);
    expect(en.find((choice) => choice.zone === 'America/Argentina/Buenos_Aires')!.label).toMatch(/^Buenos Aires/);
    const madrid = zoneChoices('es', at).find((choice) => choice.zone === 'Europe/Madrid')!;
    expect(madrid.label).toBe('Madrid — hora de Europa central (GMT+1)');
    expect(madrid.offset).toBe(60);
    expect(en.map((choice) => choice.offset)).toEqual([...en.map((choice) => choice.offset)].sort((a, b) => a - b));
    // Every name of the map is one the platform reads.
    for (const today of Object.values(TODAYS_ZONE_NAMES)) expect(() => new Intl.DateTimeFormat('en', { timeZone: today }), today).not.toThrow();
  });

  it('say where the meeting happens: the host’s video room, or when the link comes', () => {
    const facts = {
      bookingId: 'b2',
      start,
      end: new Date('2026-12-01T09:30:00Z'),
      visitor: { name: 'Marta Ruiz', email: 'marta@ruiz.example', company: null },
      salesperson: { name: 'Lucía Gómez', email: 'lucia@otailo.example', meetingUrl: 'https://meet.example.com/lucia?pwd=a,b;c' },
      manageUrl: 'https://www.otailo.com/en/demo/booking?token=abc',
    };
    const event = meetingEvent(facts, 'en');
    expect(event.location).toBe('https://meet.example.com/lucia?pwd=a,b;c');
    expect(event.url).toBe('https://meet.example.com/lucia?pwd=a,b;c');
    expect(event.description).toContain('Video call: https://meet.example.com/lucia?pwd=a,b;c');
    expect(event.organizer).toEqual({ name: 'Lucía Gómez', email: 'lucia@otailo.example' });
    expect(meetingPlace({ name: 'Lucía', meetingUrl: null }, 'en')).toBe('Video call: Lucía will email you the link before the meeting.');
  });
});
