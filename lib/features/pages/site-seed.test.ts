import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import { solutionPageKeys } from '@/lib/infra/routing/pages';
import { pageBlocks } from './blocks';
import { freshDatabase, testBackends } from '@/test/databases';
import { pages } from './tables';
import { users } from '@/test/tables';
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
    expect(blocks[4]).toMatchObject({ heading: 'What it is built to achieve', intro: expect.stringContaining('ROI calculator'), items: [{ value: '25% → 19%' }, {}, {}] });
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

    // Again at the next start: nothing changes (no revision added to a page already up to date).
    await seedSitePages(handle.db);
    expect((await handle.db.select().from(pages)).every((row) => row.revisionCount === 1)).toBe(true);
  });

  it('brings a page nobody touched up to today’s seed, and never one an editor saved or published', async () => {
    const store = createPageStore(async () => handle.db);
    const [user] = await handle.db.insert(users).values({ email: 'editor@otailo.test', passwordHash: 'x', role: 'editor' }).returning();
    const editor = { id: user!.id, email: user!.email };
    const rowOf = async (key: string, language: 'en' | 'es') => (await handle.db.select().from(pages).where(and(eq(pages.key, key), eq(pages.language, language))))[0]!;
    // An older seed's words, published by the seed (no author), in both languages of "about".
    const older = async (key: string, language: 'en' | 'es', author: typeof editor | null) => {
      const row = await rowOf(key, language);
      const blocks = structuredClone(row.blocks);
      (blocks[0] as { heading: string }).heading = 'Words of an older seed';
      await store.publishContent(row.id, row.version, { title: row.title, blocks, seo: { title: null, description: null, image: null, noindex: false }, landing: false }, author);
    };
    await older('about', 'en', null);
    await older('about', 'es', null);
    // An editor's published change, and an editor's unpublished draft: theirs.
    await older('contact', 'en', editor);
    const careers = await rowOf('careers', 'en');
    await store.saveDraft(careers.id, careers.version, { title: 'Careers, edited', blocks: careers.blocks, seo: { title: null, description: null, image: null, noindex: false }, landing: false });

    await seedSitePages(handle.db);
    for (const language of ['en', 'es'] as const) {
      const about = await store.published(language, 'about');
      expect(about?.blocks[0]).toMatchObject({ heading: (seededBlocks('about', language)![0] as { heading: string }).heading });
      expect((await rowOf('about', language)).revisionCount).toBe(3);
    }
    // The Spanish version is still the English one's translation, not "out of date".
    expect((await rowOf('about', 'es')).translatedFromRevision).toBe((await rowOf('about', 'en')).publishedRevision);
    expect((await store.published('en', 'contact'))?.blocks[0]).toMatchObject({ heading: 'Words of an older seed' });
    expect(await rowOf('careers', 'en')).toMatchObject({ title: 'Careers, edited', status: 'draft' });
    const unchanged = (await handle.db.select().from(pages)).map((row) => [row.id, row.revisionCount]);
    await seedSitePages(handle.db);
    expect((await handle.db.select().from(pages)).map((row) => [row.id, row.revisionCount])).toEqual(unchanged);
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
