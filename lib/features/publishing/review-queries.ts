/**
 * The reads and the one write the review queue needs of a kind's table, given by the kind itself
 * (publishing never names another feature's table): what waits in review, how many, and sending one
 * back to draft. Every kind's table has the shared columns (architecture: a new kind of content).
 */
import 'server-only';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '@/lib/infra/db/client';
import type { ContentLanguage } from './shared/workflow';
import type { ReviewKind } from './shared/review';

export type ReviewableTable = PgTable & {
  id: AnyPgColumn;
  title: AnyPgColumn;
  language: AnyPgColumn;
  status: AnyPgColumn;
  ownerId: AnyPgColumn;
  updatedAt: AnyPgColumn;
  version: AnyPgColumn;
};

export interface InReview {
  kind: ReviewKind;
  id: number;
  title: string;
  language: ContentLanguage;
  ownerId: number | null;
  updatedAt: string;
}

import { REVIEW_QUEUE_LIMIT } from './shared/review';

export { REVIEW_QUEUE_LIMIT };

export function reviewQueries(kind: ReviewKind, table: ReviewableTable, database: () => Promise<Database>) {
  const columns = { id: table.id, title: table.title, language: table.language, ownerId: table.ownerId, updatedAt: table.updatedAt };
  const toEntry = (row: { id: unknown; title: unknown; language: unknown; ownerId: unknown; updatedAt: unknown }): InReview => ({
    kind,
    id: row.id as number,
    title: row.title as string,
    language: row.language as ContentLanguage,
    ownerId: (row.ownerId as number | null) ?? null,
    updatedAt: new Date(row.updatedAt as Date | string).toISOString(),
  });
  return {
    kind,
    async inReview(limit = REVIEW_QUEUE_LIMIT): Promise<InReview[]> {
      const db = await database();
      const rows = await db.select(columns).from(table).where(eq(table.status, 'review')).orderBy(asc(table.updatedAt), asc(table.id)).limit(limit);
      return rows.map(toEntry);
    },
    async countInReview(): Promise<number> {
      const db = await database();
      const [row] = await db.select({ count: count() }).from(table).where(eq(table.status, 'review'));
      return row?.count ?? 0;
    },
    /** Back to draft, when it is still in review (a newer move wins: null then). Bumps the version an open editor holds. */
    async sendBack(id: number): Promise<InReview | null> {
      const db = await database();
      const rows = await db
        .update(table)
        .set({ status: 'draft', version: sql`${table.version} + 1`, updatedAt: sql`now()` } as never)
        .where(and(eq(table.id, id), eq(table.status, 'review')))
        .returning(columns);
      const row = (rows as Array<Parameters<typeof toEntry>[0]>)[0];
      return row ? toEntry(row) : null;
    },
  };
}

export type ReviewQueries = ReturnType<typeof reviewQueries>;
