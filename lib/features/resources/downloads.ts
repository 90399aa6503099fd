/** A download of a resource's PDF, as the file route serves it: counted on the resource and as an analytics event. */
import 'server-only';
import { getDatabase } from '@/lib/infra/db';
import { log } from '@/lib/infra/log.mjs';
import { localizedPath } from '@/lib/infra/routing/localized-paths';
import { recordServerEvent } from '@/lib/features/analytics';
import { resourcePath } from './paths';
import { createResourceStore } from './store';
import type { Resource } from './shared/types';

/**
 * One download of `resource` by the request with `requestHeaders`: the first-party analytics event
 * `resource_downloaded` on the resource's page (the same visitor-day hash as the browser's events;
 * queued in memory, never awaited, never thrown), then the resource's counter. A failure of either
 * is logged and never stops the file.
 */
export async function recordResourceDownload(resource: Pick<Resource, 'id' | 'slug' | 'language'>, requestHeaders: Pick<Headers, 'get'>): Promise<void> {
  recordServerEvent('resource_downloaded', localizedPath(resource.language, resourcePath(resource) as `/${string}`), requestHeaders);
  await createResourceStore(getDatabase)
    .countDownload(resource.id)
    .catch((error: unknown) => log.error('resources: a download was not counted', { error }));
}
