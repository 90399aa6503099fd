/**
 * Public reads of one kind of content, cached under its tag (refreshed at least hourly) so that
 * its pages render once and are then served from the cache and the server's page store; every
 * write expires the tag at once, which refreshes lists, entry pages, the sitemap and feeds.
 *
 * Writes come only from the admin's server actions, so they use `updateTag`: the next request
 * waits for fresh content, and the action's answer tells the admin's browser to drop the pages
 * its router cached. (`revalidateTag` with a profile, even `{ expire: 0 }`, skips that second
 * part: Next.js sends the router's "revalidated" signal only for profile-less tags.)
 *
 * Next.js applies `updateTag` after the action's answer has gone out (when the action renders no
 * page), so a visitor's request right after a save could still get the old page once: the tag is
 * also expired in the cache handler at once, before the answer.
 */
import 'server-only';
import { unstable_cache, updateTag } from 'next/cache';
import { expireTagsNow } from '@/lib/infra/cache/expire-now.mjs';

export const PUBLIC_REVALIDATE_SECONDS = 3600;

/** Thrown inside a cached read so that a miss is not stored: slugs are whatever visitors type. */
class Missing extends Error {}

export function publicReads(tag: string) {
  function cached<A extends unknown[], R>(name: string, read: (...args: A) => Promise<R>) {
    return unstable_cache(read, [tag, name], { tags: [tag], revalidate: PUBLIC_REVALIDATE_SECONDS });
  }
  return {
    cached,
    /** A cached read whose null answer is asked afresh each time and never stored. */
    cachedUnlessMissing<A extends unknown[], R>(name: string, read: (...args: A) => Promise<R | null>) {
      const inCache = cached(name, async (...args: A) => {
        const found = await read(...args);
        if (found === null) throw new Missing(name);
        return found;
      });
      return async (...args: A): Promise<R | null> => {
        try {
          return await inCache(...args);
        } catch (error) {
          if (error instanceof Missing) return null;
          throw error;
        }
      };
    },
    /** After a write, inside a server action. */
    changed: () => {
      updateTag(tag);
      expireTagsNow([tag]);
    },
  };
}
