import 'server-only';
import { count } from 'drizzle-orm';
import { countWords } from '@/lib/features/posts/shared/reading-time';
import type { Database } from '@/lib/infra/db/client';
import { samplePosts } from './sample-posts';
import { posts } from './tables';

/** A fresh installation gets the sample posts, linked in pairs; a table with any post is left alone. */
export async function seedSamplePosts(db: Database): Promise<number> {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(posts);
  if (Number(total) > 0) return 0;
  const rows = samplePosts.map((post) => ({
    ...post,
    wordCount: countWords(post.fullContent),
    // Published on their day, as migration 0007 dates the posts published before it.
    publishedAt: new Date(`${post.date}T00:00:00Z`),
  }));
  // Instances starting together on PostgreSQL may both see an empty table: slugs are unique.
  const inserted = await db.insert(posts).values(rows).onConflictDoNothing().returning({ id: posts.id });
  return inserted.length;
}
