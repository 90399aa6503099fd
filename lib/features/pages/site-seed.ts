/**
 * The site's own pages as pages of blocks, seeded with today's words (docs/page-builder.md, "The
 * site's own pages"): the spec's texts exactly as the code drew them, from the same messages, so
 * the page looks and reads the same (e2e/page-baselines.spec.ts). Each missing language version
 * is created and published once, at start, on any installation; a version that exists (edited,
 * unpublished) is never touched again. The English version is the original, the Spanish one its
 * translation (out of date once the English is republished).
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/lib/infra/db/client';
import { log } from '@/lib/infra/log.mjs';
import type { Locale } from '@/lib/infra/routing/locales';
import { getCopy } from '@/lib/features/content';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import type { PageBlock } from './blocks';
import type { NewPage } from './shared/types';
import { createPageStore } from './store';
import { pages } from './tables';

const MESSAGES = { en, es } as const;

/** The home page as it is drawn today: its hero, the five sections still drawn by code, and its closing band. */
function homeBlocks(locale: Locale): PageBlock[] {
  const m = MESSAGES[locale];
  return [
    {
      type: 'hero',
      anchor: 'top',
      layout: 'home',
      eyebrow: m.Home.hero.eyebrow,
      heading: m.Pages.home.heading,
      lead: m.Home.hero.lead,
      primary: { label: m.Home.hero.primaryCta, href: '/demo' },
      secondary: { label: m.Home.hero.secondaryCta, href: '#how-it-works' },
      illustration: 'returnsFlow',
      points: getCopy(locale).Home.hero.points,
    },
    { type: 'siteSection', anchor: 'results', section: 'homeStats' },
    { type: 'siteSection', anchor: 'audiences', section: 'audiences' },
    { type: 'siteSection', anchor: 'process', section: 'howItWorks' },
    { type: 'siteSection', anchor: 'proof', section: 'homeStories' },
    { type: 'siteSection', anchor: 'insights', section: 'insights' },
    {
      type: 'ctaBand',
      anchor: 'next-step',
      heading: m.Home.cta.title,
      body: m.Home.cta.body,
      primary: { label: m.Home.cta.button, href: '/demo' },
      secondary: { label: m.CtaBand.roi, href: '/roi-calculator' },
    },
  ];
}

/** The about page: its hero with the back link and the loop illustration, its three sections, the band to the contact page. */
function aboutBlocks(locale: Locale): PageBlock[] {
  const m = MESSAGES[locale];
  return [
    { type: 'hero', anchor: 'top', back: { label: m.About.backToHome, href: '/' }, heading: m.Pages.about.heading, lead: m.Pages.about.lead, illustration: 'loop' },
    { type: 'siteSection', anchor: 'mission', section: 'aboutMission' },
    { type: 'siteSection', anchor: 'platform', section: 'aboutPlatform' },
    { type: 'siteSection', anchor: 'values', section: 'aboutValues' },
    { type: 'ctaBand', anchor: 'contact', heading: m.About.contact.title, body: m.About.contact.body, primary: { label: m.About.contact.button, href: '/contact' } },
  ];
}

/** The site pages seeded so far, with their blocks in a language. */
const SEEDED: Record<string, (locale: Locale) => PageBlock[]> = { home: homeBlocks, about: aboutBlocks };

const sitePageOf = (key: string, locale: Locale): NewPage => ({
  key,
  language: locale,
  slug: null,
  title: MESSAGES[locale].PageNames[key as 'home' | 'about'],
  blocks: SEEDED[key]!(locale),
  seo: { title: null, description: null, image: null, noindex: false },
  landing: false,
});

/** Creates and publishes each seeded site page's missing language versions (English first, Spanish as its translation). */
export async function seedSitePages(db: Database): Promise<void> {
  const store = createPageStore(async () => db);
  const existing = async (key: string, locale: Locale) =>
    (await db.select({ id: pages.id }).from(pages).where(and(eq(pages.key, key), eq(pages.language, locale))))[0]?.id;
  for (const key of Object.keys(SEEDED)) {
    let original: number | undefined;
    for (const locale of ['en', 'es'] as const) {
      let id = await existing(key, locale);
      if (id === undefined) {
        try {
          const created = await store.create(sitePageOf(key, locale), { owner: null, translationOf: original });
          await store.publish(created.id, created.version, null);
          id = created.id;
        } catch (error) {
          // Another instance starting at the same moment took the key first: its page stands.
          log.warn('site pages: not seeded here', { key, locale, error: (error as Error).message });
          id = await existing(key, locale);
        }
      }
      original ??= id;
    }
  }
}
