/** The media library's table: a row per stored upload, its description, and the moves that keep it true to the files. */
import 'server-only';
import { readdir } from 'node:fs/promises';
import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/infra/db/client';
import { imageSize } from '@/lib/infra/uploads/image-size.mjs';
import { replaceUploadReferences } from '@/lib/infra/uploads/references';
import { isUploadName, readUpload, uploadsDir, uploadNameOf } from '@/lib/infra/uploads/store';
import { readPage, type Paged } from '@/lib/infra/util/paging';
import { mediaFiles, type MediaRow } from './tables';
import { MAX_LABEL, MEDIA_KINDS, type MediaFilter, type MediaItem, type MediaKind } from './shared/types';
import { containsPattern } from '@/lib/infra/db/queries';

type UploadOptions = Parameters<typeof readUpload>[1];

const toItem = (row: MediaRow): MediaItem => ({
  id: row.id,
  name: row.name,
  url: `/uploads/${row.name}`,
  kind: (MEDIA_KINDS as readonly string[]).includes(row.kind) ? (row.kind as MediaKind) : 'document',
  contentType: row.contentType,
  bytes: row.bytes,
  width: row.width,
  height: row.height,
  label: row.label,
  alt: { en: row.altEn, es: row.altEs },
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

/** A file's name as uploaded, as the library shows it: the last path part, no control characters, bounded. */
export function labelOf(fileName: unknown): string {
  if (typeof fileName !== 'string') return '';
  const base = fileName.split(/[\\/]/).pop() ?? '';
  return base
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2066-\u2069]/g, '')
    .trim()
    .slice(0, MAX_LABEL);
}

/** What the row says of a stored file, read from its bytes (type, size, pixels); null when no such upload is stored. */
async function describeStored(name: string, options: UploadOptions) {
  const stored = await readUpload(name, options);
  if (!stored) return null;
  const kind = kindOf(stored.contentType);
  const size = kind === 'image' ? imageSize(stored.bytes) : null;
  const pixels = size && size !== 'incomplete' ? size : null;
  return { kind, contentType: stored.contentType, bytes: stored.bytes.byteLength, width: pixels?.width ?? null, height: pixels?.height ?? null };
}

/** The library's kind of a stored file, by the type it is served with. */
function kindOf(contentType: string): MediaKind {
  if (contentType.startsWith('image/')) return 'image';
  if (contentType.startsWith('video/')) return 'video';
  if (contentType.startsWith('text/vtt')) return 'captions';
  return 'document';
}

/** Records a stored upload (nothing when it is listed already). */
export async function recordUpload(db: Database, url: string, details: { label?: string; uploadedBy?: number | null }, options: UploadOptions): Promise<MediaItem | null> {
  const name = uploadNameOf(url);
  if (!name) return null;
  const described = await describeStored(name, options);
  if (!described) return null;
  const [row] = await db
    .insert(mediaFiles)
    .values({ name, ...described, label: labelOf(details.label), uploadedBy: details.uploadedBy ?? null })
    .onConflictDoNothing({ target: mediaFiles.name })
    .returning();
  return row ? toItem(row) : null;
}

function filterSql({ q, kind }: MediaFilter): SQL | undefined {
  const words = q?.trim();
  const pattern = words ? containsPattern(words) : undefined;
  return and(
    pattern ? or(ilike(mediaFiles.label, pattern), ilike(mediaFiles.altEn, pattern), ilike(mediaFiles.altEs, pattern), ilike(mediaFiles.name, pattern)) : undefined,
    kind ? eq(mediaFiles.kind, kind) : undefined,
  );
}

/** One page of the library, newest first, filtered in SQL. */
export async function mediaPage(db: Database, filter: MediaFilter, page: number, pageSize: number): Promise<Paged<MediaItem>> {
  const where = filterSql(filter);
  return readPage(
    page,
    pageSize,
    async () => (await db.select({ count: sql<number>`count(*)::int` }).from(mediaFiles).where(where))[0]?.count ?? 0,
    async (limit, offset) => (await db.select().from(mediaFiles).where(where).orderBy(desc(mediaFiles.createdAt), desc(mediaFiles.id)).limit(limit).offset(offset)).map(toItem),
  );
}

export async function mediaById(db: Database, id: number): Promise<MediaItem | null> {
  const [row] = await db.select().from(mediaFiles).where(eq(mediaFiles.id, id)).limit(1);
  return row ? toItem(row) : null;
}

export async function updateAlts(db: Database, id: number, alt: MediaItem['alt']): Promise<MediaItem | null> {
  const [row] = await db.update(mediaFiles).set({ altEn: alt.en, altEs: alt.es, updatedAt: new Date() }).where(eq(mediaFiles.id, id)).returning();
  return row ? toItem(row) : null;
}

/**
 * The library's file `id` becomes the stored upload `url` (already saved): every row of the site
 * that named the old file names the new one, and the library's row describes it, in one
 * transaction each. Returns the old file's name (for the caller to discard) and the rows changed.
 */
export async function replaceFile(db: Database, id: number, url: string, label: string, options: UploadOptions) {
  const current = await mediaById(db, id);
  const name = uploadNameOf(url);
  if (!current || !name) return null;
  const described = await describeStored(name, options);
  if (!described) return null;
  let row: MediaRow | undefined;
  const changed = await replaceUploadReferences(db, current.name, name, async (tx) => {
    [row] = await tx
      .update(mediaFiles)
      .set({ name, ...described, label: labelOf(label) || current.label, updatedAt: new Date() })
      .where(eq(mediaFiles.id, id))
      .returning();
  });
  return row ? { item: toItem(row), previous: current, changed } : null;
}

export async function removeRow(db: Database, id: number): Promise<MediaItem | null> {
  const [row] = await db.delete(mediaFiles).where(eq(mediaFiles.id, id)).returning();
  return row ? toItem(row) : null;
}

/** The most files one look at the uploads folder adds to the library (the rest on the next). */
export const SYNC_BATCH = 500;

/**
 * Keeps the library true to the uploads folder: lists the stored files it does not know yet
 * (uploaded before it existed, by another instance into a shared UPLOADS_DIR, or whose recording
 * failed; at most SYNC_BATCH a call) and forgets the rows whose file is gone (a replaced DPA, an
 * unused logo discarded when its story changed).
 */
export async function syncWithUploads(db: Database, options: UploadOptions): Promise<{ added: number; forgotten: number }> {
  let names: string[];
  try {
    names = (await readdir(/* turbopackIgnore: true */ uploadsDir(options))).filter(isUploadName);
  } catch {
    names = []; // no uploads folder yet
  }
  const onDisk = new Set(names);
  const known = (await db.select({ id: mediaFiles.id, name: mediaFiles.name }).from(mediaFiles));
  const gone = known.filter((row) => !onDisk.has(row.name)).map((row) => row.id);
  if (gone.length > 0) await db.delete(mediaFiles).where(inArray(mediaFiles.id, gone));
  const listed = new Set(known.map((row) => row.name));
  let added = 0;
  for (const name of names) {
    if (added >= SYNC_BATCH) break;
    if (listed.has(name)) continue;
    if (await recordUpload(db, `/uploads/${name}`, {}, options)) added += 1;
  }
  return { added, forgotten: gone.length };
}
