/**
 * The page editor's server actions as the browser calls them, on a fresh database: the builder's
 * role step (the session is the test's), the rate limit, the size check, the service's refusals as
 * sentences, and what the tables hold afterwards.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import type { AuthUser } from '@/lib/features/people/shared/types';
import { freshDatabase, testBackends } from '@/test/databases';
import { pageRevisions, pages, users } from '@/test/tables';

const state = vi.hoisted(() => ({ handle: undefined as DatabaseHandle | undefined, user: null as AuthUser | null }));
vi.mock('@/lib/infra/db', async () => (await import('@/test/support/action-session')).testDatabase(state));
// The session: the account the test signs in as (the real step reads a cookie).
vi.mock('@/lib/features/people', async (original) => (await import('@/test/support/action-session')).testSession(original, state));
// Outside a request Next.js refuses to expire the public cache (the service logs it): a no-op here.
vi.mock('next/cache', async (original) => ({ ...(await original<object>()), updateTag: () => {} }));
vi.mock('@/lib/features/audit', async (original) => {
  const door = await original<typeof import('@/lib/features/audit')>();
  return { ...door, audit: (entry: Parameters<typeof door.audit>[0]) => door.auditStore().record(entry) };
});

const actions = await import('./page-actions');
const { aBlock, pageContent } = await import('../page.fixture');

describe.each(testBackends())('the page actions on %s', (backend) => {
  let editor: AuthUser;
  let author: AuthUser;
  const row = async (id: number) => (await state.handle!.db.select().from(pages).where(eq(pages.id, id)))[0]!;

  beforeAll(async () => {
    state.handle = await freshDatabase(backend);
    const account = async (email: string, role: AuthUser['role']): Promise<AuthUser> => {
      const [created] = await state.handle!.db.insert(users).values({ email, passwordHash: 'x', role }).returning();
      return { id: created!.id, email, role };
    };
    editor = await account('page-editor@example.com', 'editor');
    author = await account('page-author@example.com', 'author');
  });
  afterAll(() => state.handle?.close());
  beforeEach(async () => {
    await state.handle!.db.delete(pages);
    state.user = editor;
  });

  const create = async (slug: string) => {
    const created = await actions.createPageAction({ locale: 'en', language: 'en', slug, key: null, title: 'Returns that pay' });
    if (!created.ok) throw new Error(created.message);
    return created.page;
  };

  it('creates, autosaves and publishes a page of a hero and a FAQ as an editor', async () => {
    const page = await create('returns-that-pay');
    expect(await row(page.id)).toMatchObject({ slug: 'returns-that-pay', status: 'draft', blocks: [], ownerId: editor.id });
    const saved = await actions.autosavePageAction({ locale: 'en', id: page.id, version: page.version, content: pageContent() });
    expect(saved).toMatchObject({ ok: true, page: { version: page.version + 1, status: 'draft' } });
    expect((await row(page.id)).blocks.map((block) => block.type)).toEqual(['hero', 'faq']);
    const published = await actions.publishPageAction({ locale: 'en', id: page.id, version: page.version + 1 });
    expect(published).toMatchObject({ ok: true, page: { status: 'published', publishedRevision: 1 } });
    const revisions = await state.handle!.db.select().from(pageRevisions).where(eq(pageRevisions.pageId, page.id));
    expect(revisions.map((revision) => [revision.number, revision.reason, revision.blocks.length])).toEqual([[1, 'publish', 2]]);
  });

  it('refuses an author the editor’s moves in the builder’s step, writing nothing', async () => {
    state.user = author;
    const page = await create('author-page');
    const refused = await actions.publishPageAction({ locale: 'es', id: page.id, version: page.version });
    expect(refused).toMatchObject({ ok: false, reason: 'denied' });
    expect(await actions.restorePageAction({ locale: 'en', id: page.id, version: page.version, revision: 1 })).toMatchObject({ ok: false, reason: 'denied' });
    expect(await row(page.id)).toMatchObject({ status: 'draft', publishedRevision: null, version: page.version });
    // What an author may do goes through: submit for review.
    expect(await actions.submitPageAction({ locale: 'en', id: page.id, version: page.version })).toMatchObject({ ok: true, page: { status: 'review' } });
    // A site page is an editor's (the service's refusal, in the admin's language).
    expect(await actions.createPageAction({ locale: 'es', language: 'en', slug: null, key: 'about', title: 'About' })).toMatchObject({
      ok: false,
      reason: 'not-allowed',
      message: 'Solo un editor o un administrador puede hacer esto.',
    });
    state.user = null;
    expect(await actions.autosavePageAction({ locale: 'en', id: page.id, version: 2, content: pageContent() })).toMatchObject({ ok: false, reason: 'denied' });
  });

  it('refuses a stale version with the stored one, overwriting nothing', async () => {
    const page = await create('two-editors');
    await actions.autosavePageAction({ locale: 'en', id: page.id, version: page.version, content: pageContent({ title: 'Saved first' }) });
    const stale = await actions.autosavePageAction({ locale: 'en', id: page.id, version: page.version, content: pageContent({ title: 'Stale' }) });
    expect(stale).toMatchObject({ ok: false, reason: 'conflict', version: page.version + 1 });
    expect(stale.ok ? '' : stale.message).toContain(`version ${page.version + 1}`);
    expect(await row(page.id)).toMatchObject({ title: 'Saved first', version: page.version + 1 });
  });

  it('answers refused fields by their path, an oversized body before any read, and a bad input', async () => {
    const page = await create('bad-fields');
    const content = pageContent({ blocks: [aBlock('faq', 'faq', { items: [{ question: '', answer: 'A' }] }), aBlock('hero', 'hero', { primary: { label: 'Go', href: 'javascript:alert(1)' } })] });
    const refused = await actions.autosavePageAction({ locale: 'en', id: page.id, version: page.version, content });
    expect(refused).toMatchObject({ ok: false, reason: 'invalid', errors: { 'blocks.0.items.0.question': 'required', 'blocks.1.primary.href': 'invalidUrl' } });
    const huge = pageContent({ blocks: [aBlock('richText', 'r', { body: 'x'.repeat(300_000) })] });
    expect(await actions.autosavePageAction({ locale: 'es', id: page.id, version: page.version, content: huge })).toMatchObject({ ok: false, reason: 'too-large' });
    expect(await actions.autosavePageAction({ locale: 'en', id: -1, version: 1, content: {} } as never)).toMatchObject({ ok: false, reason: 'invalid' });
    expect(await row(page.id)).toMatchObject({ version: page.version, blocks: [] });
  });

  it('restores an older revision into the working copy as a new revision', async () => {
    const page = await create('restored');
    let version = page.version;
    const step = async (result: Awaited<ReturnType<typeof actions.publishPageAction>>) => {
      if (!result.ok) throw new Error(result.message);
      version = result.page.version;
    };
    await step(await actions.autosavePageAction({ locale: 'en', id: page.id, version, content: pageContent({ title: 'First' }) }));
    await step(await actions.publishPageAction({ locale: 'en', id: page.id, version }));
    await step(await actions.autosavePageAction({ locale: 'en', id: page.id, version, content: pageContent({ title: 'Second' }) }));
    await step(await actions.publishPageAction({ locale: 'en', id: page.id, version }));
    expect(await actions.restorePageAction({ locale: 'en', id: page.id, version, revision: 1 })).toMatchObject({ ok: true, page: { revisionCount: 3, publishedRevision: 2 } });
    expect(await row(page.id)).toMatchObject({ title: 'First', status: 'draft' });
    const reasons = await state.handle!.db.select({ number: pageRevisions.number, reason: pageRevisions.reason }).from(pageRevisions).where(eq(pageRevisions.pageId, page.id));
    expect(reasons.sort((a, b) => a.number - b.number).map((revision) => revision.reason)).toEqual(['publish', 'publish', 'restore']);
  });
});
