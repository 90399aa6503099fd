/**
 * "Notify me of changes" with double opt-in: a request stores the address as `pending` with a
 * confirmation token that expires; opening the mailed link confirms it. Each change mail carries its
 * own unsubscribe token (RFC 8058 one-click), which never expires. Only SHA-256 hashes of tokens
 * are stored (lib/infra/util/tokens); every step is idempotent.
 */
import 'server-only';
import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '@/lib/infra/db';
import { trustSubscribers, trustSubscriberTokens, type TrustSubscriberRow } from '@/lib/infra/db/schema';
import { hashToken, isWellFormedToken, newToken } from '@/lib/infra/util/tokens';
import type { TrustLocale } from './shared/types';

/** How long a confirmation link works. */
export const CONFIRM_TTL_HOURS = 7 * 24;

export type SubscriptionRequest = { kind: 'confirm'; subscriberId: number; token: string } | { kind: 'already-confirmed' };

/**
 * Records a request for `email`: a new or returning address becomes `pending` with a fresh
 * confirmation token; a confirmed one stays as it is (and gets no mail).
 */
export async function requestSubscription(db: Database, request: { email: string; locale: TrustLocale; consentText: string }): Promise<SubscriptionRequest> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(trustSubscribers).where(eq(trustSubscribers.email, request.email)).for('update');
    if (existing?.status === 'confirmed') return { kind: 'already-confirmed' };
    const values = { locale: request.locale, consentText: request.consentText.slice(0, 500), status: 'pending' as const, requestedAt: sql`now()`, confirmedAt: null };
    const [row] = await tx
      .insert(trustSubscribers)
      .values({ email: request.email, ...values })
      .onConflictDoUpdate({ target: trustSubscribers.email, set: values, setWhere: sql`${trustSubscribers.status} <> 'confirmed'` })
      .returning({ id: trustSubscribers.id });
    // Confirmed by a request running alongside: nothing to do.
    if (!row) return { kind: 'already-confirmed' };
    await tx
      .delete(trustSubscriberTokens)
      .where(and(eq(trustSubscriberTokens.subscriberId, row.id), eq(trustSubscriberTokens.purpose, 'confirm'), isNotNull(trustSubscriberTokens.expiresAt), lt(trustSubscriberTokens.expiresAt, sql`now()`)));
    const token = newToken();
    await tx.insert(trustSubscriberTokens).values({
      tokenHash: hashToken(token),
      subscriberId: row.id,
      purpose: 'confirm',
      expiresAt: sql`now() + make_interval(hours => ${CONFIRM_TTL_HOURS})`,
    });
    return { kind: 'confirm', subscriberId: row.id, token };
  });
}

async function holderOf(db: Database, token: string | null | undefined, purpose: 'confirm' | 'unsubscribe') {
  if (!isWellFormedToken(token)) return null;
  const [row] = await db
    .select({
      subscriber: trustSubscribers,
      expiresAt: trustSubscriberTokens.expiresAt,
      expired: sql<boolean>`${trustSubscriberTokens.expiresAt} < now()`,
      // In SQL, at the columns' microseconds: a Date would round both to the millisecond.
      sentBeforeLeaving: sql<boolean>`coalesce(${trustSubscribers.unsubscribedAt} > ${trustSubscriberTokens.createdAt}, false)`,
    })
    .from(trustSubscriberTokens)
    .innerJoin(trustSubscribers, eq(trustSubscribers.id, trustSubscriberTokens.subscriberId))
    .where(and(eq(trustSubscriberTokens.tokenHash, hashToken(token)), eq(trustSubscriberTokens.purpose, purpose)));
  return row ?? null;
}

export type ConfirmOutcome = { outcome: 'confirmed' | 'already-confirmed'; locale: TrustLocale } | { outcome: 'expired' | 'unknown' };

/** Opens a confirmation link: the subscriber is confirmed (once; again is a no-op). */
export async function confirmSubscription(db: Database, token: string | null | undefined): Promise<ConfirmOutcome> {
  const held = await holderOf(db, token, 'confirm');
  if (!held) return { outcome: 'unknown' };
  const { subscriber } = held;
  if (subscriber.status === 'confirmed') return { outcome: 'already-confirmed', locale: subscriber.locale };
  // Expired, or the address unsubscribed after this link was sent: a new request is needed.
  if (held.expired || held.sentBeforeLeaving || subscriber.status !== 'pending') return { outcome: 'expired' };
  await db
    .update(trustSubscribers)
    .set({ status: 'confirmed', confirmedAt: sql`now()` })
    .where(and(eq(trustSubscribers.id, subscriber.id), eq(trustSubscribers.status, 'pending')));
  return { outcome: 'confirmed', locale: subscriber.locale };
}

/** A new unsubscribe token for a confirmed subscriber's next mail. `db` may be a transaction. */
export async function issueUnsubscribeToken(db: Database, subscriberId: number): Promise<string> {
  const token = newToken();
  await db.insert(trustSubscriberTokens).values({ tokenHash: hashToken(token), subscriberId, purpose: 'unsubscribe' });
  return token;
}

export interface UnsubscribeLink {
  subscribed: boolean;
  /** The address, partly hidden (the link may have been forwarded). */
  maskedEmail: string;
  locale: TrustLocale;
}

/** `ada.lovelace@example.com` → `a•••@example.com`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 1 ? '•••' : `${email[0]}•••${email.slice(at)}`;
}

const linkOf = (subscriber: TrustSubscriberRow): UnsubscribeLink => ({
  subscribed: subscriber.status !== 'unsubscribed',
  maskedEmail: maskEmail(subscriber.email),
  locale: subscriber.locale,
});

/** What an unsubscribe link is for, without using it (the page with its button); null when unknown. */
export async function unsubscribeLink(db: Database, token: string | null | undefined): Promise<UnsubscribeLink | null> {
  const held = await holderOf(db, token, 'unsubscribe');
  return held ? linkOf(held.subscriber) : null;
}

/** Uses an unsubscribe link: the address gets no more mail. Idempotent; null when the link is unknown. */
export async function unsubscribe(db: Database, token: string | null | undefined): Promise<UnsubscribeLink | null> {
  const held = await holderOf(db, token, 'unsubscribe');
  if (!held) return null;
  const [row] = await db
    .update(trustSubscribers)
    .set({ status: 'unsubscribed', unsubscribedAt: sql`case when ${trustSubscribers.status} = 'unsubscribed' then ${trustSubscribers.unsubscribedAt} else now() end` })
    .where(eq(trustSubscribers.id, held.subscriber.id))
    .returning();
  return linkOf(row ?? held.subscriber);
}
