import type { ContentLanguage } from './workflow';

/** What a page's path is made of: the entry's slug, and the language it is written in. */
export interface EntryAddress {
  slug: string;
  language: ContentLanguage;
}

/**
 * An entry's page in each language it exists in (its own, and its translation's when there is one
 * in another language), for a kind of published content whose page is at `pathOf(entry)` after the
 * locale: hreflang alternates, the sitemap, the language switch.
 */
export function pathsByLanguage(pathOf: (entry: Pick<EntryAddress, 'slug'>) => string) {
  return (entry: EntryAddress, translation: EntryAddress | null): Partial<Record<ContentLanguage, string>> => {
    const paths: Partial<Record<ContentLanguage, string>> = { [entry.language]: pathOf(entry) };
    if (translation && translation.language !== entry.language) paths[translation.language] = pathOf(translation);
    return paths;
  };
}
