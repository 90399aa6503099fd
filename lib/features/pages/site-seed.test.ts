import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import { solutionPageKeys } from '@/lib/infra/routing/pages';
import { pageBlocks } from './blocks';
import { freshDatabase, testBackends } from '@/test/databases';
import { pages } from './tables';
import { seedSitePages, seededBlocks } from './site-seed';

const SEEDED_KEYS = ['home', 'about', 'contact', 'careers', 'integrations', 'trust', ...solutionPageKeys];
const ROWS = SEEDED_KEYS.length * 2;

describe('the seeded blocks', () => {
  it.each(SEEDED_KEYS.flatMap((key) => (['en', 'es'] as const).map((locale) => [key, locale] as const)))('of %s in %s pass the blocks’ own checks', (key, locale) => {
    expect(z.safeParse(pageBlocks, seededBlocks(key, locale)).error?.issues).toBeUndefined();
    // Messages with arguments reach the built server compiled (not as strings): none may be seeded.
    const texts: string[] = [];
    JSON.stringify(seededBlocks(key, locale), (_, value) => (typeof value === 'string' && texts.push(value), value));
    expect(texts.filter((text) => /[{}]/.test(text))).toEqual([]);
  });

  it('give a solution page its template with the spec’s words, the settings’ demo label and its tagged stories', () => {
    const blocks = seededBlocks('solutionsAnalytics', 'en')!;
    expect(blocks.map((block) => block.type)).toEqual(['hero', 'summary', 'featureGrid', 'siteSection', 'outcomes', 'steps', 'taggedStories', 'ctaBand']);
    expect(blocks[0]).toMatchObject({ back: { label: 'Back to home', href: '/' }, primary: { href: '/demo' }, illustration: 'analyticsDashboard' });
    expect(blocks[0]).not.toHaveProperty('primary.label');
    expect(blocks[4]).toMatchObject({ heading: 'The results', items: [{ value: '25% → 19%' }, {}, {}] });
    expect(blocks[5]).toMatchObject({ intro: 'From the first scan to the final decision, in 4 steps.', background: 'tint' });
    expect(seededBlocks('solutionsTradeIns', 'es')!.find((block) => block.type === 'steps')).toMatchObject({ intro: 'Del primer escaneo a la decisión final, en 5 pasos.' });
    expect(blocks[6]).toMatchObject({ type: 'taggedStories', solution: 'solutionsAnalytics' });
    expect(seededBlocks('solutionsReturns', 'en')!.map((block) => block.type)).not.toContain('siteSection');
    expect(seededBlocks('trust', 'en')!.map((block) => block.type)).toEqual(['hero', 'pageNav', 'practices', 'siteSection', 'siteSection', 'siteSection', 'siteSection', 'siteSection']);
    // The contents point at the blocks that follow, each by its anchor.
    const trust = seededBlocks('trust', 'es')!;
    const anchors = trust.map((block) => block.anchor);
    const contents = trust[1]!.type === 'pageNav' ? trust[1]!.links : [];
    expect(contents.map((link) => link.href.slice(1)).every((anchor) => anchors.includes(anchor))).toBe(true);
    expect(contents[0]).toEqual({ label: 'Prácticas de seguridad', href: '#security' });
    expect(seededBlocks('privacyPolicy', 'en')).toBeUndefined();
    expect(seededBlocks('careers', 'en')!.map((block) => block.type)).toEqual(['hero', 'summary', 'featureGrid', 'featureGrid', 'openings', 'ctaBand']);
    expect(seededBlocks('careers', 'en')![1]).toMatchObject({ eyebrow: 'Life at Otailo', heading: 'Small team, real impact', body: expect.stringContaining('\n\n') });
    expect(seededBlocks('contact', 'es')!.map((block) => block.type)).toEqual(['hero', 'contactPanel']);
    expect(seededBlocks('contact', 'es')![1]).toMatchObject({ callTitle: 'Llámanos', demoButton: { label: 'Reservar Demo de 15 min', href: '/demo' } });
  });
});
import { createPageStore } from './store';

describe.each(testBackends())('the site’s own pages seeded as blocks on %s', (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await freshDatabase(backend);
  });
  afterAll(() => handle?.close());

  it('publishes the home, about, contact, careers, integrations and solution pages in both languages with the spec’s words, the Spanish one as the translation, once', async () => {
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
    expect(rows).toHaveLength(ROWS);
    const [enRow, esRow] = ['en', 'es'].map((language) => rows.find((row) => row.language === language && row.key === 'home')!);
    expect(esRow!.translationGroup).toBe(enRow!.translationGroup);
    expect(esRow!.translatedFromRevision).toBe(enRow!.publishedRevision);

    // Again at the next start, after an editor changed the English page: nothing is touched.
    await handle.db.update(pages).set({ title: 'Edited by an editor' });
    await seedSitePages(handle.db);
    expect((await handle.db.select().from(pages)).map((row) => row.title)).toEqual(Array(ROWS).fill('Edited by an editor'));
  });

  it('two instances starting at once seed each page once, and the Spanish version stays the English one’s translation', async () => {
    await handle.db.delete(pages);
    await Promise.all([seedSitePages(handle.db), seedSitePages(handle.db)]);
    const rows = await handle.db.select().from(pages);
    expect(rows).toHaveLength(ROWS);
    for (const key of SEEDED_KEYS) {
      const [en, es] = (['en', 'es'] as const).map((language) => rows.find((row) => row.key === key && row.language === language)!);
      expect(es!.translationGroup).toBe(en!.translationGroup);
      expect(en!.publishedRevision).toBe(1);
    }
  });
});
