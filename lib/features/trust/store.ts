/**
 * The trust center's tables: compliance items, subprocessors (every change to them dated in
 * `trust_changes`, in the same transaction), and the settings row with the DPA file. Only this
 * feature reads and writes them; the pages read through ./repository (cached).
 */
import 'server-only';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '@/lib/infra/db';
import { trustChanges, trustComplianceItems, trustSettings, trustSubprocessors, trustSubscribers, type TrustChangeRow, type TrustComplianceRow, type TrustSettingsRow, type TrustSubprocessorRow, type TrustSubprocessorSnapshot } from './tables';
import type { ComplianceInput, SubprocessorInput } from './shared/inputs';

/** How many changes the page, the feed and the admin screen show. */
export const CHANGES_SHOWN = 50;

export interface TrustRows {
  compliance: TrustComplianceRow[];
  subprocessors: TrustSubprocessorRow[];
  changes: TrustChangeRow[];
  settings: TrustSettingsRow | null;
}

export async function readTrustRows(db: Database): Promise<TrustRows> {
  const [compliance, subprocessors, changes, [settings]] = await Promise.all([
    db.select().from(trustComplianceItems).orderBy(asc(trustComplianceItems.id)),
    db.select().from(trustSubprocessors).orderBy(sql`lower(${trustSubprocessors.name})`, asc(trustSubprocessors.id)),
    db.select().from(trustChanges).orderBy(desc(trustChanges.createdAt), desc(trustChanges.id)).limit(CHANGES_SHOWN),
    db.select().from(trustSettings).where(eq(trustSettings.id, 1)),
  ]);
  return { compliance, subprocessors, changes, settings: settings ?? null };
}

/** Adds a compliance item (`id` null) or changes one; null when there is no item `id`. */
export async function saveComplianceItem(db: Database, id: number | null, input: ComplianceInput): Promise<TrustComplianceRow | null> {
  if (id === null) {
    const [row] = await db.insert(trustComplianceItems).values(input).returning();
    return row!;
  }
  const [row] = await db
    .update(trustComplianceItems)
    .set({ ...input, updatedAt: sql`now()` })
    .where(eq(trustComplianceItems.id, id))
    .returning();
  return row ?? null;
}

export async function removeComplianceItem(db: Database, id: number): Promise<TrustComplianceRow | null> {
  const [row] = await db.delete(trustComplianceItems).where(eq(trustComplianceItems.id, id)).returning();
  return row ?? null;
}

const snapshotOf = (row: TrustSubprocessorSnapshot): TrustSubprocessorSnapshot => ({
  name: row.name,
  purposeEn: row.purposeEn,
  purposeEs: row.purposeEs,
  locationEn: row.locationEn,
  locationEs: row.locationEs,
  dataEn: row.dataEn,
  dataEs: row.dataEs,
});

/** The fields a reader would call changed: name, purpose, location, data (either language counts). */
export function changedFields(before: TrustSubprocessorSnapshot, after: TrustSubprocessorSnapshot): string[] {
  const groups: [string, (keyof TrustSubprocessorSnapshot)[]][] = [
    ['name', ['name']],
    ['purpose', ['purposeEn', 'purposeEs']],
    ['location', ['locationEn', 'locationEs']],
    ['data', ['dataEn', 'dataEs']],
  ];
  return groups.filter(([, keys]) => keys.some((key) => before[key] !== after[key])).map(([field]) => field);
}

export type SubprocessorSave = { row: TrustSubprocessorRow; change: TrustChangeRow | null } | null;

/**
 * Adds a subprocessor (`id` null) or changes one, and records the change (none when nothing
 * changed); null when there is no subprocessor `id`.
 */
export async function saveSubprocessor(db: Database, id: number | null, input: SubprocessorInput): Promise<SubprocessorSave> {
  return db.transaction(async (tx) => {
    if (id === null) {
      const [row] = await tx.insert(trustSubprocessors).values(input).returning();
      const [change] = await tx.insert(trustChanges).values({ kind: 'added', subprocessorId: row!.id, snapshot: snapshotOf(row!) }).returning();
      return { row: row!, change: change! };
    }
    const [before] = await tx.select().from(trustSubprocessors).where(eq(trustSubprocessors.id, id)).for('update');
    if (!before) return null;
    const fields = changedFields(snapshotOf(before), input);
    if (fields.length === 0) return { row: before, change: null };
    const [row] = await tx
      .update(trustSubprocessors)
      .set({ ...input, updatedAt: sql`now()` })
      .where(eq(trustSubprocessors.id, id))
      .returning();
    const [change] = await tx.insert(trustChanges).values({ kind: 'changed', subprocessorId: id, snapshot: snapshotOf(row!), fields }).returning();
    return { row: row!, change: change! };
  });
}

/** Removes a subprocessor and records it; null when there is none `id`. */
export async function removeSubprocessor(db: Database, id: number): Promise<{ row: TrustSubprocessorRow; change: TrustChangeRow } | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(trustSubprocessors).where(eq(trustSubprocessors.id, id)).returning();
    if (!row) return null;
    const [change] = await tx.insert(trustChanges).values({ kind: 'removed', subprocessorId: id, snapshot: snapshotOf(row) }).returning();
    return { row, change: change! };
  });
}

/** Sets (or, with null, clears) the DPA file; returns the one it replaced. */
export async function setDpa(db: Database, file: { url: string; bytes: number } | null): Promise<string | null> {
  return db.transaction(async (tx) => {
    await tx.insert(trustSettings).values({ id: 1 }).onConflictDoNothing();
    const [before] = await tx.select({ url: trustSettings.dpaUrl }).from(trustSettings).where(eq(trustSettings.id, 1)).for('update');
    await tx
      .update(trustSettings)
      .set(file ? { dpaUrl: file.url, dpaBytes: file.bytes, dpaUploadedAt: sql`now()` } : { dpaUrl: null, dpaBytes: null, dpaUploadedAt: null })
      .where(eq(trustSettings.id, 1));
    return before?.url ?? null;
  });
}

export type SubscriberCounts = Record<'pending' | 'confirmed' | 'unsubscribed', number>;

export async function subscriberCounts(db: Database): Promise<SubscriberCounts> {
  const rows = await db.select({ status: trustSubscribers.status, n: count() }).from(trustSubscribers).groupBy(trustSubscribers.status);
  const counts: SubscriberCounts = { pending: 0, confirmed: 0, unsubscribed: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}
