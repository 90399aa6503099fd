/**
 * The salespeople demos are booked with, as the admin's availability editor keeps them: listed,
 * added and changed, each write checked first (lib/features/booking/shared/salesperson-input.ts). Emails are
 * unique: the database's constraint decides, and its refusal comes back as the email field's error.
 */
import 'server-only';
import { asc, desc, eq } from 'drizzle-orm';
import { getDatabase } from '@/lib/infra/db';
import type { Database } from '@/lib/infra/db/client';
import { isUniqueViolation } from '@/lib/infra/db/errors';
import { salespeople, type SalespersonRow } from './tables';
import { checkSalesperson, type SalespersonErrors, type SalespersonInput } from './shared/salesperson-input';

export type SalespersonSaveResult =
  | { ok: true; salesperson: SalespersonRow }
  | { ok: false; reason: 'invalid'; errors: SalespersonErrors }
  | { ok: false; reason: 'not-found' };

export function createSalespeopleStore(database: () => Promise<Database>) {
  /** Runs a checked write; a taken email is the email field's error. */
  async function save(candidate: unknown, write: (db: Database, input: SalespersonInput) => Promise<SalespersonRow | undefined>): Promise<SalespersonSaveResult> {
    const checked = checkSalesperson(candidate);
    if (!checked.ok) return { ok: false, reason: 'invalid', errors: checked.errors };
    try {
      const row = await write(await database(), checked.input);
      return row ? { ok: true, salesperson: row } : { ok: false, reason: 'not-found' };
    } catch (error) {
      if (isUniqueViolation(error)) return { ok: false, reason: 'invalid', errors: { email: 'taken' } };
      throw error;
    }
  }

  return {
    /** Everyone, the active first, by name. */
    async list(): Promise<SalespersonRow[]> {
      const db = await database();
      return db.select().from(salespeople).orderBy(desc(salespeople.active), asc(salespeople.name), asc(salespeople.id));
    },

    create: (candidate: unknown) =>
      save(candidate, async (db, input) => {
        const [row] = await db.insert(salespeople).values(input).returning();
        return row;
      }),

    update: (id: number, candidate: unknown) =>
      save(candidate, async (db, input) => {
        const [row] = await db
          .update(salespeople)
          .set({ ...input, updatedAt: new Date() })
          .where(eq(salespeople.id, id))
          .returning();
        return row;
      }),
  };
}

export type SalespeopleStore = ReturnType<typeof createSalespeopleStore>;

/** The salespeople on the site's database. */
export const salespeopleStore = () => createSalespeopleStore(getDatabase);
