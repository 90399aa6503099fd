/**
 * The page operations an admin screen or a server action calls: each takes the signed-in account,
 * checks its permission and the shared workflow's rules (lib/features/publishing/shared/workflow.ts,
 * as posts and stories), writes through the store, records an audit entry, and tells the
 * addresses (redirects, 410, IndexNow) and the public cache what changed. Refusals come back as
 * `{ ok: false, reason }` (shared/messages.ts has their sentences), never as exceptions.
 *
 *   author          creates new pages, autosaves, submits, withdraws and deletes their own unpublished pages
 *   editor, admin   also the site's own pages; publish, schedule, unpublish, rename, restore
 */
import type { AuditEntry } from '@/lib/features/audit';
import { can } from '@/lib/features/people/shared/permissions';
import type { AuthUser } from '@/lib/features/people/shared/types';
import { mayEditEntry, transition } from '@/lib/features/publishing/shared/workflow';
import type { Database } from '@/lib/infra/db/client';
import { log } from '@/lib/infra/log.mjs';
import { comparePages, type PageComparison } from './compare';
import { createPageStore, type PageStore } from './store';
import { maxPageDrafts } from './shared/limits';
import { PageWriteError, type NewPage, type Page, type PageContent, type PageRefusal } from './shared/types';

export interface PageServiceDependencies {
  database: () => Promise<Database>;
  /** Records an audit entry (the audit door's `audit` in a request). */
  record: (entry: Omit<AuditEntry, 'ip'>) => Promise<void>;
  /** A page's address changed, appeared or went (`before` null: new; `after` null: deleted). Never throws. */
  addressChanged?: (before: Page | null, after: Page | null) => Promise<void>;
  /** What visitors see may have changed: expire the public reads, wake the publication clock. */
  changed?: (page: Page) => void;
  /** The page went from one state to another by an account's move (the review notices). Never throws. */
  moved?: (actor: AuthUser, before: Page | null, after: Page) => Promise<void>;
  now?: () => Date;
}

export type PageResult<T = Page> = { ok: true; page: T } | { ok: false; reason: PageRefusal; figure?: number };

const refused = (reason: PageRefusal, figure?: number): { ok: false; reason: PageRefusal; figure?: number } => (figure === undefined ? { ok: false, reason } : { ok: false, reason, figure });

const publishes = (actor: AuthUser) => can(actor.role, 'pages.publish');

/**
 * May this account change this page at all? The workflow's rule (an author: their own draft or
 * page in review) and one of pages': an author never changes a live page, even one an editor took
 * back to draft.
 */
export function mayChangePage(actor: AuthUser, page: Pick<Page, 'ownerId' | 'status' | 'publishedRevision'>): boolean {
  if (!can(actor.role, 'pages')) return false;
  return mayEditEntry(actor, page) && (publishes(actor) || page.publishedRevision === null);
}

export function createPageService(deps: PageServiceDependencies) {
  const now = deps.now ?? (() => new Date());
  const store: PageStore = createPageStore(deps.database, now);
  const author = (actor: AuthUser) => ({ id: actor.id, email: actor.email });

  /** The page when the account may change it, else the refusal. */
  async function editable(actor: AuthUser, id: number): Promise<PageResult> {
    if (!can(actor.role, 'pages')) return refused('forbidden');
    const page = await store.byId(id);
    if (!page) return refused('not-found');
    return mayChangePage(actor, page) ? { ok: true, page } : refused('forbidden');
  }

  /** Runs a store write; a PageWriteError becomes a refusal, then the audit entry and the after-effects. */
  async function run(
    actor: AuthUser,
    before: Page | null,
    write: () => Promise<Page>,
    action: AuditEntry['action'] | null,
    detail: Record<string, unknown> = {},
  ): Promise<PageResult> {
    let page: Page;
    try {
      page = await write();
    } catch (error) {
      if (error instanceof PageWriteError) return refused(error.reason, error.figure);
      throw error;
    }
    if (action) {
      await deps.record({
        actor: author(actor),
        action,
        target: `page:${page.id}`,
        detail: { key: page.key, slug: page.slug, language: page.language, status: page.status, version: page.version, revision: page.publishedRevision, ...detail },
      });
    }
    await afterWrite(before, page);
    if (before?.status !== page.status) await deps.moved?.(actor, before, page);
    return { ok: true, page };
  }

  async function afterWrite(before: Page | null, after: Page | null) {
    const page = after ?? before;
    if (!page) return;
    try {
      deps.changed?.(page);
    } catch (error) {
      log.warn('pages: the public cache was not told of a change', { error });
    }
    await deps.addressChanged?.(before, after);
  }

  /** The same page, when `id` names one the account may change, through `write`. */
  async function change(actor: AuthUser, id: number, write: (page: Page) => Promise<Page>, action: AuditEntry['action'] | null, needs?: 'publish', detail?: Record<string, unknown>) {
    const found = await editable(actor, id);
    if (!found.ok) return found;
    if (needs === 'publish' && !publishes(actor)) return refused('not-allowed');
    return run(actor, found.page, () => write(found.page), action, detail);
  }

  return {
    store,

    /** A new page as a draft: an author a new page; the site's own pages (`key`) are editors'. `translationOf`: the page it translates. */
    async create(actor: AuthUser, input: NewPage, options: { translationOf?: number } = {}): Promise<PageResult> {
      if (!can(actor.role, 'pages')) return refused('forbidden');
      if (input.key !== null && !publishes(actor)) return refused('not-allowed');
      if (options.translationOf !== undefined) {
        const source = await editable(actor, options.translationOf);
        if (!source.ok) return source;
      }
      return run(actor, null, () => store.create(input, { owner: author(actor), draftLimit: maxPageDrafts(actor.role), translationOf: options.translationOf }), 'page.create');
    },

    /** Autosave of the open editor (not audited: it runs every few seconds; the moves are). */
    autosave: (actor: AuthUser, id: number, version: number, content: PageContent) =>
      change(actor, id, () => store.saveDraft(id, version, content), null),

    submit: (actor: AuthUser, id: number, version: number) => change(actor, id, () => store.submit(id, version), 'page.submit'),

    /** Back to draft from review or from a schedule. */
    withdraw: (actor: AuthUser, id: number, version: number) => change(actor, id, () => store.withdraw(id, version), 'page.withdraw'),

    async schedule(actor: AuthUser, id: number, version: number, at: string): Promise<PageResult> {
      const found = await editable(actor, id);
      if (!found.ok) return found;
      const move = transition(actor.role, found.page, 'scheduled', at, now());
      if (!move.ok) return refused(move.reason);
      return run(actor, found.page, () => store.schedule(id, version, new Date(move.publishedAt!)), 'page.schedule', { at: move.publishedAt });
    },

    async publish(actor: AuthUser, id: number, version: number): Promise<PageResult> {
      const found = await editable(actor, id);
      if (!found.ok) return found;
      const move = transition(actor.role, found.page, 'published', null, now());
      if (!move.ok) return refused(move.reason);
      return run(actor, found.page, () => store.publish(id, version, author(actor)), 'page.publish');
    },

    /**
     * `content` published at once as the page's next revision (an editor's or admin's move: an
     * experiment's winner promoted). `detail` joins the audit entry (the experiment's id).
     */
    publishContent: (actor: AuthUser, id: number, version: number, content: PageContent, detail: Record<string, unknown> = {}) =>
      change(actor, id, () => store.publishContent(id, version, content, author(actor)), 'page.publish', 'publish', detail),

    unpublish: (actor: AuthUser, id: number, version: number) => change(actor, id, () => store.unpublish(id, version), 'page.unpublish', 'publish'),

    /** A new page's new address; a live page's needs an editor (its old address answers 308 to the new one). */
    async rename(actor: AuthUser, id: number, version: number, slug: string): Promise<PageResult> {
      const found = await editable(actor, id);
      if (!found.ok) return found;
      if (found.page.publishedRevision !== null && !publishes(actor)) return refused('not-allowed');
      return run(actor, found.page, () => store.rename(id, version, slug), 'page.rename', { from: found.page.slug });
    },

    restore: (actor: AuthUser, id: number, version: number, revision: number) =>
      change(actor, id, () => store.restore(id, version, revision, author(actor)), 'page.restore', 'publish', { restored: revision }),

    /** Records that this version now translates the other language's live revision ("out of date" no more). */
    markTranslated: (actor: AuthUser, id: number, version: number) => change(actor, id, () => store.markTranslated(id, version), 'page.translate'),

    /** Links two language versions; both must be the account's to change. */
    async link(actor: AuthUser, id: number, otherId: number) {
      if (!can(actor.role, 'pages')) return refused('forbidden');
      const linked = await store.link(id, otherId, (row) => mayChangePage(actor, row));
      if (!linked.ok) return refused(linked.reason === 'not-found' ? 'not-found' : linked.reason === 'forbidden' ? 'forbidden' : 'invalid');
      await deps.record({ actor: author(actor), action: 'page.translate', target: `page:${id}`, detail: { linked: otherId } });
      const page = await store.byId(id);
      if (page) deps.changed?.(page);
      return { ok: true as const, page: page! };
    },

    /** Deletes a new page: an author their own unpublished one; a live one (its address then answers 410) an editor. */
    async remove(actor: AuthUser, id: number): Promise<PageResult> {
      const found = await editable(actor, id);
      if (!found.ok) return found;
      if (found.page.key !== null) return refused('site-page');
      let deleted: Page | null;
      try {
        deleted = await store.remove(id);
      } catch (error) {
        if (error instanceof PageWriteError) return refused(error.reason);
        throw error;
      }
      if (!deleted) return refused('not-found');
      await deps.record({ actor: author(actor), action: 'page.delete', target: `page:${id}`, detail: { slug: deleted.slug, language: deleted.language, title: deleted.title } });
      await afterWrite(found.page, null);
      return { ok: true, page: deleted };
    },

    /** A page's revisions, newest first (anyone who may open the page in the admin). */
    async revisions(actor: AuthUser, id: number) {
      if (!can(actor.role, 'pages')) return refused('forbidden');
      return { ok: true as const, page: await store.revisions(id) };
    },

    /** What changed from revision `from` to revision `to`, or to the working copy (`to` omitted). */
    async compare(actor: AuthUser, id: number, from: number, to?: number): Promise<PageResult<PageComparison>> {
      if (!can(actor.role, 'pages')) return refused('forbidden');
      const [before, after] = await Promise.all([store.revision(id, from), to === undefined ? store.byId(id) : store.revision(id, to)]);
      if (!before || !after) return refused('revision-missing');
      return { ok: true, page: comparePages(before, after) };
    },

    /**
     * What the other language's page changed since this one was translated from it (the "out of
     * date" compare); null when there is nothing to compare (no translation, never published, or
     * the revision translated from is no longer kept).
     */
    async translationChanges(actor: AuthUser, id: number): Promise<PageResult<PageComparison | null>> {
      if (!can(actor.role, 'pages')) return refused('forbidden');
      const page = await store.byId(id);
      if (!page) return refused('not-found');
      const other = await store.translationOf(page);
      if (!other?.publishedRevision || page.translatedFromRevision === null) return { ok: true, page: null };
      const [from, to] = await Promise.all([store.revision(other.id, page.translatedFromRevision), store.revision(other.id, other.publishedRevision)]);
      return { ok: true, page: from && to ? comparePages(from, to) : null };
    },
  };
}

export type PageService = ReturnType<typeof createPageService>;
