import type { ContentLanguage } from '@/lib/features/publishing/shared/workflow';
import type { Opening } from './shared/types';

/** An opening's path after its locale, which is always its own language. */
export const openingPath = (opening: Pick<Opening, 'slug'>) => `/careers/${opening.slug}`;

/** An opening's page in each language it exists in. */
export function openingPathsByLanguage(opening: Pick<Opening, 'slug' | 'language'>, translation: Pick<Opening, 'slug' | 'language'> | null) {
  const paths: Partial<Record<ContentLanguage, string>> = { [opening.language]: openingPath(opening) };
  if (translation && translation.language !== opening.language) paths[translation.language] = openingPath(translation);
  return paths;
}
