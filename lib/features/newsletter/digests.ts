/**
 * The digest: an issue prepared by editors (subject, preheader, introduction per language, the
 * posts chosen among those of each language published since that language's last digest, the last
 * 30 days before the first), previewed in the admin, sent or scheduled by an admin, then recorded
 * per language (who, when, which posts, which texts) and mailed
 * by the mail loop's producer in batches — one mail per subscriber confirmed before the digest,
 * each with its own unsubscribe link, dedupe key = digest + subscriber, so a rerun, a double click
 * or a crash sends no one a digest twice. The outbox then sends at its own pace.
 */
import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '@/lib/infra/db';
import {
  newsletterDigestDrafts,
  newsletterDigests,
  newsletterSubscribers,
  type DigestDraftText,
  type NewsletterDigestDraftRow,
  type NewsletterDigestPost,
  type NewsletterDigestRow,
} from './tables';
import type { ListLocale } from '@/lib/infra/subscriptions/mailing-list';
import { enqueueListMail, listUnsubscribeHeaders, type OutgoingMail } from '@/lib/features/mail';
import { postPath, postsPublishedSince } from '@/lib/features/posts';
import { localizedPath } from '@/lib/infra/routing/localized-paths';
import { newsletterList } from './list';
import { blogUrl, oneClickUrl, unsubscribePageUrl } from './addresses';
import { digestSubject } from './mail-texts';
import type { DigestContent, RenderedDigest } from './digest-email';

/** React Email and its renderer, loaded when a digest is rendered: not with every page that has a sign-up form. */
const digestEmail = () => import('./digest-email');

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

/** Who would get a digest of this language now. */
export async function confirmedCount(db: Database, locale: ListLocale): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.status, 'confirmed'), eq(newsletterSubscribers.locale, locale)));
  return row?.n ?? 0;
}

const LANGUAGES = ['en', 'es'] as const satisfies readonly ListLocale[];
const EMPTY_TEXT: DigestDraftText = { subject: '', preheader: '', intro: '', postIds: null };
const emptyContent = (): Record<ListLocale, DigestDraftText> => ({ en: { ...EMPTY_TEXT }, es: { ...EMPTY_TEXT } });
// One lock for every change of the next issue: saving, scheduling and sending queue behind each other.
const lockIssue = (db: Database) => db.execute(sql`select pg_advisory_xact_lock(hashtext('newsletter-digest'))`);

/** The next issue: the open draft, or an unsaved one (version 0) with the defaults. */
export interface DigestDraft {
  id: number | null;
  version: number;
  content: Record<ListLocale, DigestDraftText>;
  updatedByEmail: string | null;
  updatedAt: Date | null;
  scheduledAt: Date | null;
  scheduledByEmail: string | null;
}

async function openDraftRow(db: Database, forUpdate = false): Promise<NewsletterDigestDraftRow | undefined> {
  const query = db.select().from(newsletterDigestDrafts).where(isNull(newsletterDigestDrafts.sentAt)).orderBy(asc(newsletterDigestDrafts.id)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function currentDraft(db: Database): Promise<DigestDraft> {
  const row = await openDraftRow(db);
  if (!row) return { id: null, version: 0, content: emptyContent(), updatedByEmail: null, updatedAt: null, scheduledAt: null, scheduledByEmail: null };
  return { id: row.id, version: row.version, content: { ...emptyContent(), ...row.content }, updatedByEmail: row.updatedByEmail, updatedAt: row.updatedAt, scheduledAt: row.scheduledAt, scheduledByEmail: row.scheduledByEmail };
}

/** The posts a language's issue lists: the automatic selection, or the editor's choice among it. */
export function chosenPosts(selection: readonly NewsletterDigestPost[], text: Pick<DigestDraftText, 'postIds'>): NewsletterDigestPost[] {
  if (text.postIds === null) return [...selection];
  const chosen = new Set(text.postIds);
  return selection.filter((post) => chosen.has(post.id));
}

export type DraftChange = { outcome: 'saved'; version: number } | { outcome: 'stale' };

/** Saves the editors' texts of the next issue, when `version` is the one they edited. */
export async function saveDraft(db: Database, request: { version: number; content: Record<ListLocale, DigestDraftText>; by: string }): Promise<DraftChange> {
  return db.transaction(async (tx) => {
    await lockIssue(tx);
    const row = await openDraftRow(tx, true);
    if ((row?.version ?? 0) !== request.version) return { outcome: 'stale' as const };
    if (!row) {
      const [created] = await tx.insert(newsletterDigestDrafts).values({ content: request.content, updatedByEmail: request.by }).returning();
      return { outcome: 'saved' as const, version: created!.version };
    }
    const [updated] = await tx
      .update(newsletterDigestDrafts)
      .set({ content: request.content, version: row.version + 1, updatedByEmail: request.by, updatedAt: sql`now()` })
      .where(eq(newsletterDigestDrafts.id, row.id))
      .returning();
    return { outcome: 'saved' as const, version: updated!.version };
  });
}

export type ScheduleResult = { outcome: 'scheduled' } | { outcome: 'stale' } | { outcome: 'past' };

/** Schedules the next issue (as saved when it is due) for `at`; the mail loop sends it then. */
export async function scheduleDraft(db: Database, request: { version: number; at: Date; by: { id: number; email: string } }): Promise<ScheduleResult> {
  return db.transaction(async (tx) => {
    await lockIssue(tx);
    let row = await openDraftRow(tx, true);
    if ((row?.version ?? 0) !== request.version) return { outcome: 'stale' as const };
    if (request.at.getTime() <= Date.now()) return { outcome: 'past' as const };
    row ??= (await tx.insert(newsletterDigestDrafts).values({ content: emptyContent(), updatedByEmail: request.by.email }).returning())[0]!;
    await tx.update(newsletterDigestDrafts).set({ scheduledAt: request.at, scheduledBy: request.by.id, scheduledByEmail: request.by.email }).where(eq(newsletterDigestDrafts.id, row.id));
    return { outcome: 'scheduled' as const };
  });
}

/** Takes the schedule off the next issue; false when it had none (sent meanwhile, or never scheduled). */
export async function cancelSchedule(db: Database): Promise<boolean> {
  const rows = await db
    .update(newsletterDigestDrafts)
    .set({ scheduledAt: null, scheduledBy: null, scheduledByEmail: null })
    .where(and(isNull(newsletterDigestDrafts.sentAt), isNotNull(newsletterDigestDrafts.scheduledAt)))
    .returning({ id: newsletterDigestDrafts.id });
  return rows.length > 0;
}

const sameIds = (posts: readonly NewsletterDigestPost[], ids: readonly number[]) => posts.length === ids.length && posts.every((post, index) => post.id === ids[index]);

export type SendDigestResult = { outcome: 'sent'; digests: NewsletterDigestRow[]; draftId: number } | { outcome: 'nothing' } | { outcome: 'stale' } | { outcome: 'nobody' };

/**
 * Sends the next issue: records one digest per language that has posts and subscribers (the mail
 * loop mails them) and closes the draft, in one transaction under the issue's lock, so two admins,
 * a double click or a schedule falling due at the same moment record it once. `version` and
 * `posts`: what the admin confirmed (anything saved or published since makes it stale); `due`:
 * the schedule's send, only while the schedule still stands.
 */
export async function sendDraft(
  db: Database,
  request: { version?: number; posts?: Partial<Record<ListLocale, readonly number[]>>; due?: boolean; sentBy: { id: number | null; email: string } },
): Promise<SendDigestResult> {
  return db.transaction(async (tx) => {
    await lockIssue(tx);
    let row = await openDraftRow(tx, true);
    if (request.version !== undefined && (row?.version ?? 0) !== request.version) return { outcome: 'stale' as const };
    if (request.due && !(row?.scheduledAt && row.scheduledAt.getTime() <= Date.now())) return { outcome: 'stale' as const };
    const content = row ? { ...emptyContent(), ...row.content } : emptyContent();
    const planned = [];
    for (const locale of LANGUAGES) {
      const posts = chosenPosts(await digestSelection(tx, locale), content[locale]);
      // The posts the confirmation named: a page confirmed before a send (or a new post) sends nothing.
      if (request.posts && !sameIds(posts, request.posts[locale] ?? [])) return { outcome: 'stale' as const };
      if (posts.length > 0) planned.push({ locale, posts, recipients: await confirmedCount(tx, locale) });
    }
    if (planned.length === 0) return { outcome: 'nothing' as const };
    // No one to send to: the posts are not spent on an empty digest.
    const sending = planned.filter((plan) => plan.recipients > 0);
    if (sending.length === 0) return { outcome: 'nobody' as const };
    row ??= (await tx.insert(newsletterDigestDrafts).values({ content, updatedByEmail: request.sentBy.email }).returning())[0]!;
    const digests: NewsletterDigestRow[] = [];
    for (const { locale, posts } of sending) {
      const [digest] = await tx
        .insert(newsletterDigests)
        .values({
          locale,
          posts,
          subject: (content[locale].subject.trim() || digestSubject(locale, posts.length)).slice(0, 300),
          preheader: content[locale].preheader.trim().slice(0, 300),
          intro: content[locale].intro.trim(),
          draftId: row.id,
          sentBy: request.sentBy.id,
          sentByEmail: request.sentBy.email,
        })
        .returning();
      digests.push(digest!);
    }
    await tx.update(newsletterDigestDrafts).set({ sentAt: sql`now()`, scheduledAt: null }).where(eq(newsletterDigestDrafts.id, row.id));
    return { outcome: 'sent' as const, digests, draftId: row.id };
  });
}

/**
 * The schedule's turn (the mail loop's producer, every instance): sends the next issue once its
 * instant has passed. A schedule that finds nothing to send is taken off, not retried forever.
 */
export async function sendDueDraft(db: Database): Promise<(SendDigestResult & { scheduledBy: { id: number | null; email: string } }) | null> {
  const [due] = await db
    .select()
    .from(newsletterDigestDrafts)
    .where(and(isNull(newsletterDigestDrafts.sentAt), lte(newsletterDigestDrafts.scheduledAt, sql`now()`)))
    .limit(1);
  if (!due) return null;
  const scheduledBy = { id: due.scheduledBy, email: due.scheduledByEmail ?? '' };
  const result = await sendDraft(db, { due: true, sentBy: scheduledBy });
  if (result.outcome === 'nothing' || result.outcome === 'nobody') await cancelSchedule(db);
  return { ...result, scheduledBy };
}

/** What the admin screen shows of one language of the next issue. */
export interface IssueLanguage {
  locale: ListLocale;
  /** The automatic selection (the editor picks among it). */
  selection: NewsletterDigestPost[];
  posts: NewsletterDigestPost[];
  recipients: number;
  /** The mail as a subscriber will read it (its unsubscribe link a placeholder), or null with no post. */
  mail: RenderedDigest | null;
  /** What an empty subject and introduction become (the form's placeholders). */
  defaults: { subject: string; intro: string };
}

const digestContent = (locale: ListLocale, text: Pick<DigestDraftText, 'subject' | 'preheader' | 'intro'>, posts: readonly NewsletterDigestPost[], siteUrl: string): DigestContent => ({
  locale,
  subject: text.subject,
  preheader: text.preheader,
  intro: text.intro,
  posts: posts.map((post) => ({ title: post.title, excerpt: post.excerpt, url: postUrl(siteUrl, locale, post) })),
});

const mailLinks = (siteUrl: string, locale: ListLocale, token: string) => ({ site: `${siteUrl}${localizedPath(locale, '/')}`, blog: blogUrl(siteUrl, locale), unsubscribe: unsubscribePageUrl(siteUrl, locale, token) });

/** Each language of the next issue: its posts, its recipients and its rendered mail. */
export async function issuePreview(db: Database, draft: DigestDraft, siteUrl: string): Promise<IssueLanguage[]> {
  return Promise.all(
    LANGUAGES.map(async (locale) => {
      const [selection, recipients] = await Promise.all([digestSelection(db, locale), confirmedCount(db, locale)]);
      const posts = chosenPosts(selection, draft.content[locale]);
      const { digestTexts, renderDigest } = await digestEmail();
      const mail = posts.length > 0 ? await renderDigest(digestContent(locale, draft.content[locale], posts, siteUrl), mailLinks(siteUrl, locale, '…')) : null;
      const defaults = digestTexts({ locale, subject: '', preheader: '', intro: '', posts });
      return { locale, selection, posts, recipients: posts.length > 0 ? recipients : 0, mail, defaults: { subject: defaults.subject, intro: defaults.introduction.join('\n\n') } };
    }),
  );
}

/**
 * A test of one language of the saved issue, to the signed-in account's own address: the mail a
 * subscriber gets, with a placeholder unsubscribe link (it unsubscribes no one). Null with no post.
 */
export async function testDigestMail(db: Database, links: NewsletterLinks, locale: ListLocale, to: string): Promise<OutgoingMail | null> {
  const draft = await currentDraft(db);
  const posts = chosenPosts(await digestSelection(db, locale), draft.content[locale]);
  if (posts.length === 0) return null;
  const { renderDigest } = await digestEmail();
  const mail = await renderDigest(digestContent(locale, draft.content[locale], posts, links.siteUrl), mailLinks(links.siteUrl, locale, 'test'));
  return {
    dedupeKey: `newsletter-test:${randomUUID()}`,
    kind: 'newsletter-test',
    audience: 'team',
    locale,
    to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: listUnsubscribeHeaders(oneClickUrl(links.siteUrl, 'test'), links.unsubscribeMailbox),
  };
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
    const content = digestContent(digest.locale, digest, digest.posts, links.siteUrl);
    for (const subscriber of subscribers) {
      // Rendered for this subscriber only once the token exists; a duplicate is rolled back unsent.
      const mail = await enqueueListMail(db, newsletterList, subscriber.id, async (token) => {
        const { renderDigest } = await digestEmail();
        const rendered = await renderDigest(content, mailLinks(links.siteUrl, digest.locale, token));
        return {
          dedupeKey: `newsletter-digest:${digest.id}:${subscriber.id}`,
          kind: 'newsletter-digest',
          audience: 'visitor',
          locale: digest.locale,
          to: subscriber.email,
          subject: rendered.subject,
          text: rendered.text,
          html: rendered.html,
          headers: listUnsubscribeHeaders(oneClickUrl(links.siteUrl, token), links.unsubscribeMailbox),
        };
      });
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
