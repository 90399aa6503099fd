/** Which post of a list is which one's translation (translation groups), without reading anything. */
import type { PostSummary } from './shared/types';

type Linkable = Pick<PostSummary, 'id' | 'language' | 'translationGroup'>;

/** The post's translation among `posts` (drafts included, as the admin sees them), if any. */
export function translationIn<T extends Linkable>(posts: readonly T[], post: Linkable): T | undefined {
  if (!post.translationGroup) return undefined;
  return posts.find((other) => other.translationGroup === post.translationGroup && other.language !== post.language && other.id !== post.id);
}

/** Posts of the other language that could become the post's translation: those without one. */
export function linkCandidates<T extends Linkable>(posts: readonly T[], post: Linkable): T[] {
  return posts.filter((other) => other.language !== post.language && !translationIn(posts, other));
}
