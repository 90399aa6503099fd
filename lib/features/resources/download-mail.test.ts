import { describe, expect, it } from 'vitest';
import { resourceLinkMail } from './download-mail';

describe('resourceLinkMail', () => {
  it('mails the link in the reader’s language, once per lead, counted against the recipient cap', () => {
    const mail = resourceLinkMail({ leadId: 'l-1', locale: 'es', to: 'marta@ruiz.example', firstName: 'Marta', title: 'Guía', link: 'https://x.test/es/resources/guia/file?token=abc', page: 'https://x.test/es/resources/guia' });
    expect(mail).toMatchObject({ dedupeKey: 'resource-link:l-1', kind: 'resource-link', audience: 'visitor', locale: 'es', to: 'marta@ruiz.example', subject: 'Tu descarga: Guía' });
    expect(mail.text).toContain('Hola, Marta:');
    expect(mail.text).toContain('https://x.test/es/resources/guia/file?token=abc');
    expect(mail.text).toContain('7 días');
  });
});
