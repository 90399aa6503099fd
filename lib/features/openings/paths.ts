import { pathsByLanguage } from '@/lib/features/publishing/shared/paths';
import type { Opening } from './shared/types';

/** An opening's path after its locale, which is always its own language. */
export const openingPath = (opening: Pick<Opening, 'slug'>) => `/careers/${opening.slug}`;

/** An opening's page in each language it exists in. */
export const openingPathsByLanguage = pathsByLanguage(openingPath);
