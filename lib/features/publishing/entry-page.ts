/**
 * The loader of an entry's public page (`/{locale}/<list>/{slug}`: an opening, a customer story, a
 * resource, an integration) and its metadata, the same for every kind. A slug that is not well
 * formed is never looked up. An entry that belongs to one language, asked for under the other
 * locale, answers 308 to its translation there, else 307 to that language's list page. Unknown
 * and unpublished entries load as `entry: null`: the page shows the 404 screen, whose metadata
 * `generateMetadata` gives (its title, noindex).
 */
import type { Metadata } from 'next';
import { permanentRedirect, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { localeOf } from '@/lib/infra/routing/locale-params';
import type { Locale } from '@/lib/infra/routing/routing';
import { localizedPath } from '@/lib/infra/routing/localized-paths';
import type { PageKey } from '@/lib/infra/routing/pages';
import { buildMetadata, errorScreenMetadata, type MetadataInput } from '@/lib/infra/seo/metadata';
import { isValidSlug } from './shared/slug';
import type { ContentLanguage } from './shared/workflow';

/** A page's params: its locale and the entry's slug. */
export type EntryPageParams = Promise<{ locale: string; slug: string }>;

/** What the loader needs of an entry: its slug, and its language when it belongs to one. */
type Entry = { slug: string; language?: ContentLanguage };

// Properties, not methods: a method's parameters would be inferred bivariantly, and `path: openingPath`
// (which takes `Pick<Opening, 'slug'>`) would widen E to that.
export interface EntryPageSource<E extends Entry, T extends Entry> {
  /** The published entry with this slug, or null (unknown, draft, closed…). */
  find: (slug: string) => Promise<E | null>;
  /** An entry's path after the locale (`/careers/{slug}`). */
  path: (entry: NoInfer<E | T>) => string;
  /**
   * For kinds whose entries belong to one language: the entry's linked translation (T, which may
   * be a summary of the kind), and the list page an entry asked for under the other locale falls
   * back to when it has none there. Without it, one entry serves every locale (integrations).
   */
  translations?: { of: (entry: E) => Promise<T | null>; list: PageKey };
  /** The page's metadata (title, description, languages, dates…), from the entry found. */
  metadata: (entry: E, translation: T | null, locale: Locale) => Omit<MetadataInput, 'locale' | 'path'>;
}

export type LoadedEntry<E, T> = { locale: Locale; entry: E; translation: T | null } | { locale: Locale; entry: null; translation: null };

/** The page's `load` (for its component) and its `generateMetadata`, for one kind of entry. */
export function entryPage<E extends Entry, T extends Entry = E>(source: EntryPageSource<E, T>) {
  async function load(params: EntryPageParams): Promise<LoadedEntry<E, T>> {
    const locale = await localeOf(params);
    const { slug } = await params;
    const entry = isValidSlug(slug) ? await source.find(slug) : null;
    if (!entry) return { locale, entry: null, translation: null };
    const translations = source.translations;
    if (!translations) return { locale, entry, translation: null };
    const translation = await translations.of(entry);
    if (entry.language !== locale) {
      if (translation?.language === locale) permanentRedirect(localizedPath(locale, source.path(translation) as `/${string}`));
      redirect(localizedPath(locale, translations.list));
    }
    return { locale, entry, translation };
  }

  async function generateMetadata({ params }: { params: EntryPageParams }): Promise<Metadata> {
    const { locale, entry, translation } = await load(params);
    if (!entry) return errorScreenMetadata(locale, (await getTranslations({ locale, namespace: 'NotFound' }))('title'));
    return buildMetadata({ locale, path: source.path(entry), ...source.metadata(entry, translation, locale) });
  }

  return { load, generateMetadata };
}
