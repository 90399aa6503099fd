import { describe, expect, it } from 'vitest';
import { rssFeed } from './feed';

describe('rssFeed', () => {
  const xml = rssFeed({
    title: 'The Otailo Blog',
    description: 'Returns & logistics',
    link: 'https://www.otailo.com/en/blog',
    selfUrl: 'https://www.otailo.com/en/feed.xml',
    language: 'en',
    items: [
      { title: 'Fit <first> & "always"', link: 'https://www.otailo.com/en/blog/fit', description: 'Why\u0007 fit', date: '2026-10-02', category: 'Analytics', image: 'https://www.otailo.com/images/blog/fit.jpg' },
      { title: "Retailers' older", link: 'https://www.otailo.com/en/blog/old', description: 'x', date: '2026-09-15', category: '3PL' },
    ],
  });

  it('is an RSS 2.0 channel with a self link', () => {
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain('<atom:link href="https://www.otailo.com/en/feed.xml" rel="self" type="application/rss+xml"/>');
    expect(xml).toContain('<language>en</language>');
    expect(xml).toContain('<lastBuildDate>Fri, 02 Oct 2026 00:00:00 GMT</lastBuildDate>');
    expect(xml.match(/<item>/g)).toHaveLength(2);
  });

  it('escapes text and drops characters XML cannot carry', () => {
    expect(xml).toContain('<title>Fit &lt;first&gt; &amp; &quot;always&quot;</title>');
    expect(xml).toContain('<description>Why fit</description>');
    expect(xml).toContain('<description>Returns &amp; logistics</description>');
    expect(xml).toContain('<title>Retailers&#39; older</title>');
  });

  it('dates items in RFC 822 and gives each a permanent guid', () => {
    expect(xml).toContain('<pubDate>Tue, 15 Sep 2026 00:00:00 GMT</pubDate>');
    expect(xml).toContain('<guid isPermaLink="true">https://www.otailo.com/en/blog/fit</guid>');
  });
});
