import type { ContentLanguage } from '@/lib/features/publishing/shared/workflow';
import type { StorySummary } from './shared/types';

/** A story's path after its locale, which is always its own language. */
export const storyPath = (story: Pick<StorySummary, 'slug'>) => `/customers/${story.slug}`;

/** A story's page in each language it exists in. */
export function storyPathsByLanguage(story: Pick<StorySummary, 'slug' | 'language'>, translation: Pick<StorySummary, 'slug' | 'language'> | null) {
  const paths: Partial<Record<ContentLanguage, string>> = { [story.language]: storyPath(story) };
  if (translation && translation.language !== story.language) paths[translation.language] = storyPath(translation);
  return paths;
}
