import { describe, expect, it } from 'vitest';
import { confirmationMail, digestMail } from './mail-texts';

const post = { title: 'Returns\r\nBcc: x@example.com', excerpt: 'Why  exchanges\nbeat refunds', url: 'https://otailo.test/en/blog/why' };

describe('newsletter mails', () => {
  it('confirm in the subscriber language with the link and its lifetime', () => {
    const en = confirmationMail('en', { confirm: 'https://otailo.test/en/newsletter/confirm?token=T', blog: 'https://otailo.test/en/blog' }, 7);
    const es = confirmationMail('es', { confirm: 'https://otailo.test/es/newsletter/confirm?token=T', blog: 'https://otailo.test/es/blog' }, 7);
    expect(en.text).toContain('https://otailo.test/en/newsletter/confirm?token=T');
    expect(en.text).toContain('7 days');
    expect(es.subject).toBe('Confirma tu suscripción al boletín de Otailo');
    expect(es.text).toContain('7 días');
  });

  it('list each post on lines of its own (no header injection through a title) and end with the unsubscribe link', () => {
    const mail = digestMail('en', [post, { ...post, title: 'Second' }], { blog: 'https://otailo.test/en/blog', unsubscribe: 'https://otailo.test/en/newsletter/unsubscribe?token=U' });
    expect(mail.subject).toBe('New on the Otailo blog: 2 articles');
    expect(mail.text).toContain('■ Returns Bcc: x@example.com\nWhy exchanges beat refunds\nhttps://otailo.test/en/blog/why');
    expect(mail.text.trimEnd().endsWith('Unsubscribe (one click): https://otailo.test/en/newsletter/unsubscribe?token=U')).toBe(true);
    expect(digestMail('es', [post], { blog: 'b', unsubscribe: 'u' }).subject).toBe('Nuevo en el blog de Otailo: 1 artículo');
  });
});
