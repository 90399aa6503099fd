/** What a post's save or deletion means for addresses (redirects, 410, IndexNow): lib/features/redirects decides. */
import 'server-only';
import { log } from '@/lib/infra/log.mjs';
import { contentAddressChanged, type PageAddress } from '@/lib/features/redirects';
import { getAllPublishedPosts } from './repository';
import type { Post } from './shared/types';
import { postPath, translationIn } from './translations';
import { localizedPath } from '@/lib/infra/routing/localized-paths';

const sitePath = (post: Pick<Post, 'language' | 'slug'>) => localizedPath(post.language, postPath(post) as `/${string}`);
const addressOf = (post: Post | null): PageAddress | null => post && { path: sitePath(post), live: post.status === 'published' };

/** `before` null for a new post, `after` null for a deleted one. Never throws: the save already happened. */
export async function postAddressChanged(before: Post | null, after: Post | null): Promise<void> {
  try {
    const post = after ?? before;
    const translation = post ? translationIn(await getAllPublishedPosts(), post) : undefined;
    await contentAddressChanged(addressOf(before), addressOf(after), translation ? [sitePath(translation)] : []);
  } catch (error) {
    log.error('posts: the address change was not applied', { error });
  }
}

/** Every published post's address, for the redirects screen's warning. */
export const publishedPostPaths = async () => (await getAllPublishedPosts()).map(sitePath);
