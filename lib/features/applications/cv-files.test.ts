import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isUploadName } from '@/lib/infra/uploads/store';
import { PNG_BYTES, smallPdf } from './cv.fixture';
import { checkCv, cvFilesOlderThan, cvFolderPath, deleteCv, readCv, saveCv } from './cv-files';
import { CV_MAX_BYTES } from './shared/fields';

const dataDir = mkdtempSync(join(tmpdir(), 'otailo-cv-'));
const folder = { dataDir };
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('a CV', () => {
  it('is taken by its bytes: a small real PDF yes; a PNG, text or HTML named .pdf no; none, or over 5 MB, no', () => {
    expect(checkCv(smallPdf())).toBeNull();
    expect(checkCv(PNG_BYTES)).toBe('cvNotPdf');
    expect(checkCv(new TextEncoder().encode('<html><script>alert(1)</script></html>'))).toBe('cvNotPdf');
    expect(checkCv(new TextEncoder().encode('%PDF'))).toBe('cvNotPdf');
    expect(checkCv(new Uint8Array(0))).toBe('cvMissing');
    const big = new Uint8Array(CV_MAX_BYTES + 1);
    big.set(smallPdf());
    expect(checkCv(big)).toBe('cvTooLarge');
    expect(checkCv(big.subarray(0, CV_MAX_BYTES))).toBeNull();
  });

  it('is kept in its own folder beside the public uploads, under a random name the uploads route never serves', async () => {
    const pdf = smallPdf('Ada');
    const saved = await saveCv(pdf, folder);
    expect(saved.key).toMatch(/^cv-[0-9a-f-]{36}\.pdf$/);
    expect(isUploadName(saved.key)).toBe(false);
    expect(cvFolderPath(folder)).toBe(join(dataDir, 'applications'));
    expect(readdirSync(join(dataDir, 'applications'))).toEqual([saved.key]);
    expect(Buffer.from((await readCv(saved.key, folder))!)).toEqual(Buffer.from(pdf));
    expect(await deleteCv(saved.key, folder)).toBe('deleted');
    expect(await readCv(saved.key, folder)).toBeNull();
    expect(await deleteCv(saved.key, folder)).toBe('missing');
  });

  it('is read and deleted only under a name it was given: no other file, no path out of the folder', async () => {
    writeFileSync(join(dataDir, 'secret.pdf'), smallPdf());
    for (const key of ['../secret.pdf', '/etc/passwd', 'cv-x.pdf', `cv-${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}.pdf/..`]) {
      expect(await readCv(key, folder), key).toBeNull();
      expect(await deleteCv(key, folder), key).toBe('not-a-cv');
    }
  });

  it('leaves files younger than the grace period out of the leftovers', async () => {
    const young = await saveCv(smallPdf(), folder);
    const old = await saveCv(smallPdf(), folder);
    const twoHoursAgo = new Date(Date.now() - 7_200_000);
    utimesSync(join(cvFolderPath(folder), old.key), twoHoursAgo, twoHoursAgo);
    expect(await cvFilesOlderThan(folder, new Date(Date.now() - 3_600_000))).toEqual([old.key]);
    expect(await cvFilesOlderThan({ dataDir: join(dataDir, 'nowhere') }, new Date())).toEqual([]);
    await deleteCv(young.key, folder);
    await deleteCv(old.key, folder);
  });
});
