/**
 * A mailing list with double opt-in, for any list of `mailingListTables` (./tables.ts):
 * the trust center's change alerts and the newsletter. A request stores the address as `pending`
 * with a confirmation token that expires; using the mailed link confirms it. Each mail to a
 * subscriber carries its own unsubscribe token (RFC 8058 one-click), which never expires. Only
 * SHA-256 hashes of tokens are stored (lib/infra/util/tokens); every step is idempotent.
 */
import 'server-only';
import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '@/lib/infra/db';
import type { MailingListTables } from '@/lib/infra/subscriptions/tables';
import { hashToken, isWellFormedToken, newToken } from '@/lib/infra/util/tokens';

export type ListLocale = 'en' | 'es';
type SubscriberRow = MailingListTables['subscribers']['$inferSelect'];

/** How long a confirmation link works. */
export const CONFIRM_TTL_HOURS = 7 * 24;

export type SubscriptionRequest = { kind: 'confirm'; subscriberId: number; token: string } | { kind: 'already-confirmed' };
export type ConfirmOutcome = { outcome: 'confirmed' | 'already-confirmed'; locale: ListLocale } | { outcome: 'expired' | 'unknown' };

export interface UnsubscribeLink {
  subscribed: boolean;
  /** The address, partly hidden (the link may have been forwarded). */
  maskedEmail: string;
  locale: ListLocale;
}

/** `ada.lovelace@example.com` → `a•••@example.com`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 1 ? '•••' : `${email[0]}•••${email.slice(at)}`;
}

const linkOf = (subscriber: SubscriberRow): UnsubscribeLink => ({
  subscribed: subscriber.status !== 'unsubscribed',
  maskedEmail: maskEmail(subscriber.email),
  locale: subscriber.locale,
});

/** Runs inside the confirmation's transaction, once, when a pending subscriber becomes confirmed. */
export type OnConfirmed = (tx: Database, subscriber: SubscriberRow) => Promise<void>;

/** The operations of one list. */
export function mailingList({ subscribers, tokens }: MailingListTables) {
  async function holderOf(db: Database, token: string | null | undefined, purpose: 'confirm' | 'unsubscribe') {
    if (!isWellFormedToken(token)) return null;
    const [row] = await db
      .select({
        subscriber: subscribers,
        expired: sql<boolean>`${tokens.expiresAt} < now()`,
        // In SQL, at the columns' microseconds: a Date would round both to the millisecond.
        sentBeforeLeaving: sql<boolean>`coalesce(${subscribers.unsubscribedAt} > ${tokens.createdAt}, false)`,
      })
      .from(tokens)
      .innerJoin(subscribers, eq(subscribers.id, tokens.subscriberId))
      .where(and(eq(tokens.tokenHash, hashToken(token)), eq(tokens.purpose, purpose)));
    return row ?? null;
  }

  return {
    /**
     * Records a request for `email`: a new or returning address becomes `pending` with a fresh
     * confirmation token; a confirmed one stays as it is (and gets no mail).
     */
    async request(db: Database, request: { email: string; locale: ListLocale; consentText: string }): Promise<SubscriptionRequest> {
      return db.transaction(async (tx) => {
        const [existing] = await tx.select().from(subscribers).where(eq(subscribers.email, request.email)).for('update');
        if (existing?.status === 'confirmed') return { kind: 'already-confirmed' };
        const values = { locale: request.locale, consentText: request.consentText.slice(0, 500), status: 'pending' as const, requestedAt: sql`now()`, confirmedAt: null };
        const [row] = await tx
          .insert(subscribers)
          .values({ email: request.email, ...values })
          .onConflictDoUpdate({ target: subscribers.email, set: values, setWhere: sql`${subscribers.status} <> 'confirmed'` })
          .returning({ id: subscribers.id });
        // Confirmed by a request running alongside: nothing to do.
        if (!row) return { kind: 'already-confirmed' };
        await tx
          .delete(tokens)
          .where(and(eq(tokens.subscriberId, row.id), eq(tokens.purpose, 'confirm'), isNotNull(tokens.expiresAt), lt(tokens.expiresAt, sql`now()`)));
        const token = newToken();
        await tx.insert(tokens).values({ tokenHash: hashToken(token), subscriberId: row.id, purpose: 'confirm', expiresAt: sql`now() + make_interval(hours => ${CONFIRM_TTL_HOURS})` });
        return { kind: 'confirm', subscriberId: row.id, token };
      });
    },

    /** What a confirmation link is for, without using it: null when unknown, else whether it still works. */
    async confirmation(db: Database, token: string | null | undefined): Promise<ConfirmOutcome | { outcome: 'pending'; locale: ListLocale; maskedEmail: string }> {
      const held = await holderOf(db, token, 'confirm');
      if (!held) return { outcome: 'unknown' };
      const { subscriber } = held;
      if (subscriber.status === 'confirmed') return { outcome: 'already-confirmed', locale: subscriber.locale };
      if (held.expired || held.sentBeforeLeaving || subscriber.status !== 'pending') return { outcome: 'expired' };
      return { outcome: 'pending', locale: subscriber.locale, maskedEmail: maskEmail(subscriber.email) };
    },

    /** Uses a confirmation link: the subscriber is confirmed (once; again is a no-op). */
    async confirm(db: Database, token: string | null | undefined, onConfirmed?: OnConfirmed): Promise<ConfirmOutcome> {
      const held = await holderOf(db, token, 'confirm');
      if (!held) return { outcome: 'unknown' };
      const { subscriber } = held;
      if (subscriber.status === 'confirmed') return { outcome: 'already-confirmed', locale: subscriber.locale };
      // Expired, or the address unsubscribed after this link was sent: a new request is needed.
      if (held.expired || held.sentBeforeLeaving || subscriber.status !== 'pending') return { outcome: 'expired' };
      const confirmed = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(subscribers)
          .set({ status: 'confirmed', confirmedAt: sql`now()` })
          .where(and(eq(subscribers.id, subscriber.id), eq(subscribers.status, 'pending')))
          .returning();
        if (row && onConfirmed) await onConfirmed(tx, row);
        return Boolean(row);
      });
      return { outcome: confirmed ? 'confirmed' : 'already-confirmed', locale: subscriber.locale };
    },

    /** A new unsubscribe token for a confirmed subscriber's next mail. `db` may be a transaction. */
    async issueUnsubscribeToken(db: Database, subscriberId: number): Promise<string> {
      const token = newToken();
      await db.insert(tokens).values({ tokenHash: hashToken(token), subscriberId, purpose: 'unsubscribe' });
      return token;
    },

    /** What an unsubscribe link is for, without using it (the page with its button); null when unknown. */
    async unsubscribeLink(db: Database, token: string | null | undefined): Promise<UnsubscribeLink | null> {
      const held = await holderOf(db, token, 'unsubscribe');
      return held ? linkOf(held.subscriber) : null;
    },

    /** Uses an unsubscribe link: the address gets no more mail. Idempotent; null when the link is unknown. */
    async unsubscribe(db: Database, token: string | null | undefined): Promise<UnsubscribeLink | null> {
      const held = await holderOf(db, token, 'unsubscribe');
      if (!held) return null;
      const [row] = await db
        .update(subscribers)
        .set({ status: 'unsubscribed', unsubscribedAt: sql`case when ${subscribers.status} = 'unsubscribed' then ${subscribers.unsubscribedAt} else now() end` })
        .where(eq(subscribers.id, held.subscriber.id))
        .returning();
      return linkOf(row ?? held.subscriber);
    },
  };
}

export type MailingList = ReturnType<typeof mailingList>;
