import { describe, expect, it } from 'vitest';
import { changeMail, confirmationMail } from './mail-texts';

const snapshot = { name: 'Acme Mail', purposeEn: 'Sends mail', purposeEs: 'Envía correo', locationEn: 'EU (Ireland)', locationEs: 'UE (Irlanda)', dataEn: 'Email address', dataEs: 'Correo electrónico' };
const links = { trustPage: 'https://otailo.test/en/trust#changes', feed: 'https://otailo.test/en/trust/feed.xml', unsubscribe: 'https://otailo.test/en/trust/unsubscribe?token=T' };

describe('the trust center’s mails', () => {
  it('asks for a confirmation with the link and how long it works, in the reader’s language', () => {
    const en = confirmationMail('en', { confirm: 'https://otailo.test/en/trust/confirm?token=C', trustPage: 'https://otailo.test/en/trust' }, 7);
    expect(en.subject).toBe('Confirm your Otailo subprocessor change alerts');
    expect(en.text).toContain('https://otailo.test/en/trust/confirm?token=C');
    expect(en.text).toContain('expires in 7 days');
    const es = confirmationMail('es', { confirm: 'https://otailo.test/es/confianza/confirmar?token=C', trustPage: 'https://otailo.test/es/confianza' }, 7);
    expect(es.subject).toBe('Confirma tu suscripción a los cambios de subencargados de Otailo');
    expect(es.text).toContain('caduca en 7 días');
  });

  it('says what changed, when, and how to leave in one click', () => {
    const mail = changeMail({ locale: 'en', kind: 'changed', snapshot, fields: ['location'], at: new Date('2026-11-30T10:00:00Z'), links });
    expect(mail.subject).toBe('Otailo subprocessor updated: Acme Mail');
    expect(mail.text).toContain('changed on 30 November 2026');
    expect(mail.text).toContain('Updated: Acme Mail\nWhat changed: location\nPurpose: Sends mail\nLocation: EU (Ireland)\nData categories: Email address');
    expect(mail.text).toContain('Unsubscribe (one click): https://otailo.test/en/trust/unsubscribe?token=T');
    const removed = changeMail({ locale: 'es', kind: 'removed', snapshot, fields: [], at: new Date('2026-11-30T10:00:00Z'), links });
    expect(removed.subject).toBe('Otailo deja de usar un subencargado: Acme Mail');
    expect(removed.text).toContain('ha cambiado el 30 de noviembre de 2026');
    expect(removed.text).toContain('Retirado: Acme Mail');
  });

  it('keeps a name with a line break on one subject line', () => {
    expect(changeMail({ locale: 'en', kind: 'added', snapshot: { ...snapshot, name: 'Acme\r\nBcc: x' }, fields: [], at: new Date(), links }).subject).toBe('New Otailo subprocessor: Acme Bcc: x');
  });
});
