/**
 * The site's own pages as pages of blocks, seeded with today's words (docs/page-builder.md, "The
 * site's own pages"): the spec's texts exactly as the code drew them, from the same messages, so
 * the page looks and reads the same (e2e/page-baselines.spec.ts). Each missing language version
 * is created and published once, at start, on any installation; a version that exists (edited,
 * unpublished) is never touched again. The English version is the original, the Spanish one its
 * translation (out of date once the English is republished). One exception: a version nobody has
 * touched since the seed published it follows the seed, so that corrected words reach installations
 * seeded before the correction (refreshUntouched).
 */
import { isDeepStrictEqual } from 'node:util';
import { and, count, eq, isNotNull, or } from 'drizzle-orm';
import type { Database } from '@/lib/infra/db/client';
import { expireTagsNow } from '@/lib/infra/cache/expire-now.mjs';
import { log } from '@/lib/infra/log.mjs';
import type { Locale } from '@/lib/infra/routing/locales';
import { solutionPageKeys } from '@/lib/infra/routing/pages';
import { getCopy } from '@/lib/features/content';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import type { FEATURE_ICONS, HeroIllustration, PageBlock, SiteSection } from './blocks';
import type { NewPage } from './shared/types';
import { checkContent } from './content';
import { PAGES_TAG } from './schedule';
import { createPageStore } from './store';
import { pageRevisions, pages, type PageRow } from './tables';

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

type FeatureIcon = (typeof FEATURE_ICONS)[number];

/** Feature cards from the copy, each with its icon in order. */
const withIcons = (items: readonly { title: string; body: string }[], icons: readonly FeatureIcon[]) => items.map((item, index) => ({ ...item, icon: icons[index] }));

/** The contact page: its short band with the back link, then the cards (phone and email from the settings, the demo) beside the contact form. */
function contactBlocks(locale: Locale): PageBlock[] {
  const m = MESSAGES[locale];
  const c = m.ContactPage;
  return [
    { type: 'hero', anchor: 'top', layout: 'compact', back: { label: c.back, href: '/' }, heading: m.Pages.contact.heading, lead: m.Pages.contact.lead },
    {
      type: 'contactPanel',
      anchor: 'reach-us',
      callTitle: c.callTitle,
      callText: c.callText,
      emailTitle: c.emailTitle,
      emailText: c.emailText,
      demoTitle: c.demoTitle,
      demoText: c.demoText,
      demoButton: { label: c.demoButton, href: '/demo' },
      formHeading: c.formTitle,
    },
  ];
}

/** The careers page: its band with the back link, the culture beside its heading, values and perks, the open roles, the band to the contact page. */
function careersBlocks(locale: Locale): PageBlock[] {
  const m = MESSAGES[locale];
  const c = m.Careers;
  const copy = getCopy(locale).Careers;
  return [
    { type: 'hero', anchor: 'top', back: { label: c.backToHome, href: '/' }, heading: m.Pages.careers.heading, lead: m.Pages.careers.lead },
    { type: 'summary', anchor: 'culture', eyebrow: c.culture.eyebrow, heading: c.culture.title, body: copy.culture.paragraphs.join('\n\n') },
    { type: 'featureGrid', anchor: 'values', heading: c.values.title, columns: '4', items: withIcons(copy.values.items, ['sparkles', 'leaf', 'heart', 'users']) },
    { type: 'featureGrid', anchor: 'perks', background: 'plain', heading: c.perks.title, columns: '4', items: withIcons(copy.perks.items, ['tag', 'globe', 'clock', 'book']) },
    { type: 'openings', anchor: 'openings', heading: c.openings.title, intro: c.openings.intro },
    { type: 'ctaBand', anchor: 'contact', heading: c.contact.title, body: c.contact.body, primary: { label: c.contact.button, href: '/contact' } },
  ];
}

/** The integrations page: its band with the back link, the directory (a site section: search, filters, partners by group), the band inviting partners. */
function integrationsBlocks(locale: Locale): PageBlock[] {
  const m = MESSAGES[locale];
  const i = m.Integrations;
  return [
    { type: 'hero', anchor: 'top', back: { label: i.backToHome, href: '/' }, heading: m.Pages.integrations.heading, lead: m.Pages.integrations.lead },
    { type: 'siteSection', anchor: 'directory', section: 'integrationsDirectory' },
    { type: 'ctaBand', anchor: 'partners', heading: i.partner.title, body: i.partner.body, primary: { label: i.partner.button, href: '/contact' } },
  ];
}

/**
 * The trust center: its band with the back link, the contents, the security practices (cards an
 * editor keeps), then what the trust center's own screens keep (compliance, the DPA,
 * subprocessors and their changes) and the report section, as site sections.
 */
function trustBlocks(locale: Locale): PageBlock[] {
  const m = MESSAGES[locale];
  const t = m.Trust;
  const practices = getCopy(locale).Trust.practices;
  const sections = [
    ['security', t.security.title],
    ['compliance', t.compliance.title],
    ['data-processing', t.dataProcessing.title],
    ['subprocessors', t.subprocessors.title],
    ['changes', t.changes.title],
    ['report', t.report.title],
  ] as const;
  return [
    { type: 'hero', anchor: 'top', back: { label: t.backToHome, href: '/' }, heading: m.Pages.trust.heading, lead: m.Pages.trust.lead },
    { type: 'pageNav', anchor: 'contents', heading: t.onThisPage, links: sections.map(([anchor, label]) => ({ label, href: `#${anchor}` })) },
    {
      type: 'practices',
      anchor: 'security',
      eyebrow: t.security.eyebrow,
      heading: t.security.title,
      intro: t.security.intro,
      items: practices.map(({ title, body, status }) => ({ title, body, status: status as 'in_place' | 'in_progress' | 'planned' })),
    },
    { type: 'siteSection', anchor: 'compliance', section: 'trustCompliance' },
    { type: 'siteSection', anchor: 'data-processing', section: 'trustDataProcessing' },
    { type: 'siteSection', anchor: 'subprocessors', section: 'trustSubprocessors' },
    { type: 'siteSection', anchor: 'changes', section: 'trustChanges' },
    { type: 'siteSection', anchor: 'report', section: 'trustReport' },
  ];
}

type SolutionKey = (typeof solutionPageKeys)[number];

/** What each solution page draws beside its words: its illustration, its four features' icons, and sample data after the features (two of them). */
const SOLUTIONS: Record<SolutionKey, { illustration: HeroIllustration; icons: FeatureIcon[]; sample?: SiteSection }> = {
  solutionsReturns: { illustration: 'returnsPhone', icons: ['camera', 'refresh', 'shield', 'truck'] },
  solutionsTradeIns: { illustration: 'tradeInPhone', icons: ['tag', 'bolt', 'layers', 'check'] },
  solutionsWarranty: { illustration: 'warrantyPhone', icons: ['clipboard', 'camera', 'route', 'chart'] },
  solutionsRecalls: { illustration: 'recallsPhone', icons: ['scan', 'users', 'truck', 'shield'] },
  warehouseInspection: { illustration: 'inspectionScreen', icons: ['camera', 'clipboard', 'sparkles', 'chart'] },
  solutions3plNextBestShelf: { illustration: 'nextBestShelfChart', icons: ['route', 'target', 'store', 'chart'] },
  solutionsAnalytics: { illustration: 'analyticsDashboard', icons: ['chart', 'box', 'sparkles', 'layers'], sample: 'analyticsSample' },
  sizingAnalytics: { illustration: 'sizingSneaker', icons: ['target', 'chart', 'users', 'sparkles'], sample: 'sizingSample' },
  solutions3plSmartSop: { illustration: 'smartSopScreen', icons: ['clipboard', 'layers', 'wrench', 'chart'] },
};

/**
 * A solution page: back link, eyebrow, title and lead beside its illustration, with the site's demo
 * button (its label the settings' one); the description with who it is for; four features; the
 * results; the numbered steps; the stories tagged with it; the closing band.
 */
function solutionBlocks(page: SolutionKey) {
  return (locale: Locale): PageBlock[] => {
    const m = MESSAGES[locale];
    const common = m.SolutionPage;
    const words = m.Solutions[page];
    const copy = getCopy(locale);
    const solution = copy.Solutions[page];
    const { illustration, icons, sample } = SOLUTIONS[page];
    return [
      { type: 'hero', anchor: 'top', back: { label: common.backToHome, href: '/' }, eyebrow: words.eyebrow, heading: m.Pages[page].heading, lead: m.Pages[page].lead, primary: { href: '/demo' }, illustration },
      { type: 'summary', anchor: 'overview', body: words.description, aside: { heading: common.audienceTitle, body: words.audience, icon: 'users' } },
      { type: 'featureGrid', anchor: 'features', heading: common.featuresTitle, columns: '2', items: withIcons(solution.features, icons) },
      ...(sample ? [{ type: 'siteSection', anchor: 'sample', section: sample } as const] : []),
      { type: 'outcomes', anchor: 'results', heading: common.benefitsTitle, intro: common.benefitsIntro, items: solution.benefits },
      { type: 'steps', anchor: 'how-it-works', background: 'tint', heading: common.stepsTitle, intro: copy.SolutionPage.stepsIntro.replace('{count}', String(solution.steps.length)), items: solution.steps },
      { type: 'taggedStories', anchor: 'customers', heading: m.Stories.onSolution.title, intro: m.Stories.onSolution.lead, solution: page },
      { type: 'ctaBand', anchor: 'next-step', heading: words.cta.title, body: words.cta.body, primary: { href: '/demo' }, secondary: { label: m.CtaBand.roi, href: '/roi-calculator' } },
    ];
  };
}

/** The site pages seeded so far, with their blocks in a language. */
const SEEDED: Record<string, (locale: Locale) => PageBlock[]> = {
  home: homeBlocks,
  about: aboutBlocks,
  contact: contactBlocks,
  careers: careersBlocks,
  integrations: integrationsBlocks,
  trust: trustBlocks,
  ...Object.fromEntries(solutionPageKeys.map((page) => [page, solutionBlocks(page)])),
};

/** The site page's seeded blocks in a language (what the page shows until an editor's version is live), or undefined for a page not seeded. */
export function seededBlocks(key: string, locale: Locale): PageBlock[] | undefined {
  return SEEDED[key]?.(locale);
}

const sitePageOf = (key: string, locale: Locale): NewPage => ({
  key,
  language: locale,
  slug: null,
  title: MESSAGES[locale].PageNames[key as keyof typeof en.PageNames],
  blocks: SEEDED[key]!(locale),
  seo: { title: null, description: null, image: null, noindex: false },
  landing: false,
});

/**
 * A seeded page nobody has changed: live, its working copy the live revision, owned by no one and
 * every revision the seed's (no author). An editor's save, publish, restore or promoted experiment
 * leaves a trace in one of these, and then the page is the editor's for good.
 */
async function untouched(db: Database, id: number): Promise<PageRow | null> {
  const [row] = await db.select().from(pages).where(eq(pages.id, id));
  if (!row || row.status !== 'published' || row.ownerId !== null || row.publishedRevision !== row.revisionCount) return null;
  const [{ authored } = { authored: 0 }] = await db
    .select({ authored: count() })
    .from(pageRevisions)
    .where(and(eq(pageRevisions.pageId, id), or(isNotNull(pageRevisions.authorId), isNotNull(pageRevisions.authorEmail))));
  return Number(authored) === 0 ? row : null;
}

/**
 * Republishes an untouched seeded page whose stored words differ from today's seed (compared as the
 * store keeps them: checked, key order aside); true when it did. Another instance starting at the
 * same moment may win the write: its page then stands.
 */
async function refreshUntouched(db: Database, id: number, wanted: NewPage): Promise<boolean> {
  const row = await untouched(db, id);
  const checked = checkContent(wanted);
  if (!row || !checked.ok) return false;
  const stored = { title: row.title, blocks: row.blocks, landing: row.landing };
  const seeded = JSON.parse(JSON.stringify({ title: checked.content.title, blocks: checked.content.blocks, landing: checked.content.landing })) as typeof stored;
  if (isDeepStrictEqual(stored, seeded)) return false;
  try {
    await createPageStore(async () => db).publishContent(id, row.version, checked.content, null);
    return true;
  } catch (error) {
    log.info('site pages: not refreshed', { id, error: (error as Error).message });
    return false;
  }
}

/**
 * Creates and publishes each seeded site page's missing language versions (English first, Spanish
 * as its translation), and brings untouched ones up to today's seed (the Spanish one still counted
 * as the translation of the English one when both were refreshed).
 */
export async function seedSitePages(db: Database): Promise<void> {
  const store = createPageStore(async () => db);
  const existing = async (key: string, locale: Locale) =>
    (await db.select({ id: pages.id }).from(pages).where(and(eq(pages.key, key), eq(pages.language, locale))))[0]?.id;
  // Every start reads the seeded pages once (one query), not once per page and language.
  const seeded = new Map((await db.select({ id: pages.id, key: pages.key, language: pages.language }).from(pages).where(isNotNull(pages.key))).map((row) => [`${row.key}:${row.language}`, row.id]));
  const refreshed: number[] = [];
  for (const key of Object.keys(SEEDED)) {
    let original: number | undefined;
    let originalRefreshed = false;
    for (const locale of ['en', 'es'] as const) {
      let id = seeded.get(`${key}:${locale}`);
      if (id === undefined) {
        try {
          const created = await store.create(sitePageOf(key, locale), { owner: null, translationOf: original });
          await store.publish(created.id, created.version, null);
          id = created.id;
        } catch (error) {
          // Another instance starting at the same moment took the key first: its page stands.
          id = await existing(key, locale);
          if (id === undefined) log.error('site pages: could not seed', { key, locale, error: (error as Error).message });
          else log.info('site pages: seeded by another instance', { key, locale });
        }
      } else {
        if (await refreshUntouched(db, id, sitePageOf(key, locale))) {
          refreshed.push(id);
          if (locale === 'en') originalRefreshed = true;
        }
        // The untouched Spanish version says what the seed's English says: not "out of date".
        if (locale !== 'en' && originalRefreshed) {
          const page = await untouched(db, id);
          if (page) await store.markTranslated(id, page.version).catch(() => undefined);
        }
      }
      original ??= id;
    }
  }
  if (refreshed.length > 0) {
    log.info('site pages: brought up to the seed', { pages: refreshed.length });
    // The pages rendered from the old words (this instance's cache, or every instance's with Redis).
    expireTagsNow([PAGES_TAG]);
  }
}
