import { defaultBlock } from './blocks';
import type { BlockType, PageBlock } from './blocks';
import type { NewPage, PageContent } from './shared/types';

/** A valid block of the library (its default in English) under `anchor`, with fields replaced. */
export const aBlock = (type: BlockType, anchor: string, over: Record<string, unknown> = {}): PageBlock => ({ ...defaultBlock(type, 'en'), anchor, ...over }) as PageBlock;

/** A page's content for the data-layer tests: a hero and a FAQ block unless given. */
export const pageContent = (over: Partial<PageContent> = {}): PageContent => ({
  title: 'Returns that pay',
  blocks: [
    aBlock('hero', 'hero-1', { heading: 'Inspect and Return Anywhere!' }),
    aBlock('faq', 'faq-1', { heading: 'Questions', items: [{ question: 'Why?', answer: 'Because.' }] }),
  ],
  seo: { title: null, description: null, image: null, noindex: false },
  landing: false,
  ...over,
});

/** A new page (a fresh slug unless one is given), or a site page with `key`. */
export const newPage = (over: Partial<NewPage> = {}): NewPage => ({
  key: null,
  language: 'en',
  slug: over.key ? null : `page-${Math.random().toString(36).slice(2, 10)}`,
  ...pageContent(),
  ...over,
});
