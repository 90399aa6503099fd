import 'server-only';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '@/lib/infra/db';
import { posts } from './tables';
import type { PostLanguage } from './shared/types';

export interface PublishedSincePost {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
}

/**
 * The posts of one language published after `since` (an instant as PostgreSQL wrote it, kept to the
 * microsecond: a JavaScript Date would round it and count a post twice), or in the last `days` when
 * there is no such instant; oldest first, at most `limit` (the newsletter's digest).
 */
export async function postsPublishedSince(db: Database, language: PostLanguage, since: string | null, { days = 30, limit = 20 } = {}): Promise<PublishedSincePost[]> {
  const after = since === null ? sql`now() - make_interval(days => ${days})` : sql`${since}::timestamptz`;
  return db
    .select({ id: posts.id, slug: posts.slug, title: posts.title, excerpt: posts.excerpt })
    .from(posts)
    .where(and(eq(posts.status, 'published'), eq(posts.language, language), gt(posts.publishedAt, after), sql`${posts.publishedAt} <= now()`))
    .orderBy(asc(posts.publishedAt), asc(posts.id))
    .limit(limit);
}
