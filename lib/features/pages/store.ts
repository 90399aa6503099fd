/**
 * Builder pages on the site's database (PGlite or PostgreSQL): the working copy, the workflow's
 * moves and the revisions they keep, the live page, translations. Every write on a page locks its
 * row and is refused when the version the editor saw is no longer the stored one, so two editors
 * (or an autosave and a publish) never overwrite each other. Who may do what is the service's
 * (service.ts); this module enforces the data's own rules: bounds, addresses, quotas, states.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '@/lib/infra/db/queries';
import { readPage } from '@/lib/infra/util/paging';
import type { Database } from '@/lib/infra/db/client';
import { isUniqueViolation } from '@/lib/infra/db/errors';
import { linkEntries, unlinkEntries, type LinkResult, type UnlinkResult } from '@/lib/features/publishing';
import type { ContentLanguage } from '@/lib/features/publishing/shared/workflow';
import { pageRevisions, pages, type PageRow } from './tables';
import { checkContent } from './content';
import { pageSitePath } from './paths';
import { columnsOf, contentOf, keepRevision, listRevisions, readRevision, type RevisionAuthor, type Transaction } from './revisions';
import { isPageKey, slugProblem } from './slug-rules';
import { translationStatus } from './translation-status';
import { MAX_PAGES } from './shared/limits';
import { PageWriteError, type NewPage, type Page, type PageAdminQuery, type PageContent, type PublishedPage, type TranslationStatus } from './shared/types';

type OpenDatabase = () => Promise<Database>;

export const toPage = (row: PageRow): Page => ({
  id: row.id,
  key: row.key,
  language: row.language,
  slug: row.slug,
  ...contentOf(row),
  status: row.status,
  scheduledAt: row.scheduledAt?.toISOString() ?? null,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  publishedRevision: row.publishedRevision,
  revisionCount: row.revisionCount,
  translationGroup: row.translationGroup,
  translatedFromRevision: row.translatedFromRevision,
  version: row.version,
  ownerId: row.ownerId,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** An admin list's line: everything but the blocks (400 pages of blocks would be megabytes). */
export type PageSummary = Omit<Page, 'blocks'> & { translationStatus: TranslationStatus };

const { blocks: _blocks, ...summaryColumns } = getTableColumns(pages);

/** What a create is bounded by: the instance's pages (MAX_PAGES) and the owner's unpublished ones. */
export interface CreateOptions {
  owner: RevisionAuthor;
  /** The owner's unpublished new pages may not exceed this many (the role's quota). */
  draftLimit?: number;
  /** A new language version of this page: linked to it, and translated from its live revision. */
  translationOf?: number;
}

export type MayChangePage = (page: Pick<PageRow, 'ownerId' | 'status' | 'publishedRevision'>) => boolean;

const PAGES = { table: pages, id: pages.id, language: pages.language, translationGroup: pages.translationGroup };
/** Creates take turns (a transaction-scoped advisory lock), so the quotas count each other. */
const CREATE_LOCK = sql`select pg_advisory_xact_lock(hashtext('otailo:pages:create'))`;

export function createPageStore(database: OpenDatabase, now: () => Date = () => new Date()) {
  /**
   * One write on one page: its row locked, the version checked, `change` applied and the version
   * raised. `change` returns the columns to set, or throws a PageWriteError.
   */
  async function write(id: number, expectedVersion: number, change: (tx: Transaction, current: PageRow) => Promise<Partial<typeof pages.$inferInsert>>): Promise<Page> {
    const db = await database();
    try {
      return await db.transaction(async (tx) => {
        const [current] = await tx.select().from(pages).where(eq(pages.id, id)).for('update');
        if (!current) throw new PageWriteError('not-found');
        if (current.version !== expectedVersion) throw new PageWriteError('conflict', current.version);
        const columns = await change(tx, current);
        const [row] = await tx
          .update(pages)
          .set({ ...columns, version: current.version + 1, updatedAt: now() })
          .where(eq(pages.id, id))
          .returning();
        return toPage(row!);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new PageWriteError('slug-taken');
      throw error;
    }
  }

  /** The working copy as revision `revisionCount + 1`, now live. */
  async function publishWorkingCopy(tx: Transaction, current: PageRow, author: RevisionAuthor) {
    const number = current.revisionCount + 1;
    await keepRevision(tx, current.id, number, contentOf(current), 'publish', author, number);
    return { status: 'published' as const, publishedRevision: number, revisionCount: number, publishedAt: now(), scheduledAt: null };
  }

  async function partnerOf(db: Database | Transaction, page: Pick<PageRow, 'id' | 'language' | 'translationGroup'>) {
    if (!page.translationGroup) return null;
    const [row] = await db
      .select(summaryColumns)
      .from(pages)
      .where(and(eq(pages.translationGroup, page.translationGroup), ne(pages.language, page.language), ne(pages.id, page.id)))
      .limit(1);
    return row ?? null;
  }

  /**
   * The translation group (and source revision) a new page starts with: a site page joins the
   * other language's version of the same page; `translationOf` names the page it translates.
   */
  async function translationLink(tx: Transaction, input: NewPage, translationOf: number | undefined) {
    const where = input.key !== null ? and(eq(pages.key, input.key), ne(pages.language, input.language)) : translationOf ? eq(pages.id, translationOf) : undefined;
    if (!where) return {};
    const [source] = await tx.select(summaryColumns).from(pages).where(where).limit(1).for('update');
    if (!source || source.language === input.language) return {};
    if (source.translationGroup && (await partnerOf(tx, source))) return {};
    const group = source.translationGroup ?? randomUUID();
    if (!source.translationGroup) await tx.update(pages).set({ translationGroup: group }).where(eq(pages.id, source.id));
    return { translationGroup: group, translatedFromRevision: source.publishedRevision };
  }

  return {
    async byId(id: number): Promise<Page | null> {
      const db = await database();
      const [row] = await db.select().from(pages).where(eq(pages.id, id)).limit(1);
      return row ? toPage(row) : null;
    },

    /** Every page (of one language, when given) without its blocks, each with its translation's status: the admin list. */
    async list(language?: ContentLanguage): Promise<PageSummary[]> {
      const db = await database();
      const rows = await db.select(summaryColumns).from(pages).orderBy(asc(pages.key), asc(pages.slug), asc(pages.language)).limit(MAX_PAGES);
      const byGroup = new Map<string, typeof rows>();
      for (const row of rows) if (row.translationGroup) byGroup.set(row.translationGroup, [...(byGroup.get(row.translationGroup) ?? []), row]);
      return rows
        .filter((row) => !language || row.language === language)
        .map((row) => {
          const partner = (row.translationGroup ? byGroup.get(row.translationGroup) : undefined)?.find((other) => other.id !== row.id && other.language !== row.language);
          const { blocks: _none, ...page } = toPage({ ...row, blocks: [] });
          return { ...page, translationStatus: translationStatus(row, partner ?? null) };
        });
    },

    /**
     * A page of the admin list (searched, filtered and ordered in SQL), each with its translation's
     * status: the partners of the page's rows are read in one more query, whatever page they are on.
     */
    async adminPage(page: number, pageSize: number, query: PageAdminQuery = {}) {
      const db = await database();
      const where = adminFilters(query);
      const paged = await readPage(
        page,
        pageSize,
        async () => (await db.select({ count: count() }).from(pages).where(where))[0]?.count ?? 0,
        async (limit, offset) => db.select(summaryColumns).from(pages).where(where).orderBy(...adminOrder(query)).limit(limit).offset(offset),
      );
      const groups = [...new Set(paged.rows.flatMap((row) => (row.translationGroup ? [row.translationGroup] : [])))];
      const partners = groups.length > 0 ? await db.select(summaryColumns).from(pages).where(inArray(pages.translationGroup, groups)) : [];
      const rows: PageSummary[] = paged.rows.map((row) => {
        const partner = row.translationGroup ? partners.find((other) => other.translationGroup === row.translationGroup && other.id !== row.id && other.language !== row.language) : undefined;
        const { blocks: _none, ...summary } = toPage({ ...row, blocks: [] });
        return { ...summary, translationStatus: translationStatus(row, partner ?? null) };
      });
      return { ...paged, rows };
    },

    /** A new page, as a draft. A site page (`key`) joins its other language's translation group. */
    async create(input: NewPage, options: CreateOptions): Promise<Page> {
      const checked = checkContent(input);
      if (!checked.ok) throw new PageWriteError(checked.reason);
      if (input.key !== null) {
        if (!isPageKey(input.key) || input.slug !== null) throw new PageWriteError('key-unknown');
      } else {
        const problem = input.slug === null ? 'slug-invalid' : slugProblem(input.language, input.slug);
        if (problem) throw new PageWriteError(problem);
      }
      const db = await database();
      let page: Page;
      try {
        page = await db.transaction(async (tx) => {
          await tx.execute(CREATE_LOCK);
          const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(pages);
          if (Number(total) >= MAX_PAGES) throw new PageWriteError('too-many-pages', MAX_PAGES);
          if (options.owner && options.draftLimit !== undefined) {
            const [{ drafts } = { drafts: 0 }] = await tx
              .select({ drafts: count() })
              .from(pages)
              .where(and(eq(pages.ownerId, options.owner.id), isNull(pages.publishedRevision)));
            if (Number(drafts) >= options.draftLimit) throw new PageWriteError('too-many-drafts', options.draftLimit);
          }
          const link = await translationLink(tx, input, options.translationOf);
          const [row] = await tx
            .insert(pages)
            .values({ key: input.key, language: input.language, slug: input.slug, ...columnsOf(checked.content), ...link, ownerId: options.owner?.id ?? null })
            .returning();
          return toPage(row!);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new PageWriteError(input.key !== null ? 'key-taken' : 'slug-taken');
        throw error;
      }
      return page;
    },

    /**
     * Autosave: the working copy's content. A live page being edited becomes a draft again (visitors
     * keep its live revision); a scheduled one is refused: what goes live at its instant is what
     * the editor scheduled (take it back to draft first).
     */
    saveDraft(id: number, expectedVersion: number, content: PageContent): Promise<Page> {
      const checked = checkContent(content);
      if (!checked.ok) return Promise.reject(new PageWriteError(checked.reason));
      return write(id, expectedVersion, async (_tx, current) => {
        if (current.status === 'scheduled') throw new PageWriteError('scheduled');
        return { ...columnsOf(checked.content), status: current.status === 'published' ? 'draft' : current.status };
      });
    },

    /** "An editor, please publish this." */
    submit: (id: number, expectedVersion: number) =>
      write(id, expectedVersion, async (_tx, current) => {
        if (current.status !== 'draft' && current.status !== 'review') throw new PageWriteError('not-allowed');
        return { status: 'review' };
      }),

    /** The working copy goes live at `at` (the publication clock publishes it). */
    schedule: (id: number, expectedVersion: number, at: Date) => write(id, expectedVersion, async () => ({ status: 'scheduled', scheduledAt: at })),

    /** Back to draft from review or scheduled (a live page stays live). */
    withdraw: (id: number, expectedVersion: number) =>
      write(id, expectedVersion, async (_tx, current) => {
        if (current.status !== 'review' && current.status !== 'scheduled') throw new PageWriteError('not-allowed');
        return { status: 'draft', scheduledAt: null };
      }),

    /** The working copy becomes the next revision and goes live now. */
    publish: (id: number, expectedVersion: number, author: RevisionAuthor) => write(id, expectedVersion, (tx, current) => publishWorkingCopy(tx, current, author)),

    /**
     * `content` becomes the working copy and goes live at once as the next revision, in one write
     * (an experiment's winner promoted: docs/experiments.md): never a working copy changed and left
     * unpublished. Refused like any write when the page moved on from `expectedVersion`.
     */
    publishContent(id: number, expectedVersion: number, content: PageContent, author: RevisionAuthor): Promise<Page> {
      const checked = checkContent(content);
      if (!checked.ok) return Promise.reject(new PageWriteError(checked.reason));
      return write(id, expectedVersion, async (tx, current) => ({ ...columnsOf(checked.content), ...(await publishWorkingCopy(tx, { ...current, ...columnsOf(checked.content) }, author)) }));
    },

    /** Visitors no longer see the page; its working copy and revisions stay. */
    unpublish: (id: number, expectedVersion: number) =>
      write(id, expectedVersion, async (_tx, current) => {
        if (current.publishedRevision === null) throw new PageWriteError('not-published');
        return { status: 'draft', publishedRevision: null, scheduledAt: null };
      }),

    /** A new page's new address (its live page moves at once; the caller leaves the redirect). */
    rename: (id: number, expectedVersion: number, slug: string) =>
      write(id, expectedVersion, async (_tx, current) => {
        if (current.key !== null) throw new PageWriteError('site-page');
        const problem = slugProblem(current.language, slug);
        if (problem) throw new PageWriteError(problem);
        return { slug };
      }),

    /**
     * An older revision's content back in the working copy, kept as a new revision (`restore`). It
     * is not live until published; a page in review stays in review, any other becomes a draft.
     */
    restore: (id: number, expectedVersion: number, number: number, author: RevisionAuthor) =>
      write(id, expectedVersion, async (tx, current) => {
        const revision = await readRevision(tx, id, number);
        if (!revision) throw new PageWriteError('revision-missing');
        const next = current.revisionCount + 1;
        await keepRevision(tx, id, next, revision, 'restore', author, current.publishedRevision);
        return { ...columnsOf(revision), revisionCount: next, status: current.status === 'review' ? 'review' : 'draft', scheduledAt: null };
      }),

    /** This version now says what the other language's live revision says. */
    markTranslated: (id: number, expectedVersion: number) =>
      write(id, expectedVersion, async (tx, current) => {
        const partner = await partnerOf(tx, current);
        if (!partner) throw new PageWriteError('not-found');
        if (partner.publishedRevision === null) throw new PageWriteError('not-published');
        return { translatedFromRevision: partner.publishedRevision };
      }),

    /** Deletes a new page (its revisions and preview links go with it); the site's own pages stay. */
    async remove(id: number): Promise<Page | null> {
      const db = await database();
      const [current] = await db.select({ key: pages.key }).from(pages).where(eq(pages.id, id)).limit(1);
      if (current?.key) throw new PageWriteError('site-page');
      const [row] = await db
        .delete(pages)
        .where(and(eq(pages.id, id), isNull(pages.key)))
        .returning();
      return row ? toPage(row) : null;
    },

    revisions: async (id: number) => listRevisions(await database(), id),
    revision: async (id: number, number: number) => readRevision(await database(), id, number),

    /** The other language's version (any state), or null. */
    async translationOf(page: Pick<Page, 'id' | 'language' | 'translationGroup'>): Promise<Omit<Page, 'blocks'> | null> {
      const row = await partnerOf(await database(), page);
      if (!row) return null;
      const { blocks: _none, ...partner } = toPage({ ...row, blocks: [] });
      return partner;
    },

    /** 'current', 'out-of-date' or 'missing' (translation-status.ts). */
    async translationStatus(page: Pick<Page, 'id' | 'language' | 'translationGroup' | 'translatedFromRevision'>): Promise<TranslationStatus> {
      return translationStatus(page, await partnerOf(await database(), page));
    },

    /** The live page in `language` whose key (a site page) or slug (a new page) this is; null when none is live. */
    async published(language: ContentLanguage, keyOrSlug: string): Promise<PublishedPage | null> {
      const db = await database();
      const [found] = await db
        .select({ page: summaryColumns, revision: pageRevisions })
        .from(pages)
        .innerJoin(pageRevisions, and(eq(pageRevisions.pageId, pages.id), eq(pageRevisions.number, pages.publishedRevision)))
        .where(and(eq(pages.language, language), or(eq(pages.key, keyOrSlug), eq(pages.slug, keyOrSlug)), isNotNull(pages.publishedRevision)))
        .limit(1);
      if (!found) return null;
      const { page, revision } = found;
      const partner = await partnerOf(db, page);
      const live = partner && partner.publishedRevision !== null ? partner : null;
      return {
        id: page.id,
        key: page.key,
        language: page.language,
        slug: page.slug,
        title: revision.title,
        blocks: revision.blocks,
        seo: revision.seo,
        landing: revision.landing,
        revision: revision.number,
        publishedAt: (page.publishedAt ?? revision.createdAt).toISOString(),
        translation: live && { language: live.language, path: pageSitePath(live) },
      };
    },

    /** Every live page's address (the sitemap, the redirects screen's warning). */
    async livePaths(): Promise<string[]> {
      const db = await database();
      const rows = await db.select({ key: pages.key, slug: pages.slug, language: pages.language }).from(pages).where(isNotNull(pages.publishedRevision));
      return rows.map(pageSitePath);
    },

    link: (id: number, otherId: number, mayChange?: MayChangePage): Promise<LinkResult> => linkEntries<PageRow>(database, PAGES, id, otherId, mayChange),
    unlink: (id: number, mayChange?: MayChangePage): Promise<UnlinkResult> => unlinkEntries<PageRow>(database, PAGES, id, mayChange),
  };

}

/** The admin list's filters, in SQL. */
function adminFilters(query: PageAdminQuery): SQL | undefined {
  const term = query.search?.trim();
  const pattern = term ? containsPattern(term) : '';
  return and(
    query.status ? eq(pages.status, query.status) : undefined,
    query.language ? eq(pages.language, query.language) : undefined,
    query.ownerId !== undefined ? eq(pages.ownerId, query.ownerId) : undefined,
    query.ids ? (query.ids.length > 0 ? inArray(pages.id, [...query.ids]) : sql`false`) : undefined,
    term ? or(ilike(pages.title, pattern), ilike(pages.slug, pattern), ilike(pages.key, pattern)) : undefined,
  );
}

/** The admin list's order; the id last, so a page boundary never shows a row twice. */
function adminOrder(query: PageAdminQuery): SQL[] {
  const by = query.dir === 'asc' ? asc : desc;
  const column = { updated: pages.updatedAt, title: sql`lower(${pages.title})`, status: pages.status }[query.sort ?? 'updated'];
  return [by(column), by(pages.id)];
}

export type PageStore = ReturnType<typeof createPageStore>;

