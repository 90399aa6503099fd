/**
 * The digest: the posts of one language published since that language's last digest (the last 30
 * days before the first), previewed in the admin, then recorded (who, when, which posts) and mailed
 * by the mail loop's producer in batches — one mail per subscriber confirmed before the digest,
 * each with its own unsubscribe link, dedupe key = digest + subscriber, so a rerun, a double click
 * or a crash sends no one a digest twice. The outbox then sends at its own pace.
 */
import 'server-only';
import { and, asc, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '@/lib/infra/db';
import { newsletterDigests, newsletterSubscribers, type NewsletterDigestPost, type NewsletterDigestRow } from './tables';
import type { ListLocale } from '@/lib/infra/subscriptions/mailing-list';
import { enqueueListMail, listUnsubscribeHeaders } from '@/lib/features/mail';
import { postPath, postsPublishedSince } from '@/lib/features/posts';
import { localizedPath } from '@/lib/infra/routing/localized-paths';
import { newsletterList } from './list';
import { blogUrl, oneClickUrl, unsubscribePageUrl } from './addresses';
import { digestMail, digestSubject, type MailText } from './mail-texts';

export interface NewsletterLinks {
  siteUrl: string;
  /** The `mailto:` of List-Unsubscribe. */
  unsubscribeMailbox?: string | null;
}

/** A post's page, through the route table (the blog's address in the locale, as every link of the site). */
export const postUrl = (siteUrl: string, locale: ListLocale, post: Pick<NewsletterDigestPost, 'slug'>) => `${siteUrl}${localizedPath(locale, postPath(post))}`;
/** The instant of the language's last digest, as PostgreSQL wrote it (microseconds kept), or null. */
async function lastDigestAt(db: Database, locale: ListLocale): Promise<string | null> {
  const [row] = await db
    .select({ at: sql<string>`to_char(${newsletterDigests.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')` })
    .from(newsletterDigests)
    .where(eq(newsletterDigests.locale, locale))
    .orderBy(desc(newsletterDigests.createdAt), desc(newsletterDigests.id))
    .limit(1);
  return row?.at ?? null;
}

/** The posts the next digest of a language would announce. */
export async function digestSelection(db: Database, locale: ListLocale): Promise<NewsletterDigestPost[]> {
  return postsPublishedSince(db, locale, await lastDigestAt(db, locale));
}

const digestText = (locale: ListLocale, posts: readonly NewsletterDigestPost[], siteUrl: string, unsubscribe: string): MailText =>
  digestMail(
    locale,
    posts.map((post) => ({ title: post.title, excerpt: post.excerpt, url: postUrl(siteUrl, locale, post) })),
    { blog: blogUrl(siteUrl, locale), unsubscribe },
  );

/** Who would get a digest of this language now. */
export async function confirmedCount(db: Database, locale: ListLocale): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.status, 'confirmed'), eq(newsletterSubscribers.locale, locale)));
  return row?.n ?? 0;
}

export interface DigestPreview {
  locale: ListLocale;
  posts: NewsletterDigestPost[];
  /** The mail as a subscriber will read it (its unsubscribe link a placeholder). */
  mail: MailText | null;
  recipients: number;
}

export async function digestPreview(db: Database, locale: ListLocale, siteUrl: string): Promise<DigestPreview> {
  const [posts, recipients] = await Promise.all([digestSelection(db, locale), confirmedCount(db, locale)]);
  return { locale, posts, recipients, mail: posts.length > 0 ? digestText(locale, posts, siteUrl, unsubscribePageUrl(siteUrl, locale, '…')) : null };
}

export type SendDigestResult = { outcome: 'sent'; digest: NewsletterDigestRow } | { outcome: 'nothing' } | { outcome: 'stale' } | { outcome: 'nobody' };

/**
 * Records the digest of a language, when the posts previewed (`postIds`) are still those since
 * the last digest: one at a time per language, so two admins pressing "Send" record one digest.
 */
export async function recordDigest(db: Database, request: { locale: ListLocale; postIds: readonly number[]; sentBy: { id: number; email: string } }): Promise<SendDigestResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`newsletter-digest:${request.locale}`}))`);
    const posts = await digestSelection(tx, request.locale);
    if (posts.length === 0) return { outcome: 'nothing' as const };
    const same = posts.length === request.postIds.length && posts.every((post, index) => post.id === request.postIds[index]);
    if (!same) return { outcome: 'stale' as const };
    // No one to send to: the posts are not spent on an empty digest.
    if ((await confirmedCount(tx, request.locale)) === 0) return { outcome: 'nobody' as const };
    const [digest] = await tx
      .insert(newsletterDigests)
      .values({ locale: request.locale, posts, subject: digestSubject(request.locale, posts.length), sentBy: request.sentBy.id, sentByEmail: request.sentBy.email })
      .returning();
    return { outcome: 'sent' as const, digest: digest! };
  });
}

/**
 * The mail loop's producer: queues up to `batch` digest mails, oldest digest first, moving each
 * digest's cursor along its subscribers; a digest is complete when none is left. Returns how many
 * mails it stored.
 */
export async function queueDigestMails(db: Database, links: NewsletterLinks, batch: number): Promise<number> {
  let budget = batch;
  let stored = 0;
  const open = await db.select().from(newsletterDigests).where(isNull(newsletterDigests.completedAt)).orderBy(asc(newsletterDigests.id)).limit(5);
  for (const digest of open) {
    if (budget <= 0) break;
    const room = budget;
    const subscribers = await db
      .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email })
      .from(newsletterSubscribers)
      .where(
        and(
          eq(newsletterSubscribers.status, 'confirmed'),
          eq(newsletterSubscribers.locale, digest.locale),
          gt(newsletterSubscribers.id, digest.cursor),
          // In SQL, at the columns' microseconds.
          lte(newsletterSubscribers.confirmedAt, sql`(select ${newsletterDigests.createdAt} from ${newsletterDigests} where ${newsletterDigests.id} = ${digest.id})`),
        ),
      )
      .orderBy(asc(newsletterSubscribers.id))
      .limit(room);
    let queued = 0;
    for (const subscriber of subscribers) {
      const mail = await enqueueListMail(db, newsletterList, subscriber.id, (token) => ({
        dedupeKey: `newsletter-digest:${digest.id}:${subscriber.id}`,
        kind: 'newsletter-digest',
        audience: 'visitor',
        locale: digest.locale,
        to: subscriber.email,
        ...digestText(digest.locale, digest.posts, links.siteUrl, unsubscribePageUrl(links.siteUrl, digest.locale, token)),
        headers: listUnsubscribeHeaders(oneClickUrl(links.siteUrl, token), links.unsubscribeMailbox),
      }));
      if (mail) queued += 1;
    }
    budget -= subscribers.length;
    stored += queued;
    const last = subscribers.at(-1)?.id ?? digest.cursor;
    const done = subscribers.length < room;
    await db
      .update(newsletterDigests)
      .set({ cursor: last, queued: sql`${newsletterDigests.queued} + ${queued}`, ...(done ? { completedAt: sql`now()` } : {}) })
      .where(eq(newsletterDigests.id, digest.id));
  }
  return stored;
}

/** The latest digests, for the admin screen. */
export async function recentDigests(db: Database, limit = 20): Promise<NewsletterDigestRow[]> {
  return db.select().from(newsletterDigests).orderBy(desc(newsletterDigests.createdAt), desc(newsletterDigests.id)).limit(limit);
}
