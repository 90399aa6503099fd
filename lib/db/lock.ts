import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * An embedded PGlite directory may be opened by one process at a time. The process that opens it
 * records its pid; another process (a second server, a command-line tool) is refused while that
 * process lives.
 */
export class DatabaseBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by another process (pid ${pid}). ` +
        'Stop the site first, or set DATABASE_URL to use PostgreSQL, which has no such limit.',
    );
    this.name = 'DatabaseBusyError';
  }
}

const lockFile = (dataDir: string) => join(dataDir, 'pglite.pid');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function acquireDataDirLock(dataDir: string): void {
  const file = lockFile(dataDir);
  if (existsSync(file)) {
    const pid = Number(readFileSync(file, 'utf8').trim());
    if (pid && pid !== process.pid && isAlive(pid)) throw new DatabaseBusyError(dataDir, pid);
  }
  writeFileSync(file, String(process.pid));
  process.once('exit', () => releaseDataDirLock(dataDir));
}

export function releaseDataDirLock(dataDir: string): void {
  const file = lockFile(dataDir);
  try {
    if (Number(readFileSync(file, 'utf8').trim()) === process.pid) rmSync(file, { force: true });
  } catch {
    // already gone
  }
}
