import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { BookingRow, SalespersonRow } from './tables';
import { bookingMails } from './booking-mails';

const token = 'Secr3tVisitorToken_0123456789abcdefghijklmno';
const booking = {
  id: '0b0e0000-0000-4000-8000-000000000003',
  startsAt: new Date('2026-12-01T09:15:00Z'),
  endsAt: new Date('2026-12-01T09:30:00Z'),
  visitorTimeZone: 'America/Mexico_City',
  locale: 'es',
} as BookingRow;
const salesperson = { name: 'Otailo sales team', nameEs: 'Equipo de ventas de Otailo', email: 'lucia@otailo.test', timeZone: 'Europe/Madrid', meetingUrl: null } as SalespersonRow;
const lead = { firstName: 'Marta', lastName: 'Ruiz', email: 'marta@ruiz.test', company: 'Ruiz Retail' };
const visitorLink = `https://otailo.test/es/demo/booking?token=${token}`;
const adminUrl = 'https://otailo.test/en/manage/bookings';

/** The text of a calendar file as a calendar reads it (folded lines joined, escapes undone). */
const calendarText = (ics: string) => {
  const event = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!;
  return `${String(event.getFirstPropertyValue('description') ?? '')} ${ics.replace(/\r\n /g, '')}`;
};

describe('the mails of a booking', () => {
  const mails = bookingMails({ change: 'booked', booking, salesperson, lead, visitorLink, adminUrl, now: new Date('2026-11-25T10:00:00Z') });
  const visitor = mails.find((mail) => mail.to === lead.email)!;
  const sales = mails.find((mail) => mail.to === salesperson.email)!;

  it('give the visitor their own link, in the mail and in the calendar file', () => {
    expect(visitor.text).toContain(visitorLink);
    expect(calendarText(visitor.ics!)).toContain(visitorLink);
  });

  it('never give the salesperson the visitor’s link: the admin area instead, for the same meeting', () => {
    for (const text of [sales.subject, sales.text, calendarText(sales.ics!)]) {
      expect(text).not.toContain(token);
      expect(text).not.toContain('/demo/booking');
    }
    expect(sales.text).toContain(adminUrl);
    expect(calendarText(sales.ics!)).toContain(adminUrl);
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(sales.ics!)).getFirstSubcomponent('vevent')!);
    expect(event.uid).toBe(`booking-${booking.id}@otailo.com`);
    expect(event.startDate.toJSDate()).toEqual(booking.startsAt);
  });

  it('name the host in the visitor’s language (mail, place, calendar organizer), and as they are for the salesperson', () => {
    const organizer = (ics: string) => new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!.getFirstProperty('organizer')!.getParameter('cn');
    expect(visitor.text).toContain('con Equipo de ventas de Otailo (lucia@otailo.test)');
    expect(visitor.text).toContain('Videollamada: Equipo de ventas de Otailo te enviará el enlace');
    expect(visitor.text).not.toContain('Otailo sales team');
    expect(organizer(visitor.ics!)).toBe('Equipo de ventas de Otailo');
    expect(calendarText(visitor.ics!)).toContain('Quince minutos con Equipo de ventas de Otailo');
    expect(organizer(sales.ics!)).toBe('Otailo sales team');
    expect(visitor.text).toContain('martes, 1 de diciembre de 2026, 03:15 (Ciudad de México (GMT-6))');
  });

  it('send a cancellation to both with no link in either calendar file', () => {
    const cancelled = bookingMails({ change: 'cancelled', booking, salesperson, lead, visitorLink: 'https://otailo.test/es/demo', adminUrl, now: new Date() });
    expect(cancelled.map((mail) => mail.to).sort()).toEqual([salesperson.email, lead.email].sort());
    for (const mail of cancelled) expect(calendarText(mail.ics!)).not.toContain(token);
    expect(cancelled.every((mail) => mail.ics!.includes('METHOD:CANCEL'))).toBe(true);
  });
});
