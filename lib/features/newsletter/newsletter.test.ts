import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import { mailOutbox, posts, users } from '@/test/tables';
import { newsletterConsents, newsletterDigestDrafts, newsletterDigests, newsletterSubscribers, newsletterSubscriberTokens, type DigestDraftText } from './tables';
import { RECIPIENT_CAP } from '@/lib/features/mail';
import { localizedPath } from '@/lib/infra/routing/localized-paths';
import { hashToken } from '@/lib/infra/util/tokens';
import { freshDatabase, testBackends } from '@/test/databases';
import { cancelSchedule, currentDraft, digestSelection, issuePreview, queueDigestMails, saveDraft, scheduleDraft, sendDraft, sendDueDraft, testDigestMail } from './digests';
import { confirmNewsletter, newsletterList } from './list';
import { NEWSLETTER_CONSENT_VERSION } from './shared/consent';
import { signUp } from './signup';
import { deleteSubscribers, subscriberCounts, subscriberPage, subscribersByIds, subscribersCsv } from './subscribers';

const SITE = 'https://otailo.test';
const LINKS = { siteUrl: SITE, unsubscribeMailbox: 'unsubscribe@otailo.test' };
const CONSENT = 'Send me new articles.';
const text = (over: Partial<DigestDraftText> = {}): DigestDraftText => ({ subject: '', preheader: '', intro: '', postIds: null, ...over });

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
    await db().delete(newsletterDigestDrafts);
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

  it('selects the posts since the last digest of the language, previews the issue, and sends it once', async () => {
    const old = await publish('en', sql`now() - interval '40 days'`);
    const first = await publish('en');
    const spanish = await publish('es');
    await db().insert(posts).values({ slug: 'draft', language: 'en', title: 'Draft', excerpt: 'D', category: 'C', image: '/x.png', fullContent: 'B', status: 'draft' });
    expect((await digestSelection(db(), 'en')).map((post) => post.id)).toEqual([first.id]);
    expect((await digestSelection(db(), 'en')).map((post) => post.id)).not.toContain(old.id);
    const [en, es] = await issuePreview(db(), await currentDraft(db()), SITE);
    expect(en!.mail?.text).toContain(`${SITE}/en/blog/${first.slug}`);
    expect(en!.mail?.html).toContain(`href="${SITE}/en/blog/${first.slug}"`);
    // Links come from the route table: the blog's address in the language, whatever it becomes.
    const spanishLink = `${SITE}${localizedPath('es', `/blog/${spanish.slug}`)}`;
    expect(spanishLink).toBe(`${SITE}/es/blog/${spanish.slug}`);
    expect(es!.mail?.text).toContain(spanishLink);
    // Nobody to send to: nothing recorded, the posts wait.
    expect(await sendDraft(db(), { version: 0, sentBy: admin })).toEqual({ outcome: 'nobody' });
    await subscribed('reader@example.com');
    // A confirmation given for another version, or for other posts, sends nothing.
    expect(await sendDraft(db(), { version: 3, sentBy: admin })).toEqual({ outcome: 'stale' });
    expect(await sendDraft(db(), { version: 0, posts: { en: [first.id, first.id + 1000], es: [spanish.id] }, sentBy: admin })).toEqual({ outcome: 'stale' });
    // The same confirmation pressed again after the send finds other posts (none): nothing more is sent.
    const confirmed = { en: [first.id], es: [spanish.id] };
    const sent = await sendDraft(db(), { version: 0, posts: confirmed, sentBy: admin });
    expect(await sendDraft(db(), { version: 0, posts: confirmed, sentBy: admin })).toEqual({ outcome: 'stale' });
    expect(sent).toMatchObject({ outcome: 'sent', digests: [{ locale: 'en', sentByEmail: admin.email, subject: 'New on the Otailo blog: 1 article', posts: [{ id: first.id, slug: first.slug, title: first.title }] }] });
    // Sent: the next issue is a new draft; the same confirmation again (a double click) records nothing.
    expect(await currentDraft(db())).toMatchObject({ id: null, version: 0 });
    expect(await digestSelection(db(), 'en')).toEqual([]);
    expect(await sendDraft(db(), { version: 0, sentBy: admin })).toEqual({ outcome: 'nobody' });
    expect(await db().select().from(newsletterDigests)).toHaveLength(1);
    // Spanish has its own "since" (no Spanish subscriber: it waits).
    expect(await digestSelection(db(), 'es')).toHaveLength(1);
    const later = await publish('en', sql`now()`);
    expect((await digestSelection(db(), 'en')).map((post) => post.id)).toEqual([later.id]);
  });

  it('keeps the editors’ texts and choice of posts, refuses a save over a newer version, and mails what they wrote', async () => {
    const a = await publish('en');
    const b = await publish('en');
    await publish('es');
    await subscribed('en@example.com');
    await subscribed('es@example.com', 'es');
    const content = { en: text({ subject: 'Returns, March', preheader: 'Two ideas', intro: 'Hello team.', postIds: [b.id] }), es: text({ subject: 'Devoluciones, marzo', intro: 'Hola, equipo.' }) };
    expect(await saveDraft(db(), { version: 0, content, by: 'editor@otailo.test' })).toEqual({ outcome: 'saved', version: 1 });
    // Someone who opened the form before that save cannot overwrite it.
    expect(await saveDraft(db(), { version: 0, content: { en: text(), es: text() }, by: 'other@otailo.test' })).toEqual({ outcome: 'stale' });
    const draft = await currentDraft(db());
    expect(draft).toMatchObject({ version: 1, updatedByEmail: 'editor@otailo.test', content });
    const [en, es] = await issuePreview(db(), draft, SITE);
    expect(en!.posts.map((post) => post.id)).toEqual([b.id]);
    expect(en!.selection.map((post) => post.id)).toEqual([a.id, b.id]);
    expect(en!.mail).toMatchObject({ subject: 'Returns, March', preheader: 'Two ideas' });
    expect(es!.mail?.subject).toBe('Devoluciones, marzo');
    // A test goes to the account's own address only, with the HTML and the one-click headers.
    const test = await testDigestMail(db(), LINKS, 'es', 'editor@otailo.test');
    expect(test).toMatchObject({ to: 'editor@otailo.test', audience: 'team', subject: 'Devoluciones, marzo' });
    expect(test!.html).toContain('Hola, equipo.');
    expect(test!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const sent = await sendDraft(db(), { version: 1, sentBy: admin });
    if (sent.outcome !== 'sent') throw new Error('expected the issue to be sent');
    expect(sent.digests.map((digest) => digest.locale).sort()).toEqual(['en', 'es']);
    expect(await queueDigestMails(db(), LINKS, 10)).toBe(2);
    const byAddress = Object.fromEntries((await mails()).filter((row) => row.kind === 'newsletter-digest').map((row) => [row.toAddress, row]));
    expect(byAddress['en@example.com']).toMatchObject({ locale: 'en', subject: 'Returns, March' });
    expect(byAddress['en@example.com']!.htmlBody).toContain('Hello team.');
    expect(byAddress['en@example.com']!.htmlBody).toContain(`/en/blog/${b.slug}`);
    expect(byAddress['en@example.com']!.htmlBody).not.toContain(`/en/blog/${a.slug}"`);
    expect(byAddress['en@example.com']!.textBody).toContain('Hello team.');
    expect(byAddress['es@example.com']).toMatchObject({ locale: 'es', subject: 'Devoluciones, marzo' });
    expect(byAddress['es@example.com']!.htmlBody).toMatch(/\/es\/boletin\/baja\?token=[\w-]{43}/);
  });

  it('sends a scheduled issue once when it falls due, never after a cancel, and never twice', async () => {
    await subscribed('a@example.com');
    await publish('en');
    const by = { id: admin.id, email: admin.email };
    expect(await scheduleDraft(db(), { version: 0, at: new Date(Date.now() - 1_000), by })).toEqual({ outcome: 'past' });
    expect(await scheduleDraft(db(), { version: 0, at: new Date(Date.now() + 3_600_000), by })).toEqual({ outcome: 'scheduled' });
    expect((await currentDraft(db())).scheduledByEmail).toBe(admin.email);
    // Not due yet: nothing happens.
    expect(await sendDueDraft(db())).toBeNull();
    expect(await cancelSchedule(db())).toBe(true);
    expect(await cancelSchedule(db())).toBe(false);
    // Cancelled, then due: still nothing.
    await db().update(newsletterDigestDrafts).set({ scheduledAt: null });
    expect(await sendDueDraft(db())).toBeNull();
    const draft = await currentDraft(db());
    expect(await scheduleDraft(db(), { version: draft.version, at: new Date(Date.now() + 60_000), by })).toEqual({ outcome: 'scheduled' });
    await db().update(newsletterDigestDrafts).set({ scheduledAt: sql`now() - interval '1 second'` });
    // Two instances' loops at once: one issue recorded.
    const [first, second] = await Promise.all([sendDueDraft(db()), sendDueDraft(db())]);
    expect([first?.outcome, second?.outcome].filter((outcome) => outcome === 'sent')).toHaveLength(1);
    expect(await db().select().from(newsletterDigests)).toHaveLength(1);
    expect(await sendDueDraft(db())).toBeNull();
    expect(await queueDigestMails(db(), LINKS, 10)).toBe(1);
    // A schedule that finds nothing to send is taken off rather than retried forever.
    expect(await scheduleDraft(db(), { version: 0, at: new Date(Date.now() + 60_000), by })).toEqual({ outcome: 'scheduled' });
    await db().update(newsletterDigestDrafts).set({ scheduledAt: sql`now() - interval '1 second'` });
    expect(await sendDueDraft(db())).toMatchObject({ outcome: 'nothing' });
    expect((await currentDraft(db())).scheduledAt).toBeNull();
  });

  it('queues one digest mail per confirmed subscriber of the language, in batches, with one-click headers, never twice', async () => {
    const ids = [];
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) ids.push(await subscribed(email));
    await subscribed('es@example.com', 'es');
    await signUp(db(), { email: 'pending@example.com', language: 'en', consentText: CONSENT }, SITE);
    await publish('en');
    const sent = await sendDraft(db(), { version: 0, sentBy: admin });
    if (sent.outcome !== 'sent') throw new Error('expected a digest');
    const [digestRow] = sent.digests;
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
    expect(new Set(digestMails.map((row) => row.dedupeKey))).toEqual(new Set(ids.map((id) => `newsletter-digest:${digestRow!.id}:${id}`)));
    const mail = digestMails[0]!;
    expect(mail).toMatchObject({ kind: 'newsletter-digest', subject: 'New on the Otailo blog: 1 article' });
    const oneClick = /^<(https:\/\/otailo\.test\/api\/newsletter\/unsubscribe\?token=([\w-]{43}))>, <mailto:unsubscribe@otailo\.test\?subject=unsubscribe>$/.exec(mail.headers?.['List-Unsubscribe'] ?? '');
    expect(oneClick).not.toBeNull();
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.textBody).toContain(`${SITE}/en/newsletter/unsubscribe?token=${oneClick![2]}`);
    expect(mail.htmlBody).toContain(`href="${SITE}/en/newsletter/unsubscribe?token=${oneClick![2]}"`);
    // Only the token's hash is stored; using it unsubscribes (once), and the next digest skips the address.
    expect(JSON.stringify(await db().select().from(newsletterSubscriberTokens))).not.toContain(oneClick![2]);
    expect(await newsletterList.unsubscribe(db(), oneClick![2])).toMatchObject({ subscribed: false });
    expect(await newsletterList.unsubscribe(db(), oneClick![2])).toMatchObject({ subscribed: false });
    await publish('en', sql`now()`);
    const second = await sendDraft(db(), { version: 0, sentBy: admin });
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

  it('searches, filters, sorts and pages the subscribers in SQL, exports a selection or the filtered list, and deletes a selection keeping the consents', async () => {
    const ada = await subscribed('ada_lovelace@example.com', 'es');
    await signUp(db(), { email: 'bob@example.com', language: 'en', consentText: CONSENT }, SITE);
    const cyd = await subscribed('cyd@example.org');
    const emails = async (query: Parameters<typeof subscriberPage>[2]) => (await subscriberPage(db(), 1, query)).rows.map((row) => row.email);
    // The words are matched literally: `_` is no wildcard.
    expect(await emails({ search: 'A_L' })).toEqual(['ada_lovelace@example.com']);
    expect(await emails({ search: 'b_b' })).toEqual([]);
    expect(await emails({ search: '.org' })).toEqual(['cyd@example.org']);
    expect(await emails({ status: 'pending' })).toEqual(['bob@example.com']);
    expect(await emails({ status: 'confirmed', language: 'es' })).toEqual(['ada_lovelace@example.com']);
    expect(await emails({ sort: 'email', dir: 'asc' })).toEqual(['ada_lovelace@example.com', 'bob@example.com', 'cyd@example.org']);
    expect(await emails({ sort: 'email', dir: 'desc' })).toEqual(['cyd@example.org', 'bob@example.com', 'ada_lovelace@example.com']);
    // Newest sign-up first by default.
    expect((await emails({}))[0]).toBe('cyd@example.org');
    const second = await subscriberPage(db(), 2, { sort: 'email', dir: 'asc' }, 2);
    expect(second).toMatchObject({ page: 2, pageCount: 2, total: 3 });
    expect(second.rows.map((row) => row.email)).toEqual(['cyd@example.org']);
    expect((await subscribersByIds(db(), [cyd, 999_999, ada])).map((row) => row.email)).toEqual(['cyd@example.org', 'ada_lovelace@example.com']);
    const selected = await subscribersCsv(db(), { ids: [ada] });
    expect(selected.count).toBe(1);
    expect(selected.csv).toContain('ada_lovelace@example.com,es,confirmed');
    expect(selected.csv).not.toContain('cyd@');
    const filtered = await subscribersCsv(db(), { language: 'en' });
    expect(filtered.count).toBe(2);
    expect(filtered.csv).not.toContain('ada_lovelace');

    expect(await deleteSubscribers(db(), [ada, cyd, 999_999])).toHaveLength(2);
    expect((await db().select().from(newsletterSubscribers)).map((row) => row.email)).toEqual(['bob@example.com']);
    // Their tokens went with them; their consent records stay, unlinked.
    expect(await db().select().from(newsletterSubscriberTokens).where(sql`${newsletterSubscriberTokens.subscriberId} in (${ada}, ${cyd})`)).toEqual([]);
    expect((await db().select().from(newsletterConsents)).map((row) => [row.email, row.subscriberId])).toEqual(
      expect.arrayContaining([
        ['ada_lovelace@example.com', null],
        ['cyd@example.org', null],
      ]),
    );
    expect(await deleteSubscribers(db(), [])).toEqual([]);
  });
});
