/**
 * Revision history: what a published or scheduled post looked like after each save (and after a
 * restore), who saved it and when. The last MAX_REVISIONS of each post are kept, of which at most
 * MAX_CONFLICT_REVISIONS refused saves.
 */
import { and, desc, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/infra/db/client';
import { postRevisions, type PostRow } from './tables';
import type { PostInput, SaveContext } from './shared/types';
import { MAX_CONFLICT_REVISIONS } from './quotas';
import { STORED_FIELDS } from './shared/post-input';
import { MAX_REVISIONS } from './shared/workflow';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The fields a revision keeps: what an editor edits (PostInput), nothing the store computes. */
export const REVISION_FIELDS = STORED_FIELDS;

export interface Revision {
  id: number;
  postId: number;
  version: number;
  snapshot: PostInput;
  userEmail: string | null;
  reason: RevisionReason;
  createdAt: string;
}

export function snapshotOf(row: PostRow): PostInput {
  const input = Object.fromEntries(REVISION_FIELDS.map((field) => [field, row[field]])) as Record<string, unknown>;
  input.publishedAt = row.publishedAt?.toISOString() ?? null;
  return input as unknown as PostInput;
}

/** Records the saved row as a revision and drops the post's revisions beyond the newest MAX_REVISIONS. */
export async function keepRevision(tx: Transaction, row: PostRow, context: SaveContext, reason: RevisionReason = context.reason ?? 'save'): Promise<void> {
  await insertRevision(tx, row.id, row.version, snapshotOf(row), context, reason);
}

/**
 * A save refused because the post had moved on (VersionConflictError): the refused text is kept
 * as a `conflict` revision, so both versions survive and either can be restored.
 */
export async function keepConflict(database: () => Promise<Database>, postId: number, input: PostInput, version: number, context: SaveContext): Promise<void> {
  const db = await database();
  await db.transaction((tx) => insertRevision(tx, postId, version, input, context, 'conflict'));
}

/** `save` and `restore` by an editor, `publish` by the publication clock, `conflict` a refused save. */
export type RevisionReason = 'save' | 'restore' | 'publish' | 'conflict';

async function insertRevision(tx: Transaction, postId: number, version: number, snapshot: PostInput, context: SaveContext, reason: RevisionReason) {
  await tx.insert(postRevisions).values({
    postId,
    version,
    snapshot,
    userId: context.actor?.id ?? null,
    userEmail: context.actor?.email ?? null,
    reason,
  });
  // Refused saves cost as much as saves: a flood of them keeps its newest few and evicts no save.
  if (reason === 'conflict') await keepNewest(tx, postId, MAX_CONFLICT_REVISIONS, eq(postRevisions.reason, 'conflict'));
  await keepNewest(tx, postId, MAX_REVISIONS);
}

/** Deletes the post's revisions (those matching `only`, when given) beyond the newest `limit`. */
async function keepNewest(tx: Transaction, postId: number, limit: number, only?: SQL) {
  const newest = tx
    .select({ id: postRevisions.id })
    .from(postRevisions)
    .where(and(eq(postRevisions.postId, postId), only))
    .orderBy(desc(postRevisions.id))
    .limit(limit);
  await tx.delete(postRevisions).where(and(eq(postRevisions.postId, postId), only, notInArray(postRevisions.id, newest)));
}

const toRevision = (row: typeof postRevisions.$inferSelect): Revision => ({
  id: row.id,
  postId: row.postId,
  version: row.version,
  snapshot: row.snapshot as PostInput,
  userEmail: row.userEmail,
  reason: row.reason as RevisionReason,
  createdAt: row.createdAt.toISOString(),
});

export interface RevisionStore {
  /** Newest first. */
  list(postId: number): Promise<Revision[]>;
  get(postId: number, revisionId: number): Promise<Revision | null>;
  count(postIds: number[]): Promise<Map<number, number>>;
}

export function createRevisionStore(database: () => Promise<Database>): RevisionStore {
  return {
    async list(postId) {
      const db = await database();
      const rows = await db.select().from(postRevisions).where(eq(postRevisions.postId, postId)).orderBy(desc(postRevisions.id));
      return rows.map(toRevision);
    },
    async get(postId, revisionId) {
      const db = await database();
      const [row] = await db
        .select()
        .from(postRevisions)
        .where(and(eq(postRevisions.postId, postId), eq(postRevisions.id, revisionId)))
        .limit(1);
      return row ? toRevision(row) : null;
    },
    async count(postIds) {
      const counts = new Map<number, number>();
      if (postIds.length === 0) return counts;
      const db = await database();
      const rows = await db.select({ postId: postRevisions.postId }).from(postRevisions).where(inArray(postRevisions.postId, postIds));
      for (const row of rows) counts.set(row.postId, (counts.get(row.postId) ?? 0) + 1);
      return counts;
    },
  };
}
