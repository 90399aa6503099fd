/** The newsletter: a double opt-in sign-up, consent records, one-click unsubscribe and the admin's digest of new posts. */
import 'server-only';
import { getDatabase } from '@/lib/infra/db';
import { getEnv } from '@/lib/infra/env.mjs';
import { log } from '@/lib/infra/log.mjs';
import { localizedPath } from '@/lib/infra/routing/localized-paths';
import type { ConfirmOutcome, ListLocale } from '@/lib/infra/subscriptions/mailing-list';
import { recordServerEvent } from '@/lib/features/analytics';
import { auditStore } from '@/lib/features/audit';
import { kickMail, queueMail } from '@/lib/features/mail';
import { currentDraft, issuePreview, queueDigestMails, recentDigests, sendDueDraft, testDigestMail } from './digests';
import { confirmNewsletter, newsletterList } from './list';
import { signUp } from './signup';
import { deleteSubscribers, subscriberCounts, subscriberPage, subscribersByIds, subscribersCsv } from './subscribers';
import type { SubscriberQuery } from './shared/list-spec';

export type { DigestDraft, IssueLanguage, SendDigestResult } from './digests';
export type { SubscriberCounts, SubscriberListRow } from './subscribers';
export type { ConfirmOutcome, UnsubscribeLink } from '@/lib/infra/subscriptions/mailing-list';

const links = () => {
  const env = getEnv();
  return { siteUrl: env.SITE_URL, unsubscribeMailbox: env.NEWSLETTER_UNSUBSCRIBE_EMAIL ?? env.CONTACT_EMAIL };
};

/** Stores a sign-up as pending and queues its confirmation mail (a confirmed address gets nothing). */
export async function requestNewsletter(request: { email: string; language: ListLocale; consentText: string }): Promise<void> {
  const mail = await signUp(await getDatabase(), request, links().siteUrl);
  if (mail?.capped) log.warn('mail: recipient cap reached, not sent', { kind: 'newsletter-confirm' });
  else if (mail) kickMail();
}

/** What a confirmation link is for, without using it (the confirm page's GET). */
export const newsletterConfirmation = async (token: string | null | undefined) => newsletterList.confirmation(await getDatabase(), token);
/**
 * Uses a confirmation link (the confirm page's button). A first confirmation is recorded as the
 * analytics event `newsletter_confirmed` on the confirm page, for the visitor of `requestHeaders`
 * (queued in memory: it never delays nor fails the confirmation).
 */
export async function confirmNewsletterSubscription(token: string | null | undefined, requestHeaders: Pick<Headers, 'get'>): Promise<ConfirmOutcome> {
  const result = await confirmNewsletter(await getDatabase(), token);
  if (result.outcome === 'confirmed') recordServerEvent('newsletter_confirmed', localizedPath(result.locale, '/newsletter/confirm'), requestHeaders);
  return result;
}
/** What an unsubscribe link is for, without using it. */
export const newsletterUnsubscribeLink = async (token: string | null | undefined) => newsletterList.unsubscribeLink(await getDatabase(), token);
/** Uses an unsubscribe link (the page's button, or the one-click POST of RFC 8058). */
export const unsubscribeFromNewsletter = async (token: string | null | undefined) => newsletterList.unsubscribe(await getDatabase(), token);

/**
 * The admin screen's reads: the next issue (its draft, each language's posts, recipients and
 * rendered mail), the latest digests, and for those who may see them (`subscribers`) the counts
 * and one page of subscribers.
 */
export async function newsletterAdminView(page: number, { subscribers, query = {} }: { subscribers: boolean; query?: SubscriberQuery }) {
  const db = await getDatabase();
  const { siteUrl } = links();
  const draft = await currentDraft(db);
  const [languages, digests, counts, list] = await Promise.all([
    issuePreview(db, draft, siteUrl),
    recentDigests(db),
    subscribers ? subscriberCounts(db) : null,
    subscribers ? subscriberPage(db, page, query) : null,
  ]);
  return { draft, languages, digests, counts, subscribers: list };
}

/**
 * Queues a test of one language of the saved issue to `to` (the signed-in account): 'queued',
 * 'nothing' (no post in that language) or 'off' (no mail settings: nothing is stored).
 */
export async function sendDigestTest(locale: ListLocale, to: string): Promise<'queued' | 'nothing' | 'off'> {
  const mail = await testDigestMail(await getDatabase(), links(), locale, to);
  if (!mail) return 'nothing';
  return (await queueMail(mail)) ? 'queued' : 'off';
}

/** Subscribers as CSV: a selection (`query.ids`) or the list as filtered (everyone when `query` asks nothing). */
export const newsletterCsv = async (query: SubscriberQuery = {}) => subscribersCsv(await getDatabase(), query);

/** Subscribers by id (a bulk selection), in the order asked; unknown ids left out. */
export const newsletterSubscribersByIds = async (ids: readonly number[]) => subscribersByIds(await getDatabase(), ids);

/** Deletes subscribers (a bulk selection); the addresses deleted. */
export const deleteNewsletterSubscribers = async (ids: readonly number[]) => deleteSubscribers(await getDatabase(), ids);

/**
 * The mail loop's producer (lib/startup.ts): sends the next issue when its schedule has come
 * (audited in the scheduler's name), then queues the next batch of digest mails.
 */
export async function queueNewsletterDigestMails(): Promise<number> {
  const db = await getDatabase();
  const due = await sendDueDraft(db);
  if (due?.outcome === 'sent') {
    const { id, email } = due.scheduledBy;
    await auditStore().record({
      ...(id === null ? { actorEmail: email } : { actor: { id, email } }),
      action: 'newsletter.digest',
      target: `newsletter-issue:${due.draftId}`,
      detail: { scheduled: true, languages: due.digests.map((digest) => digest.locale), posts: due.digests.flatMap((digest) => digest.posts.map((post) => post.id)) },
    });
  } else if (due) log.warn('newsletter: a scheduled issue had nothing to send; its schedule was taken off', { outcome: due.outcome });
  return queueDigestMails(db, links(), getEnv().NEWSLETTER_DIGEST_BATCH);
}

export type { DigestDraftText, NewsletterDigestPost, NewsletterDigestRow, NewsletterSubscriberRow } from './tables';
