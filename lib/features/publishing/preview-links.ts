/**
 * Shareable preview links, for every kind of content: an expiring, revocable token that shows an
 * entry — draft, in review or scheduled — as its public page will look, to someone without an
 * account. Only the token's SHA-256 is stored; the page that reads it is never cached, indexed or
 * listed in the sitemap.
 */
import 'server-only';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { getDatabase } from '@/lib/infra/db';
import type { Database } from '@/lib/infra/db/client';
import { previewLinks } from './tables';
import { hashToken, isWellFormedToken, newToken } from '@/lib/infra/util/tokens';
import { DEFAULT_PREVIEW_DAYS } from './shared/preview-link-days';

const DAY_MS = 86_400_000;

/** The kinds of content a link may show, each with its own column (and its own foreign key). */
const SUBJECTS = { post: previewLinks.postId, story: previewLinks.storyId, opening: previewLinks.openingId, page: previewLinks.pageId } as const;
export type PreviewSubject = keyof typeof SUBJECTS;

export interface PreviewLink {
  id: number;
  entryId: number;
  createdAt: string;
  expiresAt: string;
}

export interface ResolvedPreview {
  kind: PreviewSubject;
  entryId: number;
  expiresAt: string;
}

type Row = typeof previewLinks.$inferSelect;
const toLink = (row: Row, entryId: number): PreviewLink => ({ id: row.id, entryId, createdAt: row.createdAt.toISOString(), expiresAt: row.expiresAt.toISOString() });

/** The links of one kind of content. */
export function createPreviewLinkStore(database: () => Promise<Database>, kind: PreviewSubject, now: () => Date = () => new Date()) {
  const column = SUBJECTS[kind];
  return {
    /** A new link for the entry; the token is returned once. */
    async create(entryId: number, createdBy: number | null, days: number = DEFAULT_PREVIEW_DAYS): Promise<{ token: string; link: PreviewLink }> {
      const token = newToken();
      const expiresAt = new Date(now().getTime() + days * DAY_MS);
      const db = await database();
      const subject = { post: { postId: entryId }, story: { storyId: entryId }, opening: { openingId: entryId }, page: { pageId: entryId } }[kind];
      const [row] = await db.insert(previewLinks).values({ tokenHash: hashToken(token), ...subject, createdBy, expiresAt }).returning();
      return { token, link: toLink(row!, entryId) };
    },

    /** The entry's links still usable, newest first. */
    async active(entryId: number): Promise<PreviewLink[]> {
      const db = await database();
      const rows = await db
        .select()
        .from(previewLinks)
        .where(and(eq(column, entryId), isNull(previewLinks.revokedAt), gt(previewLinks.expiresAt, now())))
        .orderBy(desc(previewLinks.id));
      return rows.map((row) => toLink(row, entryId));
    },

    /** Ends a link of this entry at once; false when there was none. */
    async revoke(entryId: number, linkId: number): Promise<boolean> {
      const db = await database();
      const rows = await db
        .update(previewLinks)
        .set({ revokedAt: now() })
        .where(and(eq(previewLinks.id, linkId), eq(column, entryId), isNull(previewLinks.revokedAt)))
        .returning({ id: previewLinks.id });
      return rows.length > 0;
    },
  };
}

export type PreviewLinkStore = ReturnType<typeof createPreviewLinkStore>;

/** What a token opens, of whichever kind, while it is unexpired and unrevoked; null for anything else. */
export async function resolvePreviewToken(database: () => Promise<Database>, token: string, now: () => Date = () => new Date()): Promise<ResolvedPreview | null> {
  if (!isWellFormedToken(token)) return null;
  const db = await database();
  const [row] = await db
    .select()
    .from(previewLinks)
    .where(and(eq(previewLinks.tokenHash, hashToken(token)), isNull(previewLinks.revokedAt), gt(previewLinks.expiresAt, now())))
    .limit(1);
  if (!row) return null;
  const expiresAt = row.expiresAt.toISOString();
  if (row.postId !== null) return { kind: 'post', entryId: row.postId, expiresAt };
  if (row.storyId !== null) return { kind: 'story', entryId: row.storyId, expiresAt };
  if (row.openingId !== null) return { kind: 'opening', entryId: row.openingId, expiresAt };
  return row.pageId !== null ? { kind: 'page', entryId: row.pageId, expiresAt } : null;
}

/** The entry a shared preview link opens, on the site's database. */
export const openPreviewLink = (token: string): Promise<ResolvedPreview | null> => resolvePreviewToken(getDatabase, token);
