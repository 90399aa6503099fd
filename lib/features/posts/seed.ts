import 'server-only';
import { count } from 'drizzle-orm';
import { countWords } from '@/lib/features/posts/reading-time';
import type { Database } from '../../infra/db/client';
import { samplePosts } from './sample-posts';
import { posts, salespeople } from '../../infra/db/schema';

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

/**
 * The laptop installation (embedded database) gets one sample salesperson, so that a demo request
 * can be followed by booking a slot out of the box. Never on PostgreSQL: there, bookings start when
 * an admin adds the real team (Admin → Bookings), and no one books a meeting with a sample.
 */
export async function seedSampleSalesperson(db: Database): Promise<boolean> {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(salespeople);
  if (Number(total) > 0) return false;
  const workday = [{ start: '09:00', end: '17:00' }];
  await db.insert(salespeople).values({
    name: 'Otailo demo team',
    email: 'demo-team@otailo.example',
    timeZone: 'Europe/Madrid',
    weekly: { 1: workday, 2: workday, 3: workday, 4: workday, 5: workday },
  });
  return true;
}
