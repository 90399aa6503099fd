/** Posts' translation links: the mechanism every kind of content shares (lib/features/publishing). */
import type { Database } from '@/lib/infra/db/client';
import { posts, type PostRow } from './tables';
import { linkEntries, unlinkEntries } from '@/lib/features/publishing';
import type { LinkResult, MayChangePost, UnlinkResult } from './shared/types';

const POSTS = { table: posts, id: posts.id, language: posts.language, translationGroup: posts.translationGroup };

export function linkPosts(database: () => Promise<Database>, id: number, otherId: number, mayChange?: MayChangePost): Promise<LinkResult> {
  return linkEntries<PostRow>(database, POSTS, id, otherId, mayChange);
}

export function unlinkPosts(database: () => Promise<Database>, id: number, mayChange?: MayChangePost): Promise<UnlinkResult> {
  return unlinkEntries<PostRow>(database, POSTS, id, mayChange);
}
