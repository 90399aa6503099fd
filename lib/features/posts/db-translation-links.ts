/**
 * Translation links on the site's database: two posts of different languages share a group.
 * Each runs in a transaction that locks the rows it changes, so the checks (one translation per
 * language, and whether the account may change each post) hold when the rows are written.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '@/lib/infra/db/client';
import { isUniqueViolation } from '@/lib/infra/db/errors';
import { posts } from '@/lib/infra/db/schema';
import type { LinkResult, MayChangePost, UnlinkResult } from './shared/types';

/** Links two posts; two links racing for one post take turns, and the unique (group, language) index backs the rule up. */
export async function linkPosts(database: () => Promise<Database>, id: number, otherId: number, mayChange?: MayChangePost): Promise<LinkResult> {
  const db = await database();
  try {
    return await db.transaction(async (tx) => {
      const found = await tx.select().from(posts).where(inArray(posts.id, [id, otherId])).orderBy(posts.id).for('update');
      const post = found.find((row) => row.id === id);
      const other = found.find((row) => row.id === otherId);
      if (!post || !other || id === otherId) return { ok: false, reason: 'not-found' } as const;
      // Both rows get the group: someone else's published post is not an author's to change.
      if (mayChange && !(mayChange(post) && mayChange(other))) return { ok: false, reason: 'forbidden' } as const;
      if (post.language === other.language) return { ok: false, reason: 'same-language' } as const;
      if (post.translationGroup && post.translationGroup === other.translationGroup) return { ok: true, translationGroup: post.translationGroup };
      // Neither may keep another translation: a post linked to a third one is unlinked first.
      for (const [side, language] of [[post, other.language], [other, post.language]] as const) {
        if (!side.translationGroup) continue;
        const [partner] = await tx
          .select({ id: posts.id })
          .from(posts)
          .where(and(eq(posts.translationGroup, side.translationGroup), eq(posts.language, language), ne(posts.id, side.id)))
          .limit(1);
        if (partner) return { ok: false, reason: 'taken' } as const;
      }
      const group = post.translationGroup ?? other.translationGroup ?? randomUUID();
      await tx.update(posts).set({ translationGroup: group }).where(inArray(posts.id, [id, otherId]));
      return { ok: true, translationGroup: group };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: 'taken' };
    throw error;
  }
}

/** Unlinks the post and its translation: both change, so both must pass `mayChange`. */
export async function unlinkPosts(database: () => Promise<Database>, id: number, mayChange?: MayChangePost): Promise<UnlinkResult> {
  const db = await database();
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ group: posts.translationGroup }).from(posts).where(eq(posts.id, id)).limit(1);
    if (!row?.group) return 'not-linked';
    const members = await tx.select().from(posts).where(eq(posts.translationGroup, row.group)).orderBy(posts.id).for('update');
    if (mayChange && !members.every(mayChange)) return 'forbidden';
    await tx.update(posts).set({ translationGroup: null }).where(eq(posts.translationGroup, row.group));
    return 'unlinked';
  });
}
