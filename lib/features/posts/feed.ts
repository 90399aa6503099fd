import { rssDocument, type RssChannel } from '@/lib/infra/seo/rss';

/** RSS 2.0 for a locale's blog: items dated by their publication day. */
export interface FeedInput extends Omit<RssChannel, 'items'> {
  items: { title: string; link: string; description: string; date: string; category: string; image?: string }[];
}

export function rssFeed(feed: FeedInput): string {
  return rssDocument({ ...feed, items: feed.items.map((item) => ({ ...item, date: `${item.date.slice(0, 10)}T00:00:00Z` })) });
}
