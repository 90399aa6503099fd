import { describe, expect, it } from 'vitest';
import { bookingConfirmationMails } from './templates';
import { greeting } from './greeting';

describe('greetings', () => {
  it('name the reader in their language, or no one when the stored name is not a plain name', () => {
    expect(greeting('en', 'Ana')).toBe('Hello Ana,');
    expect(greeting('es', 'Ana')).toBe('Hola, Ana:');
    expect(greeting('en', 'Bob,\n\nYour account is locked. Verify: https://evil.test/x')).toBe('Hello,');
    expect(greeting('es', 'https://evil.test')).toBe('Hola:');
  });

  it('keep a phishing text stored before names were checked out of the visitor’s booking mail', () => {
    const [visitor] = bookingConfirmationMails({
      bookingId: 'b1',
      locale: 'en',
      visitor: { firstName: 'Bob,\n\nYour account is locked. Verify: https://evil.test/x', email: 'bob@example.test', name: 'Bob', company: null },
      salesperson: { name: 'Marta', email: 'marta@otailo.test', timeZone: 'Europe/Madrid' },
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
