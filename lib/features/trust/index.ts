/** The trust center: security and compliance facts, subprocessors and their dated changes, change alerts, security.txt. */
import 'server-only';
import { getDatabase } from '@/lib/infra/db';
import { readTrustRows, subscriberCounts } from './store';
import { confirmation, confirmSubscription, unsubscribe, unsubscribeLink } from './subscribers';

export { getTrustCenter, getTrustChangeRecords } from './repository';
export { changesFeed } from './feed';
export { securityTxt } from './security-txt';
export { seedTrustCenter } from './seed';
export { queueTrustChangeMails } from './notifications';
export type { ConfirmOutcome, UnsubscribeLink } from './subscribers';

/** The admin screen's reads: everything as stored (both languages), never cached, and the subscribers by state. */
export async function trustAdminView() {
  const db = await getDatabase();
  const [rows, subscribers] = await Promise.all([readTrustRows(db), subscriberCounts(db)]);
  return { ...rows, subscribers };
}

/** What a confirmation link is for, without using it (GET `/{locale}/trust/confirm?token=`). */
export const trustConfirmation = async (token: string | null | undefined) => confirmation(await getDatabase(), token);
/** Uses a confirmation link (the confirm page's button). */
export const confirmTrustSubscription = async (token: string | null | undefined) => confirmSubscription(await getDatabase(), token);
/** What an unsubscribe link is for, without using it. */
export const trustUnsubscribeLink = async (token: string | null | undefined) => unsubscribeLink(await getDatabase(), token);
/** Uses an unsubscribe link (the one-click POST of RFC 8058). */
export const unsubscribeFromTrust = async (token: string | null | undefined) => unsubscribe(await getDatabase(), token);
export type { TrustChangeRow, TrustComplianceRow, TrustSubprocessorRow } from './tables';
