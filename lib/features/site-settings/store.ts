/**
 * The settings' two rows (tables.ts): read both, save the draft from the version the editor
 * opened, publish it, or throw it away. Each write names the version it was made from, so two
 * editors never overwrite each other unseen.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/lib/infra/db/client';
import { storedSettings, type SiteSettings } from './shared/settings';
import { siteSettings } from './tables';

export interface SettingsVersion {
  settings: SiteSettings;
  version: number;
  updatedAt: Date;
  updatedBy: number | null;
}

export interface SettingsState {
  published: SettingsVersion | null;
  draft: SettingsVersion | null;
}

/** Someone saved or published since this editor opened the settings: nothing was written. */
export class SettingsConflictError extends Error {
  constructor() {
    super('The site settings changed since they were opened.');
  }
}

const versionOf = (row: typeof siteSettings.$inferSelect): SettingsVersion => ({
  settings: storedSettings(row.content),
  version: row.version,
  updatedAt: row.updatedAt,
  updatedBy: row.updatedBy,
});

export async function readSettings(db: Database): Promise<SettingsState> {
  const rows = await db.select().from(siteSettings);
  const row = (state: string) => rows.find((candidate) => candidate.state === state);
  const published = row('published');
  const draft = row('draft');
  return { published: published ? versionOf(published) : null, draft: draft ? versionOf(draft) : null };
}

/** The published settings only (every public page's footer): `{}` when none were ever published. */
export async function readPublishedSettings(db: Database): Promise<SiteSettings> {
  const [row] = await db.select({ content: siteSettings.content }).from(siteSettings).where(eq(siteSettings.state, 'published'));
  return row ? storedSettings(row.content) : {};
}

/**
 * Writes `state`'s row from `version` (0: the row must not exist yet). Returns the new version;
 * throws SettingsConflictError when the row moved on.
 */
async function write(db: Database, state: 'draft' | 'published', settings: SiteSettings, version: number, actorId: number): Promise<number> {
  const values = { content: settings, updatedBy: actorId, updatedAt: new Date() };
  const rows =
    version === 0
      ? await db.insert(siteSettings).values({ state, ...values }).onConflictDoNothing().returning({ version: siteSettings.version })
      : await db
          .update(siteSettings)
          .set({ ...values, version: sql`${siteSettings.version} + 1` })
          .where(and(eq(siteSettings.state, state), eq(siteSettings.version, version)))
          .returning({ version: siteSettings.version });
  if (!rows[0]) throw new SettingsConflictError();
  return rows[0].version;
}

/**
 * A change to the settings: the document it applies to (the draft the editor opened, or the
 * published one when there was no draft) in, the new document out. Each screen edits its own
 * part (the contact fields, one language's menus) and keeps the rest as it is.
 */
export type SettingsEdit = (base: SiteSettings) => SiteSettings;

/** The document a change opened at `draftVersion` applies to; a draft that moved on is a conflict. */
async function baseOf(db: Database, draftVersion: number): Promise<SiteSettings> {
  const { draft, published } = await readSettings(db);
  if (draftVersion > 0) {
    if (draft?.version !== draftVersion) throw new SettingsConflictError();
    return draft.settings;
  }
  if (draft) throw new SettingsConflictError();
  return published?.settings ?? {};
}

/** Saves the draft an editor opened at `draftVersion` (0: there was none). Returns its new version. */
export function saveDraft(db: Database, edit: SettingsEdit, draftVersion: number, actorId: number): Promise<number> {
  return db.transaction(async (tx) => write(tx, 'draft', edit(await baseOf(tx, draftVersion)), draftVersion, actorId));
}

/**
 * Publishes the change (what the editor's form holds, over the draft they opened at
 * `draftVersion`, or over the published settings) onto the published row they opened at
 * `publishedVersion`, and removes that draft, in one transaction. Returns what was published.
 */
export async function publishSettings(db: Database, edit: SettingsEdit, versions: { published: number; draft: number }, actorId: number): Promise<{ version: number; settings: SiteSettings }> {
  return db.transaction(async (tx) => {
    const settings = edit(await baseOf(tx, versions.draft));
    if (versions.draft > 0) {
      const removed = await tx
        .delete(siteSettings)
        .where(and(eq(siteSettings.state, 'draft'), eq(siteSettings.version, versions.draft)))
        .returning({ version: siteSettings.version });
      if (!removed[0]) throw new SettingsConflictError();
    }
    return { version: await write(tx, 'published', settings, versions.published, actorId), settings };
  });
}

/** Throws away the draft opened at `draftVersion`; false when there was none at that version. */
export async function discardDraft(db: Database, draftVersion: number): Promise<boolean> {
  const removed = await db
    .delete(siteSettings)
    .where(and(eq(siteSettings.state, 'draft'), eq(siteSettings.version, draftVersion)))
    .returning({ version: siteSettings.version });
  return removed.length > 0;
}
