import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import { freshDatabase, testBackends } from '@/test/databases';
import { pages } from './tables';
import { seedSitePages } from './site-seed';
import { createPageStore } from './store';

describe.each(testBackends())('the site’s own pages seeded as blocks on %s', (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await freshDatabase(backend);
  });
  afterAll(() => handle?.close());

  it('publishes the home and about pages in both languages with the spec’s words, the Spanish one as the translation, once', async () => {
    await seedSitePages(handle.db);
    const store = createPageStore(async () => handle.db);
    const en = await store.published('en', 'home');
    const es = await store.published('es', 'home');
    expect(en?.blocks[0]).toMatchObject({ type: 'hero', layout: 'home', heading: 'Inspect and Return Anywhere!', primary: { label: 'Book a 15-min Demo', href: '/demo' }, illustration: 'returnsFlow' });
    expect(es?.blocks[0]).toMatchObject({ type: 'hero', primary: { label: 'Reservar Demo de 15 min', href: '/demo' } });
    expect(en?.blocks.map((block) => block.type)).toEqual(['hero', 'siteSection', 'siteSection', 'siteSection', 'siteSection', 'siteSection', 'ctaBand']);
    expect(en?.blocks.at(-1)).toMatchObject({ primary: { label: 'Unlock +20% Recovery', href: '/demo' } });
    expect((await store.published('es', 'about'))?.blocks[0]).toMatchObject({ type: 'hero', back: { label: 'Volver al inicio', href: '/' }, illustration: 'loop' });
    const rows = await handle.db.select().from(pages);
    expect(rows).toHaveLength(4);
    const [enRow, esRow] = ['en', 'es'].map((language) => rows.find((row) => row.language === language && row.key === 'home')!);
    expect(esRow!.translationGroup).toBe(enRow!.translationGroup);
    expect(esRow!.translatedFromRevision).toBe(enRow!.publishedRevision);

    // Again at the next start, after an editor changed the English page: nothing is touched.
    await handle.db.update(pages).set({ title: 'Edited by an editor' });
    await seedSitePages(handle.db);
    expect((await handle.db.select().from(pages)).map((row) => row.title)).toEqual(Array(4).fill('Edited by an editor'));
  });

  it('two instances starting at once seed each page once, and the Spanish version stays the English one’s translation', async () => {
    await handle.db.delete(pages);
    await Promise.all([seedSitePages(handle.db), seedSitePages(handle.db)]);
    const rows = await handle.db.select().from(pages);
    expect(rows).toHaveLength(4);
    for (const key of ['home', 'about']) {
      const [en, es] = (['en', 'es'] as const).map((language) => rows.find((row) => row.key === key && row.language === language)!);
      expect(es!.translationGroup).toBe(en!.translationGroup);
      expect(en!.publishedRevision).toBe(1);
    }
  });
});
