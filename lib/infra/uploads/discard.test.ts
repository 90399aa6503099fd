import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { droppedFiles } from './discard';
import { deleteUpload, saveUpload } from './store';
import { images } from './test-images';
import { temporaryUploads } from './test-uploads';

const files = temporaryUploads('discard');
const { options, onDisk } = files;
const upload = async () => (await files.upload()).url;

describe('deleteUpload', () => {
  it('deletes a stored upload by its address, and says when there was none', async () => {
    const url = await upload();
    expect(onDisk(url)).toBe(true);
    expect(await deleteUpload(url, options())).toBe('deleted');
    expect(onDisk(url)).toBe(false);
    expect(await deleteUpload(url, options())).toBe('missing');
  });

  it('never deletes anything outside the uploads folder, whatever the stored value says', async () => {
    const url = await upload();
    const name = url.slice('/uploads/'.length);
    // Files beside and above the folder, named like an upload.
    writeFileSync(join(files.dataDir(), name), 'beside');
    const outside = mkdtempSync(join(tmpdir(), 'otailo-outside-'));
    writeFileSync(join(outside, name), 'elsewhere');
    try {
      for (const value of [
        `/uploads/../${name}`,
        `/uploads/../../${name}`,
        `../${name}`,
        join(files.dataDir(), name),
        join(outside, name),
        `/uploads/${outside}/${name}`,
        `/uploads//${join(outside, name)}`,
        `/images/${name}`,
        `/uploads/sub/${name}`,
        `/uploads/${name}/`,
        `https://www.otailo.com/uploads/${name}`,
        `/uploads/${name.toUpperCase()}`,
        '/uploads/',
        '/uploads/..',
        '',
      ]) {
        expect(await deleteUpload(value, options()), value).toBe('not-an-upload');
      }
      expect(existsSync(join(files.dataDir(), name))).toBe(true);
      expect(existsSync(join(outside, name))).toBe(true);
      expect(onDisk(url)).toBe(true);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it('removes a link in the folder itself, never the file it points to', async () => {
    const target = join(files.dataDir(), 'precious.png');
    writeFileSync(target, 'keep me');
    const name = '0f8fad5b-d9cb-469f-a165-70867728950e.png';
    mkdirSync(join(files.dataDir(), 'uploads'), { recursive: true });
    symlinkSync(target, join(files.dataDir(), 'uploads', name));
    expect(await deleteUpload(`/uploads/${name}`, options())).toBe('deleted');
    expect(existsSync(target)).toBe(true);
  });

  it('uses UPLOADS_DIR when set, and nothing of DATA_DIR', async () => {
    const shared = join(files.dataDir(), 'shared');
    const saved = await saveUpload(new Blob([images.png]), { dataDir: files.dataDir(), uploadsDir: shared });
    if (!saved.ok) throw new Error(saved.reason);
    const name = saved.url.slice('/uploads/'.length);
    expect(await deleteUpload(saved.url, { dataDir: files.dataDir() })).toBe('missing');
    expect(existsSync(join(shared, name))).toBe(true);
    expect(await deleteUpload(saved.url, { dataDir: files.dataDir(), uploadsDir: shared })).toBe('deleted');
    expect(existsSync(join(shared, name))).toBe(false);
  });
});

describe('droppedFiles', () => {
  it('lists the addresses a change dropped, all of them for a deletion', () => {
    const before = { logo: '/uploads/a.png', cover: '/uploads/b.png' };
    expect(droppedFiles(before, { logo: '/uploads/a.png', cover: null }, ['logo', 'cover'])).toEqual(['/uploads/b.png']);
    expect(droppedFiles(before, { logo: '/uploads/b.png', cover: '/uploads/a.png' }, ['logo', 'cover'])).toEqual([]);
    expect(droppedFiles(before, null, ['logo', 'cover'])).toEqual(['/uploads/a.png', '/uploads/b.png']);
    expect(droppedFiles(null, before, ['logo', 'cover'])).toEqual([]);
  });
});
