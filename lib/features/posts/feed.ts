import { escapeHtml } from '@/lib/infra/util/escape-html.mjs';

/** RSS 2.0 for a locale's blog. */
export interface FeedInput {
  title: string;
  description: string;
  /** The blog list's address. */
  link: string;
  /** The feed's own address. */
  selfUrl: string;
  language: string;
  items: { title: string; link: string; description: string; date: string; category: string; image?: string }[];
}

// Control characters other than tab and line ends are not allowed in XML 1.0. The HTML escapes
// (`&amp; &lt; &gt; &quot; &#39;`) are XML's too.
const clean = (text: string) => escapeHtml(text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, ''));

const rfc822 = (isoDay: string) => new Date(`${isoDay.slice(0, 10)}T00:00:00Z`).toUTCString();

export function rssFeed(feed: FeedInput): string {
  const items = feed.items
    .map(
      (item) => `    <item>
      <title>${clean(item.title)}</title>
      <link>${clean(item.link)}</link>
      <guid isPermaLink="true">${clean(item.link)}</guid>
      <description>${clean(item.description)}</description>
      <category>${clean(item.category)}</category>
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
