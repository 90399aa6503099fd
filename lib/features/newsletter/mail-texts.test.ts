import { describe, expect, it } from 'vitest';
import { confirmationMail, digestSubject } from './mail-texts';

describe('newsletter mails', () => {
  it('confirm in the subscriber language with the link and its lifetime', () => {
    const en = confirmationMail('en', { confirm: 'https://otailo.test/en/newsletter/confirm?token=T', blog: 'https://otailo.test/en/blog' }, 7);
    const es = confirmationMail('es', { confirm: 'https://otailo.test/es/newsletter/confirm?token=T', blog: 'https://otailo.test/es/blog' }, 7);
    expect(en.text).toContain('https://otailo.test/en/newsletter/confirm?token=T');
    expect(en.text).toContain('7 days');
    expect(es.subject).toBe('Confirma tu suscripción al boletín de Otailo');
    expect(es.text).toContain('7 días');
  });


  it('name the count in the default digest subject', () => {
    expect(digestSubject('en', 2)).toBe('New on the Otailo blog: 2 articles');
    expect(digestSubject('es', 1)).toBe('Nuevo en el blog de Otailo: 1 artículo');
  });
});
