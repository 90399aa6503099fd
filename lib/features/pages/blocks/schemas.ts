/**
 * One zod schema per block type. Every text is bounded, every list counted, every link and file
 * checked by the field builders (fields.ts); a page is an ordered list of at most MAX_BLOCKS blocks
 * with unique anchors. The same schemas feed the editor's form (describe.ts).
 */
import * as z from 'zod/mini';
import { solutionPageKeys } from '@/lib/infra/routing/pages';
import { anchor, boolean, cta, date, list, longText, media, number, optional, select, slugRef, storyRef, text, url } from './fields';

export const MAX_BLOCKS = 40;

/** Icons a feature card may show (components/ui/icons names; components/blocks checks they exist). */
export const FEATURE_ICONS = ['camera', 'check', 'clipboard', 'wrench', 'book', 'scan', 'shield', 'chart', 'route', 'leaf', 'bolt', 'users', 'box', 'clock', 'sparkles', 'globe', 'truck', 'tag', 'recycle', 'layers', 'target', 'refresh', 'store', 'handshake', 'heart', 'star'] as const;
export const CURRENCIES = ['USD', 'EUR', 'GBP'] as const;
export const FORM_KINDS = ['demo', 'contact', 'resource', 'newsletter'] as const;
export type FormKind = (typeof FORM_KINDS)[number];
/** Illustrations the site draws in code, a hero may show instead of an image (the home page's, the about page's, each solution page's). */
export const HERO_ILLUSTRATIONS = [
  'returnsFlow',
  'loop',
  'returnsPhone',
  'tradeInPhone',
  'warrantyPhone',
  'recallsPhone',
  'inspectionScreen',
  'nextBestShelfChart',
  'analyticsDashboard',
  'sizingSneaker',
  'smartSopScreen',
] as const;
export type HeroIllustration = (typeof HERO_ILLUSTRATIONS)[number];
/**
 * Sections of the site's own pages still drawn by code, with their copy in the site's messages
 * (docs/page-builder.md, "Site sections"): a page of blocks can place, move or drop them while
 * they wait to become blocks of their own; their words are edited in messages/*.json.
 */
export const SITE_SECTIONS = [
  'homeStats',
  'audiences',
  'howItWorks',
  'homeStories',
  'insights',
  'aboutMission',
  'aboutPlatform',
  'aboutValues',
  'analyticsSample',
  'sizingSample',
  'integrationsDirectory',
  // The trust center's parts that show what the trust center's own screens keep.
  'trustCompliance',
  'trustDataProcessing',
  'trustSubprocessors',
  'trustChanges',
  'trustReport',
] as const;
export type SiteSection = (typeof SITE_SECTIONS)[number];
/** The solutions customer stories are tagged with (the solution pages' keys). */
export const STORY_TAGS = solutionPageKeys;
export type StoryTag = (typeof STORY_TAGS)[number];
/** A band's background where an editor may choose it. */
const background = () => optional(select(['plain', 'tint']));

const block = <T extends string, S extends z.core.$ZodLooseShape>(type: T, shape: S) => z.object({ type: z.literal(type), anchor: anchor(), ...shape });
const image = () => z.object({ src: media('image'), alt: text(200) });

const hero = block('hero', {
  /** `home`: the home page's taller band, a narrower lead and the proof points under the actions; `compact`: a short band of words only (the contact page's). */
  layout: optional(select(['page', 'home', 'compact'])),
  /** A small link back above the eyebrow ("Back to home"). */
  back: optional(z.object({ label: text(60), href: url() })),
  eyebrow: optional(text(60)),
  heading: text(120),
  lead: longText(400),
  primary: optional(cta()),
  secondary: optional(cta()),
  media: optional(image()),
  /** Drawn by the site instead of an image (takes the image's place). */
  illustration: optional(select(HERO_ILLUSTRATIONS)),
  /** Short proof points with a check mark, under the actions. */
  points: optional(list(text(60), 4)),
});

const stats = block('stats', {
  heading: optional(text(120)),
  intro: optional(longText(400)),
  items: list(z.object({ value: text(24), label: text(80), source: text(200), sourceUrl: optional(url()) }), 6, 1),
});

const storyList = block('logoStrip', {
  heading: optional(text(120)),
  stories: list(storyRef(), 12, 1),
});

const storyQuote = block('storyQuote', {
  story: storyRef(),
  linkLabel: optional(text(40)),
});

/**
 * The opening words close under the hero: paragraphs (blank lines between), beside an optional
 * heading ("Life at Otailo") or with a side note ("Who it is for") on wide screens.
 */
const summary = block('summary', {
  eyebrow: optional(text(60)),
  heading: optional(text(120)),
  body: longText(2_000),
  aside: optional(z.object({ heading: text(80), body: longText(400), icon: optional(select(FEATURE_ICONS)) })),
});

/** Outcomes a buyer can expect, each a short headline ("Up to 60%", "Structured") with what it means. */
const outcomes = block('outcomes', {
  heading: text(120),
  intro: optional(longText(400)),
  items: list(z.object({ value: text(24), label: text(80), body: optional(longText(300)) }), 6, 1),
});

/** The newest published customer stories tagged with a solution (up to three); none, and the block is not shown. */
const taggedStories = block('taggedStories', {
  heading: text(120),
  intro: optional(longText(400)),
  solution: select(STORY_TAGS),
});

/** The open roles (published openings in the page's language), each expandable and linked to its page; a line when none is open. */
const openings = block('openings', {
  heading: text(120),
  intro: optional(longText(400)),
});

const featureGrid = block('featureGrid', {
  background: background(),
  eyebrow: optional(text(60)),
  heading: text(120),
  intro: optional(longText(400)),
  columns: select(['2', '3', '4']),
  items: list(z.object({ title: text(80), body: longText(300), icon: optional(select(FEATURE_ICONS)) }), 12, 1),
});

const steps = block('steps', {
  background: background(),
  eyebrow: optional(text(60)),
  heading: text(120),
  intro: optional(longText(400)),
  items: list(z.object({ title: text(80), body: longText(300) }), 5, 2),
});

/** Markdown, rendered by the posts' sanitised body renderer (richText's loader). */
export const RICH_TEXT_MAX = 20_000;
const richText = block('richText', {
  heading: optional(text(120)),
  body: longText(RICH_TEXT_MAX),
});

const productMedia = block('productMedia', {
  heading: optional(text(120)),
  caption: optional(text(300)),
  media: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('image'), src: media('image'), alt: text(200) }),
    z.object({
      kind: z.literal('video'),
      src: media('video'),
      poster: media('image'),
      captions: media('captions'),
      /** What the video shows, for screen readers (its aria-label). */
      title: text(120),
      /** Plays on its own only muted and looping, as a moving screenshot; never with sound. */
      autoplayMuted: boolean(),
    }),
  ]),
});

const plan = z.object({
  name: text(40),
  summary: optional(text(160)),
  /** Priced (per month, billed monthly or annually) or "talk to sales" (no price). */
  kind: select(['priced', 'sales']),
  monthly: optional(number(0, 1_000_000)),
  annual: optional(number(0, 1_000_000)),
  features: list(text(120), 12),
  cta: cta(),
  highlighted: boolean(),
});

const pricing = block('pricing', {
  heading: text(120),
  intro: optional(longText(400)),
  currency: select(CURRENCIES),
  plans: list(plan, 4, 1).check(
    z.refine((plans) => plans.every((p) => p.kind === 'sales' || (p.monthly !== undefined && p.annual !== undefined)), {
      message: 'required',
    }),
    z.refine((plans) => plans.filter((p) => p.kind === 'sales').length <= 1, { message: 'tooMany' }),
  ),
  note: optional(text(200)),
});

const comparison = block('comparison', {
  heading: text(120),
  intro: optional(longText(400)),
  /** The named alternative ("AfterShip Returns"). */
  alternative: text(60),
  rows: list(z.object({ feature: text(120), us: text(160), them: text(160), source: text(200), sourceUrl: optional(url()), lastChecked: date() }), 20, 1),
});

const faq = block('faq', {
  heading: text(120),
  items: list(z.object({ question: text(200), answer: longText(2_000) }), 20, 1),
});

const ctaBand = block('ctaBand', {
  heading: text(120),
  body: longText(300),
  primary: cta(),
  secondary: optional(cta()),
});

const form = block('form', {
  form: select(FORM_KINDS),
  heading: text(120),
  intro: optional(longText(400)),
  /** The resource a resource form hands out (its slug); only that form has one. */
  resource: optional(slugRef('resourceRef')),
}).check(z.refine((b) => (b.form === 'resource') === (b.resource !== undefined), { message: 'required', path: ['resource'] }));

const integrationsStrip = block('integrationsStrip', {
  heading: text(120),
  intro: optional(longText(400)),
  integrations: list(slugRef('integrationRef'), 24, 1),
  link: optional(cta()),
});

/**
 * The contact page's panel: the site's phone and email (site settings) as cards with their titles,
 * a card offering the demo, and the contact form (a link to the contact page where the route
 * places no form).
 */
const contactPanel = block('contactPanel', {
  callTitle: text(80),
  callText: text(200),
  emailTitle: text(80),
  emailText: text(200),
  demoTitle: text(80),
  demoText: text(200),
  demoButton: cta(),
  formHeading: text(120),
});

/** "On this page": a band of links to the page's blocks (`#security`), under a short heading. */
const pageNav = block('pageNav', {
  heading: text(60),
  links: list(z.object({ label: text(80), href: url() }), 12, 1),
});

/** Where a practice stands today (the trust center's words for it). */
export const PRACTICE_STATUSES = ['in_place', 'in_progress', 'planned'] as const;

/** Practices with where each stands (the trust center's security practices): cards with a status badge. */
const practices = block('practices', {
  eyebrow: optional(text(60)),
  heading: text(120),
  intro: optional(longText(400)),
  items: list(z.object({ title: text(80), body: longText(600), status: select(PRACTICE_STATUSES) }), 12, 1),
});

const siteSection = block('siteSection', {
  section: select(SITE_SECTIONS),
});

export const blockSchemas = {
  hero,
  stats,
  summary,
  outcomes,
  logoStrip: storyList,
  storyQuote,
  taggedStories,
  openings,
  featureGrid,
  steps,
  richText,
  productMedia,
  pricing,
  comparison,
  faq,
  ctaBand,
  form,
  integrationsStrip,
  contactPanel,
  pageNav,
  practices,
  siteSection,
} as const;

export type BlockType = keyof typeof blockSchemas;
export const BLOCK_TYPES = Object.keys(blockSchemas) as BlockType[];

export const pageBlock = z.discriminatedUnion('type', [
  hero,
  stats,
  summary,
  outcomes,
  storyList,
  storyQuote,
  taggedStories,
  openings,
  featureGrid,
  steps,
  richText,
  productMedia,
  pricing,
  comparison,
  faq,
  ctaBand,
  form,
  integrationsStrip,
  contactPanel,
  pageNav,
  practices,
  siteSection,
]);

export type PageBlock = z.infer<typeof pageBlock>;
export type BlockOf<T extends BlockType> = Extract<PageBlock, { type: T }>;

/** A page's blocks in order: at most MAX_BLOCKS, each anchor once. */
export const pageBlocks = z.array(pageBlock).check(
  z.maxLength(MAX_BLOCKS, 'tooMany'),
  z.refine((blocks) => new Set(blocks.map((b) => b.anchor)).size === blocks.length, 'duplicateAnchor'),
);
