import type { Post } from '@/lib/features/posts/shared/types';

/** What the editor's form starts from: a saved post, or (without an id) a new post's values. */
export type EditorValues = Omit<Post, 'id' | 'createdAt' | 'updatedAt' | 'wordCount' | 'translationGroup'> & { id?: number };

/**
 * A new post's values for the translation of `source` into the other language: its texts to
 * translate, the same image and category, a slug of its own, as a draft until it is translated.
 */
export function translationDraft(source: Post): EditorValues {
  const { id: _id, createdAt: _created, updatedAt: _updated, wordCount: _words, translationGroup: _group, ...values } = source;
  const language = source.language === 'en' ? 'es' : 'en';
  return {
    ...values,
    language,
    slug: `${source.slug}-${language}`.slice(0, 200),
    status: 'draft',
    seoTitle: null,
    seoDescription: null,
    publishedAt: null,
    version: 1,
    ownerId: null,
  };
}
