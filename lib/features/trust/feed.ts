/**
 * The subprocessor changes as an RSS 2.0 feed per language (`/{locale}/trust/feed.xml`): one item
 * per dated change, newest first, each pointing at its entry in the page's "Changes" section.
 */
import { escapeHtml } from '@/lib/infra/util/escape-html.mjs';
import { localSubprocessorText } from './shared/change-text';
import type { TrustChangeKind, TrustLocale } from './shared/types';
import type { TrustSubprocessorSnapshot } from '@/lib/infra/db/schema';

export interface ChangesFeedInput {
  locale: TrustLocale;
  title: string;
  description: string;
  /** The trust page's address. */
  pageUrl: string;
  /** The feed's own address. */
  selfUrl: string;
  changes: { id: number; kind: TrustChangeKind; snapshot: TrustSubprocessorSnapshot; fields: string[]; at: string }[];
}

// XML 1.0 allows no control characters but tab and line ends; HTML's escapes are XML's too.
const xml = (text: string) => escapeHtml(text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, ''));
const rfc822 = (iso: string) => new Date(iso).toUTCString();

export function changesFeed(feed: ChangesFeedInput): string {
  const items = feed.changes.map((change) => {
    const [headline = '', ...details] = localSubprocessorText(change.snapshot, change.kind, change.fields, feed.locale);
    const link = `${feed.pageUrl}#change-${change.id}`;
    return `    <item>
      <title>${xml(headline)}</title>
      <link>${xml(link)}</link>
      <guid isPermaLink="true">${xml(link)}</guid>
      <description>${xml(details.join('\n'))}</description>
      <pubDate>${rfc822(change.at)}</pubDate>
    </item>`;
  });
  const lastBuild = feed.changes[0] ? `\n    <lastBuildDate>${rfc822(feed.changes[0].at)}</lastBuildDate>` : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${xml(feed.title)}</title>
    <link>${xml(feed.pageUrl)}</link>
    <description>${xml(feed.description)}</description>
    <language>${feed.locale}</language>
    <atom:link href="${xml(feed.selfUrl)}" rel="self" type="application/rss+xml"/>${lastBuild}
${items.join('\n')}
  </channel>
</rss>
`;
}
