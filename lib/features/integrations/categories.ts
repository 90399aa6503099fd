/** The directory's categories on the site's database (PGlite or PostgreSQL). */
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '@/lib/infra/db/client';
import { isForeignKeyViolation, isUniqueViolation } from '@/lib/infra/db/errors';
import { integrationCategories, integrations, type IntegrationCategoryRow } from './tables';
import { CATEGORY_LIMITS, type CategoryInput, type IntegrationCategory } from './shared/categories';

type OpenDatabase = () => Promise<Database>;

/** Why a category was not saved or deleted: its slug is another's, integrations still use it, or there are enough. */
export type CategoryRefusal = 'taken' | 'inUse' | 'tooMany' | 'notFound';
export type CategoryResult = { ok: true; category: IntegrationCategory } | { ok: false; reason: CategoryRefusal; count?: number };

const toCategory = (row: IntegrationCategoryRow): IntegrationCategory => ({
  id: row.id,
  slug: row.slug,
  name: { en: row.nameEn, es: row.nameEs },
  intro: { en: row.introEn, es: row.introEs },
  position: row.position,
});

const columns = (input: CategoryInput) => ({ slug: input.slug, nameEn: input.name.en, nameEs: input.name.es, introEn: input.intro.en, introEs: input.intro.es, position: input.position });

async function refusing(save: () => Promise<CategoryResult>): Promise<CategoryResult> {
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: 'taken' };
    throw error;
  }
}

export function createCategoryStore(database: OpenDatabase) {
  return {
    /** Every category in the directory's order (a few dozen at most: creating is capped). */
    all: async () => (await (await database()).select().from(integrationCategories).orderBy(asc(integrationCategories.position), asc(integrationCategories.id))).map(toCategory),
    /** How many integrations (drafts too) each category holds, by slug. */
    usage: async () => {
      const rows = await (await database()).select({ slug: integrations.category, count: count() }).from(integrations).groupBy(integrations.category);
      return new Map(rows.map((row) => [row.slug, row.count]));
    },
    create: (input: CategoryInput) =>
      refusing(async () => {
        const db = await database();
        const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(integrationCategories);
        if (total >= CATEGORY_LIMITS.count) return { ok: false, reason: 'tooMany' };
        return { ok: true, category: toCategory((await db.insert(integrationCategories).values(columns(input)).returning())[0]!) };
      }),
    /** A new slug follows to the integrations in it (the foreign key cascades). */
    update: (id: number, input: CategoryInput) =>
      refusing(async () => {
        const [row] = await (await database())
          .update(integrationCategories)
          .set({ ...columns(input), updatedAt: sql`now()` })
          .where(eq(integrationCategories.id, id))
          .returning();
        return row ? { ok: true, category: toCategory(row) } : { ok: false, reason: 'notFound' };
      }),
    /** Refused while an integration names it (the foreign key decides, so a save racing the delete cannot orphan one). */
    remove: async (id: number): Promise<CategoryResult> => {
      const db = await database();
      const [row] = await db.select().from(integrationCategories).where(eq(integrationCategories.id, id));
      if (!row) return { ok: false, reason: 'notFound' };
      try {
        await db.delete(integrationCategories).where(eq(integrationCategories.id, id));
      } catch (error) {
        if (!isForeignKeyViolation(error)) throw error;
        const [{ used } = { used: 0 }] = await db.select({ used: count() }).from(integrations).where(eq(integrations.category, row.slug));
        return { ok: false, reason: 'inUse', count: used };
      }
      return { ok: true, category: toCategory(row) };
    },
  };
}

export type CategoryStore = ReturnType<typeof createCategoryStore>;
