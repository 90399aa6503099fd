import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailOutbox } from '@/lib/features/mail';
import { createSmtpSender } from '@/lib/infra/clients/smtp';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import { freshDatabase, testBackends } from '@/test/databases';
import { recipientOf, startSmtp, type TestSmtp } from '@/test/support/smtp-server';
import { bookingCancellationMails, bookingConfirmationMails } from './booking-mail-texts';
import { calendarInvitation } from './ics';

describe.each(testBackends())('booking mails through the outbox on %s', (backend) => {
  let handle: DatabaseHandle;
  let smtp: TestSmtp;
  const outbox = () => createMailOutbox({ getDb: async () => handle.db, sender: createSmtpSender({ url: smtp.url, from: 'Otailo <no-reply@otailo.test>', timeoutMs: 2_000 }), owner: 'test' });

  beforeAll(async () => {
    handle = await freshDatabase(backend);
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await smtp?.close();
    await handle?.close();
  });

  it('sends a booking to both sides: the visitor in their language, the salesperson in English, each with the invitation', async () => {
    const ics = (method: 'REQUEST' | 'CANCEL') =>
      calendarInvitation(
        {
          uid: 'booking-2@otailo.test',
          start: new Date('2026-12-01T09:15:00Z'),
          end: new Date('2026-12-01T09:30:00Z'),
          summary: 'Demo de Otailo',
          description: 'Quince minutos',
          organizer: { name: 'Lucía', email: 'lucia@otailo.test' },
          attendee: { name: 'Marta Ruiz', email: 'marta@ruiz.test' },
        },
        { method, sequence: method === 'CANCEL' ? 1 : 0, now: new Date() },
      );
    const facts = {
      bookingId: '2',
      locale: 'es' as const,
      visitor: { firstName: 'Marta', email: 'marta@ruiz.test', name: 'Marta Ruiz', company: 'Ruiz Retail' },
      salesperson: { name: 'Lucía', email: 'lucia@otailo.test', timeZone: 'Europe/Madrid' },
      place: 'Videollamada: https://meet.otailo.test/lucia',
      salesPlace: 'Video call: https://meet.otailo.test/lucia',
      visitorWhen: 'martes, 1 de diciembre de 2026, 3:15',
      visitorZone: 'Mexico City (GMT-6)',
      salesWhen: 'Tuesday, 1 December 2026 at 10:15',
      link: 'https://otailo.test/es/demo/booking?token=abc',
      adminUrl: 'https://otailo.test/en/manage/bookings',
    };
    const box = outbox();
    for (const mail of [...bookingConfirmationMails({ ...facts, ics: ics('REQUEST'), salesIcs: ics('REQUEST') }), ...bookingConfirmationMails({ ...facts, ics: ics('REQUEST'), salesIcs: ics('REQUEST') })]) await box.enqueue(mail);
    for (const mail of bookingCancellationMails({ ...facts, link: 'https://otailo.test/es/demo', ics: ics('CANCEL'), salesIcs: ics('CANCEL') })) await box.enqueue(mail);
    await box.runOnce();
    // Asked twice, sent once: two confirmations and two cancellations.
    expect(smtp.received).toHaveLength(4);
    const to = (address: string, subject: RegExp) => smtp.received.find((mail) => recipientOf(mail) === address && subject.test(String(mail.subject)))!;
    const visitor = to('marta@ruiz.test', /^Tu demo/);
    expect(visitor.subject).toBe('Tu demo de Otailo: martes, 1 de diciembre de 2026, 3:15');
    expect(visitor.headers.get('content-language')).toBe('es');
    expect(visitor.text).toContain('https://otailo.test/es/demo/booking?token=abc');
    // Where, and who organises it.
    expect(visitor.text).toContain('Videollamada: https://meet.otailo.test/lucia');
    expect(visitor.text).toContain('con Lucía (lucia@otailo.test)');
    const sales = to('lucia@otailo.test', /^Demo booked/);
    expect(sales.subject).toBe('Demo booked: Marta Ruiz, Ruiz Retail, Tuesday, 1 December 2026 at 10:15');
    expect(sales.headers.get('content-language')).toBe('en');
    expect(sales.text).toContain('Video call: https://meet.otailo.test/lucia');
    const method = (mail: ParsedMail) => new ICAL.Component(ICAL.parse(mail.attachments.find((part) => part.contentType === 'text/calendar')!.content.toString('utf8'))).getFirstPropertyValue('method');
    expect([method(visitor), method(sales)]).toEqual(['REQUEST', 'REQUEST']);
    expect(method(to('marta@ruiz.test', /^Cancelada/))).toBe('CANCEL');
    expect(method(to('lucia@otailo.test', /^Demo cancelled/))).toBe('CANCEL');
  });

});

describe('the visitor’s booking mail', () => {
  it('keep a phishing text stored before names were checked out of the visitor’s booking mail', () => {
    const [visitor] = bookingConfirmationMails({
      bookingId: 'b1',
      locale: 'en',
      visitor: { firstName: 'Bob,\n\nYour account is locked. Verify: https://evil.test/x', email: 'bob@example.test', name: 'Bob', company: null },
      salesperson: { name: 'Marta', email: 'marta@otailo.test', timeZone: 'Europe/Madrid' },
      place: 'Video call: Marta will email you the link before the meeting.',
      salesPlace: 'No video link is set for you: send the visitor one before the meeting.',
      visitorWhen: 'Tue 1 Dec, 09:15',
      visitorZone: 'UTC',
      salesWhen: 'Tue 1 Dec, 10:15',
      link: 'https://otailo.test/en/demo/booking?token=t',
      adminUrl: 'https://otailo.test/en/manage/bookings',
      ics: 'BEGIN:VCALENDAR',
      salesIcs: 'BEGIN:VCALENDAR',
    });
    expect(visitor!.text.startsWith('Hello,\n\nYour 15-minute Otailo demo')).toBe(true);
    expect(visitor!.text).not.toContain('evil.test');
  });
});
