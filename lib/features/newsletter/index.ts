/** The newsletter: a double opt-in sign-up, consent records, one-click unsubscribe and the admin's digest of new posts. */
import 'server-only';
import { getDatabase } from '@/lib/infra/db';
import { getEnv } from '@/lib/infra/env.mjs';
import { log } from '@/lib/infra/log.mjs';
import { localizedPath } from '@/lib/infra/routing/localized-paths';
import type { ConfirmOutcome, ListLocale } from '@/lib/infra/subscriptions/mailing-list';
import { recordServerEvent } from '@/lib/features/analytics';
import { kickMail } from '@/lib/features/mail';
import { digestPreview, queueDigestMails, recentDigests } from './digests';
import { confirmNewsletter, newsletterList } from './list';
import { signUp } from './signup';
import { subscriberCounts, subscriberPage, subscribersCsv } from './subscribers';

export type { DigestPreview, SendDigestResult } from './digests';
export type { SubscriberCounts } from './subscribers';
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

/** The admin screen's reads: counts, one page of subscribers, each language's next digest, the latest digests. */
export async function newsletterAdminView(page: number) {
  const db = await getDatabase();
  const { siteUrl } = links();
  const [counts, subscribers, en, es, digests] = await Promise.all([
    subscriberCounts(db),
    subscriberPage(db, page),
    digestPreview(db, 'en', siteUrl),
    digestPreview(db, 'es', siteUrl),
    recentDigests(db),
  ]);
  return { counts, subscribers, previews: [en, es], digests };
}

export const newsletterCsv = async () => subscribersCsv(await getDatabase());

/** The mail loop's producer (lib/startup.ts): queues the next batch of digest mails. */
export async function queueNewsletterDigestMails(): Promise<number> {
  return queueDigestMails(await getDatabase(), links(), getEnv().NEWSLETTER_DIGEST_BATCH);
}

export type { NewsletterDigestRow, NewsletterSubscriberRow } from './tables';
