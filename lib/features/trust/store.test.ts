import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import { trustChanges, trustComplianceItems, trustSettings, trustSubprocessors } from './tables';
import { discardUnreferencedUploads } from '@/lib/infra/uploads/discard';
import { notImages } from '@/lib/infra/uploads/test-images';
import { temporaryUploads } from '@/lib/infra/uploads/test-uploads';
import { freshDatabase, testBackends } from '@/test/databases';
import { SAMPLE_COMPLIANCE, SAMPLE_SUBPROCESSORS } from './sample-content';
import { seedTrustCenter } from './seed';
import { changedFields, readTrustRows, removeSubprocessor, saveComplianceItem, saveSubprocessor, setDpa } from './store';

const acme = { name: 'Acme Mail', purposeEn: 'Sends mail', purposeEs: 'Envía correo', locationEn: 'EU', locationEs: 'UE', dataEn: 'Email address', dataEs: 'Correo electrónico' };

describe('changedFields', () => {
  it('names what a reader would call changed, either language counting', () => {
    expect(changedFields(acme, { ...acme })).toEqual([]);
    expect(changedFields(acme, { ...acme, purposeEs: 'Envía correos', locationEn: 'US' })).toEqual(['purpose', 'location']);
    expect(changedFields(acme, { ...acme, name: 'Acme' })).toEqual(['name']);
  });
});

const files = temporaryUploads('dpa');

describe.each(testBackends())('the trust center tables on %s', (backend) => {
  let handle: DatabaseHandle;
  const db = () => handle.db;
  beforeAll(async () => {
    handle = await freshDatabase(backend);
  });
  afterAll(() => handle?.close());
  beforeEach(async () => {
    for (const table of [trustChanges, trustSubprocessors, trustComplianceItems, trustSettings]) await db().delete(table);
  });

  it('dates every change to the subprocessors list, and records none for a save that changes nothing', async () => {
    const added = await saveSubprocessor(db(), null, acme);
    expect(added?.change).toMatchObject({ kind: 'added', subprocessorId: added!.row.id, snapshot: acme, fields: [], notifiedAt: null });
    expect((await saveSubprocessor(db(), added!.row.id, acme))?.change).toBeNull();
    const changed = await saveSubprocessor(db(), added!.row.id, { ...acme, locationEn: 'US', locationEs: 'EE. UU.' });
    expect(changed?.change).toMatchObject({ kind: 'changed', fields: ['location'], snapshot: { locationEn: 'US' } });
    const removed = await removeSubprocessor(db(), added!.row.id);
    expect(removed?.change).toMatchObject({ kind: 'removed', snapshot: { name: 'Acme Mail', locationEn: 'US' } });
    expect(await removeSubprocessor(db(), added!.row.id)).toBeNull();
    expect(await saveSubprocessor(db(), added!.row.id, acme)).toBeNull();
    const rows = await readTrustRows(db());
    expect(rows.subprocessors).toEqual([]);
    expect(rows.changes.map((change) => change.kind)).toEqual(['removed', 'changed', 'added']);
  });

  it('adds and changes compliance items; an unknown id changes nothing', async () => {
    const item = await saveComplianceItem(db(), null, { nameEn: 'SOC 2', nameEs: 'SOC 2', status: 'planned', statusDate: '2026-11-30', noteEn: '', noteEs: '' });
    const moved = await saveComplianceItem(db(), item!.id, { ...item!, status: 'in_progress', statusDate: '2027-01-15' });
    expect(moved).toMatchObject({ status: 'in_progress', statusDate: '2027-01-15' });
    expect(await saveComplianceItem(db(), item!.id + 1000, { ...item! })).toBeNull();
  });

  it('keeps one DPA file at a time and says which it replaced', async () => {
    expect(await setDpa(db(), { url: '/uploads/a.pdf', bytes: 1000 })).toBeNull();
    expect(await setDpa(db(), { url: '/uploads/b.pdf', bytes: 2000 })).toBe('/uploads/a.pdf');
    expect((await readTrustRows(db())).settings).toMatchObject({ dpaUrl: '/uploads/b.pdf', dpaBytes: 2000 });
    expect(await setDpa(db(), null)).toBe('/uploads/b.pdf');
    expect((await readTrustRows(db())).settings).toMatchObject({ dpaUrl: null });
  });

  it('deletes the replaced and the removed DPA file from disk once the change committed (what the actions do)', async () => {
    const [first, second] = [await files.upload(notImages.pdf, ['pdf']), await files.upload(notImages.pdf, ['pdf'])];
    await setDpa(db(), first);
    const replaced = await setDpa(db(), second);
    expect(await discardUnreferencedUploads([replaced], db(), files.options())).toEqual({ deleted: [first.url], kept: [] });
    expect([files.onDisk(first.url), files.onDisk(second.url)]).toEqual([false, true]);
    const removed = await setDpa(db(), null);
    expect(await discardUnreferencedUploads([removed], db(), files.options())).toEqual({ deleted: [second.url], kept: [] });
    expect(files.onDisk(second.url)).toBe(false);
  });


  it('seeds the sample content once, announcing nothing, and never again after an admin emptied it', async () => {
    expect(await seedTrustCenter(db())).toBe(true);
    const rows = await readTrustRows(db());
    expect(rows.compliance.map((item) => item.nameEn)).toEqual(SAMPLE_COMPLIANCE.map((item) => item.nameEn));
    expect(rows.subprocessors.map((row) => row.name).sort()).toEqual(SAMPLE_SUBPROCESSORS.map((row) => row.name).sort());
    expect(rows.changes).toEqual([]);
    // No certification is claimed.
    expect(rows.compliance.filter((item) => item.status === 'in_place')).toEqual([]);
    await db().delete(trustSubprocessors);
    expect(await seedTrustCenter(db())).toBe(false);
    expect((await readTrustRows(db())).subprocessors).toEqual([]);
  });

  it('lists the analytics provider only where analytics is configured', async () => {
    await seedTrustCenter(db(), { analytics: true });
    expect((await readTrustRows(db())).subprocessors.map((row) => row.name)).toContain('Google Analytics');
  });
});
