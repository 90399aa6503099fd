import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import { integrations } from './tables';
import { freshDatabase, testBackends } from '@/test/databases';
import { integrationInput as input } from './integration.fixture';
import { seedSampleIntegrations } from './seed';
import { IntegrationSlugTakenError, IntegrationVersionConflictError } from './shared/types';
import { createIntegrationStore } from './store';

describe.each(testBackends())('integrations on %s', (backend) => {
  let handle: DatabaseHandle;
  const store = () => createIntegrationStore(async () => handle.db);
  beforeAll(async () => {
    handle = await freshDatabase(backend);
  });
  afterAll(() => handle?.close());

  it('seeds the spec’s 19 integrations once, published, in the spec’s order, with both languages', async () => {
    expect(await seedSampleIntegrations(handle.db)).toBe(19);
    expect(await seedSampleIntegrations(handle.db)).toBe(0);
    const all = await store().all({ includeDrafts: false });
    expect(all.map((integration) => integration.name).slice(0, 3)).toEqual(['Shopify', 'Salesforce Commerce Cloud', 'Magento']);
    expect(all.map((integration) => integration.slug)).toContain('collect-plus');
    const shopify = await store().bySlug('shopify');
    expect(shopify).toMatchObject({ category: 'ecommerce', availability: 'live', mark: { kind: 'icon', icon: 'shopify' } });
    expect(shopify!.copy.es.description).toMatch(/^Sincroniza pedidos/);
    expect(shopify!.copy.en.setup.length).toBeGreaterThan(0);
    // Deleted samples do not come back.
    await handle.db.delete(integrations);
    expect(await seedSampleIntegrations(handle.db)).toBe(0);
  });

  it('shows only published integrations by position; the admin sees drafts too', async () => {
    await store().create(input({ slug: 'second', position: 2 }));
    await store().create(input({ slug: 'first', position: 1 }));
    await store().create(input({ slug: 'hidden', status: 'draft' }));
    expect((await store().all({ includeDrafts: false })).map((integration) => integration.slug)).toEqual(['first', 'second']);
    expect(await store().bySlug('hidden')).toBeNull();
    expect(await store().bySlug('hidden', { includeDrafts: true })).toMatchObject({ slug: 'hidden' });
    expect((await store().all({ includeDrafts: true })).map((integration) => integration.slug)).toContain('hidden');
  });

  it('pages the admin list filtered by words (name, address, either description), state, category and ids, in each order', async () => {
    const copy = (description: string) => ({ description, syncsIn: [], syncsOut: [], setup: [], requirements: [] });
    const made = [
      await store().create(input({ slug: 'list-alpha', name: 'Alpha Carts 100%', category: 'ecommerce', status: 'draft' })),
      await store().create(input({ slug: 'list-bravo-labels', name: 'Bravo', category: 'shipping', copy: { en: copy('Prints labels.'), es: copy('Imprime etiquetas de Zafiro.') } })),
      await store().create(input({ slug: 'list-charlie', name: 'charlie', category: 'oms', copy: { en: copy('Keeps Alpha stock.'), es: copy('Mantiene el stock.') } })),
    ];
    const ids = made.map((integration) => integration.id);
    const names = async (query: Parameters<ReturnType<typeof store>['adminPage']>[2]) => (await store().adminPage(1, 50, { ids, ...query })).rows.map((integration) => integration.name);
    // The name, the address, and the description in either language.
    expect(await names({ search: 'alpha' })).toHaveLength(2);
    expect(await names({ search: 'bravo-lab' })).toEqual(['Bravo']);
    expect(await names({ search: 'zafiro' })).toEqual(['Bravo']);
    expect(await names({ search: '100%' })).toEqual(['Alpha Carts 100%']);
    expect(await names({ search: '_' })).toEqual([]);
    expect(await names({ status: 'draft' })).toEqual(['Alpha Carts 100%']);
    expect(await names({ category: 'shipping' })).toEqual(['Bravo']);
    expect(await names({ sort: 'name', dir: 'asc' })).toEqual(['Alpha Carts 100%', 'Bravo', 'charlie']);
    expect(await names({ sort: 'name', dir: 'desc' })).toEqual(['charlie', 'Bravo', 'Alpha Carts 100%']);
    // By the category's name in the admin's language: E-commerce, Order…, Shipping; Envíos, Plataformas, Sistemas.
    expect(await names({ sort: 'category', dir: 'asc', names: 'en' })).toEqual(['Alpha Carts 100%', 'charlie', 'Bravo']);
    expect(await names({ sort: 'category', dir: 'asc', names: 'es' })).toEqual(['Bravo', 'Alpha Carts 100%', 'charlie']);
    expect((await names({ sort: 'status', dir: 'asc' }))[0]).toBe('Alpha Carts 100%');
    expect(await names({ sort: 'updated', dir: 'desc' })).toEqual(['charlie', 'Bravo', 'Alpha Carts 100%']);
    const paged = await store().adminPage(2, 2, { ids, sort: 'name', dir: 'asc' });
    expect(paged).toMatchObject({ page: 2, pageCount: 2, total: 3 });
    expect(paged.rows.map((integration) => integration.name)).toEqual(['charlie']);
    expect((await store().adminPage(1, 10, { ids: [] })).total).toBe(0);
  });

  it('refuses a taken slug, and a stale version; bumps the version and the time on update', async () => {
    const saved = await store().create(input({ slug: 'unique' }));
    await expect(store().create(input({ slug: 'unique' }))).rejects.toBeInstanceOf(IntegrationSlugTakenError);
    const updated = await store().update(saved.id, input({ slug: 'unique', name: 'Renamed' }), saved.version);
    expect(updated).toMatchObject({ name: 'Renamed', version: saved.version + 1 });
    // updated_at is compared in SQL: the column has microseconds, a Date milliseconds.
    const [row] = await handle.db.select({ later: sql<boolean>`${integrations.updatedAt} >= ${integrations.createdAt}` }).from(integrations).where(sql`${integrations.id} = ${saved.id}`);
    expect(row?.later).toBe(true);
    await expect(store().update(saved.id, input({ slug: 'unique' }), saved.version)).rejects.toBeInstanceOf(IntegrationVersionConflictError);
    await store().create(input({ slug: 'other' }));
    await expect(store().update(saved.id, input({ slug: 'other' }))).rejects.toBeInstanceOf(IntegrationSlugTakenError);
    expect(await store().update(999_999, input())).toBeNull();
  });

  it('keeps an uploaded logo beside the mark, and forgets it when it is removed', async () => {
    const saved = await store().create(input({ slug: 'with-logo', mark: { kind: 'icon', icon: 'dhl' }, logo: '/uploads/0f8fad5b-d9cb-469f-a165-70867728950e.png' }));
    expect(saved).toMatchObject({ logo: '/uploads/0f8fad5b-d9cb-469f-a165-70867728950e.png', mark: { kind: 'icon', icon: 'dhl' } });
    expect(await store().bySlug('with-logo')).toMatchObject({ logo: '/uploads/0f8fad5b-d9cb-469f-a165-70867728950e.png' });
    const removed = await store().update(saved.id, input({ slug: 'with-logo', mark: { kind: 'icon', icon: 'dhl' }, logo: null }), saved.version);
    expect(removed).toMatchObject({ logo: null, mark: { kind: 'icon', icon: 'dhl' }, version: saved.version + 1 });
    expect((await store().bySlug('with-logo'))?.logo).toBeNull();
  });

  it('deletes', async () => {
    const saved = await store().create(input());
    expect(await store().remove(saved.id)).toBe(true);
    expect(await store().remove(saved.id)).toBe(false);
    expect(await store().byId(saved.id)).toBeNull();
  });
});
