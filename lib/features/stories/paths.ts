import { pathsByLanguage } from '@/lib/features/publishing/shared/paths';
import type { StorySummary } from './shared/types';

/** A story's path after its locale, which is always its own language. */
export const storyPath = (story: Pick<StorySummary, 'slug'>) => `/customers/${story.slug}`;

/** A story's page in each language it exists in. */
export const storyPathsByLanguage = pathsByLanguage(storyPath);
