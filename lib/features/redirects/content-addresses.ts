/**
 * What saving or deleting a post or story means for its address: a published page that moved
 * leaves a 308 behind, a deleted one a 410, a newly published one takes its path back from any
 * automatic rule; and search engines hear of every published address involved.
 */
import 'server-only';
import { getEnv } from '@/lib/infra/env.mjs';
import { queueIndexNow } from '@/lib/features/indexnow';
import { redirectMovedPage, releasePagePath, retirePage } from './automatic';

/** A page's address with its locale (`/en/blog/slug`), and whether visitors can see it. */
export interface PageAddress {
  path: string;
  live: boolean;
}

/**
 * `before` null for a new page, `after` null for a deleted one; `related` are other published
 * addresses to ping with it (its translation, as the sitemap lists them together).
 */
export async function contentAddressChanged(before: PageAddress | null, after: PageAddress | null, related: readonly string[] = []): Promise<void> {
  const moved = before?.live && after?.live && before.path !== after.path;
  if (moved) await redirectMovedPage(before.path, after.path);
  else if (after?.live && !before?.live) await releasePagePath(after.path);
  if (before?.live && !after) await retirePage(before.path);
  if (!before?.live && !after?.live) return;
  const paths = [before?.live ? before.path : null, after ? after.path : null, ...related].filter((path): path is string => Boolean(path));
  const origin = getEnv().SITE_URL;
  await queueIndexNow(paths.map((path) => origin + path));
}
