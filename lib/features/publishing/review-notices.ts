/**
 * Who hears of a review move, and the record of it: a save that sends an entry for review, sends
 * it back with a note, or publishes it writes one `review_events` row and one mail per recipient
 * (the row's id in each mail's dedupe key: one mail per recipient per move, never a storm on
 * repeated saves, since only a transition is a move).
 */
import 'server-only';
import { and, desc, eq, inArray, max } from 'drizzle-orm';
import type { Database } from '@/lib/infra/db/client';
import { enqueueMail } from '@/lib/features/mail';
import type { Role } from '@/lib/features/people/shared/types';
import { reviewEvents } from './tables';
import { reviewMail } from './review-mail';
import { editPathOf, reviewEventOf, SEND_BACK_NOTE_MAX, type ReviewEvent, type ReviewKind } from './shared/review';
import type { ContentLanguage, ContentStatus } from './shared/workflow';

export interface ReviewedEntry {
  kind: ReviewKind;
  id: number;
  title: string;
  language: ContentLanguage;
  ownerId: number | null;
}

export interface ReviewMove {
  entry: ReviewedEntry;
  from: ContentStatus | null;
  to: ContentStatus;
  /** Null: the publication clock, at the moment an editor scheduled. */
  actor: { id: number; email: string } | null;
  /** The reviewer's note when an entry is sent back. */
  note?: string | null;
}

/** An account as the notices read it (People's list). */
export interface ReviewAccount {
  id: number;
  email: string;
  role: Role;
  deactivated: boolean;
  /** The language of the admin screens they last worked in; null: the site's default. */
  locale?: 'en' | 'es' | null;
}

export interface ReviewNoticeOptions {
  /** Every account (a team's handful); read only when a move has recipients to find. */
  accounts: () => Promise<ReviewAccount[]>;
  siteUrl: string;
  /** The language of the mails to accounts with none on record (the site's default). */
  locale: 'en' | 'es';
  /** False when mail is not configured: the move is recorded, no mail is stored. */
  mail: boolean;
}

/** Who is told of a move: editors and admins of a submission (not the one who sent it), the author of the rest (not when they made it). */
export function reviewRecipients(event: ReviewEvent, entry: ReviewedEntry, actorId: number | null, accounts: readonly ReviewAccount[]): ReviewAccount[] {
  const active = accounts.filter((account) => !account.deactivated && account.id !== actorId);
  if (event === 'submitted') return active.filter((account) => account.role === 'admin' || account.role === 'editor');
  return active.filter((account) => account.id === entry.ownerId);
}

/** Records a move and queues its mails; returns the number of mails stored (0 when the save made no move). */
export async function noticeReviewMove(db: Database, move: ReviewMove, options: ReviewNoticeOptions): Promise<{ event: ReviewEvent | null; mails: number }> {
  const note = move.note?.trim().slice(0, SEND_BACK_NOTE_MAX) || null;
  const event = reviewEventOf(move.from, move.to, note);
  if (!event) return { event: null, mails: 0 };
  const [row] = await db
    .insert(reviewEvents)
    .values({ entryKind: move.entry.kind, entryId: move.entry.id, event, actorId: move.actor?.id ?? null, note: event === 'sent-back' ? note : null })
    .returning({ id: reviewEvents.id });
  if (!options.mail) return { event, mails: 0 };
  const recipients = reviewRecipients(event, move.entry, move.actor?.id ?? null, await options.accounts());
  let mails = 0;
  for (const recipient of recipients) {
    // Each in the language of the admin screens they work in, linking to the edit page in it.
    const locale = recipient.locale ?? options.locale;
    const link = new URL(`/${locale}${editPathOf(move.entry.kind, move.entry.id)}`, options.siteUrl).toString();
    const mail = reviewMail({ eventId: row!.id, event, kind: move.entry.kind, title: move.entry.title, language: move.entry.language, actor: move.actor?.email ?? null, note, recipient, locale, link });
    if (!(await enqueueMail(db, mail)).duplicate) mails += 1;
  }
  return { event, mails };
}

export interface SentBack {
  note: string;
  at: string;
}

/** The reviewer's note an entry was last sent back with, unless it was sent for review again since. */
export async function latestSendBack(db: Database, kind: ReviewKind, id: number): Promise<SentBack | null> {
  const [last] = await db
    .select({ event: reviewEvents.event, note: reviewEvents.note, at: reviewEvents.createdAt })
    .from(reviewEvents)
    .where(and(eq(reviewEvents.entryKind, kind), eq(reviewEvents.entryId, id), inArray(reviewEvents.event, ['submitted', 'sent-back'])))
    .orderBy(desc(reviewEvents.createdAt), desc(reviewEvents.id))
    .limit(1);
  return last?.event === 'sent-back' && last.note ? { note: last.note, at: last.at.toISOString() } : null;
}

/** When each of these entries was last sent for review (one query for the whole queue). */
export async function submittedAt(db: Database, kind: ReviewKind, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: reviewEvents.entryId, at: max(reviewEvents.createdAt) })
    .from(reviewEvents)
    .where(and(eq(reviewEvents.entryKind, kind), eq(reviewEvents.event, 'submitted'), inArray(reviewEvents.entryId, [...ids])))
    .groupBy(reviewEvents.entryId);
  return new Map(rows.flatMap((row) => (row.at ? [[row.id, new Date(row.at).toISOString()] as const] : [])));
}
