import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import { mailOutbox, posts, users } from '@/test/tables';
import { newsletterConsents, newsletterDigests, newsletterSubscribers, newsletterSubscriberTokens } from './tables';
import { RECIPIENT_CAP } from '@/lib/features/mail';
import { localizedPath } from '@/lib/infra/routing/localized-paths';
import { hashToken } from '@/lib/infra/util/tokens';
import { freshDatabase, testBackends } from '@/test/databases';
import { digestPreview, digestSelection, queueDigestMails, recordDigest } from './digests';
import { confirmNewsletter, newsletterList } from './list';
import { NEWSLETTER_CONSENT_VERSION } from './shared/consent';
import { signUp } from './signup';
import { subscriberCounts, subscriberPage, subscribersCsv } from './subscribers';

const SITE = 'https://otailo.test';
const LINKS = { siteUrl: SITE, unsubscribeMailbox: 'unsubscribe@otailo.test' };
const CONSENT = 'Send me new articles.';

describe.each(testBackends())('the newsletter on %s', (backend) => {
  let handle: DatabaseHandle;
  const db = () => handle.db;
  const admin = { id: 0, email: 'admin@otailo.test' };
  const mails = () => db().select().from(mailOutbox).orderBy(mailOutbox.createdAt, mailOutbox.id);
  const tokenIn = (text: string, path: string) => new RegExp(`${path}\\?token=([\\w-]{43})`).exec(text)?.[1];
  let slugs = 0;
  const publish = async (language: 'en' | 'es', at = sql`now() - interval '1 minute'`) =>
    (
      await db()
        .insert(posts)
        .values({ slug: `post-${++slugs}`, language, title: `Post ${slugs}`, excerpt: `About ${slugs}`, category: 'C', image: '/images/x.png', fullContent: 'B', status: 'published', publishedAt: at })
        .returning()
    )[0]!;
  /** Signs up and confirms through the mailed link; returns the subscriber's id. */
  const subscribed = async (email: string, language: 'en' | 'es' = 'en') => {
    await signUp(db(), { email, language, consentText: CONSENT }, SITE);
    const mail = (await mails()).filter((row) => row.toAddress === email).at(-1)!;
    expect(await confirmNewsletter(db(), tokenIn(mail.textBody, language === 'es' ? '/es/boletin/confirmar' : '/en/newsletter/confirm'))).toMatchObject({ outcome: 'confirmed' });
    return (await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0]!.id;
  };

  beforeAll(async () => {
    handle = await freshDatabase(backend);
    admin.id = (await db().insert(users).values({ email: admin.email, passwordHash: 'x', role: 'admin' }).returning())[0]!.id;
  });
  afterAll(() => handle?.close());
  beforeEach(async () => {
    await db().delete(mailOutbox);
    await db().delete(newsletterDigests);
    await db().delete(newsletterConsents);
    await db().delete(newsletterSubscribers);
    await db().delete(posts);
  });

  it('stores a sign-up as pending with a hashed, expiring token, and mails the confirmation link', async () => {
    const mail = await signUp(db(), { email: 'ada@example.com', language: 'es', consentText: CONSENT }, SITE);
    expect(mail).toMatchObject({ duplicate: false, capped: false });
    const [row] = await db().select().from(newsletterSubscribers);
    expect(row).toMatchObject({ email: 'ada@example.com', locale: 'es', status: 'pending', confirmedAt: null, consentText: CONSENT });
    const [sent] = await mails();
    expect(sent).toMatchObject({ kind: 'newsletter-confirm', toAddress: 'ada@example.com', locale: 'es', subject: 'Confirma tu suscripción al boletín de Otailo' });
    const token = tokenIn(sent!.textBody, `${SITE}/es/boletin/confirmar`);
    expect(token).toBeTruthy();
    const tokens = await db().select({ hash: newsletterSubscriberTokens.tokenHash, purpose: newsletterSubscriberTokens.purpose, inAWeek: sql<boolean>`${newsletterSubscriberTokens.expiresAt} between now() + interval '6 days' and now() + interval '8 days'` }).from(newsletterSubscriberTokens);
    expect(tokens).toEqual([{ hash: hashToken(token!), purpose: 'confirm', inAWeek: true }]);
    // Nothing is subscribed before the link is used, and looking at the link changes nothing.
    expect(await newsletterList.confirmation(db(), token)).toMatchObject({ outcome: 'pending', maskedEmail: 'a•••@example.com' });
    expect((await subscriberCounts(db())).es).toEqual({ pending: 1, confirmed: 0, unsubscribed: 0 });
  });

  it('records the consent on confirmation: address, language, exact sentence, its version and hash, both times', async () => {
    await signUp(db(), { email: 'ada@example.com', language: 'en', consentText: CONSENT }, SITE);
    const token = tokenIn((await mails())[0]!.textBody, '/en/newsletter/confirm');
    expect(await confirmNewsletter(db(), token)).toEqual({ outcome: 'confirmed', locale: 'en' });
    expect(await confirmNewsletter(db(), token)).toEqual({ outcome: 'already-confirmed', locale: 'en' });
    const consents = await db().select().from(newsletterConsents);
    expect(consents).toHaveLength(1);
    expect(consents[0]).toMatchObject({ email: 'ada@example.com', locale: 'en', consentText: CONSENT, consentVersion: NEWSLETTER_CONSENT_VERSION, consentHash: createHash('sha256').update(CONSENT).digest('hex') });
    const [times] = await db()
      .select({ same: sql<boolean>`${newsletterConsents.requestedAt} = ${newsletterSubscribers.requestedAt}`, after: sql<boolean>`${newsletterConsents.confirmedAt} >= ${newsletterConsents.requestedAt}` })
      .from(newsletterConsents)
      .innerJoin(newsletterSubscribers, eq(newsletterSubscribers.id, newsletterConsents.subscriberId));
    expect(times).toEqual({ same: true, after: true });
  });

  it('refuses unknown, malformed and expired confirmation links', async () => {
    expect(await confirmNewsletter(db(), 'x'.repeat(43))).toEqual({ outcome: 'unknown' });
    expect(await confirmNewsletter(db(), '../../etc')).toEqual({ outcome: 'unknown' });
    await signUp(db(), { email: 'ada@example.com', language: 'en', consentText: CONSENT }, SITE);
    const token = tokenIn((await mails())[0]!.textBody, '/en/newsletter/confirm');
    await db().update(newsletterSubscriberTokens).set({ expiresAt: sql`now() - interval '1 second'` });
    expect(await confirmNewsletter(db(), token)).toEqual({ outcome: 'expired' });
    expect(await db().select().from(newsletterConsents)).toEqual([]);
  });

  it('mails a confirmed address nothing on a new sign-up, and a pending one at most the recipient cap', async () => {
    await subscribed('ada@example.com');
    expect(await signUp(db(), { email: 'ada@example.com', language: 'en', consentText: CONSENT }, SITE)).toBeNull();
    expect(await mails()).toHaveLength(1);
    for (let i = 0; i < RECIPIENT_CAP.mails + 2; i += 1) await signUp(db(), { email: 'stranger@example.com', language: 'en', consentText: CONSENT }, SITE);
    const toStranger = (await mails()).filter((row) => row.toAddress === 'stranger@example.com');
    expect(toStranger.filter((row) => row.status !== 'capped')).toHaveLength(RECIPIENT_CAP.mails);
    expect(toStranger.filter((row) => row.status === 'capped')).toHaveLength(2);
  });

  it('selects the posts since the last digest of the language, previews them, and records a digest once', async () => {
    const old = await publish('en', sql`now() - interval '40 days'`);
    const first = await publish('en');
    const spanish = await publish('es');
    await db().insert(posts).values({ slug: 'draft', language: 'en', title: 'Draft', excerpt: 'D', category: 'C', image: '/x.png', fullContent: 'B', status: 'draft' });
    expect((await digestSelection(db(), 'en')).map((post) => post.id)).toEqual([first.id]);
    expect((await digestSelection(db(), 'en')).map((post) => post.id)).not.toContain(old.id);
    const preview = await digestPreview(db(), 'en', SITE);
    expect(preview.mail?.text).toContain(`${SITE}/en/blog/${first.slug}`);
    // Links come from the route table: the blog's address in the language, whatever it becomes.
    const spanishLink = `${SITE}${localizedPath('es', `/blog/${spanish.slug}`)}`;
    expect(spanishLink).toBe(`${SITE}/es/blog/${spanish.slug}`);
    expect((await digestPreview(db(), 'es', SITE)).mail?.text).toContain(spanishLink);
    expect(await recordDigest(db(), { locale: 'en', postIds: [first.id + 1000], sentBy: admin })).toEqual({ outcome: 'stale' });
    expect(await recordDigest(db(), { locale: 'en', postIds: [first.id], sentBy: admin })).toEqual({ outcome: 'nobody' });
    await subscribed('reader@example.com');
    const sent = await recordDigest(db(), { locale: 'en', postIds: [first.id], sentBy: admin });
    expect(sent).toMatchObject({ outcome: 'sent', digest: { locale: 'en', sentByEmail: admin.email, posts: [{ id: first.id, slug: first.slug, title: first.title }] } });
    // Nothing new since: nothing to send, even with the same ids again (a double click).
    expect(await digestSelection(db(), 'en')).toEqual([]);
    expect(await recordDigest(db(), { locale: 'en', postIds: [first.id], sentBy: admin })).toEqual({ outcome: 'nothing' });
    expect(await db().select().from(newsletterDigests)).toHaveLength(1);
    // Spanish has its own "since".
    expect(await digestSelection(db(), 'es')).toHaveLength(1);
    const later = await publish('en', sql`now()`);
    expect((await digestSelection(db(), 'en')).map((post) => post.id)).toEqual([later.id]);
  });

  it('queues one digest mail per confirmed subscriber of the language, in batches, with one-click headers, never twice', async () => {
    const ids = [];
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) ids.push(await subscribed(email));
    await subscribed('es@example.com', 'es');
    await signUp(db(), { email: 'pending@example.com', language: 'en', consentText: CONSENT }, SITE);
    const post = await publish('en');
    const sent = await recordDigest(db(), { locale: 'en', postIds: [post.id], sentBy: admin });
    if (sent.outcome !== 'sent') throw new Error('expected a digest');
    await db().delete(mailOutbox);
    expect(await queueDigestMails(db(), LINKS, 2)).toBe(2);
    expect(await queueDigestMails(db(), LINKS, 2)).toBe(1);
    expect(await queueDigestMails(db(), LINKS, 2)).toBe(0);
    const [digest] = await db().select().from(newsletterDigests);
    expect(digest).toMatchObject({ queued: 3, cursor: ids[2] });
    expect(digest!.completedAt).not.toBeNull();
    // Run again from the start (a crash before the cursor moved): the dedupe keys store nothing new.
    await db().update(newsletterDigests).set({ cursor: 0, completedAt: null });
    expect(await queueDigestMails(db(), LINKS, 10)).toBe(0);
    const digestMails = await mails();
    expect(digestMails.map((row) => row.toAddress).sort()).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);
    expect(new Set(digestMails.map((row) => row.dedupeKey))).toEqual(new Set(ids.map((id) => `newsletter-digest:${sent.digest.id}:${id}`)));
    const mail = digestMails[0]!;
    expect(mail).toMatchObject({ kind: 'newsletter-digest', subject: 'New on the Otailo blog: 1 article' });
    const oneClick = /^<(https:\/\/otailo\.test\/api\/newsletter\/unsubscribe\?token=([\w-]{43}))>, <mailto:unsubscribe@otailo\.test\?subject=unsubscribe>$/.exec(mail.headers?.['List-Unsubscribe'] ?? '');
    expect(oneClick).not.toBeNull();
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.textBody).toContain(`${SITE}/en/newsletter/unsubscribe?token=${oneClick![2]}`);
    // Only the token's hash is stored; using it unsubscribes (once), and the next digest skips the address.
    expect(JSON.stringify(await db().select().from(newsletterSubscriberTokens))).not.toContain(oneClick![2]);
    expect(await newsletterList.unsubscribe(db(), oneClick![2])).toMatchObject({ subscribed: false });
    expect(await newsletterList.unsubscribe(db(), oneClick![2])).toMatchObject({ subscribed: false });
    const next = await publish('en', sql`now()`);
    const second = await recordDigest(db(), { locale: 'en', postIds: [next.id], sentBy: admin });
    expect(second.outcome).toBe('sent');
    expect(await queueDigestMails(db(), LINKS, 10)).toBe(2);
    expect((await subscriberCounts(db())).en).toEqual({ pending: 1, confirmed: 2, unsubscribed: 1 });
  });

  it('pages the subscribers and exports them as CSV with formula cells defused', async () => {
    await signUp(db(), { email: '=cmd@example.com', language: 'en', consentText: CONSENT }, SITE);
    await signUp(db(), { email: 'ada@example.com', language: 'es', consentText: CONSENT }, SITE);
    expect((await subscriberPage(db(), 1)).rows).toHaveLength(2);
    expect(await subscriberPage(db(), -3)).toMatchObject({ page: 1 });
    expect(await subscriberPage(db(), 2)).toMatchObject({ page: 1, pageCount: 1, total: 2, rows: { length: 2 } });
    const { csv, count } = await subscribersCsv(db());
    expect(count).toBe(2);
    expect(csv).toContain("'=cmd@example.com,en,pending");
    expect(csv.startsWith('\uFEFFemail,language,status')).toBe(true);
  });
});
