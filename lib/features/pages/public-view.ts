/**
 * What the public route of a new page (`/{language}/{slug}`) serves, as pure functions of the live
 * page: which page answers an address, and the metadata it carries.
 */
import type { Locale } from '@/lib/infra/routing/locales';
import { slugProblem } from './slug-rules';
import type { PublishedPage } from './shared/types';

/** Whether a path segment can name a new page in a language (the slug rules), so nothing else reaches the database. */
export const isServableSlug = (language: Locale, slug: string): boolean => slugProblem(language, slug) === null;

/**
 * The page to serve at `/{language}/{slug}`: a new page live in that language under that exact
 * slug. A site page (matched by its key) is served at its own route, never here.
 */
export function servedPage(page: PublishedPage | null, language: Locale, slug: string): PublishedPage | null {
  return page && page.key === null && page.slug === slug && page.language === language ? page : null;
}

/** The live version of a site page (`home`) in a language: the site page with that key, nothing else. */
export function sitePage(page: PublishedPage | null, language: Locale, key: string): PublishedPage | null {
  return page && page.key === key && page.language === language ? page : null;
}

/** A page's path after its locale: `/{slug}` for a new page (the address tables and metadata take it so). */
export const pagePath = (page: Pick<PublishedPage, 'slug'>): string => `/${page.slug ?? ''}`;

export interface PageMetadataFacts {
  path: string;
  title: string;
  description: string;
  index: boolean;
  /** An uploaded social image, or undefined for the site's default. */
  image: string | undefined;
  /** The page's path in each language it is live in (hreflang). */
  languages: Partial<Record<Locale, string>>;
}

/** The hero's lead, the description when the editor wrote none. */
function heroLead(page: PublishedPage): string | undefined {
  const hero = page.blocks.find((block) => block.type === 'hero');
  return hero?.type === 'hero' && hero.lead ? hero.lead : undefined;
}

/** Title (the SEO title first), description, robots, social image and the live translation's address. */
export function pageMetadataFacts(page: PublishedPage): PageMetadataFacts {
  const path = pagePath(page);
  const languages: Partial<Record<Locale, string>> = { [page.language]: path };
  const translation = page.translation;
  const prefix = translation && `/${translation.language}`;
  if (translation && prefix && translation.language !== page.language && (translation.path === prefix || translation.path.startsWith(`${prefix}/`))) {
    languages[translation.language] = translation.path.slice(prefix.length);
  }
  return {
    path,
    title: page.seo.title ?? page.title,
    description: page.seo.description ?? heroLead(page) ?? page.title,
    index: !page.seo.noindex,
    image: page.seo.image ?? undefined,
    languages,
  };
}
