import 'server-only';
import { closeSync, ftruncateSync, openSync, readFileSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tryLock } from 'fs-native-extensions';

/**
 * An embedded PGlite directory may be opened by one process at a time. The process that opens it
 * holds an exclusive lock on `DATA_DIR/pglite.pid` (an OS lock on the open file, released by the
 * kernel when the process dies however it dies), so a crashed server never blocks its successor,
 * and a pid recorded by someone else, live or not, means nothing. The pid written in the file is for
 * the message only.
 */
export class DatabaseBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number | undefined,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by another process${pid ? ` (pid ${pid})` : ''}. ` +
        'Stop the site first, or set DATABASE_URL to use PostgreSQL, which has no such limit.',
    );
    this.name = 'DatabaseBusyError';
  }
}

export const LOCK_FILE = 'pglite.pid';

/** Open lock files by data directory: closing one releases its lock. */
const held = new Map<string, number>();

function recordedPid(file: string): number | undefined {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

export function acquireDataDirLock(dataDir: string): void {
  const key = resolve(dataDir);
  if (held.has(key)) throw new DatabaseBusyError(dataDir, process.pid);
  const file = join(key, LOCK_FILE);
  // Read and write access: an exclusive lock needs a file open for writing.
  const fd = openSync(file, 'a+');
  if (!tryLock(fd)) {
    closeSync(fd);
    throw new DatabaseBusyError(dataDir, recordedPid(file));
  }
  ftruncateSync(fd, 0);
  writeSync(fd, String(process.pid));
  held.set(key, fd);
}

export function releaseDataDirLock(dataDir: string): void {
  const key = resolve(dataDir);
  const fd = held.get(key);
  if (fd === undefined) return;
  held.delete(key);
  // The file stays: removing it while another process opens it would let two processes lock two files.
  ftruncateSync(fd, 0);
  closeSync(fd);
}
