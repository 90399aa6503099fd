/**
 * The experiments' admin actions as the browser posts them, on a fresh database: the role step
 * (editors prepare, admins start and stop), each refusal by name with nothing written, the audit
 * entries, and the winner promoted to its page as a new published revision — or, when the page
 * refuses, the experiment stopped and the page as it was.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import type { AuthUser } from '@/lib/features/people/shared/types';
import { freshDatabase, testBackends } from '@/test/databases';
import { auditLog, experiments, pageRevisions, pages, users } from '@/test/tables';

const state = vi.hoisted(() => ({ handle: undefined as DatabaseHandle | undefined, user: null as AuthUser | null, refusePublish: false }));
vi.mock('@/lib/infra/db', async () => (await import('@/test/support/action-session')).testDatabase(state));
vi.mock('@/lib/features/people', async (original) => (await import('@/test/support/action-session')).testSession(original, state));
// Outside a request Next.js refuses to expire the public cache: a no-op here.
vi.mock('next/cache', async (original) => ({ ...(await original<object>()), updateTag: () => {}, refresh: () => {} }));
vi.mock('@/lib/features/audit', async (original) => {
  const door = await original<typeof import('@/lib/features/audit')>();
  return { ...door, audit: (entry: Parameters<typeof door.audit>[0]) => door.auditStore().record(entry) };
});
// The running table and the variants' cache (live.ts): told of each start, stop and promotion.
const changed = vi.hoisted(() => ({ calls: 0 }));
vi.mock('../live', () => ({ experimentsChanged: async () => void (changed.calls += 1) }));
// The page service, refusing the promotion when a test says so (someone changed the page in between).
vi.mock('@/lib/features/pages', async (original) => {
  const door = await original<typeof import('@/lib/features/pages')>();
  return {
    ...door,
    pageService: () => {
      const service = door.pageService();
      return { ...service, publishContent: (...args: Parameters<typeof service.publishContent>) => (state.refusePublish ? Promise.resolve({ ok: false as const, reason: 'conflict' as const }) : service.publishContent(...args)) };
    },
  };
});

const actions = await import('./experiment-actions');
const { defaultBlock } = await import('@/lib/features/pages/shared/blocks');
type Content = import('@/lib/features/pages/shared/types').PageContent;
type Block = import('@/lib/features/pages/shared/blocks').PageBlock;
/** A valid block of the library (its default in English) under `anchor`, with fields replaced. */
const aBlock = (type: 'hero' | 'faq', anchor: string, over: Record<string, unknown> = {}) => ({ ...defaultBlock(type, 'en'), anchor, ...over }) as Block;
const pageContent = (over: Partial<Content> = {}): Content => ({ title: 'Returns that pay', blocks: [], seo: { title: null, description: null, image: null, noindex: false }, landing: false, ...over });
const { pageService } = await import('@/lib/features/pages');

/** What a form action answered, or where it sent the browser (Next.js's redirect is a thrown digest). */
async function settle<T>(run: Promise<T>): Promise<T | { redirected: string }> {
  try {
    return await run;
  } catch (error) {
    const digest = (error as { digest?: unknown }).digest;
    if (typeof digest === 'string' && digest.startsWith('NEXT_REDIRECT')) return { redirected: digest.split(';')[2]! };
    throw error;
  }
}

const form = (fields: Record<string, string | number>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, String(value));
  return data;
};
const IDLE = { status: 'idle' } as const;
const post = <R,>(action: (previous: never, data: FormData) => Promise<R>, fields: Record<string, string | number>) => settle(action(IDLE as never, form(fields)));

describe.each(testBackends())('the experiments’ actions on %s', (backend) => {
  let admin: AuthUser;
  let editor: AuthUser;
  let author: AuthUser;
  let pageId: number;

  const experimentRow = async (id: number) => (await state.handle!.db.select().from(experiments).where(eq(experiments.id, id)))[0]!;
  const pageRow = async () => (await state.handle!.db.select().from(pages).where(eq(pages.id, pageId)))[0]!;
  const audited = async (id: number) =>
    (await state.handle!.db.select({ action: auditLog.action, actor: auditLog.actorEmail }).from(auditLog).where(eq(auditLog.target, `experiment:${id}`)).orderBy(asc(auditLog.id))).map((row) => `${row.action} by ${row.actor}`);

  /** A live page of a hero and a FAQ (its working copy its live revision). */
  async function livePage(slug: string) {
    const service = pageService();
    const created = await service.create(admin, { key: null, slug, language: 'en', ...pageContent({ blocks: [aBlock('hero', 'hero', { heading: 'Returns that pay' }), aBlock('faq', 'faq', { items: [{ question: 'Why?', answer: 'Because.' }] })] }) });
    if (!created.ok) throw new Error(created.reason);
    const published = await service.publish(admin, created.page.id, created.page.version);
    if (!published.ok) throw new Error(published.reason);
    return published.page;
  }

  /** A draft on the page's hero, by the editor: its id (from where the action sent the browser). */
  async function heroDraft(name = 'Shorter hero heading', extra: Record<string, string> = {}) {
    state.user = editor;
    const answer = await post(actions.createExperimentAction, { locale: 'en', page: pageId, target: 'hero', name, goal: 'demo_sent', weight_control: '50', weight_b: '50', ...extra });
    if (!('redirected' in answer)) throw new Error(JSON.stringify(answer));
    return Number(/experiments\/(\d+)\?created=1$/.exec(answer.redirected)![1]);
  }

  beforeAll(async () => {
    state.handle = await freshDatabase(backend);
    const account = async (email: string, role: AuthUser['role']): Promise<AuthUser> => {
      const [created] = await state.handle!.db.insert(users).values({ email, passwordHash: 'x', role }).returning();
      return { id: created!.id, email, role };
    };
    admin = await account('exp-admin@example.com', 'admin');
    editor = await account('exp-editor@example.com', 'editor');
    author = await account('exp-author@example.com', 'author');
  });
  afterAll(() => state.handle?.close());
  beforeEach(async () => {
    await state.handle!.db.delete(experiments);
    await state.handle!.db.delete(pages);
    state.refusePublish = false;
    changed.calls = 0;
    state.user = admin;
    pageId = (await livePage(`offer-${Math.random().toString(36).slice(2, 8)}`)).id;
  });

  it('lets an editor create a draft of copies of the live block, and says what is wrong field by field', async () => {
    const id = await heroDraft();
    const row = await experimentRow(id);
    expect(row).toMatchObject({ status: 'draft', blockAnchor: 'hero', goal: 'demo_sent', createdBy: editor.id });
    expect(row.variants).toMatchObject([
      { key: 'control', weight: 50 },
      { key: 'b', weight: 50, block: { type: 'hero', anchor: 'hero', heading: 'Returns that pay' } },
    ]);
    expect(await audited(id)).toEqual(['experiment.created by exp-editor@example.com']);

    // A whole-page draft of three variants, the blank weight the default: each a copy of the page's blocks.
    const whole = await post(actions.createExperimentAction, { locale: 'es', page: pageId, target: '', name: 'Page order', goal: 'slot_booked', weight_control: '', weight_b: '20', include_c: '1', weight_c: '30' });
    expect(whole).toMatchObject({ redirected: expect.stringMatching(/^\/es\/manage\/experiments\/\d+\?created=1$/) });
    const [, wholeRow] = await state.handle!.db.select().from(experiments).orderBy(asc(experiments.id));
    expect(wholeRow!.variants.map((variant) => [variant.key, variant.weight, variant.blocks?.map((block) => block.type)])).toEqual([
      ['control', 50, undefined],
      ['b', 20, ['hero', 'faq']],
      ['c', 30, ['hero', 'faq']],
    ]);

    const refusedWith = async (fields: Record<string, string | number>) => post(actions.createExperimentAction, { locale: 'en', page: pageId, target: 'hero', name: 'A name', goal: 'demo_sent', weight_control: '50', weight_b: '50', ...fields });
    expect(await refusedWith({ name: '  ', weight_b: '0', goal: 'page_view' })).toMatchObject({ status: 'refused', problem: 'invalid', errors: { name: 'required', weight_b: 'invalid', goal: 'invalid' }, values: { name: '  ', weight_b: '0' } });
    expect(await refusedWith({ weight_control: '2.5' })).toMatchObject({ problem: 'invalid', errors: { weight_control: 'invalid' } });
    expect(await refusedWith({ target: 'pricing' })).toMatchObject({ problem: 'block-gone', errors: { target: 'invalid' } });
    expect(await refusedWith({ page: 999_999 })).toMatchObject({ problem: 'page-not-found' });
    expect(await refusedWith({ page: 'x' })).toMatchObject({ problem: 'page-not-found' });
    // An author may not prepare experiments; nobody signed out may.
    state.user = author;
    expect(await refusedWith({})).toMatchObject({ status: 'refused', problem: 'forbidden' });
    state.user = null;
    expect(await refusedWith({})).toMatchObject({ status: 'refused', problem: 'signed-out' });
    expect(await state.handle!.db.$count(experiments)).toBe(2);
  });

  it('saves a draft’s variants from the version it opened, refusing a stale one and a broken block by its path', async () => {
    const id = await heroDraft();
    const row = await experimentRow(id);
    const variants = (heading: string) => [row.variants[0], { ...row.variants[1], block: { ...row.variants[1]!.block, heading } }];
    const saved = await actions.saveExperimentAction({ locale: 'en', id, version: row.version, name: 'Hero, shorter', goal: 'slot_booked', variants: variants('Returns, sorted') });
    expect(saved).toEqual({ ok: true, version: row.version + 1 });
    expect(await experimentRow(id)).toMatchObject({ name: 'Hero, shorter', goal: 'slot_booked', blockAnchor: 'hero', variants: [{ key: 'control' }, { key: 'b', block: { heading: 'Returns, sorted' } }] });
    expect(await actions.saveExperimentAction({ locale: 'en', id, version: row.version, name: 'Stale', goal: 'demo_sent', variants: variants('Stale') })).toEqual({ ok: false, problem: 'conflict', version: row.version + 1 });
    expect(await actions.saveExperimentAction({ locale: 'en', id, version: row.version + 1, name: 'Broken', goal: 'demo_sent', variants: variants('') })).toMatchObject({ ok: false, problem: 'invalid', errors: { 'variants.1.block.heading': 'required' } });
    expect(await actions.saveExperimentAction({ locale: 'en', id, version: row.version + 1, name: 'Huge', goal: 'demo_sent', variants: variants('x'.repeat(300_000)) })).toEqual({ ok: false, problem: 'too-large' });
    expect(await actions.saveExperimentAction({ locale: 'en', id: -1, version: 1, name: '', goal: '', variants: [] } as never)).toEqual({ ok: false, problem: 'invalid' });
    state.user = author;
    expect(await actions.saveExperimentAction({ locale: 'en', id, version: row.version + 1, name: 'Author', goal: 'demo_sent', variants: variants('Author') })).toEqual({ ok: false, problem: 'forbidden' });
    expect(await experimentRow(id)).toMatchObject({ name: 'Hero, shorter', version: row.version + 1 });
    expect(await audited(id)).toEqual(['experiment.created by exp-editor@example.com', 'experiment.updated by exp-editor@example.com']);
  });

  it('lets only an admin start a draft on a live page, one experiment a page at a time', async () => {
    const id = await heroDraft();
    const second = await heroDraft('Another');
    const { version } = await experimentRow(id);
    state.user = editor;
    expect(await post(actions.startExperimentAction, { locale: 'en', id, version })).toMatchObject({ status: 'refused', problem: 'forbidden' });
    expect(await experimentRow(id)).toMatchObject({ status: 'draft' });
    state.user = admin;
    expect(await post(actions.startExperimentAction, { locale: 'en', id, version: version + 5 })).toMatchObject({ problem: 'conflict', version });
    expect(changed.calls).toBe(0);
    expect(await post(actions.startExperimentAction, { locale: 'es', id, version })).toEqual({ redirected: `/es/manage/experiments/${id}?done=started` });
    expect(changed.calls).toBe(1);
    expect(await experimentRow(id)).toMatchObject({ status: 'running', version: version + 1 });
    expect(await post(actions.startExperimentAction, { locale: 'en', id: second, version: (await experimentRow(second)).version })).toMatchObject({ problem: 'already-running' });
    expect(await post(actions.startExperimentAction, { locale: 'en', id, version: version + 1 })).toMatchObject({ problem: 'not-draft' });
    // Editing and deleting are for drafts only.
    state.user = editor;
    expect(await actions.saveExperimentAction({ locale: 'en', id, version: version + 1, name: 'Late', goal: 'demo_sent', variants: (await experimentRow(id)).variants })).toMatchObject({ ok: false, problem: 'not-draft' });
    expect(await post(actions.deleteExperimentAction, { locale: 'en', id, version: version + 1 })).toMatchObject({ problem: 'not-draft' });
    // A page that is not live has no visitors to split.
    await state.handle!.db.update(pages).set({ publishedRevision: null, status: 'draft' }).where(eq(pages.id, pageId));
    state.user = admin;
    expect(await post(actions.startExperimentAction, { locale: 'en', id: second, version: (await experimentRow(second)).version })).toMatchObject({ problem: 'page-not-live' });
    expect(await audited(id)).toEqual(['experiment.created by exp-editor@example.com', 'experiment.started by exp-admin@example.com']);
  });

  it('stops with a winner after a confirmation, publishing the winner’s block as the page’s next revision', async () => {
    const id = await heroDraft();
    const row = await experimentRow(id);
    state.user = editor;
    await actions.saveExperimentAction({ locale: 'en', id, version: row.version, name: row.name, goal: row.goal, variants: [row.variants[0], { ...row.variants[1], block: { ...row.variants[1]!.block, heading: 'Returns, sorted in minutes' } }] });
    state.user = admin;
    await post(actions.startExperimentAction, { locale: 'en', id, version: row.version + 1 });
    const running = await experimentRow(id);
    state.user = editor;
    expect(await post(actions.stopExperimentAction, { locale: 'en', id, version: running.version, winner: 'b', confirm: '1' })).toMatchObject({ problem: 'forbidden' });
    state.user = admin;
    expect(await post(actions.stopExperimentAction, { locale: 'en', id, version: running.version, winner: 'z', confirm: '1' })).toMatchObject({ problem: 'unknown-winner' });
    // The first post only asks: nothing changes.
    expect(await post(actions.stopExperimentAction, { locale: 'en', id, version: running.version, winner: 'b' })).toMatchObject({ status: 'confirm', winner: 'b' });
    expect(await experimentRow(id)).toMatchObject({ status: 'running' });
    const before = await pageRow();
    expect(await post(actions.stopExperimentAction, { locale: 'en', id, version: running.version, winner: 'b', confirm: '1' })).toEqual({ redirected: `/en/manage/experiments/${id}?done=promoted&winner=b` });
    expect(await experimentRow(id)).toMatchObject({ status: 'stopped', winner: 'b' });
    const after = await pageRow();
    expect(after).toMatchObject({ status: 'published', publishedRevision: before.revisionCount + 1, revisionCount: before.revisionCount + 1, version: before.version + 1 });
    expect(after.blocks.map((block) => [block.type, block.anchor, 'heading' in block ? block.heading : null])).toEqual([
      ['hero', 'hero', 'Returns, sorted in minutes'],
      ['faq', 'faq', 'Frequently asked questions'],
    ]);
    const [revision] = await state.handle!.db.select().from(pageRevisions).where(and(eq(pageRevisions.pageId, pageId), eq(pageRevisions.number, after.publishedRevision!)));
    expect(revision).toMatchObject({ reason: 'publish', authorEmail: 'exp-admin@example.com' });
    expect(changed.calls).toBe(2);
    expect(await audited(id)).toEqual([
      'experiment.created by exp-editor@example.com',
      'experiment.updated by exp-editor@example.com',
      'experiment.started by exp-admin@example.com',
      'experiment.stopped by exp-admin@example.com',
      'experiment.promoted by exp-admin@example.com',
    ]);
    const pageEntries = await state.handle!.db.select({ action: auditLog.action, detail: auditLog.detail }).from(auditLog).where(eq(auditLog.target, `page:${pageId}`));
    expect(pageEntries.at(-1)).toMatchObject({ action: 'page.publish', detail: { experiment: id, winner: 'b' } });
  });

  it('stops with no winner or the control, leaving the page as it is', async () => {
    for (const winner of ['', 'control']) {
      const id = await heroDraft(`Stop with "${winner}"`);
      state.user = admin;
      await post(actions.startExperimentAction, { locale: 'en', id, version: (await experimentRow(id)).version });
      const before = await pageRow();
      const answer = await post(actions.stopExperimentAction, { locale: 'en', id, version: (await experimentRow(id)).version, winner, confirm: '1' });
      expect(answer).toEqual({ redirected: `/en/manage/experiments/${id}?done=stopped${winner ? `&winner=${winner}` : ''}` });
      expect(await experimentRow(id)).toMatchObject({ status: 'stopped', winner: winner || null });
      expect(await pageRow()).toMatchObject({ version: before.version, revisionCount: before.revisionCount });
    }
  });

  it('keeps the experiment running while the page holds unpublished changes, and promotes later when the page refused', async () => {
    const id = await heroDraft();
    const row = await experimentRow(id);
    await actions.saveExperimentAction({ locale: 'en', id, version: row.version, name: row.name, goal: row.goal, variants: [row.variants[0], { ...row.variants[1], block: { ...row.variants[1]!.block, heading: 'Returns, sorted' } }] });
    state.user = admin;
    await post(actions.startExperimentAction, { locale: 'en', id, version: row.version + 1 });
    const version = row.version + 2;
    // An editor's unpublished change to the page: promoting would publish it along with the winner.
    const page = await pageRow();
    const draft = await pageService().autosave(admin, pageId, page.version, pageContent({ title: 'Work in progress', blocks: page.blocks }));
    expect(draft.ok).toBe(true);
    expect(await post(actions.stopExperimentAction, { locale: 'en', id, version, winner: 'b', confirm: '1' })).toMatchObject({ status: 'refused', problem: 'page-has-changes' });
    expect(await experimentRow(id)).toMatchObject({ status: 'running' });
    const republished = await pageService().publish(admin, pageId, (await pageRow()).version);
    expect(republished.ok).toBe(true);

    // The page refuses at the last step (someone saved it in between): stopped, the page as it was, and said so.
    state.refusePublish = true;
    const before = await pageRow();
    expect(await post(actions.stopExperimentAction, { locale: 'en', id, version, winner: 'b', confirm: '1' })).toEqual({
      redirected: `/en/manage/experiments/${id}?done=not-promoted&problem=page-refused&reason=conflict&winner=b`,
    });
    expect(await experimentRow(id)).toMatchObject({ status: 'stopped', winner: 'b' });
    expect(await pageRow()).toMatchObject({ version: before.version, revisionCount: before.revisionCount });
    expect((await audited(id)).slice(-2)).toEqual(['experiment.started by exp-admin@example.com', 'experiment.stopped by exp-admin@example.com']);
    expect(await post(actions.promoteWinnerAction, { locale: 'en', id })).toMatchObject({ status: 'refused', problem: 'page-refused', pageReason: 'conflict' });

    // Once the page takes it: the winner is published, and only an admin may ask.
    state.refusePublish = false;
    state.user = editor;
    expect(await post(actions.promoteWinnerAction, { locale: 'en', id })).toMatchObject({ problem: 'forbidden' });
    state.user = admin;
    expect(await post(actions.promoteWinnerAction, { locale: 'en', id })).toEqual({ redirected: `/en/manage/experiments/${id}?done=promoted&winner=b` });
    expect(await pageRow()).toMatchObject({ revisionCount: before.revisionCount + 1, publishedRevision: before.revisionCount + 1 });
    expect((await audited(id)).at(-1)).toBe('experiment.promoted by exp-admin@example.com');
  });

  it('deletes a draft only, for editors and admins, audited', async () => {
    const id = await heroDraft();
    const { version } = await experimentRow(id);
    state.user = author;
    expect(await post(actions.deleteExperimentAction, { locale: 'en', id, version })).toMatchObject({ problem: 'forbidden' });
    state.user = editor;
    expect(await post(actions.deleteExperimentAction, { locale: 'en', id, version: version + 1 })).toMatchObject({ problem: 'conflict' });
    expect(await post(actions.deleteExperimentAction, { locale: 'es', id, version })).toEqual({ redirected: '/es/manage/experiments?deleted=1' });
    expect(await state.handle!.db.$count(experiments, eq(experiments.id, id))).toBe(0);
    expect(await audited(id)).toEqual(['experiment.created by exp-editor@example.com', 'experiment.deleted by exp-editor@example.com']);
    expect(await post(actions.deleteExperimentAction, { locale: 'en', id, version })).toMatchObject({ problem: 'not-found' });
  });
});
