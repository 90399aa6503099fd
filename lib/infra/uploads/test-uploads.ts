import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { saveUpload } from './store';
import { images } from './test-images';

/**
 * For tests: a fresh DATA_DIR for each test (removed after it), a real PNG or PDF stored in it, and
 * whether a stored address is still on disk.
 */
export function temporaryUploads(prefix: string) {
  let dataDir = '';
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), `otailo-${prefix}-`));
  });
  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });
  const options = () => ({ dataDir });
  return {
    dataDir: () => dataDir,
    options,
    async upload(bytes: Uint8Array<ArrayBuffer> = images.png, accept?: Parameters<typeof saveUpload>[2]) {
      const saved = await saveUpload(new Blob([bytes]), options(), accept);
      if (!saved.ok) throw new Error(saved.reason);
      return saved;
    },
    onDisk: (url: string) => existsSync(join(dataDir, 'uploads', url.slice('/uploads/'.length))),
  };
}
