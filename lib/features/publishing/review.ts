/** The review notices on the site's database, its accounts and its mail settings (review-notices.ts). */
import 'server-only';
import { getDatabase } from '@/lib/infra/db';
import { getEnv } from '@/lib/infra/env.mjs';
import { log } from '@/lib/infra/log.mjs';
import { routing } from '@/lib/infra/routing/routing';
import { kickMail, mailSettings } from '@/lib/features/mail';
import { peopleStore } from '@/lib/features/people';
import { latestSendBack, noticeReviewMove, submittedAt, type ReviewMove } from './review-notices';
import type { ReviewKind } from './shared/review';

/**
 * Tells whoever a save's move concerns (after the save committed). A failure here is logged, never
 * the save's: the entry is stored, only its notice is missing.
 */
export async function announceReviewMove(move: ReviewMove): Promise<void> {
  try {
    const { mails } = await noticeReviewMove(await getDatabase(), move, {
      accounts: () => peopleStore().list(),
      siteUrl: getEnv().SITE_URL,
      locale: routing.defaultLocale,
      mail: mailSettings() !== null,
    });
    if (mails > 0) kickMail();
  } catch (error) {
    log.error('publishing: a review notice failed', { error, kind: move.entry.kind, id: move.entry.id });
  }
}

/** The note the entry was last sent back with (shown to its author on the edit page), or null. */
export async function sentBackNote(kind: ReviewKind, id: number) {
  return latestSendBack(await getDatabase(), kind, id);
}

/** When each entry of a kind was last sent for review. */
export async function submittedAtOf(kind: ReviewKind, ids: readonly number[]) {
  return submittedAt(await getDatabase(), kind, ids);
}
