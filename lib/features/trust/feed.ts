/**
 * The subprocessor changes as an RSS 2.0 feed per language (`/{locale}/trust/feed.xml`): one item
 * per dated change, newest first, each pointing at its entry in the page's "Changes" section.
 */
import { rssDocument } from '@/lib/infra/seo/rss';
import { localSubprocessorText } from './shared/change-text';
import type { TrustChangeKind, TrustLocale } from './shared/types';
import type { TrustSubprocessorSnapshot } from './tables';

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

export function changesFeed(feed: ChangesFeedInput): string {
  return rssDocument({
    title: feed.title,
    description: feed.description,
    link: feed.pageUrl,
    selfUrl: feed.selfUrl,
    language: feed.locale,
    items: feed.changes.map((change) => {
      const [headline = '', ...details] = localSubprocessorText(change.snapshot, change.kind, change.fields, feed.locale);
      return { title: headline, link: `${feed.pageUrl}#change-${change.id}`, description: details.join('\n'), date: change.at };
    }),
  });
}
