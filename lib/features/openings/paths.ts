import { pathsByLanguage } from '@/lib/features/publishing/shared/paths';
import type { Opening } from './shared/types';

/** An opening's path after its locale, which is always its own language. */
export const openingPath = (opening: Pick<Opening, 'slug'>) => `/careers/${opening.slug}`;

/** The opening's application form, after the locale (lib/features/applications takes what it sends). */
export const openingApplyPath = (opening: Pick<Opening, 'slug'>): `/careers/${string}/apply` => `/careers/${opening.slug}/apply`;

/** An opening's page in each language it exists in. */
export const openingPathsByLanguage = pathsByLanguage(openingPath);

/** An opening's application form in each language it exists in. */
export const openingApplyPathsByLanguage = pathsByLanguage(openingApplyPath);
