/**
 * "Notify me of changes" with double opt-in: the trust center's mailing list, run by the shared
 * module of lib/infra/subscriptions (pending until the mailed link is opened, a confirmation token
 * that expires, one never-expiring unsubscribe token per mail, only token hashes stored).
 */
import 'server-only';
import type { Database } from '@/lib/infra/db';
import { trustMailingList } from './tables';
import { mailingList } from '@/lib/infra/subscriptions/mailing-list';

export { CONFIRM_TTL_HOURS } from '@/lib/infra/subscriptions/mailing-list';
export type { ConfirmOutcome, SubscriptionRequest, UnsubscribeLink } from '@/lib/infra/subscriptions/mailing-list';

export const trustList = mailingList(trustMailingList);
const list = trustList;

export const requestSubscription = list.request;
/** What a confirmation link is for, without using it (the confirm page's GET: mail scanners open every link). */
export const confirmation = (db: Database, token: string | null | undefined) => list.confirmation(db, token);
/** Uses a confirmation link (the confirm page's button): the subscriber is confirmed (once; again is a no-op). */
export const confirmSubscription = (db: Database, token: string | null | undefined) => list.confirm(db, token);
export const issueUnsubscribeToken = list.issueUnsubscribeToken;
export const unsubscribeLink = list.unsubscribeLink;
export const unsubscribe = list.unsubscribe;
