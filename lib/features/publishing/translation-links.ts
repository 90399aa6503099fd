/**
 * Translation links, for every kind of content: two entries of different languages share a group,
 * which holds at most one entry per language (a unique (group, language) index backs the rule up).
 * Each runs in a transaction that locks the rows it changes, so the checks (one translation per
 * language, and whether the account may change each entry) hold when the rows are written.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '@/lib/infra/db/client';
import { isUniqueViolation } from '@/lib/infra/db/errors';

/** The table of a kind of content and the three columns links need (its property is named `translationGroup`). */
export interface Translatable {
  table: PgTable;
  id: PgColumn;
  language: PgColumn;
  translationGroup: PgColumn;
}

export interface LinkableRow {
  id: number;
  language: string;
  translationGroup: string | null;
}

export type LinkResult = { ok: true; translationGroup: string } | { ok: false; reason: 'not-found' | 'same-language' | 'taken' | 'forbidden' };
export type UnlinkResult = 'unlinked' | 'not-linked' | 'forbidden';

/** Links two entries; two links racing for one entry take turns. `mayChange` sees each full row. */
export async function linkEntries<Row extends LinkableRow>(
  database: () => Promise<Database>,
  kind: Translatable,
  id: number,
  otherId: number,
  mayChange?: (row: Row) => boolean,
): Promise<LinkResult> {
  const db = await database();
  try {
    return await db.transaction(async (tx) => {
      const found = (await tx.select().from(kind.table).where(inArray(kind.id, [id, otherId])).orderBy(kind.id).for('update')) as Row[];
      const entry = found.find((row) => row.id === id);
      const other = found.find((row) => row.id === otherId);
      if (!entry || !other || id === otherId) return { ok: false, reason: 'not-found' } as const;
      // Both rows get the group: someone else's published entry is not an author's to change.
      if (mayChange && !(mayChange(entry) && mayChange(other))) return { ok: false, reason: 'forbidden' } as const;
      if (entry.language === other.language) return { ok: false, reason: 'same-language' } as const;
      if (entry.translationGroup && entry.translationGroup === other.translationGroup) return { ok: true, translationGroup: entry.translationGroup };
      // Neither may keep another translation: an entry linked to a third one is unlinked first.
      for (const [side, language] of [[entry, other.language], [other, entry.language]] as const) {
        if (!side.translationGroup) continue;
        const [partner] = await tx
          .select({ id: kind.id })
          .from(kind.table)
          .where(and(eq(kind.translationGroup, side.translationGroup), eq(kind.language, language), ne(kind.id, side.id)))
          .limit(1);
        if (partner) return { ok: false, reason: 'taken' } as const;
      }
      const group = entry.translationGroup ?? other.translationGroup ?? randomUUID();
      await tx.update(kind.table).set({ translationGroup: group } as never).where(inArray(kind.id, [id, otherId]));
      return { ok: true, translationGroup: group };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: 'taken' };
    throw error;
  }
}

/** Unlinks an entry and its translation: both change, so both must pass `mayChange`. */
export async function unlinkEntries<Row extends LinkableRow>(
  database: () => Promise<Database>,
  kind: Translatable,
  id: number,
  mayChange?: (row: Row) => boolean,
): Promise<UnlinkResult> {
  const db = await database();
  return db.transaction(async (tx) => {
    const [row] = (await tx.select().from(kind.table).where(eq(kind.id, id)).limit(1)) as Row[];
    if (!row?.translationGroup) return 'not-linked';
    const members = (await tx.select().from(kind.table).where(eq(kind.translationGroup, row.translationGroup)).orderBy(kind.id).for('update')) as Row[];
    if (mayChange && !members.every(mayChange)) return 'forbidden';
    await tx.update(kind.table).set({ translationGroup: null } as never).where(eq(kind.translationGroup, row.translationGroup));
    return 'unlinked';
  });
}
