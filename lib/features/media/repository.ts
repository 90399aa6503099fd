/** The media library on the site's database and uploads folder: what the admin screens and the upload actions call. */
import 'server-only';
import { revalidatePath } from 'next/cache';
import { getDatabase } from '@/lib/infra/db';
import { getEnv } from '@/lib/infra/env.mjs';
import { expireTagsNow } from '@/lib/infra/cache/expire-now.mjs';
import { log } from '@/lib/infra/log.mjs';
import { discardUnreferencedUploads, isUploadReferenced } from '@/lib/infra/uploads/discard';
import { uploadUsage, type ReferringTable } from '@/lib/infra/uploads/references';
import { deleteUpload, uploadOptionsFromEnv } from '@/lib/infra/uploads/store';
import type { Paged } from '@/lib/infra/util/paging';
import { mediaById, mediaPage, recordUpload, removeRow, replaceFile, syncWithUploads, updateAlts } from './store';
import type { MediaFilter, MediaItem, PickableKind, UsageCounts, UsageGroup } from './shared/types';

const options = () => uploadOptionsFromEnv(getEnv());

/** The groups an editor recognizes, by table: a revision counts apart (it only comes back if restored). */
const GROUP_OF: Record<ReferringTable, UsageGroup> = {
  pages: 'pages',
  page_revisions: 'revisions',
  posts: 'posts',
  post_revisions: 'revisions',
  customer_stories: 'stories',
  integrations: 'integrations',
  job_openings: 'openings',
  resources: 'resources',
  trust_settings: 'trust',
  trust_compliance_items: 'trust',
  trust_subprocessors: 'trust',
  trust_changes: 'trust',
  redirects: 'redirects',
  experiments: 'pages',
};

export type MediaWithUsage = MediaItem & { usage: UsageCounts };

async function withUsage(items: MediaItem[]): Promise<MediaWithUsage[]> {
  const usage = await uploadUsage(await getDatabase(), items.map((item) => item.name));
  return items.map((item) => {
    const counts: UsageCounts = {};
    for (const [table, rows] of Object.entries(usage.get(item.name) ?? {}) as [ReferringTable, number][]) {
      const group = GROUP_OF[table];
      counts[group] = (counts[group] ?? 0) + rows;
    }
    return { ...item, usage: counts };
  });
}

/** How often the library looks at the uploads folder (one directory read), at most: before a page of it is shown. */
const RESCAN_MS = 10_000;
let scannedAt = 0;

async function listUnlistedNow() {
  if (Date.now() - scannedAt < RESCAN_MS) return;
  scannedAt = Date.now();
  try {
    const { added, forgotten } = await syncWithUploads(await getDatabase(), options());
    if (added + forgotten > 0) log.info('media: the library caught up with the uploads folder', { added, forgotten });
  } catch (error) {
    log.warn('media: the uploads folder could not be read for the library', { error });
  }
}

/** A page of the library with where each file is used. */
export async function mediaAdminPage(filter: MediaFilter, page: number, pageSize: number): Promise<Paged<MediaWithUsage>> {
  await listUnlistedNow();
  const found = await mediaPage(await getDatabase(), filter, page, pageSize);
  return { ...found, rows: await withUsage(found.rows) };
}

/** A page of one kind of file for the page editor's picker (no usage counts). */
export async function libraryFiles(kind: PickableKind, q: string | undefined, page: number, pageSize: number): Promise<Paged<MediaItem>> {
  await listUnlistedNow();
  return mediaPage(await getDatabase(), { q, kind }, page, pageSize);
}

export async function mediaDetail(id: number): Promise<MediaWithUsage | null> {
  const item = await mediaById(await getDatabase(), id);
  return item ? (await withUsage([item]))[0]! : null;
}

/**
 * Records a file an editor just uploaded anywhere in the admin (a post's image, a story's logo, the
 * DPA): never fails the upload; a file left unrecorded is listed at the library's next look.
 */
export async function rememberUpload(url: string, details: { label?: string; uploadedBy?: number | null }): Promise<MediaItem | null> {
  try {
    return await recordUpload(await getDatabase(), url, details, options());
  } catch (error) {
    log.warn('media: an upload was stored but not listed in the library', { url, error });
    return null;
  }
}

export const saveAltTexts = async (id: number, alt: MediaItem['alt']) => updateAlts(await getDatabase(), id, alt);

/** Every public page may show the file: each instance's copies and pages are expired (inside a server action). */
function everyPageChanged() {
  revalidatePath('/', 'layout');
  expireTagsNow(['_N_T_/layout']);
}

/**
 * Puts the stored upload `url` in the place of library file `id` everywhere it is named; the old
 * file is then deleted unless something still names it. Null: no such library file.
 */
export async function replaceMedia(id: number, url: string, label: string) {
  const database = await getDatabase();
  const replaced = await replaceFile(database, id, url, label, options());
  if (!replaced) {
    await deleteUpload(url, options()).catch(() => undefined);
    return null;
  }
  everyPageChanged();
  await discardUnreferencedUploads([replaced.previous.url], database, options());
  return replaced;
}

/** Deletes a library file and its stored bytes, refused while any row of the site names it. */
export async function deleteMedia(id: number): Promise<{ ok: true; item: MediaItem } | { ok: false; reason: 'not-found' } | { ok: false; reason: 'in-use'; usage: UsageCounts }> {
  const database = await getDatabase();
  const item = await mediaById(database, id);
  if (!item) return { ok: false, reason: 'not-found' };
  if (await isUploadReferenced(database, item.name)) {
    const [described] = await withUsage([item]);
    return { ok: false, reason: 'in-use', usage: described!.usage };
  }
  await removeRow(database, id);
  await deleteUpload(item.url, options()).catch((error: unknown) => log.warn('media: a deleted file stayed in the uploads folder', { url: item.url, error }));
  return { ok: true, item };
}
