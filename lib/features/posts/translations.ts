import type { Locale } from '@/lib/infra/routing/routing';
import { getAllPublishedPosts, getCategories, getPublishedPost, getTranslation } from './repository';
import { pathsByLanguage } from '@/lib/features/publishing/shared/paths';
import type { Post, PostLanguage } from './shared/types';
import { translationIn } from './linked';
import { localizedPath } from '@/lib/infra/routing/localized-paths';

/** The path of a post after its locale, which is always its own language: `/blog/{slug}`. */
export const postPath = (post: Pick<Post, 'slug'>): `/blog/${string}` => `/blog/${post.slug}`;

/** A post's page in each language it exists in: its own, and its translation's when there is one. */
export const postPathsByLanguage = pathsByLanguage(postPath);

export type LanguageSwitch =
  /** The page to go to: the post itself, or its translation into the wanted language. */
  | { kind: 'go'; location: string }
  /** The post exists in its own language only. */
  | { kind: 'only-in'; language: PostLanguage; location: string }
  | { kind: 'unknown' };

/**
 * Where the language switch of a post's page leads, in `locale`: the translation when the post has
 * one in that language, else the note that it is only available in its own language.
 */
export async function switchLanguage(slug: string, locale: Locale): Promise<LanguageSwitch> {
  const post = await getPublishedPost(slug);
  if (!post) return { kind: 'unknown' };
  const own = localizedPath(post.language, postPath(post) as `/${string}`);
  if (post.language === locale) return { kind: 'go', location: own };
  const translation = await getTranslation(post);
  if (translation?.language === locale) return { kind: 'go', location: localizedPath(locale, postPath(translation) as `/${string}`) };
  return { kind: 'only-in', language: post.language, location: own };
}

export { linkCandidates, translationIn } from './linked';

/**
 * The blog category that stands, in `locale`, for `category` of a list in another language.
 * Categories are free text per language; translated posts pair them: the answer is the category
 * most translations of that category's posts are filed under, or the name itself when `locale`
 * uses it too. Undefined when nothing says (the list then opens unfiltered).
 */
export async function categoryIn(category: string, locale: Locale): Promise<string | undefined> {
  const wanted = category.toLocaleLowerCase();
  const own = (await getCategories(locale)).find((entry) => entry.name.toLocaleLowerCase() === wanted);
  if (own) return own.name;
  const posts = await getAllPublishedPosts();
  const votes = new Map<string, number>();
  for (const post of posts) {
    if (post.language === locale || post.category.toLocaleLowerCase() !== wanted) continue;
    const translation = translationIn(posts, post);
    if (translation?.language === locale) votes.set(translation.category, (votes.get(translation.category) ?? 0) + 1);
  }
  return [...votes].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
}
