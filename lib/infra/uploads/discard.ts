import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/infra/db/client';
import { log } from '@/lib/infra/log.mjs';
import { deleteUpload, uploadNameOf } from './store';

type UploadOptions = Parameters<typeof deleteUpload>[1];

/**
 * The tables whose rows can show or restore an uploaded file: its address in a column (a logo, a
 * cover, the DPA), in a text (a post's body, a story's sections, a redirect's target) or in a
 * snapshot (a post revision, which can be restored). A file named anywhere in one of their rows is
 * in use, whoever wrote it: a translation can carry the original's logo, a post body can embed a
 * story's cover. Reading other features' tables is this module's exception to "only the feature
 * reads its tables": which files are still in use is a question about the whole database, like a
 * foreign key. The tables are named, not imported: infrastructure imports no feature.
 */
export const TABLES_THAT_REFER_TO_UPLOADS = [
  'posts',
  'post_revisions',
  'customer_stories',
  'integrations',
  'job_openings',
  'resources',
  'trust_settings',
  'trust_compliance_items',
  'trust_subprocessors',
  'trust_changes',
  'redirects',
  'pages',
  'page_revisions',
  // A variant's blocks can show an image until the experiment ends.
  'experiments',
] as const;

/**
 * The tables that never make a file reachable: accounts, leads, bookings, tokens, logs and
 * counters; the audit log and sent or queued mails keep addresses as a record of the past, not as
 * something shown on the site; a resource's PDF is bytes in its own row. A test
 * (test/upload-references.test.ts) holds every table of the schema to be in one of the two lists,
 * so a new table is a decision, not an oversight.
 */
export const TABLES_THAT_DO_NOT_REFER_TO_UPLOADS = [
  'leads',
  'lead_attempts',
  'users',
  'user_invites',
  'audit_log',
  'sessions',
  'trusted_devices',
  'trusted_addresses',
  'rate_limits',
  'preview_links',
  'review_events',
  'salespeople',
  'bookings',
  'booking_tickets',
  'mail_outbox',
  'integration_categories',
  'trust_subscribers',
  'trust_subscriber_tokens',
  'indexnow_pings',
  'newsletter_subscribers',
  'newsletter_subscriber_tokens',
  'newsletter_consents',
  'site_settings',
  'post_translation_sources',
  // A story's words as translated (plain texts: no image is among them).
  'story_translation_sources',
  'newsletter_digests',
  'newsletter_digest_drafts',
  'resource_files',
  'resource_download_tokens',
  'analytics_events',
  'analytics_salts',
  'analytics_rollups',
  'analytics_rollup_days',
  'write_budgets',
  // The library's description of each file (its name, alt texts): a file is listed there, not shown.
  'media_files',
  // Who took part in an experiment: hashed visitors, variant keys, languages, devices.
  'experiment_visitors',
  // A CV is a private file of its own folder (APPLICATIONS_DIR), never a public upload.
  'job_applications',
] as const;

/** Whether any row of a table that can refer to uploads names the file (its whole row read as text). */
export async function isUploadReferenced(db: Database, file: string): Promise<boolean> {
  for (const name of TABLES_THAT_REFER_TO_UPLOADS) {
    const table = sql.identifier(name);
    // `table::text` is the whole row (every column, arrays and JSON included) as text.
    const found = await db
      .select({ one: sql<number>`1` })
      .from(sql`${table}`)
      .where(sql`strpos(${table}::text, ${file}) > 0`)
      .limit(1);
    if (found.length > 0) return true;
  }
  return false;
}

export interface DiscardResult {
  deleted: string[];
  kept: string[];
}

/**
 * Deletes the uploaded files among `urls` that no row refers to any more. Call it only AFTER the
 * change that dropped them has committed (a save's, a deletion's): the check reads the committed
 * database, so a file another row (a translation, another story, a post) still names is kept, and
 * anything that is not an upload address (`/images/…`, `../`, an absolute path, a URL) is never
 * touched. It never throws: a failure is logged as a warning and the file stays, since a save must
 * not fail for a file left behind.
 */
export async function discardUnreferencedUploads(urls: readonly (string | null | undefined)[], db: Database | (() => Promise<Database>), options: UploadOptions): Promise<DiscardResult> {
  const result: DiscardResult = { deleted: [], kept: [] };
  const names = [...new Set(urls.map(uploadNameOf).filter((name): name is string => name !== null))];
  for (const name of names) {
    const url = `/uploads/${name}`;
    try {
      const database = typeof db === 'function' ? await db() : db;
      if (await isUploadReferenced(database, name)) {
        result.kept.push(url);
        continue;
      }
      const outcome = await deleteUpload(url, options);
      if (outcome === 'deleted') result.deleted.push(url);
    } catch (error) {
      log.warn('uploads: a file no longer used could not be deleted', { url, error });
      result.kept.push(url);
    }
  }
  return result;
}

/** The addresses `before` held that `after` (null: deleted) no longer does, for discardUnreferencedUploads. */
export function droppedFiles<F extends string>(before: Partial<Record<F, unknown>> | null, after: Partial<Record<F, unknown>> | null, fields: readonly F[]): string[] {
  if (!before) return [];
  const kept = new Set(after ? fields.map((field) => after[field]) : []);
  return fields.map((field) => before[field]).filter((value): value is string => typeof value === 'string' && !kept.has(value));
}
