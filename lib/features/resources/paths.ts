import { pathsByLanguage } from '@/lib/features/publishing/shared/paths';
import { pages } from '@/lib/infra/routing/pages';
import type { Resource } from './shared/types';

/** A resource's page, after its locale (always its own language). */
export const resourcePath = (resource: Pick<Resource, 'slug'>) => `${pages.resources.path}/${resource.slug}`;

/** Its PDF: served directly for an open resource, with `?token=` for a gated one. */
export const resourceFilePath = (resource: Pick<Resource, 'slug'>, token?: string) => `${resourcePath(resource)}/file${token ? `?token=${token}` : ''}`;

/** Where an expired (410) or unknown (404) download link lands (`problem` in the query). */
export const resourceLinkProblemPath = (resource: Pick<Resource, 'slug'>) => `${resourcePath(resource)}/link`;

/** A resource's page in each language it exists in. */
export const resourcePathsByLanguage = pathsByLanguage(resourcePath);
