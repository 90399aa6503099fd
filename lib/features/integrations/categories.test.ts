import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import { freshDatabase, testBackends } from '@/test/databases';
import { createCategoryStore } from './categories';
import { integrationInput as input } from './integration.fixture';
import { seedSampleIntegrations } from './seed';
import { checkCategory, EMPTY_CATEGORY_VALUES, type CategoryInput } from './shared/categories';
import { createIntegrationStore } from './store';

const category = (over: Partial<CategoryInput> = {}): CategoryInput => ({ slug: 'erp-suites', name: { en: 'ERP suites', es: 'Suites ERP' }, intro: { en: '', es: '' }, position: 70, ...over });

describe('a category as the editors type it', () => {
  it('makes the slug from the English name, and names each wrong field', () => {
    const typed = (over: Partial<typeof EMPTY_CATEGORY_VALUES>) => checkCategory({ ...EMPTY_CATEGORY_VALUES, nameEn: 'Warehouse Management', nameEs: 'Gestión de almacenes', ...over });
    expect(typed({})).toMatchObject({ ok: true, category: { slug: 'warehouse-management', name: { en: 'Warehouse Management', es: 'Gestión de almacenes' }, position: 100 } });
    expect(typed({ nameEs: ' ', slug: 'Not a slug!', position: '-1' })).toEqual({ ok: false, errors: { nameEs: 'required', slug: 'invalid', position: 'invalid' } });
    expect(typed({ nameEn: 'x'.repeat(61) })).toEqual({ ok: false, errors: { nameEn: 'tooLong' } });
    expect(typed({ slug: 'a'.repeat(21) })).toEqual({ ok: false, errors: { slug: 'invalid' } });
  });
});

describe.each(testBackends())('integration categories on %s', (backend) => {
  let handle: DatabaseHandle;
  const categories = () => createCategoryStore(async () => handle.db);
  const integrations = () => createIntegrationStore(async () => handle.db);
  beforeAll(async () => {
    handle = await freshDatabase(backend);
  });
  afterAll(() => handle?.close());

  it('start with the four built-in ones, and the sample adds WMS and ERP, in order', async () => {
    expect((await categories().all()).map((entry) => entry.slug)).toEqual(['ecommerce', 'shipping', 'oms', 'fraud']);
    await seedSampleIntegrations(handle.db);
    const all = await categories().all();
    expect(all.map((entry) => entry.slug)).toEqual(['ecommerce', 'shipping', 'oms', 'fraud', 'wms', 'erp']);
    expect(all[0]).toMatchObject({ name: { en: 'E-commerce Platforms', es: 'Plataformas de comercio electrónico' } });
    expect((await categories().usage()).get('shipping')).toBeGreaterThan(0);
  });

  it('refuse a slug another has, and carry a new slug to the integrations in it', async () => {
    const created = await categories().create(category());
    expect(created).toMatchObject({ ok: true, category: { slug: 'erp-suites' } });
    expect(await categories().create(category({ name: { en: 'Other', es: 'Otra' } }))).toEqual({ ok: false, reason: 'taken' });
    if (!created.ok) throw new Error('not created');
    const saved = await integrations().create(input({ slug: 'acme-erp', category: 'erp-suites' }));
    expect(await categories().update(created.category.id, category({ slug: 'erp-cloud' }))).toMatchObject({ ok: true, category: { slug: 'erp-cloud' } });
    expect(await integrations().byId(saved.id)).toMatchObject({ category: 'erp-cloud' });
    expect(await categories().update(created.category.id, category({ slug: 'shipping' }))).toEqual({ ok: false, reason: 'taken' });
  });

  it('refuse to delete a category in use, saying how many use it; delete it once empty', async () => {
    const all = await categories().all();
    const cloud = all.find((entry) => entry.slug === 'erp-cloud')!;
    expect(await categories().remove(cloud.id)).toEqual({ ok: false, reason: 'inUse', count: 1 });
    expect((await categories().all()).some((entry) => entry.slug === 'erp-cloud')).toBe(true);
    const acme = (await integrations().bySlug('acme-erp', { includeDrafts: true }))!;
    await integrations().update(acme.id, { ...input({ slug: 'acme-erp' }), category: 'oms' });
    expect(await categories().remove(cloud.id)).toMatchObject({ ok: true, category: { slug: 'erp-cloud' } });
    expect(await categories().remove(cloud.id)).toEqual({ ok: false, reason: 'notFound' });
  });

  it('refuse an integration naming a category that does not exist', async () => {
    await expect(integrations().create(input({ slug: 'orphan', category: 'no-such-category' }))).rejects.toThrow();
  });
});
