import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { mkdir, open, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { overBudget, PIXEL_BUDGETS, type OverBudget, type PixelBudget } from './image-budget.mjs';
import { imageSize } from './image-size.mjs';
import { detectUploadType, IMAGE_TYPES, isImageType, UPLOAD_FORMATS, type UploadType } from './sniff';
import type { SvgProblem } from './svg-screen';

/**
 * Uploaded images (and the trust center's PDF), kept as files in `DATA_DIR/uploads/` (or `UPLOADS_DIR`, a folder every instance
 * of a scaled-out site mounts: docs/deploying.md) and served by app/uploads/[name]/route.ts.
 * saveUpload, readUpload and deleteUpload are the whole storage interface: an object store would implement these three.
 * A file's name is random and its extension comes from its bytes, so nothing the uploader chose
 * (name, declared type) reaches the disk or the URL.
 */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** A captions file is text: far less than a video. */
export const MAX_CAPTIONS_BYTES = 512 * 1024;

/**
 * Why an upload was refused: too many bytes, not an accepted type, empty, more pixels than its
 * budget (image-budget.mjs; the figures for the message), or an SVG logo that drawing could
 * make explode (svg-screen.ts).
 */
export type UploadRefusal =
  | { reason: 'too-large' | 'unsupported-type' | 'empty' }
  | { reason: 'too-many-pixels'; pixels: OverBudget }
  | { reason: 'unsafe-svg'; svg: SvgProblem };

export type UploadRejection = UploadRefusal['reason'];

export type SaveUploadResult = { ok: true; url: `/uploads/${string}`; /** Size of the stored file. */ bytes: number } | ({ ok: false } & UploadRefusal);

export interface StoredUpload {
  bytes: Uint8Array<ArrayBuffer>;
  contentType: (typeof UPLOAD_FORMATS)[UploadType]['contentType'];
}

interface UploadOptions {
  /** DATA_DIR (relative paths resolve against the working directory). */
  dataDir: string;
  /** UPLOADS_DIR: the uploads folder itself, instead of DATA_DIR/uploads. */
  uploadsDir?: string;
}

/** Where this installation keeps uploads, from its configuration. */
export function uploadOptionsFromEnv(env: { DATA_DIR: string; UPLOADS_DIR?: string }): UploadOptions {
  return { dataDir: env.DATA_DIR, uploadsDir: env.UPLOADS_DIR };
}

/** The names saveUpload gives: a v4 UUID and the extension of the sniffed type. */
const UPLOAD_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp|avif|pdf|mp4|webm|vtt)$/;

// A run-time folder, not part of the build: the comments keep the build's file tracer from copying
// "anything the path could be" (the whole project) into the standalone folder.
export const uploadsDir = ({ dataDir, uploadsDir }: UploadOptions) =>
  uploadsDir ? resolve(/* turbopackIgnore: true */ uploadsDir) : join(/* turbopackIgnore: true */ resolve(/* turbopackIgnore: true */ dataDir), 'uploads');

export function isUploadName(name: string): boolean {
  return UPLOAD_NAME.test(name);
}

/**
 * Stores an upload if its bytes are one of the `accept`ed types (by default a PNG, JPEG, WebP or
 * AVIF image), it is at most MAX_UPLOAD_BYTES and, for an image, its header declares no more
 * pixels than `budget` (a photo's by default), and returns the URL it is served at. Nothing is
 * decoded here: the size is read from the header.
 */
export async function saveUpload(
  file: File | Blob,
  options: UploadOptions,
  accept: readonly UploadType[] = IMAGE_TYPES,
  budget: PixelBudget = PIXEL_BUDGETS.photo,
): Promise<SaveUploadResult> {
  // Blob sizes are known up front: an oversized file is refused without reading it.
  if (file.size === 0) return { ok: false, reason: 'empty' };
  if (file.size > MAX_UPLOAD_BYTES) return { ok: false, reason: 'too-large' };

  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength === 0) return { ok: false, reason: 'empty' };
  if (bytes.byteLength > MAX_UPLOAD_BYTES) return { ok: false, reason: 'too-large' };
  const type = detectUploadType(bytes);
  if (!type || !accept.includes(type)) return { ok: false, reason: 'unsupported-type' };
  if (type === 'vtt' && bytes.byteLength > MAX_CAPTIONS_BYTES) return { ok: false, reason: 'too-large' };
  if (isImageType(type)) {
    const size = imageSize(bytes);
    // An image whose header does not say its size cannot be measured, so it is not taken.
    if (!size || size === 'incomplete') return { ok: false, reason: 'unsupported-type' };
    const over = overBudget(size, budget);
    if (over) return { ok: false, reason: 'too-many-pixels', pixels: over };
  }

  const directory = uploadsDir(options);
  await mkdir(directory, { recursive: true });
  const id = randomUUID();
  const name = `${id}.${UPLOAD_FORMATS[type].extension}`;
  // Written under a name readUpload never serves, then renamed: a reader sees the whole file or none.
  const temporary = join(/* turbopackIgnore: true */ directory, `.${id}.tmp`);
  try {
    await writeFile(temporary, bytes, { flag: 'wx', mode: 0o644 });
    await rename(/* turbopackIgnore: true */ temporary, join(/* turbopackIgnore: true */ directory, name));
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  return { ok: true, url: `/uploads/${name}`, bytes: bytes.byteLength };
}

/**
 * A stored upload and the type to serve it with, or null when the name is not one saveUpload gives,
 * there is no such file, the file's bytes do not match its extension, or it is an image over the
 * photo budget (stored before the budget existed: a browser would have to decode it whole).
 */
export async function readUpload(name: string, options: UploadOptions): Promise<StoredUpload | null> {
  // The pattern allows no separators and no dots but the extension's: the path stays in the folder.
  if (!isUploadName(name)) return null;

  let handle;
  try {
    // Only saveUpload writes here, and it writes no links: a link to a file is not an upload.
    handle = await open(/* turbopackIgnore: true */ join(/* turbopackIgnore: true */ uploadsDir(options), name), constants.O_RDONLY | constants.O_NOFOLLOW);
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
  try {
    const stats = await handle.stat();
    if (!stats.isFile() || stats.size === 0 || stats.size > MAX_UPLOAD_BYTES) return null;
    const bytes = new Uint8Array(await handle.readFile());
    const type = detectUploadType(bytes);
    if (!type || !name.endsWith(`.${UPLOAD_FORMATS[type].extension}`)) return null;
    if (isImageType(type)) {
      const size = imageSize(bytes);
      if (!size || size === 'incomplete' || overBudget(size, PIXEL_BUDGETS.photo)) return null;
    }
    return { bytes, contentType: UPLOAD_FORMATS[type].contentType };
  } finally {
    await handle.close();
  }
}

/**
 * Deletes a stored upload given its address (`/uploads/<name>`, as saveUpload returned it). Only a
 * name saveUpload gives, directly in the uploads folder, is ever deleted: any other value (another
 * folder, `../`, an absolute path, a URL) is refused with 'not-an-upload' and touches nothing.
 * Callers decide first that no row still refers to it (discard.ts).
 */
export async function deleteUpload(url: string, options: UploadOptions): Promise<'deleted' | 'missing' | 'not-an-upload'> {
  const name = uploadNameOf(url);
  if (!name) return 'not-an-upload';
  const directory = uploadsDir(options);
  const path = join(/* turbopackIgnore: true */ directory, name);
  // The name pattern allows no separator already; this says it again in terms of paths.
  const inside = relative(directory, path);
  if (dirname(path) !== directory || inside !== name || isAbsolute(inside)) return 'not-an-upload';
  try {
    // A link is removed itself, never what it points to.
    await unlink(/* turbopackIgnore: true */ path);
    return 'deleted';
  } catch (error) {
    if (isMissing(error)) return 'missing';
    throw error;
  }
}

/** The stored file's name of an upload address (`/uploads/<uuid>.<ext>`), or null for anything else. */
export function uploadNameOf(url: unknown): string | null {
  if (typeof url !== 'string' || !url.startsWith('/uploads/')) return null;
  const name = url.slice('/uploads/'.length);
  return isUploadName(name) ? name : null;
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'ELOOP';
}
