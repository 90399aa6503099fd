/**
 * The applicants' CVs as files in a private folder: APPLICATIONS_DIR, by default DATA_DIR/applications,
 * beside (never inside) the public uploads, which app/uploads serves to anyone. Only the admin's CV
 * route reads them, for a signed-in account with the `applications` permission. A file's name is
 * random (`cv-<uuid>.pdf`): nothing the applicant chose reaches the disk, and the name is not one the
 * public uploads route would serve even if the folders were set to be the same.
 */
import 'server-only';
import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { getEnv } from '@/lib/infra/env.mjs';
import { isPdf } from '@/lib/infra/uploads/sniff';
import { CV_MAX_BYTES, cvSizeProblem } from './shared/fields';

export interface CvFolder {
  /** DATA_DIR (relative paths resolve against the working directory). */
  dataDir: string;
  /** APPLICATIONS_DIR: the folder itself, instead of DATA_DIR/applications. */
  applicationsDir?: string;
}

/** Where this installation keeps CVs. */
export const cvFolderFromEnv = (): CvFolder => ({ dataDir: getEnv().DATA_DIR, applicationsDir: getEnv().APPLICATIONS_DIR });

const CV_KEY = /^cv-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.pdf$/;

export const isCvKey = (key: string) => CV_KEY.test(key);

// A run-time folder, not part of the build: the comments keep the build's file tracer from copying
// "anything the path could be" (the whole project) into the standalone folder.
export const cvFolderPath = ({ dataDir, applicationsDir }: CvFolder) =>
  applicationsDir ? resolve(/* turbopackIgnore: true */ applicationsDir) : join(/* turbopackIgnore: true */ resolve(/* turbopackIgnore: true */ dataDir), 'applications');

/** Why a CV is refused, from its bytes: none, too big, or not a PDF (by its first bytes, whatever its name or declared type). */
export function checkCv(bytes: Uint8Array): 'cvMissing' | 'cvTooLarge' | 'cvNotPdf' | null {
  return cvSizeProblem(bytes.byteLength) ?? (isPdf(bytes) ? null : 'cvNotPdf');
}

/** Writes a checked CV under a new key (whole or not at all: written aside, then renamed). */
export async function saveCv(bytes: Uint8Array, folder: CvFolder): Promise<{ key: string; bytes: number }> {
  const directory = cvFolderPath(folder);
  await mkdir(directory, { recursive: true, mode: 0o700 });
  const id = randomUUID();
  const key = `cv-${id}.pdf`;
  const temporary = join(/* turbopackIgnore: true */ directory, `.${id}.tmp`);
  try {
    await writeFile(temporary, bytes, { flag: 'wx', mode: 0o600 });
    await rename(/* turbopackIgnore: true */ temporary, join(/* turbopackIgnore: true */ directory, key));
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  return { key, bytes: bytes.byteLength };
}

/** A stored CV's bytes, or null (not a key saveCv gives, no such file, or no longer a PDF). */
export async function readCv(key: string, folder: CvFolder): Promise<Uint8Array | null> {
  if (!isCvKey(key)) return null;
  let handle;
  try {
    handle = await open(/* turbopackIgnore: true */ join(/* turbopackIgnore: true */ cvFolderPath(folder), key), constants.O_RDONLY | constants.O_NOFOLLOW);
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
  try {
    const stats = await handle.stat();
    if (!stats.isFile() || stats.size > CV_MAX_BYTES) return null;
    const bytes = new Uint8Array(await handle.readFile());
    return checkCv(bytes) ? null : bytes;
  } finally {
    await handle.close();
  }
}

/** Deletes a stored CV; a value that is not a CV key touches nothing. */
export async function deleteCv(key: string, folder: CvFolder): Promise<'deleted' | 'missing' | 'not-a-cv'> {
  if (!isCvKey(key)) return 'not-a-cv';
  try {
    await unlink(/* turbopackIgnore: true */ join(/* turbopackIgnore: true */ cvFolderPath(folder), key));
    return 'deleted';
  } catch (error) {
    if (isMissing(error)) return 'missing';
    throw error;
  }
}

/**
 * The CV files (and leftovers of interrupted writes) older than `olderThan`: a file whose row was
 * never committed, or whose row was deleted by a process that stopped before the file, is found here.
 */
export async function cvFilesOlderThan(folder: CvFolder, olderThan: Date): Promise<string[]> {
  const directory = cvFolderPath(folder);
  let names: string[];
  try {
    names = await readdir(/* turbopackIgnore: true */ directory);
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
  const old: string[] = [];
  for (const name of names) {
    if (!isCvKey(name) && !/^\.[0-9a-f-]{36}\.tmp$/.test(name)) continue;
    const stats = await stat(/* turbopackIgnore: true */ join(/* turbopackIgnore: true */ directory, name)).catch(() => null);
    if (stats?.isFile() && stats.mtime < olderThan) old.push(name);
  }
  return old;
}

/** Removes a leftover found by cvFilesOlderThan (a CV or an interrupted write). */
export async function removeCvFile(name: string, folder: CvFolder): Promise<void> {
  if (!isCvKey(name) && !/^\.[0-9a-f-]{36}\.tmp$/.test(name)) return;
  await rm(/* turbopackIgnore: true */ join(/* turbopackIgnore: true */ cvFolderPath(folder), name), { force: true });
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'ELOOP';
}
