import { describe, expect, it } from 'vitest';
import { digestPlainText, renderDigest } from './digest-email';

const post = { title: 'Returns\r\nBcc: x@example.com', excerpt: 'Why  exchanges\nbeat refunds', url: 'https://otailo.test/en/blog/why' };
const links = { site: 'https://otailo.test/en', blog: 'https://otailo.test/en/blog', unsubscribe: 'https://otailo.test/en/newsletter/unsubscribe?token=U' };
const esLinks = { site: 'https://otailo.test/es', blog: 'https://otailo.test/es/blog', unsubscribe: 'https://otailo.test/es/boletin/baja?token=U' };

describe('the digest mail', () => {
  it('is HTML with the introduction, each post’s title, summary and link, and the unsubscribe link; the text part says the same', async () => {
    const mail = await renderDigest(
      { locale: 'en', subject: 'Five returns ideas', preheader: 'Exchanges first', intro: 'Hi from the team.\n\nThis month: exchanges.', posts: [post, { title: 'Second <b>bold</b>', excerpt: 'More', url: 'https://otailo.test/en/blog/second?a=1&b=2' }] },
      links,
    );
    expect(mail.subject).toBe('Five returns ideas');
    expect(mail.html).toMatch(/^<!DOCTYPE html/);
    expect(mail.html).toContain('lang="en"');
    expect(mail.html).toContain('Hi from the team.');
    expect(mail.html).toContain('This month: exchanges.');
    expect(mail.html).toContain('href="https://otailo.test/en/blog/why"');
    // Escaped, not markup: a title is text.
    expect(mail.html).toContain('Second &lt;b&gt;bold&lt;/b&gt;');
    expect(mail.html).toContain('href="https://otailo.test/en/blog/second?a=1&amp;b=2"');
    expect(mail.html).toContain('href="https://otailo.test/en/newsletter/unsubscribe?token=U"');
    expect(mail.html).toContain('Exchanges first');
    // No remote image: the brand is text.
    expect(mail.html).not.toMatch(/<img/i);
    expect(mail.text).toContain('Hi from the team.\n\nThis month: exchanges.');
    expect(mail.text).toContain('■ Returns Bcc: x@example.com\nWhy exchanges beat refunds\nhttps://otailo.test/en/blog/why');
    expect(mail.text.trimEnd().endsWith('Unsubscribe (one click): https://otailo.test/en/newsletter/unsubscribe?token=U')).toBe(true);
  });

  it('uses the defaults where the editor left a field empty, and speaks Spanish', async () => {
    const mail = await renderDigest({ locale: 'es', subject: '  ', preheader: '', intro: '', posts: [{ ...post, url: 'https://otailo.test/es/blog/por-que' }] }, esLinks);
    expect(mail.subject).toBe('Nuevo en el blog de Otailo: 1 artículo');
    expect(mail.preheader).toBe('Esto es lo que hemos publicado desde el último boletín:');
    expect(mail.html).toContain('lang="es"');
    expect(mail.html).toContain('Leer el artículo');
    expect(mail.html).toContain('href="https://otailo.test/es/boletin/baja?token=U"');
    expect(mail.html).toContain('Darte de baja (un clic)');
    expect(mail.text).toContain('Hola:');
    expect(mail.text).toContain('Todos los artículos: https://otailo.test/es/blog');
    expect(mail.text).toContain('Darte de baja (un clic): https://otailo.test/es/boletin/baja?token=U');
  });

  it('keeps a subject and preheader on one line whatever was typed', () => {
    const text = digestPlainText({ locale: 'en', subject: 'a\r\nBcc: x', preheader: '', intro: 'One\n\n\n\nTwo', posts: [post] }, links);
    expect(text).toContain('One\n\nTwo');
  });
});
