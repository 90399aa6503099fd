import { describe, expect, it } from 'vitest';
import { changesFeed } from './feed';

const snapshot = {
  name: 'Acme <Mail> & Co',
  purposeEn: 'Sends the site’s mail',
  purposeEs: 'Envía los correos de la web',
  locationEn: 'EU (Ireland)',
  locationEs: 'UE (Irlanda)',
  dataEn: 'Email address\u0007',
  dataEs: 'Correo electrónico',
};

const feed = (locale: 'en' | 'es', changes = [
  { id: 7, kind: 'changed' as const, snapshot, fields: ['purpose', 'location'], at: '2026-11-30T10:15:00.000Z' },
  { id: 3, kind: 'added' as const, snapshot, fields: [], at: '2026-11-02T09:00:00.000Z' },
]) =>
  changesFeed({ locale, title: 'Changes', description: 'Every change', pageUrl: `https://otailo.test/${locale}/trust`, selfUrl: `https://otailo.test/${locale}/trust/feed.xml`, changes });

describe('the changes feed', () => {
  it('is RSS 2.0 with one item per change, newest first, linked to its entry on the page', () => {
    const xml = feed('en');
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain('<atom:link href="https://otailo.test/en/trust/feed.xml" rel="self" type="application/rss+xml"/>');
    const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((match) => match[1]!);
    expect(items).toHaveLength(2);
    expect(items[0]).toContain('<title>Updated: Acme &lt;Mail&gt; &amp; Co</title>');
    expect(items[0]).toContain('<link>https://otailo.test/en/trust#change-7</link>');
    expect(items[0]).toContain('What changed: purpose, location');
    expect(items[0]).toContain('<pubDate>Mon, 30 Nov 2026 10:15:00 GMT</pubDate>');
    expect(items[1]).toContain('<title>Added: Acme &lt;Mail&gt; &amp; Co</title>');
    expect(xml).toContain('<lastBuildDate>Mon, 30 Nov 2026 10:15:00 GMT</lastBuildDate>');
  });

  it('speaks the feed’s language and drops characters XML forbids', () => {
    const xml = feed('es');
    expect(xml).toContain('<language>es</language>');
    expect(xml).toContain('<title>Actualizado: Acme &lt;Mail&gt; &amp; Co</title>');
    expect(xml).toContain('Finalidad: Envía los correos de la web');
    expect(feed('en')).not.toMatch(/\u0007/);
  });

  it('is a valid, empty channel before the first change', () => {
    const xml = feed('en', []);
    expect(xml).not.toContain('<item>');
    expect(xml).not.toContain('lastBuildDate');
    expect(xml).toContain('</channel>\n</rss>');
  });
});
