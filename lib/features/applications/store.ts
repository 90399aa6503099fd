/** Job applications on the site's database (PGlite or PostgreSQL). */
import { and, count, desc, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/infra/db/client';
import { readPage } from '@/lib/infra/util/paging';
import { jobApplications, type ApplicationRow } from './tables';
import type { ApplicationStatus } from './shared/types';

type OpenDatabase = () => Promise<Database>;

/** What a submission stores (the store adds the id, the status and the times). */
export type NewApplication = Pick<ApplicationRow, 'openingId' | 'openingTitle' | 'language' | 'name' | 'email' | 'profileUrl' | 'message' | 'cvKey' | 'cvBytes' | 'notifyEmail'>;

/** The admin list's filters: one opening (by id), one status. */
export interface ApplicationFilters {
  openingId?: number;
  status?: ApplicationStatus;
}

/** The openings applied to, for the list's filter: each once, with its latest title. */
export interface AppliedOpening {
  openingId: number;
  title: string;
}

const newestFirst = [desc(jobApplications.createdAt), desc(jobApplications.id)];

function whereOf({ openingId, status }: ApplicationFilters): SQL | undefined {
  return and(openingId === undefined ? undefined : eq(jobApplications.openingId, openingId), status === undefined ? undefined : eq(jobApplications.status, status));
}

export function createApplicationStore(database: OpenDatabase) {
  return {
    create: async (application: NewApplication): Promise<ApplicationRow> => {
      const [row] = await (await database()).insert(jobApplications).values(application).returning();
      return row!;
    },
    /** An application by this address to this opening since `since` (a form sent twice is one application). */
    sentSince: async (email: string, openingId: number, since: Date) =>
      (
        await (await database())
          .select({ id: jobApplications.id })
          .from(jobApplications)
          .where(and(eq(jobApplications.openingId, openingId), gt(jobApplications.createdAt, since), sql`lower(${jobApplications.email}) = ${email.toLowerCase()}`))
          .limit(1)
      ).length > 0,
    byId: async (id: number) => (await (await database()).select().from(jobApplications).where(eq(jobApplications.id, id)))[0] ?? null,
    /** A page of the admin list, newest first, counted and read in SQL. */
    page: async (filters: ApplicationFilters, page: number, pageSize: number) => {
      const db = await database();
      const where = whereOf(filters);
      return readPage(
        page,
        pageSize,
        async () => (await db.select({ count: count() }).from(jobApplications).where(where))[0]?.count ?? 0,
        (limit, offset) => db.select().from(jobApplications).where(where).orderBy(...newestFirst).limit(limit).offset(offset),
      );
    },
    /** The openings that have applications (a team has a handful of openings, so this list is short). */
    appliedOpenings: async (): Promise<AppliedOpening[]> => {
      const rows = await (await database())
        .selectDistinctOn([jobApplications.openingId], { openingId: jobApplications.openingId, title: jobApplications.openingTitle })
        .from(jobApplications)
        .where(sql`${jobApplications.openingId} is not null`)
        .orderBy(jobApplications.openingId, desc(jobApplications.createdAt))
        .limit(500);
      return rows.flatMap((row) => (row.openingId === null ? [] : [{ openingId: row.openingId, title: row.title }])).sort((a, b) => a.title.localeCompare(b.title));
    },
    /** Sets the status; null when there is no such application. */
    setStatus: async (id: number, status: ApplicationStatus) =>
      (await (await database()).update(jobApplications).set({ status, updatedAt: new Date() }).where(eq(jobApplications.id, id)).returning())[0] ?? null,
    /** Deletes one application; its CV key, for the file to go too (null when there was none). */
    remove: async (id: number) => (await (await database()).delete(jobApplications).where(eq(jobApplications.id, id)).returning({ cvKey: jobApplications.cvKey }))[0] ?? null,
    /** Deletes up to `limit` applications received before `before`; their CV keys. */
    removeOlderThan: async (before: Date, limit: number) => {
      const db = await database();
      const due = db.select({ id: jobApplications.id }).from(jobApplications).where(lt(jobApplications.createdAt, before)).orderBy(jobApplications.createdAt).limit(limit);
      const rows = await db.delete(jobApplications).where(inArray(jobApplications.id, due)).returning({ cvKey: jobApplications.cvKey });
      return rows.map((row) => row.cvKey);
    },
    /** Which of these CV keys a row still names. */
    keysInUse: async (keys: readonly string[]) => {
      if (keys.length === 0) return new Set<string>();
      const rows = await (await database()).select({ cvKey: jobApplications.cvKey }).from(jobApplications).where(inArray(jobApplications.cvKey, [...keys]));
      return new Set(rows.map((row) => row.cvKey));
    },
  };
}

export type ApplicationStore = ReturnType<typeof createApplicationStore>;
