import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { holdLockInAnotherProcess, killLockHolders } from '@/test/support/lock-holder';
import { acquireDataDirLock, DatabaseBusyError, LOCK_FILE, releaseDataDirLock } from './lock';

afterEach(killLockHolders);

const newDir = () => mkdtempSync(join(tmpdir(), 'otailo-lock-'));

describe('embedded database lock', () => {
  it('refuses while another live process holds the directory, naming it', async () => {
    const dir = newDir();
    const holder = await holdLockInAnotherProcess(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(DatabaseBusyError);
    expect(() => acquireDataDirLock(dir)).toThrow(`in use by another process (pid ${holder.pid})`);
    expect(() => acquireDataDirLock(dir)).toThrow(/Stop the site first/);
  });

  it('is free again the moment its holder is killed (kill -9: no clean-up ran)', async () => {
    const dir = newDir();
    const holder = await holdLockInAnotherProcess(dir);
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    acquireDataDirLock(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    releaseDataDirLock(dir);
  });

  it('ignores a pid left in the file, even one of a live process', () => {
    const dir = newDir();
    // The parent of this test process lives, and is no server of ours.
    writeFileSync(join(dir, LOCK_FILE), String(process.ppid));
    acquireDataDirLock(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    releaseDataDirLock(dir);
  });

  it('is held once per process, and can be taken again after release', () => {
    const dir = newDir();
    acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(DatabaseBusyError);
    releaseDataDirLock(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe('');
    acquireDataDirLock(dir);
    releaseDataDirLock(dir);
  });
});
