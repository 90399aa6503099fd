/**
 * What some blocks show but do not store: customer stories and integrations (stored by id or
 * slug, resolved in the page's language) and rich text rendered to safe HTML. The page's loader
 * gathers it once per page through a `BlockDataSource` the caller wires (the stories and
 * integrations doors, the posts' sanitised body renderer), so this library reads no database.
 */
import type { Locale } from '@/lib/infra/routing/locales';
import type { FormKind, PageBlock } from './schemas';

/** A customer story as a logo strip or a quote shows it. */
export interface StoryCard {
  id: number;
  /** The story's page in the page's language (`/customers/x`, before localisation). */
  href: string;
  customer: string;
  anonymized: boolean;
  logo: string | null;
  logoAlt: string | null;
  quote: string | null;
  quoteName: string | null;
  quoteRole: string | null;
}

/** An integration as the strip shows it. */
export interface IntegrationCard {
  slug: string;
  name: string;
  href: string;
  logo: string | null;
}

export interface BlockData {
  stories: ReadonlyMap<number, StoryCard>;
  integrations: ReadonlyMap<string, IntegrationCard>;
  /** Rich-text blocks' bodies as safe HTML, by the block's anchor. */
  richText: ReadonlyMap<string, string>;
}

export const EMPTY_BLOCK_DATA: BlockData = { stories: new Map(), integrations: new Map(), richText: new Map() };

export interface BlockDataSource {
  /** Published stories among these ids, in the page's language; others are left out. */
  stories(ids: number[], locale: Locale): Promise<StoryCard[]>;
  /** Published integrations among these slugs. */
  integrations(slugs: string[], locale: Locale): Promise<IntegrationCard[]>;
  /** Markdown as safe HTML: the posts' body renderer (renderPostBody), never a second sanitizer. */
  renderRichText(markdown: string): Promise<string>;
}

/** Where a form block asks the page to put a form: the page's route renders it, recording the page (and anchor) as the lead's source. */
export interface FormSlot {
  form: FormKind;
  /** The resource a resource form hands out. */
  resource?: string;
  anchor: string;
  locale: Locale;
}

/** The ids and slugs a page's blocks refer to, each once. */
export function blockReferences(blocks: readonly PageBlock[]): { storyIds: number[]; integrationSlugs: string[] } {
  const storyIds = new Set<number>();
  const integrationSlugs = new Set<string>();
  for (const block of blocks) {
    if (block.type === 'logoStrip') block.stories.forEach((id) => storyIds.add(id));
    if (block.type === 'storyQuote') storyIds.add(block.story);
    if (block.type === 'integrationsStrip') block.integrations.forEach((slug) => integrationSlugs.add(slug));
  }
  return { storyIds: [...storyIds], integrationSlugs: [...integrationSlugs] };
}

/** Everything a page's blocks need resolved, in one pass (one call per kind, rich text in order). */
export async function loadBlockData(blocks: readonly PageBlock[], locale: Locale, source: BlockDataSource): Promise<BlockData> {
  const { storyIds, integrationSlugs } = blockReferences(blocks);
  const [stories, integrations] = await Promise.all([
    storyIds.length ? source.stories(storyIds, locale) : [],
    integrationSlugs.length ? source.integrations(integrationSlugs, locale) : [],
  ]);
  const richText = new Map<string, string>();
  // One at a time: the renderer is one worker thread with a bounded queue.
  for (const block of blocks) {
    if (block.type === 'richText') richText.set(block.anchor, await source.renderRichText(block.body));
  }
  return {
    stories: new Map(stories.map((story) => [story.id, story])),
    integrations: new Map(integrations.map((integration) => [integration.slug, integration])),
    richText,
  };
}
