import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import { freshDatabase, testBackends } from '@/test/databases';
import { mailOutbox, users } from '@/test/tables';
import { reviewEvents } from './tables';
import { latestSendBack, noticeReviewMove, submittedAt, type ReviewAccount, type ReviewMove } from './review-notices';

describe.each(testBackends())('review notices on %s', (backend) => {
  let handle: DatabaseHandle;
  let team: Record<'admin' | 'editor' | 'author' | 'gone', ReviewAccount>;
  const options = (mail = true) => ({ accounts: async () => Object.values(team), siteUrl: 'https://otailo.test', locale: 'en' as const, mail });
  const entry = { kind: 'post' as const, id: 41, title: 'Returns that pay', language: 'en' as const, ownerId: 0 };
  const move = (overrides: Partial<ReviewMove>): ReviewMove => ({ entry: { ...entry, ownerId: team.author.id }, from: 'draft', to: 'review', actor: team.author, ...overrides });
  const mails = async () => (await handle.db.select().from(mailOutbox)).sort((a, b) => a.toAddress.localeCompare(b.toAddress));

  beforeAll(async () => {
    handle = await freshDatabase(backend);
    const account = async (email: string, role: 'admin' | 'editor' | 'author', deactivated = false): Promise<ReviewAccount> => {
      const [row] = await handle.db.insert(users).values({ email, passwordHash: 'x', role, deactivatedAt: deactivated ? new Date() : null }).returning();
      return { id: row!.id, email, role, deactivated };
    };
    team = { admin: await account('admin@otailo.test', 'admin'), editor: await account('editor@otailo.test', 'editor'), author: await account('author@otailo.test', 'author'), gone: await account('gone@otailo.test', 'editor', true) };
  });
  afterAll(async () => handle?.close());
  beforeEach(async () => {
    await handle.db.delete(mailOutbox);
    await handle.db.delete(reviewEvents);
  });

  it('tells every active editor and admin of a submission, not its author nor a deactivated account, once', async () => {
    expect(await noticeReviewMove(handle.db, move({}), options())).toEqual({ event: 'submitted', mails: 2 });
    const sent = await mails();
    expect(sent.map((mail) => mail.toAddress)).toEqual(['admin@otailo.test', 'editor@otailo.test']);
    expect(sent[0]).toMatchObject({ kind: 'review-submitted', subject: 'For review: “Returns that pay”', locale: 'en' });
    expect(sent[0]!.textBody).toContain('author@otailo.test sent the blog post “Returns that pay” (English) for review.');
    expect(sent[0]!.textBody).toContain(`https://otailo.test/en/manage/posts/${entry.id}`);
    // Saving again while in review is no new move: nothing more is recorded or sent.
    expect(await noticeReviewMove(handle.db, move({ from: 'review', to: 'review' }), options())).toEqual({ event: null, mails: 0 });
    expect(await mails()).toHaveLength(2);
    expect(await handle.db.select().from(reviewEvents)).toHaveLength(1);
  });

  it('sends the author the reviewer’s note, shows it until the entry is sent again, and tells of the publication', async () => {
    await noticeReviewMove(handle.db, move({}), options());
    await handle.db.delete(mailOutbox);
    expect(await noticeReviewMove(handle.db, move({ from: 'review', to: 'draft', actor: team.editor, note: '  Add a customer quote.  ' }), options())).toEqual({ event: 'sent-back', mails: 1 });
    const [back] = await mails();
    expect(back).toMatchObject({ toAddress: 'author@otailo.test', kind: 'review-sent-back', subject: 'Sent back to you: “Returns that pay”' });
    expect(back!.textBody).toContain('editor@otailo.test sent your blog post “Returns that pay” (English) back to you with this note:\n\nAdd a customer quote.\n');
    expect(await latestSendBack(handle.db, 'post', entry.id)).toMatchObject({ note: 'Add a customer quote.' });
    expect(await latestSendBack(handle.db, 'story', entry.id)).toBeNull();

    await noticeReviewMove(handle.db, move({}), options());
    expect(await latestSendBack(handle.db, 'post', entry.id)).toBeNull();
    expect((await submittedAt(handle.db, 'post', [entry.id, 999])).has(entry.id)).toBe(true);

    await handle.db.delete(mailOutbox);
    expect(await noticeReviewMove(handle.db, move({ from: 'review', to: 'published', actor: team.admin }), options())).toEqual({ event: 'published', mails: 1 });
    expect(await mails()).toMatchObject([{ toAddress: 'author@otailo.test', subject: 'Published: “Returns that pay”' }]);
  });

  it('tells nobody of an author withdrawing their own entry, or of a publication by the author themself', async () => {
    expect(await noticeReviewMove(handle.db, move({ from: 'review', to: 'draft' }), options())).toEqual({ event: null, mails: 0 });
    const own = { ...entry, ownerId: team.editor.id };
    expect(await noticeReviewMove(handle.db, { entry: own, from: 'draft', to: 'published', actor: team.editor }, options())).toEqual({ event: 'published', mails: 0 });
    expect(await mails()).toEqual([]);
  });

  it('writes each mail in the language of the screens its reader works in, linking to the edit page in it', async () => {
    const spanishEditor = { ...team.editor, locale: 'es' as const };
    const accounts = async () => [team.admin, spanishEditor, team.author];
    await noticeReviewMove(handle.db, move({}), { ...options(), accounts });
    const [toAdmin, toEditor] = await mails();
    expect(toAdmin).toMatchObject({ toAddress: 'admin@otailo.test', locale: 'en', subject: 'For review: “Returns that pay”' });
    expect(toAdmin!.textBody).toContain(`https://otailo.test/en/manage/posts/${entry.id}`);
    expect(toEditor).toMatchObject({ toAddress: 'editor@otailo.test', locale: 'es', subject: 'Para revisar: «Returns that pay»' });
    expect(toEditor!.textBody).toContain(`https://otailo.test/es/manage/posts/${entry.id}`);
    expect(toEditor!.textBody).not.toContain('for review');
  });

  it('tells the author when the clock publishes a scheduled entry, naming no one', async () => {
    expect(await noticeReviewMove(handle.db, move({ from: 'scheduled', to: 'published', actor: null }), options())).toEqual({ event: 'published', mails: 1 });
    const [mail] = await mails();
    expect(mail).toMatchObject({ toAddress: 'author@otailo.test', subject: 'Published: “Returns that pay”' });
    expect(mail!.textBody).toContain('Your blog post “Returns that pay” (English) went live at the time it was scheduled for.');
    expect((await handle.db.select().from(reviewEvents))[0]).toMatchObject({ event: 'published', actorId: null });
  });

  it('records the move without mail when mail is not configured', async () => {
    expect(await noticeReviewMove(handle.db, move({}), options(false))).toEqual({ event: 'submitted', mails: 0 });
    expect(await mails()).toEqual([]);
    expect(await handle.db.select().from(reviewEvents)).toHaveLength(1);
  });
});
