import { and, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '@/lib/infra/db/client';
import { posts } from './tables';
import { lockAccount } from '@/lib/features/people';
import { DraftQuotaError, type PostStatus } from './shared/types';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The states that count against an account's quota: its unpublished posts. */
export const UNPUBLISHED: readonly PostStatus[] = ['draft', 'review'];

/**
 * Refuses one more unpublished post for an owner who has `limit` already. The owner's account is
 * locked first (by people, in this transaction), so parallel creates of one account take turns and
 * count each other.
 */
export async function checkDraftQuota(tx: Transaction, ownerId: number, limit: number): Promise<void> {
  await lockAccount(tx, ownerId);
  const [row] = await tx
    .select({ n: count() })
    .from(posts)
    .where(and(eq(posts.ownerId, ownerId), inArray(posts.status, [...UNPUBLISHED])));
  if (Number(row?.n ?? 0) >= limit) throw new DraftQuotaError(limit);
}
