import { escapeHtml } from '@/lib/infra/util/escape-html.mjs';

/** An RSS 2.0 channel: the blog's per language, the trust center's changes. */
export interface RssChannel {
  title: string;
  description: string;
  /** The page the feed follows. */
  link: string;
  /** The feed's own address. */
  selfUrl: string;
  language: string;
  /** Newest first; `date` is an ISO instant. */
  items: { title: string; link: string; description: string; date: string; category?: string; image?: string }[];
}

// XML 1.0 allows no control characters but tab and line ends (DEL goes too); the HTML escapes
// (`&amp; &lt; &gt; &quot; &#39;`) are XML's too.
const clean = (text: string) => escapeHtml(text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, ''));
const rfc822 = (iso: string) => new Date(iso).toUTCString();

export function rssDocument(feed: RssChannel): string {
  const items = feed.items
    .map(
      (item) => `    <item>
      <title>${clean(item.title)}</title>
      <link>${clean(item.link)}</link>
      <guid isPermaLink="true">${clean(item.link)}</guid>
      <description>${clean(item.description)}</description>${item.category === undefined ? '' : `\n      <category>${clean(item.category)}</category>`}
      <pubDate>${rfc822(item.date)}</pubDate>${item.image ? `\n      <enclosure url="${clean(item.image)}" type="image/jpeg" length="0"/>` : ''}
    </item>`,
    )
    .join('\n');
  const lastBuild = feed.items[0] ? `\n    <lastBuildDate>${rfc822(feed.items[0].date)}</lastBuildDate>` : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${clean(feed.title)}</title>
    <link>${clean(feed.link)}</link>
    <description>${clean(feed.description)}</description>
    <language>${clean(feed.language)}</language>
    <atom:link href="${clean(feed.selfUrl)}" rel="self" type="application/rss+xml"/>${lastBuild}
${items}
  </channel>
</rss>
`;
}
