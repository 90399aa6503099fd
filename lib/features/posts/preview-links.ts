/**
 * Shareable preview links: an expiring, revocable token that shows a post — draft, in review or
 * scheduled — as its public page will look, to someone without an account. Only the token's
 * SHA-256 is stored; the page that reads it is never cached, indexed or listed in the sitemap.
 */
import 'server-only';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '@/lib/infra/db/client';
import { previewLinks } from '@/lib/infra/db/schema';
import { hashToken, isWellFormedToken, newToken } from '@/lib/infra/util/tokens';

import { DEFAULT_PREVIEW_DAYS } from './shared/preview-link-days';

export { DEFAULT_PREVIEW_DAYS, PREVIEW_LINK_DAYS } from './shared/preview-link-days';
const DAY_MS = 86_400_000;

export interface PreviewLink {
  id: number;
  postId: number;
  createdAt: string;
  expiresAt: string;
}

export function createPreviewLinkStore(database: () => Promise<Database>, now: () => Date = () => new Date()) {
  return {
    /** A new link for the post; the token is returned once. */
    async create(postId: number, createdBy: number | null, days: number = DEFAULT_PREVIEW_DAYS): Promise<{ token: string; link: PreviewLink }> {
      const token = newToken();
      const expiresAt = new Date(now().getTime() + days * DAY_MS);
      const db = await database();
      const [row] = await db.insert(previewLinks).values({ tokenHash: hashToken(token), postId, createdBy, expiresAt }).returning();
      return { token, link: { id: row!.id, postId, createdAt: row!.createdAt.toISOString(), expiresAt: row!.expiresAt.toISOString() } };
    },

    /** The post's links still usable, newest first. */
    async active(postId: number): Promise<PreviewLink[]> {
      const db = await database();
      const rows = await db
        .select()
        .from(previewLinks)
        .where(and(eq(previewLinks.postId, postId), isNull(previewLinks.revokedAt), gt(previewLinks.expiresAt, now())))
        .orderBy(desc(previewLinks.id));
      return rows.map((row) => ({ id: row.id, postId: row.postId, createdAt: row.createdAt.toISOString(), expiresAt: row.expiresAt.toISOString() }));
    },

    /** Ends a link of this post at once; false when there was none. */
    async revoke(postId: number, linkId: number): Promise<boolean> {
      const db = await database();
      const rows = await db
        .update(previewLinks)
        .set({ revokedAt: now() })
        .where(and(eq(previewLinks.id, linkId), eq(previewLinks.postId, postId), isNull(previewLinks.revokedAt)))
        .returning({ id: previewLinks.id });
      return rows.length > 0;
    },

    /** The post a token opens and until when, while it is unexpired and unrevoked; null for anything else. */
    async resolve(token: string): Promise<{ postId: number; expiresAt: string } | null> {
      if (!isWellFormedToken(token)) return null;
      const db = await database();
      const [row] = await db
        .select({ postId: previewLinks.postId, expiresAt: previewLinks.expiresAt })
        .from(previewLinks)
        .where(and(eq(previewLinks.tokenHash, hashToken(token)), isNull(previewLinks.revokedAt), gt(previewLinks.expiresAt, now())))
        .limit(1);
      return row ? { postId: row.postId, expiresAt: row.expiresAt.toISOString() } : null;
    },
  };
}

export type PreviewLinkStore = ReturnType<typeof createPreviewLinkStore>;
