import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DatabaseBusyError, releaseDataDirLock } from './lock';

describe('embedded database lock', () => {
  it('refuses while another live process holds the directory', () => {
    const dir = mkdtempSync(join(tmpdir(), 'otailo-lock-'));
    writeFileSync(join(dir, 'pglite.pid'), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(DatabaseBusyError);
    expect(() => acquireDataDirLock(dir)).toThrow(/Stop the site first/);
  });

  it('takes over a lock left by a process that is gone, and releases its own', () => {
    const dir = mkdtempSync(join(tmpdir(), 'otailo-lock-'));
    writeFileSync(join(dir, 'pglite.pid'), '2147483646');
    acquireDataDirLock(dir);
    expect(readFileSync(join(dir, 'pglite.pid'), 'utf8')).toBe(String(process.pid));
    releaseDataDirLock(dir);
    expect(() => readFileSync(join(dir, 'pglite.pid'))).toThrow();
  });
});
