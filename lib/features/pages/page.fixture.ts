import type { NewPage, PageContent } from './shared/types';

/** A page's content for the data-layer tests: a hero and a FAQ block unless given. */
export const pageContent = (over: Partial<PageContent> = {}): PageContent => ({
  title: 'Returns that pay',
  blocks: [
    { type: 'hero', id: 'hero-1', heading: 'Inspect and Return Anywhere!' },
    { type: 'faq', id: 'faq-1', items: [{ question: 'Why?', answer: 'Because.' }] },
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
