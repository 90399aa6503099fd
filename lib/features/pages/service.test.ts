/**
 * The page service as an action will call it: roles, the workflow, audit entries and addresses,
 * with the audit log and the redirects on a fresh database (the site's database is mocked to it).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import type { AuthUser } from '@/lib/features/people/shared/types';
import { freshDatabase, testBackends } from '@/test/databases';
import { auditLog, pages, redirects, users } from '@/test/tables';

const state = vi.hoisted(() => ({ handle: undefined as DatabaseHandle | undefined }));
vi.mock('@/lib/infra/db', () => ({
  getDatabase: async () => state.handle!.db,
  getDatabaseHandle: async () => state.handle!,
}));

const { auditStore } = await import('@/lib/features/audit');
const { pageAddressChanged } = await import('./address-changes');
const { createPageService } = await import('./service');
const { aBlock, newPage, pageContent } = await import('./page.fixture');

describe.each(testBackends())('the page service on %s', (backend) => {
  const changed = vi.fn();
  const service = () => createPageService({ database: async () => state.handle!.db, record: (entry) => auditStore().record(entry), addressChanged: pageAddressChanged, changed });
  let editor: AuthUser;
  let author: AuthUser;
  let otherAuthor: AuthUser;
  const actions = async (id: number) =>
    (await state.handle!.db.select({ action: auditLog.action, actor: auditLog.actorEmail }).from(auditLog).where(eq(auditLog.target, `page:${id}`)).orderBy(auditLog.id)).map(
      (row) => `${row.action} ${row.actor}`,
    );

  beforeAll(async () => {
    state.handle = await freshDatabase(backend);
    const account = async (email: string, role: AuthUser['role']): Promise<AuthUser> => {
      const [row] = await state.handle!.db.insert(users).values({ email, passwordHash: 'x', role }).returning();
      return { id: row!.id, email, role };
    };
    editor = await account('editor@example.com', 'editor');
    author = await account('author@example.com', 'author');
    otherAuthor = await account('other@example.com', 'author');
  });
  afterAll(() => state.handle?.close());
  beforeEach(async () => {
    await state.handle!.db.delete(pages);
    await state.handle!.db.delete(redirects);
    changed.mockClear();
  });

  it('lets an author draft and submit their own page, never publish, schedule or touch a site page', async () => {
    const created = await service().create(author, newPage({ slug: 'author-draft' }));
    expect(created).toMatchObject({ ok: true, page: { status: 'draft', ownerId: author.id } });
    const page = created.ok ? created.page : null!;
    expect(await service().autosave(author, page.id, 1, pageContent({ title: 'Better' }))).toMatchObject({ ok: true, page: { version: 2 } });
    expect(await service().publish(author, page.id, 2)).toEqual({ ok: false, reason: 'not-allowed' });
    expect(await service().schedule(author, page.id, 2, new Date(Date.now() + 60_000).toISOString())).toEqual({ ok: false, reason: 'not-allowed' });
    expect(await service().submit(author, page.id, 2)).toMatchObject({ ok: true, page: { status: 'review' } });
    // Someone else's page, and a site page, are not an author's.
    expect(await service().autosave(otherAuthor, page.id, 3, pageContent())).toEqual({ ok: false, reason: 'forbidden' });
    expect(await service().create(author, newPage({ key: 'home' }))).toEqual({ ok: false, reason: 'not-allowed' });
    expect(await service().restore(author, page.id, 3, 1)).toEqual({ ok: false, reason: 'not-allowed' });

    expect(await service().publish(editor, page.id, 3)).toMatchObject({ ok: true, page: { status: 'published', publishedRevision: 1 } });
    // Live: the author may no longer change it, even once an editor takes it back to draft.
    await service().autosave(editor, page.id, 4, pageContent({ title: 'Edited by the editor' }));
    expect(await service().autosave(author, page.id, 5, pageContent())).toEqual({ ok: false, reason: 'forbidden' });
    expect(await service().remove(author, page.id)).toEqual({ ok: false, reason: 'forbidden' });
    expect(await actions(page.id)).toEqual(['page.create author@example.com', 'page.submit author@example.com', 'page.publish editor@example.com']);
    expect(changed).toHaveBeenCalled();
  });

  it('answers a stale version, an oversized page and a taken address with a refusal, writing nothing', async () => {
    const created = await service().create(editor, newPage({ slug: 'taken' }));
    const page = created.ok ? created.page : null!;
    await service().autosave(editor, page.id, 1, pageContent({ title: 'Saved first' }));
    expect(await service().autosave(editor, page.id, 1, pageContent({ title: 'Stale' }))).toEqual({ ok: false, reason: 'conflict', figure: 2 });
    expect(await service().publish(editor, page.id, 1)).toEqual({ ok: false, reason: 'conflict', figure: 2 });
    const huge = pageContent({ blocks: [aBlock('richText', 'r', { body: 'é'.repeat(140_000) })] });
    expect(await service().autosave(editor, page.id, 2, huge)).toEqual({ ok: false, reason: 'too-large' });
    expect(await service().create(editor, newPage({ slug: 'taken' }))).toEqual({ ok: false, reason: 'slug-taken' });
    expect(await service().create(editor, newPage({ slug: 'careers' }))).toEqual({ ok: false, reason: 'slug-reserved' });
    expect(await service().create(editor, newPage({ slug: 'empleo', language: 'es' }))).toEqual({ ok: false, reason: 'slug-reserved' });
    expect((await service().store.byId(page.id))?.title).toBe('Saved first');
  });

  it('leaves a 308 at a live page’s old address when it is renamed, and a 410 when it is deleted', async () => {
    const created = await service().create(editor, newPage({ slug: 'old-offer' }));
    const page = created.ok ? created.page : null!;
    // Renaming a draft leaves nothing behind: nobody could visit it.
    const renamed = await service().rename(editor, page.id, 1, 'first-offer');
    expect(renamed).toMatchObject({ ok: true, page: { slug: 'first-offer' } });
    expect(await state.handle!.db.select().from(redirects)).toEqual([]);
    await service().publish(editor, page.id, 2);
    expect(await service().rename(editor, page.id, 3, 'spring-offer')).toMatchObject({ ok: true });
    const rules = async () => (await state.handle!.db.select().from(redirects).orderBy(desc(redirects.source))).map((rule) => [rule.source, rule.target, rule.status]);
    expect(await rules()).toEqual([['/en/first-offer', '/en/spring-offer', 308]]);
    expect(await service().remove(editor, page.id)).toMatchObject({ ok: true });
    // Gone, and the address that led to it too (the redirects feature keeps no chain).
    expect(await rules()).toEqual([
      ['/en/spring-offer', null, 410],
      ['/en/first-offer', null, 410],
    ]);
    expect(await actions(page.id)).toEqual(['page.create editor@example.com', 'page.rename editor@example.com', 'page.publish editor@example.com', 'page.rename editor@example.com', 'page.delete editor@example.com']);
  });

  it('shows the Spanish home page out of date once the English one is published again, with what changed', async () => {
    const en = await service().create(editor, newPage({ key: 'home' }));
    const enPage = en.ok ? en.page : null!;
    await service().publish(editor, enPage.id, 1);
    const es = await service().create(editor, newPage({ key: 'home', language: 'es' }));
    const esPage = es.ok ? es.page : null!;
    await service().publish(editor, esPage.id, 1);
    expect(await service().store.translationStatus(esPage)).toBe('current');
    const hero = [aBlock('hero', 'hero-1', { heading: 'A new heading' }), pageContent().blocks[1]!];
    await service().autosave(editor, enPage.id, 2, pageContent({ blocks: hero }));
    await service().publish(editor, enPage.id, 3);
    expect(await service().store.translationStatus(esPage)).toBe('out-of-date');
    expect(await service().translationChanges(editor, esPage.id)).toEqual({ ok: true, page: { fields: [], blocks: [{ anchor: 'hero-1', type: 'hero', change: 'changed', fields: ['heading'], from: 0, to: 0 }] } });
    expect(await service().compare(editor, enPage.id, 1, 2)).toMatchObject({ ok: true, page: { blocks: [{ anchor: 'hero-1', change: 'changed' }] } });
    expect(await service().markTranslated(editor, esPage.id, 2)).toMatchObject({ ok: true, page: { translatedFromRevision: 2 } });
    expect(await service().store.translationStatus((await service().store.byId(esPage.id))!)).toBe('current');
  });

  it('refuses a schedule in the past or without an instant, and schedules for an editor', async () => {
    const created = await service().create(editor, newPage());
    const page = created.ok ? created.page : null!;
    expect(await service().schedule(editor, page.id, 1, new Date(Date.now() - 1000).toISOString())).toEqual({ ok: false, reason: 'schedule-in-past' });
    expect(await service().schedule(editor, page.id, 1, 'soon')).toEqual({ ok: false, reason: 'schedule-missing' });
    const at = new Date(Date.now() + 3_600_000).toISOString();
    expect(await service().schedule(editor, page.id, 1, at)).toMatchObject({ ok: true, page: { status: 'scheduled', scheduledAt: at } });
    expect(await service().withdraw(editor, page.id, 2)).toMatchObject({ ok: true, page: { status: 'draft', scheduledAt: null } });
    expect(await actions(page.id)).toEqual(['page.create editor@example.com', 'page.schedule editor@example.com', 'page.withdraw editor@example.com']);
  });
});
