import { absoluteImageUrl } from '@/lib/infra/uploads/image-source';
import { postPath } from '@/lib/features/posts/translations';
import type { Post } from '@/lib/features/posts/shared/types';
import { CARD_SIZE } from '@/lib/infra/social-card/size';
import { localizedPath } from '@/lib/infra/routing/localized-paths';

export interface SocialImage {
  kind: 'cover' | 'card';
  url: string;
  width?: number;
  height?: number;
}

/**
 * The image a post shows when shared: its cover when the editor chose it (and it is usable), else
 * its generated card. The card's address carries the post's edit time, so networks that keep an
 * image per address fetch the new card after an edit; the route itself ignores the parameter.
 */
export function postSocialImage(post: Pick<Post, 'slug' | 'language' | 'image' | 'socialImage' | 'updatedAt'>, siteUrl: string): SocialImage {
  const cover = post.socialImage === 'cover' ? absoluteImageUrl(post.image, siteUrl) : undefined;
  if (cover) return { kind: 'cover', url: cover };
  const edited = Date.parse(post.updatedAt);
  const version = Number.isNaN(edited) ? '' : `?v=${Math.floor(edited / 1000).toString(36)}`;
  return { kind: 'card', url: new URL(`${localizedPath(post.language, postPath(post) as `/${string}`)}/social.png${version}`, siteUrl).toString(), ...CARD_SIZE };
}
