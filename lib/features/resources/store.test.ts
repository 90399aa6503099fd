import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import { resourceDownloadTokens, resources } from './tables';
import { freshDatabase, testBackends } from '@/test/databases';
import { seedSampleResources } from './seed';
import { createResourceStore, hashToken } from './store';
import type { ResourceInput } from './shared/types';
import { resourceCsvRow, RESOURCE_CSV_COLUMNS } from './shared/csv';
import { csvDocument } from '@/lib/infra/util/csv';

const input = (over: Partial<ResourceInput> = {}): ResourceInput => ({
  slug: `resource-${Math.random().toString(36).slice(2, 10)}`,
  language: 'en',
  status: 'published',
  title: 'A resource',
  summary: 'Summary',
  type: 'guide',
  inside: ['One'],
  gated: true,
  publishedAt: new Date(Date.now() - 60_000).toISOString(),
  ...over,
});

describe.each(testBackends())('the resource library on %s', (backend) => {
  let handle: DatabaseHandle;
  const store = () => createResourceStore(async () => handle.db);
  beforeAll(async () => {
    handle = await freshDatabase(backend);
  });
  afterAll(() => handle?.close());

  it('seeds the sample guide once, in English and Spanish, linked, each with its PDF', async () => {
    expect(await seedSampleResources(handle.db)).toBe(2);
    expect(await seedSampleResources(handle.db)).toBe(0);
    const en = await store().bySlug('returns-cost-playbook');
    expect(en).toMatchObject({ language: 'en', gated: true, type: 'guide', status: 'published', downloads: 0 });
    expect(en!.fileSize).toBeGreaterThan(2000);
    const es = await store().translationOf(en!);
    expect(es).toMatchObject({ language: 'es', slug: 'guia-costo-de-las-devoluciones', title: 'Guía del costo de las devoluciones' });
    const pdf = await store().file(es!.id);
    expect(Buffer.from(pdf!.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(pdf!.byteLength).toBe(es!.fileSize);
    await handle.db.delete(resources);
    expect(await seedSampleResources(handle.db)).toBe(0);
  });

  it('lists one language’s published resources, newest first, by type when asked; drafts only for the admin', async () => {
    const older = await store().create(input({ slug: 'older', publishedAt: new Date(Date.now() - 7_200_000).toISOString() }), null);
    await store().create(input({ slug: 'newer', type: 'checklist' }), null);
    await store().create(input({ slug: 'draft', status: 'draft', publishedAt: null }), null);
    await store().create(input({ slug: 'espanol', language: 'es' }), null);
    expect((await store().list('en')).map((resource) => resource.slug)).toEqual(['newer', 'older']);
    expect((await store().list('en', 'checklist')).map((resource) => resource.slug)).toEqual(['newer']);
    expect(await store().bySlug('draft')).toBeNull();
    expect(await store().bySlug('draft', { includeDrafts: true })).toMatchObject({ slug: 'draft', status: 'draft', fileSize: null });
    expect((await store().all({ includeDrafts: true })).length).toBe(4);
    const updated = await store().update(older.id, { ...input({ slug: 'older' }), title: 'Renamed' }, older.version);
    expect(updated).toMatchObject({ title: 'Renamed', version: 2 });
    await expect(store().update(older.id, input({ slug: 'older' }), 1)).rejects.toThrow('changed since');
    await expect(store().create(input({ slug: 'newer' }), null)).rejects.toThrow('slug taken');
  });

  it('stores and replaces a PDF', async () => {
    const resource = await store().create(input(), null);
    await store().setFile(resource.id, new TextEncoder().encode('%PDF-1.4 first'));
    await store().setFile(resource.id, new TextEncoder().encode('%PDF-1.4 second!'));
    expect(new TextDecoder().decode((await store().file(resource.id))!)).toBe('%PDF-1.4 second!');
    expect((await store().byId(resource.id))!.fileSize).toBe(16);
  });

  it('issues download links that keep only the token’s hash, open only their resource and expire after 7 days', async () => {
    const resource = await store().create(input(), null);
    const other = await store().create(input(), null);
    const token = await store().issueToken(resource.id, null);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await handle.db.select().from(resourceDownloadTokens).where(eq(resourceDownloadTokens.resourceId, resource.id));
    expect(row!.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    // Seven days, by the database's clock (compared there, not against a JS date).
    const [{ days } = { days: '' }] = await handle.db
      .select({ days: sql<string>`extract(epoch from (${resourceDownloadTokens.expiresAt} - ${resourceDownloadTokens.createdAt})) / 86400` })
      .from(resourceDownloadTokens)
      .where(eq(resourceDownloadTokens.tokenHash, hashToken(token)));
    expect(Number(days)).toBeCloseTo(7, 5);
    expect(await store().checkToken(token, resource.id)).toEqual({ ok: true, resourceId: resource.id });
    expect(await store().checkToken(token, other.id)).toEqual({ ok: false, reason: 'unknown' });
    expect(await store().checkToken('x'.repeat(43), resource.id)).toEqual({ ok: false, reason: 'unknown' });
    expect(await store().checkToken("' or 1=1 --", resource.id)).toEqual({ ok: false, reason: 'unknown' });
    await handle.db.update(resourceDownloadTokens).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(resourceDownloadTokens.tokenHash, hashToken(token)));
    expect(await store().checkToken(token, resource.id)).toEqual({ ok: false, reason: 'expired' });
    await handle.db.update(resourceDownloadTokens).set({ expiresAt: sql`now() - interval '31 days'` }).where(eq(resourceDownloadTokens.tokenHash, hashToken(token)));
    expect(await store().pruneTokens()).toBe(1);
    expect(await store().checkToken(token, resource.id)).toEqual({ ok: false, reason: 'unknown' });
  });

  it('counts every download, concurrent ones included', async () => {
    const resource = await store().create(input(), null);
    await Promise.all(Array.from({ length: 25 }, () => store().countDownload(resource.id)));
    expect((await store().byId(resource.id))!.downloads).toBe(25);
    expect(await store().countDownload(999_999)).toBeNull();
  });

  it('searches, filters and sorts the admin list in SQL', async () => {
    await handle.db.delete(resources);
    const a = await store().create(input({ title: 'Returns 100% playbook', type: 'report' }), null);
    await store().create(input({ title: 'Checklist de garantías', type: 'checklist', language: 'es' }), null);
    await store().create(input({ title: 'Draft template', type: 'template', status: 'draft', publishedAt: null }), null);
    await store().countDownload(a.id);
    const titles = async (query: Parameters<ReturnType<typeof store>['adminPage']>[2]) => (await store().adminPage(1, 50, query)).rows.map((resource) => resource.title);
    expect(await titles({ search: '100%' })).toEqual(['Returns 100% playbook']);
    expect(await titles({ type: 'checklist' })).toEqual(['Checklist de garantías']);
    expect(await titles({ language: 'es' })).toEqual(['Checklist de garantías']);
    expect(await titles({ status: 'draft' })).toEqual(['Draft template']);
    expect(await titles({ status: 'published', sort: 'title', dir: 'asc' })).toEqual(['Checklist de garantías', 'Returns 100% playbook']);
    expect((await titles({ sort: 'downloads', dir: 'desc' }))[0]).toBe('Returns 100% playbook');
    expect((await store().adminPage(1, 50, { search: 'nothing like it' })).total).toBe(0);
  });

  it('reads a bulk selection by ids; a removed resource takes its PDF and download links with it', async () => {
    await handle.db.delete(resources);
    const a = await store().create(input({ title: 'Selected one' }), null);
    const b = await store().create(input({ title: 'Selected two', status: 'draft', publishedAt: null }), null);
    await store().create(input({ title: 'Left out' }), null);
    const titles = async (ids: readonly number[]) => (await store().adminPage(1, 50, { ids, sort: 'title', dir: 'asc' })).rows.map((resource) => resource.title);
    expect(await titles([a.id, b.id])).toEqual(['Selected one', 'Selected two']);
    expect(await titles([b.id, 999_999])).toEqual(['Selected two']);
    // An empty selection is nothing, never the whole list.
    expect((await store().adminPage(1, 50, { ids: [] })).total).toBe(0);
    // Filters still apply within a selection.
    expect((await store().adminPage(1, 50, { ids: [a.id, b.id], status: 'published' })).rows.map((resource) => resource.id)).toEqual([a.id]);

    await store().setFile(a.id, new TextEncoder().encode('%PDF-1.4\n%%EOF\n'));
    await store().issueToken(a.id, null);
    expect(await store().remove(a.id)).toBe(true);
    expect(await store().file(a.id)).toBeNull();
    expect(await handle.db.select().from(resourceDownloadTokens).where(eq(resourceDownloadTokens.resourceId, a.id))).toEqual([]);
    expect(await store().remove(a.id)).toBe(false);
  });

  it('exports resources as CSV rows by code: type, state, access, the PDF’s size (empty without one), downloads', async () => {
    await handle.db.delete(resources);
    const a = await store().create(input({ slug: 'csv-guide', title: 'Grading, explained', gated: false }), null);
    await store().setFile(a.id, new TextEncoder().encode('%PDF-1.4\n%%EOF\n'));
    await store().countDownload(a.id);
    const b = await store().create(input({ slug: 'csv-draft', title: '+Draft checklist', type: 'checklist', language: 'es', status: 'draft', publishedAt: null }), null);
    const rows = (await store().adminPage(1, 50, { ids: [a.id, b.id], sort: 'title', dir: 'asc' })).rows;
    const lines = csvDocument(RESOURCE_CSV_COLUMNS, rows.map(resourceCsvRow)).slice(1).trim().split('\r\n');
    const saved = (await store().byId(a.id))!;
    expect(lines).toEqual([
      'id,title,slug,language,type,status,access,pdf_bytes,downloads,published_at,updated_at',
      `${b.id},'+Draft checklist,csv-draft,es,checklist,draft,gated,,0,,${b.updatedAt}`,
      `${a.id},"Grading, explained",csv-guide,en,guide,published,open,15,1,${saved.publishedAt},${saved.updatedAt}`,
    ]);
  });
});
