/**
 * A page's revisions: what it looked like each time it was published (by an editor or by the
 * publication clock) or restored, numbered 1, 2… per page. The newest MAX_PAGE_REVISIONS are kept,
 * and always the live one, whatever its age (the public page reads it).
 */
import { and, desc, eq, ne, notInArray } from 'drizzle-orm';
import type { Database } from '@/lib/infra/db/client';
import { pageRevisions, type PageRevisionRow, type PageRow } from './tables';
import { MAX_PAGE_REVISIONS } from './shared/limits';
import type { PageContent, PageRevision, RevisionReason } from './shared/types';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Who wrote a revision (null: the publication clock). */
export type RevisionAuthor = { id: number; email: string } | null;

/** The edited content of a working copy or a revision. */
export const contentOf = (row: Pick<PageRow, 'title' | 'blocks' | 'seoTitle' | 'seoDescription' | 'socialImage' | 'noindex' | 'landing'>): PageContent => ({
  title: row.title,
  blocks: row.blocks,
  seo: { title: row.seoTitle, description: row.seoDescription, image: row.socialImage, noindex: row.noindex },
  landing: row.landing,
});

/** A content as the working copy's columns. */
export const columnsOf = (content: PageContent) => ({
  title: content.title,
  blocks: content.blocks,
  seoTitle: content.seo.title,
  seoDescription: content.seo.description,
  socialImage: content.seo.image,
  noindex: content.seo.noindex,
  landing: content.landing,
});

export const toRevision = (row: PageRevisionRow): PageRevision => ({
  pageId: row.pageId,
  number: row.number,
  title: row.title,
  blocks: row.blocks,
  seo: row.seo,
  landing: row.landing,
  reason: row.reason as RevisionReason,
  authorEmail: row.authorEmail,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Records `content` as revision `number` of the page and drops its revisions beyond the newest
 * MAX_PAGE_REVISIONS, except `keep` (the live one).
 */
export async function keepRevision(
  tx: Transaction,
  pageId: number,
  number: number,
  content: PageContent,
  reason: RevisionReason,
  author: RevisionAuthor,
  keep: number | null,
): Promise<void> {
  await tx.insert(pageRevisions).values({
    pageId,
    number,
    title: content.title,
    blocks: content.blocks,
    seo: content.seo,
    landing: content.landing,
    reason,
    authorId: author?.id ?? null,
    authorEmail: author?.email ?? null,
  });
  const newest = tx
    .select({ number: pageRevisions.number })
    .from(pageRevisions)
    .where(eq(pageRevisions.pageId, pageId))
    .orderBy(desc(pageRevisions.number))
    .limit(MAX_PAGE_REVISIONS);
  await tx
    .delete(pageRevisions)
    .where(and(eq(pageRevisions.pageId, pageId), notInArray(pageRevisions.number, newest), keep === null ? undefined : ne(pageRevisions.number, keep)));
}

/** A revision list's line: no blocks (a page's 50 revisions may hold megabytes of them). */
export type RevisionSummary = Omit<PageRevision, 'blocks' | 'seo' | 'landing'>;

export async function listRevisions(db: Database, pageId: number): Promise<RevisionSummary[]> {
  const rows = await db
    .select({
      pageId: pageRevisions.pageId,
      number: pageRevisions.number,
      title: pageRevisions.title,
      reason: pageRevisions.reason,
      authorEmail: pageRevisions.authorEmail,
      createdAt: pageRevisions.createdAt,
    })
    .from(pageRevisions)
    .where(eq(pageRevisions.pageId, pageId))
    .orderBy(desc(pageRevisions.number));
  return rows.map((row) => ({ ...row, reason: row.reason as RevisionReason, createdAt: row.createdAt.toISOString() }));
}

export async function readRevision(db: Database | Transaction, pageId: number, number: number): Promise<PageRevision | null> {
  const [row] = await db
    .select()
    .from(pageRevisions)
    .where(and(eq(pageRevisions.pageId, pageId), eq(pageRevisions.number, number)))
    .limit(1);
  return row ? toRevision(row) : null;
}
