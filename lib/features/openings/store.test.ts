import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import { jobOpenings } from './tables';
import { freshDatabase, testBackends } from '@/test/databases';
import { openingInput as input } from './opening.fixture';
import { openingSchedule } from './schedule';
import { sampleOpenings } from './sample-openings';
import { seedSampleOpenings } from './seed';
import type { OpeningInput } from './shared/types';
import { createOpeningStore } from './store';
import { openingCsvRows, OPENING_CSV_COLUMNS } from './shared/csv';
import { csvDocument } from '@/lib/infra/util/csv';

describe.each(testBackends())('job openings on %s', (backend) => {
  let handle: DatabaseHandle;
  const store = () => createOpeningStore(async () => handle.db);
  beforeAll(async () => {
    handle = await freshDatabase(backend);
  });
  afterAll(() => handle?.close());

  it('seeds the spec’s three openings once, in both languages, linked, live until 90 days after posting', async () => {
    expect(await seedSampleOpenings(handle.db, 'careers@otailo.com')).toBe(6);
    expect(await seedSampleOpenings(handle.db, 'careers@otailo.com')).toBe(0);
    const all = await store().all({ includeDrafts: true });
    const en = all.filter((opening) => opening.language === 'en').sort((a, b) => a.id - b.id);
    expect(en.map((opening) => opening.title)).toEqual(['Sales Development Representative', 'Customer Success Manager', 'Front-End Developer (Vue.js)']);
    expect(en[0]).toMatchObject({ location: 'Remote (US)', team: 'Sales', countries: ['US'], validThrough: '2027-01-17T00:00:00.000Z', applyEmail: 'careers@otailo.com' });
    expect(await store().translationOf(en[0]!, { includeDrafts: true })).toMatchObject({ language: 'es', slug: 'representante-de-desarrollo-de-ventas', team: 'Ventas' });
    // A Spanish opening has a Spanish title (and address), not the English one.
    const es = await Promise.all(en.map((opening) => store().translationOf(opening, { includeDrafts: true })));
    expect(es.map((opening) => [opening?.title, opening?.slug])).toEqual([
      ['Representante de desarrollo de ventas (SDR)', 'representante-de-desarrollo-de-ventas'],
      ['Gerente de éxito del cliente', 'gerente-de-exito-del-cliente'],
      ['Desarrollador/a front-end (Vue.js)', 'desarrollador-front-end-vue'],
    ]);
    await handle.db.delete(jobOpenings);
    expect(await seedSampleOpenings(handle.db, 'careers@otailo.com')).toBe(0);
  });

  it('brings sample openings nobody saved up to the copy at a later start; one an editor saved keeps its words', async () => {
    await handle.db.delete(jobOpenings);
    const [sdr, csm] = sampleOpenings('careers@otailo.com');
    // As seeded before the Spanish titles: the English title on the Spanish version, an older Spanish address.
    const seededBefore = (opening: OpeningInput, group: string, changes: Partial<OpeningInput> = {}) => ({
      ...opening,
      ...changes,
      translationGroup: group,
      validThrough: new Date(opening.validThrough),
      publishedAt: opening.publishedAt ? new Date(opening.publishedAt) : null,
    });
    const [sdrGroup, csmGroup] = [randomUUID(), randomUUID()];
    await handle.db.insert(jobOpenings).values([
      seededBefore(sdr!.en, sdrGroup),
      seededBefore(sdr!.es, sdrGroup, { title: 'Sales Development Representative' }),
      seededBefore(csm!.en, csmGroup),
      seededBefore(csm!.es, csmGroup, { title: 'Customer Success Manager', slug: 'responsable-de-exito-del-cliente' }),
    ]);
    const { id, version, translationGroup: _group, ownerId: _owner, createdAt: _created, updatedAt: _updated, ...saved } = (await store().bySlug('responsable-de-exito-del-cliente'))!;
    await store().update(id, { ...saved, summary: 'Texto del equipo.' }, version);

    expect(await seedSampleOpenings(handle.db, 'careers@otailo.com')).toBe(0);
    expect(await store().bySlug('representante-de-desarrollo-de-ventas')).toMatchObject({ title: 'Representante de desarrollo de ventas (SDR)', version: 2 });
    expect(await store().bySlug('sales-development-representative')).toMatchObject({ title: 'Sales Development Representative', version: 1 });
    expect(await store().bySlug('responsable-de-exito-del-cliente')).toMatchObject({ title: 'Customer Success Manager', summary: 'Texto del equipo.' });
    // Once up to date, a later start changes nothing.
    await seedSampleOpenings(handle.db, 'careers@otailo.com');
    expect(await store().bySlug('representante-de-desarrollo-de-ventas')).toMatchObject({ version: 2 });
    await handle.db.delete(jobOpenings);
  });

  it('shows only published openings before their validThrough, in posting order; the admin sees them all', async () => {
    const older = await store().create(input({ slug: 'older', publishedAt: new Date(Date.now() - 7_200_000).toISOString() }), null);
    await store().create(input({ slug: 'newer' }), null);
    await store().create(input({ slug: 'draft', status: 'draft', publishedAt: null }), null);
    await store().create(input({ slug: 'expired', validThrough: new Date(Date.now() - 1000).toISOString() }), null);
    await store().create(input({ slug: 'espanol', language: 'es' }), null);
    expect((await store().list('en')).map((opening) => opening.slug)).toEqual(['older', 'newer']);
    expect(await store().bySlug('expired')).toBeNull();
    expect(await store().bySlug('draft')).toBeNull();
    expect(await store().bySlug('expired', { includeDrafts: true })).toMatchObject({ slug: 'expired' });
    expect((await store().all({ includeDrafts: false })).map((opening) => opening.slug).sort()).toEqual(['espanol', 'newer', 'older']);
    expect((await store().all({ includeDrafts: true })).length).toBe(5);
    expect(await store().remove(older.id)).toBe(true);
  });

  it('leaves the site at validThrough: the clock is told the instant, and counts it as a change once passed', async () => {
    await handle.db.delete(jobOpenings);
    const soon = new Date(Date.now() + 1500);
    await store().create(input({ slug: 'soon', validThrough: soon.toISOString() }), null);
    const before = await openingSchedule.instants(handle.db);
    expect(before.next).toBe(soon.getTime());
    expect(await store().bySlug('soon')).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, soon.getTime() - Date.now() + 50));
    const after = await openingSchedule.instants(handle.db);
    expect(after.latest).toBe(soon.getTime());
    expect(after.latest).toBeGreaterThan(before.latest);
    expect(after.next).toBeUndefined();
    expect(await store().bySlug('soon')).toBeNull();
    expect(await store().list('en')).toEqual([]);
  });

  it('publishes a scheduled opening when its moment comes', async () => {
    const scheduled = await store().create(input({ slug: 'scheduled', status: 'scheduled', publishedAt: new Date(Date.now() - 10).toISOString() }), null);
    expect(await openingSchedule.publishDue(handle.db)).toEqual([{ id: scheduled.id, slug: 'scheduled', title: 'An opening', language: 'en', ownerId: null }]);
    const [row] = await handle.db.select().from(jobOpenings).where(eq(jobOpenings.id, scheduled.id));
    expect(row).toMatchObject({ status: 'published', version: 2 });
  });

  it('links translations, one per language, and refuses a stale save and a taken slug', async () => {
    const en = await store().create(input({ slug: 'linked-en' }), null);
    const es = await store().create(input({ slug: 'linked-es', language: 'es', status: 'draft', publishedAt: null }), null);
    const other = await store().create(input({ slug: 'other-es', language: 'es' }), null);
    expect(await store().link(en.id, es.id)).toMatchObject({ ok: true });
    expect(await store().link(en.id, other.id)).toEqual({ ok: false, reason: 'taken' });
    const linked = (await store().byId(en.id))!;
    expect(await store().translationOf(linked)).toBeNull();
    expect(await store().translationOf(linked, { includeDrafts: true })).toMatchObject({ slug: 'linked-es' });
    expect(await store().update(en.id, input({ slug: 'linked-en', title: 'New' }), 1)).toMatchObject({ title: 'New', version: 2 });
    await expect(store().update(en.id, input({ slug: 'linked-en' }), 1)).rejects.toMatchObject({ name: 'OpeningVersionConflictError' });
    await expect(store().create(input({ slug: 'linked-en' }), null)).rejects.toMatchObject({ name: 'OpeningSlugTakenError' });
    expect(await store().unlink(es.id)).toBe('unlinked');
  });

  it('reads the admin list a page at a time, with the translations on other pages', async () => {
    await handle.db.delete(jobOpenings);
    const created = [];
    for (let index = 0; index < 5; index += 1) created.push(await store().create(input({ slug: `paged-${index}` }), null));
    const spanish = await store().create(input({ slug: 'paged-es', language: 'es' }), null);
    await store().link(created[0]!.id, spanish.id);
    const second = await store().adminPage(2, 2);
    expect(second).toMatchObject({ page: 2, pageCount: 3, pageSize: 2, total: 6 });
    const last = await store().adminPage(1_000_000_000, 2);
    expect(last.page).toBe(3);
    const page = await store().adminPage(1, 6);
    expect(page.rows).toHaveLength(6);
    const withoutSpanish = page.rows.filter((opening) => opening.id !== spanish.id);
    expect((await store().translationsOf(withoutSpanish)).map((opening) => opening.id)).toEqual([spanish.id]);
  });

  it('searches title and team, filters by status and language and sorts the admin list in SQL', async () => {
    await handle.db.delete(jobOpenings);
    await store().create(input({ slug: 'f-a', title: 'Backend engineer', team: 'Engineering' }), null);
    await store().create(input({ slug: 'f-b', title: 'Account executive', team: 'Sales 100%', status: 'draft', publishedAt: null }), null);
    await store().create(input({ slug: 'f-c', title: 'Ingeniera de datos', team: 'Engineering', language: 'es' }), null);
    const titles = async (query: Parameters<ReturnType<typeof store>['adminPage']>[2]) => (await store().adminPage(1, 50, query)).rows.map((opening) => opening.title);
    expect(await titles({ search: 'engineer', sort: 'title', dir: 'asc' })).toEqual(['Backend engineer', 'Ingeniera de datos']);
    expect(await titles({ search: '100%' })).toEqual(['Account executive']);
    expect(await titles({ status: 'draft' })).toEqual(['Account executive']);
    expect(await titles({ language: 'es' })).toEqual(['Ingeniera de datos']);
    expect(await titles({ sort: 'team', dir: 'desc' })).toEqual(['Account executive', 'Ingeniera de datos', 'Backend engineer']);
    expect((await store().adminPage(1, 50, { search: 'nothing like it' })).total).toBe(0);
  });

  it('exports a selection as CSV with the title in each language (its translation off the selection too), codes for team, location and countries', async () => {
    await handle.db.delete(jobOpenings);
    const en = await store().create(input({ slug: 'csv-en', title: 'Returns analyst', team: 'Operations', locationType: 'region', location: 'Mexico City', countries: ['MX', 'US'], status: 'draft', publishedAt: null }), null);
    const es = await store().create(input({ slug: 'csv-es', title: 'Analista de devoluciones', language: 'es', team: 'Operaciones' }), null);
    const alone = await store().create(input({ slug: 'csv-alone', title: '=Formula lead', language: 'es' }), null);
    await store().link(en.id, es.id);
    // The English one and the lone Spanish one selected: the English one's Spanish title comes from its translation.
    const rows = (await store().adminPage(1, 50, { ids: [en.id, alone.id], sort: 'title', dir: 'asc' })).rows;
    const lines = csvDocument(OPENING_CSV_COLUMNS, openingCsvRows(rows, await store().translationsOf(rows))).slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('id,title_en,title_es,slug,language,status,team,location_type,location,countries,employment_type,valid_through,published_at,updated_at');
    const saved = (await store().byId(en.id))!;
    expect(lines).toEqual([
      lines[0],
      `${alone.id},,'=Formula lead,csv-alone,es,published,Sales,remote,Remote,US,FULL_TIME,${alone.validThrough},${alone.publishedAt},${alone.updatedAt}`,
      `${en.id},Returns analyst,Analista de devoluciones,csv-en,en,draft,Operations,region,Mexico City,MX US,FULL_TIME,${en.validThrough},,${saved.updatedAt}`,
    ]);
  });
});
