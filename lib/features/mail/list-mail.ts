/**
 * Mail to a mailing list's subscriber (lib/infra/subscriptions): each mail stored with its own
 * unsubscribe token and the headers of RFC 8058, so a mail client can unsubscribe with one POST,
 * no page and no sign-in.
 */
import 'server-only';
import type { Database } from '@/lib/infra/db';
import type { MailingList } from '@/lib/infra/subscriptions/mailing-list';
import { enqueueMail, type EnqueuedMail, type OutgoingMail } from './outbox';

/** `List-Unsubscribe` (the one-click address, then a mailto when given) and `List-Unsubscribe-Post`. */
export function listUnsubscribeHeaders(oneClickUrl: string, mailto?: string | null): Record<string, string> {
  const addresses = [`<${oneClickUrl}>`, ...(mailto ? [`<mailto:${mailto}?subject=unsubscribe>`] : [])];
  return { 'List-Unsubscribe': addresses.join(', '), 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/**
 * Stores one mail to one subscriber with a fresh unsubscribe token, in one transaction: when a mail
 * with its dedupe key was stored before, nothing is (no token left behind). `build` gets the token.
 */
export async function enqueueListMail(db: Database, list: MailingList, subscriberId: number, build: (token: string) => OutgoingMail | Promise<OutgoingMail>): Promise<EnqueuedMail | null> {
  const rolledBack = Symbol('already queued');
  try {
    return await db.transaction(async (tx) => {
      const token = await list.issueUnsubscribeToken(tx, subscriberId);
      const stored = await enqueueMail(tx, await build(token));
      if (stored.duplicate) throw rolledBack;
      return stored;
    });
  } catch (error) {
    if (error !== rolledBack) throw error;
    return null;
  }
}
