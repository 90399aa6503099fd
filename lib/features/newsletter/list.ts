/**
 * The newsletter's mailing list (double opt-in, lib/infra/subscriptions) and its consent records:
 * confirming writes, in the same transaction, who consented, in which language, to which exact
 * sentence (its version and SHA-256), when it was asked for and when it was confirmed.
 */
import 'server-only';
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/lib/infra/db';
import { newsletterConsents, newsletterMailingList, newsletterSubscribers } from './tables';
import { mailingList, type ConfirmOutcome } from '@/lib/infra/subscriptions/mailing-list';
import { NEWSLETTER_CONSENT_VERSION } from './shared/consent';

export const newsletterList = mailingList(newsletterMailingList);

export const consentHash = (text: string) => createHash('sha256').update(text).digest('hex');

/** Uses a confirmation link (the confirm page's button): the subscriber is confirmed and the consent recorded, once. */
export async function confirmNewsletter(db: Database, token: string | null | undefined): Promise<ConfirmOutcome> {
  return newsletterList.confirm(db, token, async (tx, subscriber) => {
    await tx.insert(newsletterConsents).values({
      subscriberId: subscriber.id,
      email: subscriber.email,
      locale: subscriber.locale,
      consentText: subscriber.consentText,
      consentVersion: NEWSLETTER_CONSENT_VERSION,
      consentHash: consentHash(subscriber.consentText),
      // From the row itself, at the column's microseconds.
      requestedAt: sql`(select ${newsletterSubscribers.requestedAt} from ${newsletterSubscribers} where ${eq(newsletterSubscribers.id, subscriber.id)})`,
    });
  });
}
